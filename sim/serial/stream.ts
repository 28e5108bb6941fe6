// The live serial console stream (`GET /v1/instances/{instance}/serial-console/stream`, a
// websocket), independent of any websocket library: the Node server and the mock-mode
// link each adapt it to theirs. Like Nexus: the caller is checked before the upgrade
// (401 signed out, 404 unknown instance, 403 without the right to change it); a state
// without a console server accepts the upgrade and closes at once with code 1011 and
// the reason; otherwise the history tail is sent, then live output, as binary frames.

import { projectRole, requireRole } from '../authz'
import { advance, clockOf } from '../clock'
import { lookupInstance } from '../compute-lookup'
import { simError } from '../errors'
import { resolveActor } from '../session'
import type { Store } from '../store/types'
import { connectableConsole, readHistory, typeInto, type SerialConsole } from './console'

/** Close codes of RFC 6455 §7.4.1 the stream uses */
export const CLOSE = {
  /** the instance stopped (or its VMM went away): nothing more to stream */
  normal: 1000,
  /** the instance's state has no console server (the reason says which) */
  error: 1011,
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
}

export type SerialStream = {
  /** Starts the stream on an accepted websocket: history, then live output */
  start(peer: StreamPeer): void
  /** A binary frame from the client: typed bytes */
  input(bytes: Uint8Array): void
  /** The client went away */
  stop(): void
}

export type StreamOpening =
  /** refuse the upgrade with this HTTP status and the contract's error body */
  | { kind: 'refuse'; response: Response }
  /** accept the upgrade, then close at once */
  | { kind: 'close'; code: number; reason: string }
  | { kind: 'stream'; stream: SerialStream }

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
    const { instance, project } = lookupInstance(
      store,
      actor,
      req.instance,
      req.project ?? undefined,
    )
    // typing into the console changes the instance: Nexus asks for modify
    requireRole(projectRole(store, actor, project), 'collaborator')
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
  const send = (bytes: Uint8Array) => peer?.send(bytes)

  const stop = () => {
    if (timer !== undefined) clearInterval(timer)
    serial.listeners.delete(send)
    peer = null
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
        if (peer) typeInto(serial, bytes)
      },
      stop,
    },
  }
}
