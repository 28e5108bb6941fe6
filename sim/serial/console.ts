// The serial console buffer of each running instance. Like propolis's, it belongs to the
// VMM, not to the control plane's database: a new VMM (stop, then start) starts an empty
// buffer, a reboot keeps it and appends the next boot. It lives in memory next to the
// store (a server restart boots the guests' logs afresh) and holds the last MAX_BYTES.

import type { InstanceRecord, Store } from '../store/types'
import type * as Api from '../../app/api/__generated__/Api'
import { simError } from '../answers/errors'
import { vmmOf } from '../compute/placement'
import { bootLog, fromBytes, guestInput, initialGuest, shutdownLog, toBytes } from './guest'
import type { GuestInfo, GuestState } from './guest'

/** Run states with a console server to connect to (spec §4 `serialConsole`) */
export const SERIAL_CONSOLE_STATES: readonly Api.InstanceState[] = [
  'running',
  'rebooting',
  'migrating',
  'repairing',
]

/** How much history a buffer keeps (the oldest bytes go first) */
export const MAX_BYTES = 1 << 20

export type SerialConsole = {
  readonly vmmId: string
  readonly instanceId: string
  /**
   * absolute offset of `bytes[0]`. The buffer may hold up to twice MAX_BYTES so that
   * dropping the oldest bytes is a copy now and then rather than on every append; the
   * history is only ever the last MAX_BYTES of it (see historyStart)
   */
  start: number
  bytes: Uint8Array
  /** bytes in use in `bytes` */
  length: number
  guest: GuestState
  info: GuestInfo
  /** `run_state@time_run_state_updated` when last looked at, to notice a reboot */
  mark: string
  /** the shutdown of the current reboot was printed */
  shutdownShown: boolean
  /** called with every byte appended (each open stream) */
  readonly listeners: Set<(bytes: Uint8Array) => void>
}

const consoles = new WeakMap<Store, Map<string, SerialConsole>>()

/** Absolute offset one past the newest byte */
export const endOf = (c: SerialConsole) => c.start + c.length

/** Absolute offset of the oldest byte of the history */
export const historyStart = (c: SerialConsole) => Math.max(c.start, endOf(c) - MAX_BYTES)

function append(c: SerialConsole, text: string) {
  if (!text) return
  const add = toBytes(text)
  if (add.length >= MAX_BYTES) {
    c.start = endOf(c) + add.length - MAX_BYTES
    c.bytes = add.slice(add.length - MAX_BYTES)
    c.length = MAX_BYTES
  } else {
    if (c.length + add.length > c.bytes.length) {
      const keep = Math.min(c.length, MAX_BYTES - add.length)
      if (c.bytes.length < 2 * MAX_BYTES) {
        // grow, up to twice the history
        const size = Math.min(2 * MAX_BYTES, Math.max(2 * c.bytes.length, keep + add.length))
        const next = new Uint8Array(size)
        next.set(c.bytes.subarray(c.length - keep, c.length))
        c.bytes = next
      } else {
        // full: move the newest bytes to the front, at most once per MAX_BYTES appended
        c.bytes.copyWithin(0, c.length - keep, c.length)
      }
      c.start += c.length - keep
      c.length = keep
    }
    c.bytes.set(add, c.length)
    c.length += add.length
  }
  for (const listener of c.listeners) listener(add)
}

function guestInfo(store: Store, instance: InstanceRecord, boot: number): GuestInfo {
  const disk = instance.boot_disk_id ? store.get('disks', instance.boot_disk_id) : undefined
  const image = disk?.image_id ? store.get('images', disk.image_id) : undefined
  return {
    instanceId: instance.id,
    hostname: instance.hostname,
    ncpus: instance.ncpus,
    memory: instance.memory,
    os: image?.os ?? null,
    version: image?.version ?? null,
    bootedAt: instance.time_run_state_updated,
    boot,
  }
}

/**
 * The console of an instance's VMM, brought up to date with its run state: the boot log
 * when it first runs, the shutdown when it reboots and the next boot log when it runs
 * again. Null when the instance has no VMM (it is not incarnated: no console server).
 */
