import type * as Api from '../../app/api/__generated__/Api'
import { clockOf, iso } from '../clock'
import { AUTO_RESTART_COOLDOWN_MS } from '../limits'
import { releaseVmm, reserveVmm } from './placement'
import { recordProvisioning } from './provisioning-history'
import { failsToStart } from '../sentinels'
import type { InstanceRecord, Store } from '../store/types'

// The instance run-state machine, without timers. A transitional state
// (starting, stopping, rebooting) is stored with the state it moves
// to and when (`instanceTransitions`); `advance(store, now)` applies what is
// due at the start of every request. The browser, Node and tests therefore
// behave the same, and a test moves time by changing what `now` returns.
//
//   (create) ─► stopped, then a start if asked (as Nexus answers after its saga)
//   running ─stop─► stopping ─► stopped ─start─► starting ─► running
//   running ─reboot─► rebooting ─► running
//   failed ─stop─► stopped; failed ─(auto-restart)─► starting ─► running
//
// A failed instance restarts by itself when auto-restart is enabled and its
// cooldown (set by the previous automatic restart) has expired (spec §4).

/** States in which an instance has a VMM (and counts against CPU and memory quotas) */
export const INCARNATED_STATES: readonly Api.InstanceState[] = [
  'starting',
  'running',
  'stopping',
  'rebooting',
  'migrating',
  'repairing',
]

export function setRunState(
  store: Store,
  instance: InstanceRecord,
  state: Api.InstanceState,
  atMs: number,
): InstanceRecord {
  return store.update('instances', {
    ...instance,
    run_state: state,
    time_run_state_updated: iso(atMs),
  })
}

export function schedule(store: Store, instanceId: string, next: Api.InstanceState, dueAt: number) {
  const record = { id: instanceId, next, due_at: dueAt }
  if (store.get('instanceTransitions', instanceId)) store.update('instanceTransitions', record)
  else store.insert('instanceTransitions', record)
}

export function cancelTransition(store: Store, instanceId: string) {
  store.remove('instanceTransitions', instanceId)
}

const siloOf = (store: Store, instance: InstanceRecord) =>
  store.get('projects', instance.project_id)?.silo_id ?? ''

/** stopped/failed ─► starting: reserves a VMM (quota and sled), throwing a 507 if there is no room */
export function startInstance(store: Store, instance: InstanceRecord, atMs: number) {
  reserveVmm(store, instance, siloOf(store, instance), iso(atMs))
  schedule(store, instance.id, 'running', atMs + clockOf(store).transitionMs)
  return setRunState(store, instance, 'starting', atMs)
}

/** A failed instance has no VMM and stops at once; anything else goes through stopping */
export function stopInstance(store: Store, instance: InstanceRecord, atMs: number) {
  if (instance.run_state === 'failed') {
    cancelTransition(store, instance.id)
    releaseVmm(store, instance.id)
    return setRunState(store, instance, 'stopped', atMs)
  }
  schedule(store, instance.id, 'stopped', atMs + clockOf(store).transitionMs)
  return setRunState(store, instance, 'stopping', atMs)
}

export function rebootInstance(store: Store, instance: InstanceRecord, atMs: number) {
  schedule(store, instance.id, 'running', atMs + clockOf(store).transitionMs)
  return setRunState(store, instance, 'rebooting', atMs)
}

/** Its VMM is gone: the instance is failed (tests and sentinels use this) */
export function failInstance(store: Store, instance: InstanceRecord, atMs: number) {
  cancelTransition(store, instance.id)
  releaseVmm(store, instance.id)
  return setRunState(store, instance, 'failed', atMs)
}

/** When a failed instance is due to restart by itself, or null if it is not (spec §4) */
export function autoRestartAt(instance: InstanceRecord, transitionMs: number): number | null {
  if (instance.run_state !== 'failed' || !instance.auto_restart_enabled) return null
  const cooldown = instance.auto_restart_cooldown_expiration
  const failedAt = Date.parse(instance.time_run_state_updated)
  return Math.max(failedAt + transitionMs, cooldown ? Date.parse(cooldown) : 0)
}

/** Applies one due transition at its own time `at` */
function complete(store: Store, instance: InstanceRecord, next: Api.InstanceState, at: number) {
  cancelTransition(store, instance.id)
  // Nexus takes zero vCPUs, but no VM boots without one: the VMM fails as it starts
  if (next === 'running' && (instance.ncpus === 0 || failsToStart(store, instance.name))) {
    failInstance(store, instance, at)
  } else if (next === 'stopped') {
    releaseVmm(store, instance.id)
    setRunState(store, instance, 'stopped', at)
  } else {
    setRunState(store, instance, next, at)
  }
}

type DueEvent =
  | { at: number; kind: 'transition'; instanceId: string; next: Api.InstanceState }
  | { at: number; kind: 'restart'; instanceId: string }

function nextEvent(store: Store, now: number, skip: ReadonlySet<string>): DueEvent | undefined {
  let event: DueEvent | undefined
  for (const t of store.list('instanceTransitions')) {
    if (t.due_at <= now && (!event || t.due_at < event.at)) {
      event = { at: t.due_at, kind: 'transition', instanceId: t.id, next: t.next }
    }
  }
  const step = clockOf(store).transitionMs
  for (const instance of store.list('instances')) {
    if (instance.run_state !== 'failed' || skip.has(instance.id)) continue
    if (store.get('instanceTransitions', instance.id)) continue
    const at = autoRestartAt(instance, step)
    if (at !== null && at <= now && (!event || at < event.at)) {
      event = { at, kind: 'restart', instanceId: instance.id }
    }
  }
  return event
}

/**
 * Applies every transition due at `now`, oldest first, each at the time it
 * was due (so `time_run_state_updated` tells when it happened, however late
 * the request that noticed it). Runs in its own transaction, and only writes
 * when something is due.
 */
export function advance(store: Store, now: number = clockOf(store).now()): void {
  const skip = new Set<string>()
  if (!nextEvent(store, now, skip)) return
  store.transaction(() => {
    for (let guard = 0; guard < 100_000; guard++) {
      const event = nextEvent(store, now, skip)
      if (!event) return
      const instance = store.get('instances', event.instanceId)
      if (!instance) {
        cancelTransition(store, event.instanceId)
      } else if (event.kind === 'transition') {
        complete(store, instance, event.next, event.at)
        recordProvisioning(store, event.at)
      } else {
        // the reincarnation of a failed instance: a start by the control
        // plane, which marks when it happened and starts the cooldown
        try {
          const starting = startInstance(store, instance, event.at)
          store.update('instances', {
            ...starting,
            time_last_auto_restarted: iso(event.at),
            auto_restart_cooldown_expiration: iso(event.at + AUTO_RESTART_COOLDOWN_MS),
          })
          recordProvisioning(store, event.at)
        } catch (e) {
          // no room (quota or sleds; nothing was written): it stays failed,
          // and a later request tries again
          if (!(e instanceof Response)) throw e
          skip.add(instance.id)
        }
      }
    }
  })
}
