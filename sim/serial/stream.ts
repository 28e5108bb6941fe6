// The live serial console stream (`GET /v1/instances/{instance}/serial-console/stream`, a
// websocket), independent of any websocket library: the Node server and the mock-mode
// link each adapt it to theirs. Like Nexus: the caller is checked before the upgrade
// (401 signed out, 404 unknown instance, 403 without the right to change it); a state
// without a console server accepts the upgrade and closes at once with code 1011 and
// the reason; otherwise the history tail is sent, then live output, as binary frames.
//
// One socket cannot hurt the others. What it types goes through two token buckets, its
// own and its console's (a serial line has a rate; all typing into one guest shares it):
// bytes beyond them wait, and the socket stops being read (TCP then slows the sender)
// until the buckets refill; where the peer cannot stop reading, or bytes arrive past
// INPUT_HELD_BYTES anyway, they are dropped, as a UART overruns, and a socket that keeps
// that up is closed with 1008. Live output is sent at once when the socket is idle and
// gathered into one frame per turn of the event loop while it is busy; and a socket that
// does not read what is sent is closed with 1013 once more than OUTPUT_QUEUE_BYTES wait
// for it, rather than queueing output without bound. The console page reconnects on a
// close and shows the history again, so a reader that fell behind loses nothing it could
// not scroll back to.

import { clockOf } from '../clock'
import { advance } from '../compute/run-states'
import { lookup } from '../access/lookup'
import { concatBytes } from '../util'
import { simError } from '../answers/errors'
import { resolveActor } from '../access/session'
import type { Store } from '../store/types'
import { connectableConsole, readHistory, typeInto, type SerialConsole } from './console'

/** Close codes of RFC 6455 §7.4.1 the stream uses */
export const CLOSE = {
  /** the instance stopped (or its VMM went away): nothing more to stream */
  normal: 1000,
  /** the instance's state has no console server (the reason says which) */
  error: 1011,
  /** the socket typed far faster than INPUT_BYTES_PER_SECOND */
  policy: 1008,
  /** the socket read its output too slowly: output was dropped, reconnect for the history */
  tryAgain: 1013,
} as const

/** Sustained typing rate of one socket (a 115200-baud line carries about 11.5 KB/s) */
export const INPUT_BYTES_PER_SECOND = 16 * 1024
/** Sustained typing rate into one console, all its sockets together */
export const CONSOLE_INPUT_BYTES_PER_SECOND = 32 * 1024
/** What one socket may type at once (a paste); also the largest websocket message */
export const INPUT_BURST_BYTES = 64 * 1024
/** Typed bytes that may wait for the buckets; more are dropped */
export const INPUT_HELD_BYTES = 2 * INPUT_BURST_BYTES
/** Bytes a socket may have dropped (less what its rate refilled since) before it is closed */
export const INPUT_OVERRUN_BYTES = 256 * 1024
/** Output waiting for a socket (StreamPeer.queued) beyond which it is closed */
export const OUTPUT_QUEUE_BYTES = 1 << 20

export const CLOSE_REASON = {
  flood: `typing faster than ${INPUT_BYTES_PER_SECOND / 1024} KiB/s`,
  slow: 'output was dropped: the client is not reading it',
} as const

/** How often an open stream looks at the instance's run state */
export const WATCH_MS = 250

export type StreamRequest = {
  /** name or id, as in the path */
  instance: string
  /** the raw query values */
  project?: string | null
  mostRecent?: string | null
  fromStart?: string | null
  /** the `session` cookie */
  token?: string
}

export type StreamPeer = {
  send(bytes: Uint8Array): void
  close(code: number, reason: string): void
  /** bytes sent but not yet written out to the client (a websocket's bufferedAmount) */
  queued?(): number
  /** stop reading what the client types, until resume() */
  pause?(): void
  resume?(): void
}

export type SerialStream = {
  /** Starts the stream on an accepted websocket: history, then live output */
  start(peer: StreamPeer): void
  /** A binary frame from the client: typed bytes */
  input(bytes: Uint8Array): void
  /** The client went away */
  stop(): void
  /** Bytes typed that were dropped (past the wait for the rate) */
  dropped(): number
  /** Bytes typed that reached the guest */
  typed(): number
}

