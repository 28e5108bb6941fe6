import { afterEach, describe, expect, it, vi } from 'vitest'
import { timedSim, type TimedSim } from '../testing/test-clock'
import { call } from '../testing/test-utils'
import { serialConsoleOf } from './console'
import { fromBytes, MAX_LINE_BYTES, toBytes } from './guest'
import {
  CLOSE,
  CLOSE_REASON,
  CONSOLE_INPUT_BYTES_PER_SECOND,
  INPUT_BURST_BYTES,
  INPUT_HELD_BYTES,
  INPUT_BYTES_PER_SECOND,
  INPUT_OVERRUN_BYTES,
  OUTPUT_QUEUE_BYTES,
  openSerialStream,
  WATCH_MS,
  type StreamRequest,
} from './stream'

/** Opens the stream of db1 as `user` and records what a websocket peer would get */
async function open(
  sim: TimedSim,
  user: string | null,
  req: Partial<StreamRequest> = {},
  queued?: () => number,
) {
  const token = user ? sim.createSession(user) : undefined
  const opening = await openSerialStream(sim.store, {
    instance: 'db1',
    project: 'demo-project',
    token,
    ...req,
  })
  const received: string[] = []
  const closed: Array<{ code: number; reason: string }> = []
  if (opening.kind === 'stream') {
    opening.stream.start({
      send: (bytes) => received.push(fromBytes(bytes)),
      close: (code, reason) => closed.push({ code, reason }),
      queued,
    })
  }
  return { opening, received, closed, text: () => received.join('') }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('openSerialStream', () => {
  it('refuses before the upgrade when signed out, unknown or read-only', async () => {
    const sim = timedSim()
    const statusOf = async (user: string | null, req: Partial<StreamRequest> = {}) => {
      const { opening } = await open(sim, user, req)
      return opening.kind === 'refuse' ? opening.response.status : opening.kind
    }
    expect(await statusOf(null)).toBe(401)
    expect(await statusOf('admin', { instance: 'nope' })).toBe(404)
    expect(await statusOf('viewer')).toBe(403)
    expect(await statusOf('admin', { mostRecent: 'lots' })).toBe(400)
  })

  it('sends the history tail, then the echo of typed bytes', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    const { opening, text } = await open(sim, 'admin', { mostRecent: '11' })
    expect(opening.kind).toBe('stream')
    expect(text()).toBe('db1 login: ')
    if (opening.kind !== 'stream') return
    opening.stream.input(toBytes('root\r'))
    expect(text()).toBe('db1 login: root\r\nPassword: ')

    // a second stream sees the same guest, live only without an offset
    const other = await open(sim, 'collaborator')
    expect(other.text()).toBe('')
    opening.stream.input(toBytes('x\r'))
    expect(other.text()).toContain('root@db1:~# ')
    opening.stream.stop()
    if (other.opening.kind === 'stream') other.opening.stream.stop()
  })

  it('closes with 1011 and the reason when the instance has no console', async () => {
    const sim = timedSim()
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    sim.store.update('instances', { ...db1, run_state: 'stopping' })
    const { opening } = await open(sim, 'admin')
    expect(opening).toEqual({
      kind: 'close',
      code: CLOSE.error,
      reason: 'cannot connect to serial console of instance in state "stopping"',
    })
  })

  it('closes normally once the instance stops', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    const { closed } = await open(sim, 'admin', { mostRecent: '100' })
    vi.advanceTimersByTime(WATCH_MS)
    expect(closed).toEqual([])
    const token = sim.createSession('admin')
    const stop = await call(sim, 'POST', '/v1/instances/db1/stop?project=demo-project', {
      as: { token },
    })
    expect(stop.status).toBe(202)
    vi.advanceTimersByTime(WATCH_MS)
    expect(closed).toEqual([{ code: CLOSE.normal, reason: 'instance is stopping' }])
  })

  it('types a paste at the rate, pausing the socket, and drops what overflows the wait', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    const c = serialConsoleOf(sim.store, db1)!
    const calls: string[] = []
    const token = sim.createSession('admin')
    const opening = await openSerialStream(sim.store, {
      instance: 'db1',
      project: 'demo-project',
      token,
    })
    if (opening.kind !== 'stream') throw new Error(opening.kind)
    const closed: number[] = []
    opening.stream.start({
      send: () => {},
      close: (code) => closed.push(code),
      pause: () => calls.push('pause'),
      resume: () => calls.push('resume'),
    })
    // lines of 1 KiB: what reaches the guest shows in the history as echo
    const line = toBytes('y'.repeat(1023) + '\r')
    const paste = new Uint8Array(3 * INPUT_BURST_BYTES)
    for (let at = 0; at < paste.length; at += line.length) paste.set(line, at)
    opening.stream.input(paste.subarray(0, INPUT_BURST_BYTES))
    const typed = () => opening.stream.typed()
    // the first burst at once
    const burst = typed()
    expect(burst).toBe(INPUT_BURST_BYTES)
    opening.stream.input(paste.subarray(INPUT_BURST_BYTES))
    expect(calls).toEqual(['pause'])
    expect(typed()).toBe(burst)
    // then the rate: about INPUT_BYTES_PER_SECOND a second
    vi.advanceTimersByTime(1000)
    expect(typed() - burst).toBeGreaterThan(INPUT_BYTES_PER_SECOND * 0.9)
    expect(typed() - burst).toBeLessThanOrEqual(INPUT_BYTES_PER_SECOND)
    vi.advanceTimersByTime(20_000)
    expect(calls).toEqual(['pause', 'resume'])
    // of the three bursts, the held ones all typed: nothing dropped
    expect(opening.stream.dropped()).toBe(0)
    expect(typed()).toBe(paste.length)
    expect(c.guest.line).toBe('')
    expect(closed).toEqual([])
    opening.stream.stop()
  })

  it('shares one rate between the sockets of a console', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    const c = serialConsoleOf(sim.store, db1)!
    const a = await open(sim, 'admin')
    const b = await open(sim, 'admin')
    if (a.opening.kind !== 'stream' || b.opening.kind !== 'stream') throw new Error('no stream')
    const x = new Uint8Array(INPUT_BURST_BYTES).fill(0x78)
    x[x.length - 1] = 0x03
    a.opening.stream.input(x)
    expect(a.opening.stream.typed()).toBe(INPUT_BURST_BYTES)
    // b's own bucket is full, the console's is empty: b waits
    b.opening.stream.input(toBytes('b'))
    expect(c.guest.line).toBe('')
    vi.advanceTimersByTime(1000)
    expect(c.guest.line).toBe('b')
    a.opening.stream.stop()
    b.opening.stream.stop()
    expect(CONSOLE_INPUT_BYTES_PER_SECOND).toBeGreaterThanOrEqual(INPUT_BYTES_PER_SECOND)
  })

  it('drops typing past the wait and closes a socket that keeps flooding', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    const guest = () => serialConsoleOf(sim.store, db1)!.guest
    // a peer that cannot stop reading (the mock-mode link)
    const { opening, closed } = await open(sim, 'admin')
    if (opening.kind !== 'stream') throw new Error(opening.kind)
    const x = (n: number) => new Uint8Array(n).fill(0x78)
    opening.stream.input(x(INPUT_BURST_BYTES))
    opening.stream.input(x(INPUT_HELD_BYTES + 10))
    expect(opening.stream.dropped()).toBe(10)
    expect(guest().line.length).toBe(MAX_LINE_BYTES)

    let sent = 0
    while (closed.length === 0 && sent < 4 * INPUT_OVERRUN_BYTES) {
      opening.stream.input(x(INPUT_BURST_BYTES))
      sent += INPUT_BURST_BYTES
      vi.advanceTimersByTime(100)
    }
    expect(closed).toEqual([{ code: CLOSE.policy, reason: CLOSE_REASON.flood }])
    // the overrun allowance, and what the rate gave back meanwhile, was dropped first
    const seconds = sent / INPUT_BURST_BYTES / 10
    expect(sent).toBeGreaterThan(INPUT_OVERRUN_BYTES)
    expect(sent).toBeLessThan(
      INPUT_OVERRUN_BYTES + 2 * seconds * INPUT_BYTES_PER_SECOND + 2 * INPUT_BURST_BYTES,
    )
    expect(serialConsoleOf(sim.store, db1)!.listeners.size).toBe(0)
  })

  it('closes a socket that does not read with 1013, while another keeps its output', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    let backlog = 0
    const slow = await open(sim, 'admin', {}, () => backlog)
    const reader = await open(sim, 'admin')
    if (reader.opening.kind !== 'stream') throw new Error(reader.opening.kind)
    reader.opening.stream.input(toBytes('ab'))
    expect(slow.text()).toBe('ab')
    backlog = OUTPUT_QUEUE_BYTES + 1
    vi.advanceTimersByTime(1000)
    reader.opening.stream.input(toBytes('cd'))
    vi.advanceTimersByTime(10)
    expect(slow.closed).toEqual([{ code: CLOSE.tryAgain, reason: CLOSE_REASON.slow }])
    expect(slow.text()).toBe('ab')
    expect(reader.text()).toBe('abcd')
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    expect(serialConsoleOf(sim.store, db1)!.listeners.size).toBe(1)
  })

  it('sends output at once when idle and gathers it into one frame while busy', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    const { opening, received } = await open(sim, 'admin')
    if (opening.kind !== 'stream') throw new Error(opening.kind)
    opening.stream.input(toBytes('a'))
    expect(received).toEqual(['a'])
    opening.stream.input(toBytes('b'))
    opening.stream.input(toBytes('c'))
    expect(received).toEqual(['a'])
    vi.runOnlyPendingTimers()
    expect(received).toEqual(['a', 'bc'])
    // idle again after a quiet turn: the next key goes out at once
    vi.runOnlyPendingTimers()
    opening.stream.input(toBytes('d'))
    expect(received).toEqual(['a', 'bc', 'd'])
    opening.stream.stop()
  })
})
