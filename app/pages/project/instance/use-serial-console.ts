// The serial console's websocket for the console page: connects, hands output to the
// terminal, sends typed bytes, and reconnects with backoff when the connection drops.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import type { InstanceSerialConsoleStreamQueryParams } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { servedVersion, VERSION_HEADER } from '~/api/rack-api'
import type { TerminalHandle } from '~/ui/Terminal'
import { reconnectDelay } from '~/util/backoff'

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'

/** How much of the buffer to show on connecting: the tail a terminal can scroll back through */
export const HISTORY_BYTES = 256 * 1024

/**
 * The stream's address on the page's host (wss when the page is https, spec §7): the
 * contract's path and query, and the API version as the query parameter `api-version`. A
 * browser cannot set headers on a websocket, so the console's server (server and proxy
 * modes) takes the parameter off and sends it on as the `api-version` header; in mock mode
 * the in-page simulator sees the address as it is.
 */
export function serialConsoleUrl({
  location,
  instance,
  query,
  version,
}: {
  location: { host: string; protocol: string }
  instance: string
  query: InstanceSerialConsoleStreamQueryParams
  version: string
}) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const params = new URLSearchParams()
  if (query.project !== undefined) params.set('project', query.project)
  if (query.mostRecent != null) params.set('most_recent', String(query.mostRecent))
  params.set(VERSION_HEADER, version)
  const path = `/v1/instances/${encodeURIComponent(instance)}/serial-console/stream`
  return `${protocol}//${location.host}${path}?${params}`
}

const encoder = new TextEncoder()

function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (typeof data === 'string') return encoder.encode(data)
  return null
}

/** The most one websocket message carries of what the user types or pastes. */
const MESSAGE_BYTES = 16 * 1024

export function useSerialConsole({
  project,
  instance,
  terminal,
  onClose,
}: {
  project: string
  instance: string
  terminal: RefObject<TerminalHandle | null>
  /** Every close, before a reconnect is scheduled: the instance may have stopped */
  onClose(event: CloseEvent): void
}) {
  const [status, setStatus] = useState<ConnectionStatus>('connecting')
  const socketRef = useRef<WebSocket | null>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false

    const connect = async () => {
      setStatus('connecting')
      // known since before the first page (the root loader): this resolves at once
      const version = await servedVersion()
      if (stopped) return
      const socket = new WebSocket(
        serialConsoleUrl({
          location: window.location,
          instance,
          query: { project, mostRecent: HISTORY_BYTES },
          version,
        }),
      )
      socket.binaryType = 'arraybuffer'
      socket.onopen = () => {
        attempt = 0
        // the history that follows covers what was on screen before a reconnect
        terminal.current?.reset()
        setStatus('connected')
      }
      socket.onmessage = (event) => {
        const bytes = toBytes(event.data)
        if (bytes) terminal.current?.write(bytes)
      }
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null
        if (stopped) return
        setStatus('disconnected')
        onCloseRef.current(event)
        timer = setTimeout(() => void connect(), reconnectDelay(attempt++))
      }
      socketRef.current = socket
    }
    void connect()

    return () => {
      stopped = true
      clearTimeout(timer)
      socketRef.current?.close()
      socketRef.current = null
    }
  }, [project, instance, terminal])

  const send = useCallback((data: string) => {
    const socket = socketRef.current
    if (socket?.readyState !== WebSocket.OPEN) return
    // a server bounds one message (the simulator at 64 KiB), so a long paste goes in
    // pieces; the guest reads a byte stream, so a piece may end inside a character
    const bytes = encoder.encode(data)
    for (let at = 0; at < bytes.length; at += MESSAGE_BYTES) {
      socket.send(bytes.subarray(at, at + MESSAGE_BYTES))
    }
  }, [])

  return { status, send }
}