export type StreamOpening =
  /** refuse the upgrade with this HTTP status and the contract's error body */
  | { kind: 'refuse'; response: Response }
  /** accept the upgrade, then close at once */
  | { kind: 'close'; code: number; reason: string }
  | { kind: 'stream'; stream: SerialStream }

/** Runs `fn` after the I/O of this turn of the event loop (Node), or soon (a browser) */
const later: (fn: () => void) => void =
  typeof setImmediate === 'function' ? (fn) => setImmediate(fn) : (fn) => setTimeout(fn, 0)

/** A token bucket of `rate` bytes per second holding at most `burst` */
export function tokenBucket(rate: number, burst: number, now: () => number = Date.now) {
  let tokens = burst
  let last = now()
  const refill = () => {
    const t = now()
    tokens = Math.min(burst, tokens + (Math.max(0, t - last) / 1000) * rate)
    last = t
  }
  return {
    available() {
      refill()
      return Math.floor(tokens)
    },
    take(n: number) {
      tokens -= n
    },
    /** ms until `n` bytes are available */
    msUntil(n: number) {
      refill()
      return tokens >= n ? 0 : Math.ceil(((Math.min(n, burst) - tokens) / rate) * 1000)
    },
  }
}

export type TokenBucket = ReturnType<typeof tokenBucket>

/** Each console's bucket, shared by its sockets */
const consoleBuckets = new WeakMap<SerialConsole, TokenBucket>()
function consoleBucket(c: SerialConsole) {
  let bucket = consoleBuckets.get(c)
  if (!bucket) {
    bucket = tokenBucket(CONSOLE_INPUT_BYTES_PER_SECOND, INPUT_BURST_BYTES)
    consoleBuckets.set(c, bucket)
  }
  return bucket
}

/** A non-negative integer query value; null when absent, undefined when malformed */
function offset(raw: string | null | undefined): number | null | undefined {
  if (raw == null || raw === '') return null
  return /^\d{1,15}$/.test(raw) ? Number(raw) : undefined
}

async function reasonOf(response: Response) {
  const body = (await response.json()) as { message?: string }
  return body.message ?? `error ${response.status}`
}

