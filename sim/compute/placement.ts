import { simError } from '../answers/errors'
import { assertWithinQuota } from './provisioning'
import type { InstanceRecord, SledRecord, Store, VmmRecord } from '../store/types'
import { uuid } from '../util'

// Sled placement: an instance that starts gets a VMM on one of the rack's
// sleds, chosen like Nexus's reservation does:
// - the sled must be in service, provisionable, and have room for the
//   instance's vCPUs and memory;
// - anti-affinity groups with policy `fail` rule out sleds that run another
//   member; affinity groups with policy `fail` require the sled of a running
//   member (policy `allow` makes both a preference);
// - among the rest, the least loaded sled wins (instances spread out).
// No sled left: 507 `No sleds can fit the requested instance`.

export const vmmOf = (store: Store, instanceId: string): VmmRecord | undefined =>
  store.list('vmms').find((v) => v.instance_id === instanceId)

/** The sleds other members of the instance's groups are running on, by policy */
function groupSleds(store: Store, instanceId: string) {
  const result = {
    avoid: { fail: new Set<string>(), allow: new Set<string>() },
    join: { fail: new Set<string>(), allow: new Set<string>() },
  }
  const tables = [
    ['antiAffinityGroupMembers', 'antiAffinityGroups', result.avoid],
    ['affinityGroupMembers', 'affinityGroups', result.join],
  ] as const
  for (const [membersTable, groupsTable, target] of tables) {
    const groupIds = store
      .list(membersTable)
      .filter((m) => m.instance_id === instanceId)
      .map((m) => m.group_id)
    for (const groupId of groupIds) {
      const group = store.get(groupsTable, groupId)
      if (!group) continue
      for (const m of store.list(membersTable)) {
        if (m.group_id !== groupId || m.instance_id === instanceId) continue
        const vmm = vmmOf(store, m.instance_id)
        if (vmm) target[group.policy].add(vmm.sled_id)
      }
    }
  }
  return result
}

function sledLoad(store: Store, sledId: string) {
  let cpus = 0
  let memory = 0
  for (const vmm of store.list('vmms')) {
    if (vmm.sled_id !== sledId) continue
    const instance = store.get('instances', vmm.instance_id)
    if (instance) {
      cpus += instance.ncpus
      memory += instance.memory
    }
  }
  return { cpus, memory }
}

const isProvisionable = (sled: SledRecord) =>
  sled.state === 'active' &&
  sled.policy.kind === 'in_service' &&
  sled.policy.provision_policy === 'provisionable'

/**
 * Checks the silo's CPU and memory quotas, picks a sled and records the
 * instance's VMM there. Throws a 507 when the quota or the rack is full.
 */
export function reserveVmm(
  store: Store,
  instance: InstanceRecord,
  siloId: string,
  at: string,
): VmmRecord {
  const existing = vmmOf(store, instance.id)
  if (existing) return existing
  assertWithinQuota(store, siloId, { cpus: instance.ncpus, memory: instance.memory })

  const groups = groupSleds(store, instance.id)
  let best: { sled: SledRecord; score: number } | undefined
  for (const sled of store.list('sleds')) {
    if (!isProvisionable(sled)) continue
    const load = sledLoad(store, sled.id)
    if (load.cpus + instance.ncpus > sled.usable_hardware_threads) continue
    if (load.memory + instance.memory > sled.usable_physical_ram) continue
    if (groups.avoid.fail.has(sled.id)) continue
    if (groups.join.fail.size > 0 && !groups.join.fail.has(sled.id)) continue
    const misses =
      (groups.avoid.allow.has(sled.id) ? 1 : 0) +
      (groups.join.allow.size > 0 && !groups.join.allow.has(sled.id) ? 1 : 0)
    // preferences first, then the fewest vCPUs in use; ties keep sled order
    const score = misses * 1_000_000 + load.cpus
    if (!best || score < best.score) best = { sled, score }
  }
  if (!best) throw simError.insufficientCapacity('No sleds can fit the requested instance')

  return store.insert('vmms', {
    id: uuid(),
    instance_id: instance.id,
    sled_id: best.sled.id,
    time_created: at,
  })
}

export function releaseVmm(store: Store, instanceId: string): void {
  const vmm = vmmOf(store, instanceId)
  if (vmm) store.remove('vmms', vmm.id)
}
