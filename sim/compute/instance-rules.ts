import type * as Api from '../../app/api/__generated__/Api'
import { INCARNATED_STATES } from './run-states'
import { simError } from '../answers/errors'
import {
  formatBytes,
  MAX_MEMORY_PER_INSTANCE,
  MAX_VCPUS_PER_INSTANCE,
  MIN_MEMORY_PER_INSTANCE,
} from '../limits'

// Which run states allow which instance action (spec §4), and the error a
// refused action gets: Nexus's status, code and wording for that state.

type State = Api.InstanceState

const EXTERNAL_IP_STATES = ['running', 'rebooting', 'stopped'] as const

export const allowedStates = {
  start: ['stopped', 'failed'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  reboot: ['running'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  attachDisk: ['creating', 'stopped'],
  detachDisk: ['creating', 'stopped', 'failed'],
  updateNic: ['stopped'],
  // ephemeral and floating IPs: with no VMM, or one that runs (rebooting included)
  attachEphemeralIp: EXTERNAL_IP_STATES,
  detachEphemeralIp: EXTERNAL_IP_STATES,
  attachFloatingIp: EXTERNAL_IP_STATES,
  detachFloatingIp: EXTERNAL_IP_STATES,
} as const satisfies Record<string, readonly State[]>

export type InstanceAction = keyof typeof allowedStates

/**
 * Run states in which Nexus answers start or stop with the instance as it is, to make
 * retries idempotent: start of an instance with an active VMM, stop of a stopped one.
 * The console's own table (spec §4) never offers these.
 */
export const alreadyDone = {
  start: ['starting', 'running', 'rebooting', 'migrating'],
  stop: ['stopped'],
} as const satisfies Record<'start' | 'stop', readonly State[]>

export const isAlreadyDone = (action: keyof typeof alreadyDone, instance: { run_state: State }) =>
  (alreadyDone[action] as readonly State[]).includes(instance.run_state)

const incarnated = (s: State) => INCARNATED_STATES.includes(s)
const BEING_CREATED = 'cannot change instance state while it is still being created'

function refusal(action: InstanceAction, s: State): Response {
  switch (action) {
    case 'start':
      return s === 'stopping'
        ? simError.conflict('instance must finish stopping before it can be started')
        : simError.conflict(`instance is in state ${s} but it must be stopped to be started`)
    case 'stop':
      return simError.invalid(
        s === 'creating' ? BEING_CREATED : `instance state cannot be changed from state "${s}"`,
      )
    case 'reboot':
      if (s === 'creating') return simError.invalid(BEING_CREATED)
      if (s === 'stopped') {
        return simError.invalid('cannot reboot an instance in state stopped with no VMM')
      }
      if (s === 'failed') return simError.invalid('instance state cannot be changed from failed')
      return simError.invalid(`instance state cannot be changed from state "${s}"`)
    case 'delete':
      return simError.invalid(
        incarnated(s)
          ? 'cannot delete instance: instance is running or has not yet fully stopped'
          : `instance cannot be deleted in state "${s}"`,
      )
    case 'resize':
      return simError.conflict('instance must be stopped to change CPU or memory')
    case 'updateBootDisk':
      return simError.conflict('instance must be stopped to set boot disk')
    case 'attachDisk':
      return simError.invalid(
        incarnated(s)
          ? 'cannot attach disk: instance is not fully stopped'
          : `cannot attach disk to instance in ${s} state`,
      )
    case 'detachDisk':
      return simError.invalid(
        incarnated(s)
          ? 'cannot detach disk: instance is not fully stopped'
          : `cannot detach disk from instance in ${s} state`,
      )
    case 'updateNic':
      return simError.invalid('Instance must be stopped to update its network interfaces')
    case 'attachEphemeralIp':
    case 'detachEphemeralIp':
    case 'attachFloatingIp':
    case 'detachFloatingIp':
      return externalIpRefusal(action, s)
  }
}

/**
 * Nexus checks the instance twice: its own record first (failed or still being created
 * cannot take the change), then the VMM, whose transient states ask for a retry (503).
 */
function externalIpRefusal(
  action: `${'attach' | 'detach'}${'Ephemeral' | 'Floating'}Ip`,
  s: State,
) {
  if (s !== 'failed' && s !== 'creating') return simError.unavailable()
  const kind = action.includes('Ephemeral') ? 'ephemeral' : 'floating'
  return simError.invalid(
    action.startsWith('attach')
      ? `cannot attach ${kind} IP to instance in ${s} state`
      : `cannot detach ${kind} IP from instance in ${s} state`,
  )
}

/** Throws the refusal for `action` unless the instance's run state allows it */
export function assertStateAllows(action: InstanceAction, instance: { run_state: State }) {
  const allowed: readonly State[] = allowedStates[action]
  if (!allowed.includes(instance.run_state)) throw refusal(action, instance.run_state)
}

/** Nexus's checks of vCPUs and memory, on create and on resize */
export function assertInstanceSize(ncpus: number, memory: number) {
  if (ncpus > MAX_VCPUS_PER_INSTANCE) {
    throw simError.invalid(`cannot have more than ${MAX_VCPUS_PER_INSTANCE} vCPUs per instance`)
  }
  if (memory < MIN_MEMORY_PER_INSTANCE) {
    throw simError.invalidValue(
      'size',
      `memory must be at least ${formatBytes(MIN_MEMORY_PER_INSTANCE)}`,
    )
  }
  if (memory % MIN_MEMORY_PER_INSTANCE !== 0) {
    throw simError.invalidValue(
      'size',
      `memory must be divisible by ${formatBytes(MIN_MEMORY_PER_INSTANCE)}`,
    )
  }
  if (memory > MAX_MEMORY_PER_INSTANCE) {
    throw simError.invalidValue(
      'size',
      `memory must be less than or equal to ${formatBytes(MAX_MEMORY_PER_INSTANCE)}`,
    )
  }
}