/** Decides what becomes of a websocket upgrade of the serial console stream */
export async function openSerialStream(store: Store, req: StreamRequest): Promise<StreamOpening> {
  const mostRecent = offset(req.mostRecent)
  const fromStart = offset(req.fromStart)
  if (mostRecent === undefined || fromStart === undefined) {
    const name = mostRecent === undefined ? 'most_recent' : 'from_start'
    return {
      kind: 'refuse',
      response: simError.invalid(`unable to parse query string: invalid ${name}`),
    }
  }
  advance(store, clockOf(store).now())
  const actor = resolveActor(store, req.token)
  if (!actor) return { kind: 'refuse', response: simError.unauthorized() }

  let serial: SerialConsole
  let instanceId: string
  try {
    // typing into the console changes the instance: Nexus asks for modify
    const { record: instance } = lookup(store, actor, 'instance', req.instance, 'modify', {
      project: req.project ?? undefined,
    })
    instanceId = instance.id
    try {
      serial = connectableConsole(store, instance)
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown
      return { kind: 'close', code: CLOSE.error, reason: await reasonOf(thrown) }
    }
  } catch (thrown) {
    if (thrown instanceof Response) return { kind: 'refuse', response: thrown }
    throw thrown
  }

  let peer: StreamPeer | null = null
  let timer: ReturnType<typeof setInterval> | undefined
  const own = tokenBucket(INPUT_BYTES_PER_SECOND, INPUT_BURST_BYTES)
  const shared = consoleBucket(serial)
  // typed bytes waiting for the buckets
  let held: Uint8Array[] = []
  let heldBytes = 0
  const overrun = tokenBucket(INPUT_BYTES_PER_SECOND, INPUT_OVERRUN_BYTES)
  let dropped = 0
  let typed = 0
  let paused = false
  let retry: ReturnType<typeof setTimeout> | undefined

  /** Types what the buckets allow of the held bytes; waits for them to refill otherwise */
  const drain = () => {
    retry = undefined
    const p = peer
    if (!p) return
    while (held.length > 0) {
      const first = held[0]
      const accept = Math.min(first.length, own.available(), shared.available())
      if (accept > 0) {
        own.take(accept)
        shared.take(accept)
        heldBytes -= accept
        typed += accept
        typeInto(serial, accept === first.length ? first : first.subarray(0, accept))
        if (!peer) return
      }
      if (accept < first.length) {
        held[0] = first.subarray(accept)
        break
      }
      held.shift()
    }
    if (held.length > 0) {
      if (!paused) {
        paused = true
        p.pause?.()
      }
      const wait = Math.max(own.msUntil(1024), shared.msUntil(1024), 10)
      retry = setTimeout(drain, wait)
    } else if (paused) {
      paused = false
      p.resume?.()
    }
  }

  // output gathered while a frame of this turn was already sent
  let pending: Uint8Array[] = []
  let busy = false
  const write = (bytes: Uint8Array) => {
    const p = peer
    if (!p) return
    if ((p.queued?.() ?? 0) > OUTPUT_QUEUE_BYTES) {
      stop()
      p.close(CLOSE.tryAgain, CLOSE_REASON.slow)
      return
    }
    p.send(bytes)
  }
  const flush = () => {
    busy = false
    if (pending.length === 0 || !peer) return
    const parts = pending
    pending = []
    write(concatBytes(parts))
    busy = true
    later(flush)
  }
  const send = (bytes: Uint8Array) => {
    if (busy) {
      pending.push(bytes)
      return
    }
    write(bytes)
    busy = true
    later(flush)
  }

  const stop = () => {
    if (timer !== undefined) clearInterval(timer)
    if (retry !== undefined) clearTimeout(retry)
    held = []
    heldBytes = 0
    serial.listeners.delete(send)
    peer = null
    pending = []
  }

  /** Closes the stream once the instance has no console any more (stopping, stopped, gone) */
  const watch = () => {
    advance(store, clockOf(store).now())
    const instance = store.get('instances', instanceId)
    const closeWith = peer?.close
    let reason: string | null = null
    if (!instance) reason = 'instance was deleted'
    else {
      try {
        const now = connectableConsole(store, instance)
        // a stop and a start between two looks give a new VMM, with a new console
        if (now !== serial) reason = 'instance was restarted'
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown
        reason = `instance is ${instance.run_state}`
      }
    }
    if (reason && closeWith) {
      stop()
      closeWith(CLOSE.normal, reason)
    }
  }

  return {
    kind: 'stream',
    stream: {
      start(p) {
        peer = p
        // with neither offset the stream is live only, as propolis does
        if (mostRecent !== null || fromStart !== null) {
          const { data } = readHistory(serial, { mostRecent, fromStart })
          if (data.length > 0) p.send(data.slice())
        }
        serial.listeners.add(send)
        timer = setInterval(watch, WATCH_MS)
      },
      input(bytes) {
        const p = peer
        if (!p || bytes.length === 0) return
        // what does not fit in the wait is dropped; dropping on and on closes the socket
        const room = Math.max(0, INPUT_HELD_BYTES - heldBytes)
        if (bytes.length > room) {
          dropped += bytes.length - room
          const allowance = overrun.available()
          overrun.take(Math.min(allowance, bytes.length - room))
          if (bytes.length - room > allowance) {
            stop()
            p.close(CLOSE.policy, CLOSE_REASON.flood)
            return
          }
          bytes = bytes.subarray(0, room)
        }
        if (bytes.length > 0) {
          held.push(bytes)
          heldBytes += bytes.length
        }
        if (retry === undefined) drain()
      },
      dropped: () => dropped,
      typed: () => typed,
      stop,
    },
  }
}