export function serialConsoleOf(store: Store, instance: InstanceRecord): SerialConsole | null {
  let byVmm = consoles.get(store)
  if (!byVmm) consoles.set(store, (byVmm = new Map()))
  const vmm = vmmOf(store, instance.id)
  // buffers of VMMs that are gone are dropped as they are noticed
  for (const [id, c] of byVmm) {
    if (!store.get('vmms', id)) {
      byVmm.delete(id)
      c.listeners.clear()
    }
  }
  if (!vmm) return null

  const state = instance.run_state
  const mark = `${state}@${instance.time_run_state_updated}`
  let c = byVmm.get(vmm.id)
  if (!c) {
    c = {
      vmmId: vmm.id,
      instanceId: instance.id,
      start: 0,
      bytes: new Uint8Array(16 * 1024),
      length: 0,
      guest: initialGuest(),
      info: guestInfo(store, instance, 1),
      mark,
      shutdownShown: false,
      listeners: new Set(),
    }
    byVmm.set(vmm.id, c)
    // a guest prints nothing until its VMM first runs it
    if (state === 'starting') c.mark = ''
    else if (SERIAL_CONSOLE_STATES.includes(state)) append(c, bootLog(c.info))
    return c
  }
  if (c.mark === mark) return c

  const previous = c.mark.split('@')[0]
  c.mark = mark
  if (state === 'rebooting' && !c.shutdownShown) {
    append(c, shutdownLog())
    c.shutdownShown = true
  } else if (state === 'running' && (previous === '' || previous === 'starting')) {
    c.info = guestInfo(store, instance, 1)
    append(c, bootLog(c.info))
  } else if (state === 'running' && (previous === 'running' || previous === 'rebooting')) {
    // a reboot (perhaps one that began and ended between two looks)
    if (!c.shutdownShown) append(c, shutdownLog())
    c.shutdownShown = false
    c.guest = initialGuest()
    c.info = guestInfo(store, instance, c.info.boot + 1)
    append(c, bootLog(c.info))
  }
  return c
}

/** Typed bytes reach the guest; its answer is appended (and sent to every stream) */
export function typeInto(c: SerialConsole, input: Uint8Array) {
  const { state, output } = guestInput(c.guest, c.info, input)
  c.guest = state
  append(c, output)
}

export type HistoryQuery = {
  fromStart?: number | null
  mostRecent?: number | null
  maxBytes?: number | null
}

/**
 * Bytes of the buffer per the contract's `InstanceSerialConsoleRequest`: from an absolute
 * offset (`fromStart`) or counting back from the newest byte (`mostRecent`), at most
 * `maxBytes`. `lastByteOffset` is the absolute offset just past the returned bytes, where
 * a next read picks up.
 */
export function readHistory(c: SerialConsole, q: HistoryQuery) {
  const end = endOf(c)
  const first = historyStart(c)
  const from =
    q.fromStart != null
      ? Math.max(first, Math.min(q.fromStart, end))
      : Math.max(first, end - (q.mostRecent ?? 0))
  const to = q.maxBytes != null ? Math.min(end, from + q.maxBytes) : end
  const data = c.bytes.subarray(from - c.start, to - c.start)
  return { data, lastByteOffset: to }
}

/** The whole buffer as text (tests) */
export const textOf = (c: SerialConsole) =>
  fromBytes(c.bytes.subarray(historyStart(c) - c.start, c.length))

/**
 * The console to read or stream, or Nexus's refusal (400) when the instance's state has
 * no console server to connect to: spec §4 allows running, rebooting, migrating and
 * repairing.
 */
export function connectableConsole(store: Store, instance: InstanceRecord): SerialConsole {
  const state = instance.run_state
  const c = serialConsoleOf(store, instance)
  if (c && SERIAL_CONSOLE_STATES.includes(state)) return c
  throw simError.invalid(
    c
      ? `cannot connect to serial console of instance in state "${state}"`
      : `instance is ${state} and has no active serial console server`,
  )
}
