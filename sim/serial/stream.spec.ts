import { afterEach, describe, expect, it, vi } from 'vitest'
import { timedSim, type TimedSim } from '../test-clock'
import { call } from '../test-utils'
import { serialConsoleOf } from './console'
import { fromBytes, MAX_LINE_BYTES, toBytes } from './guest'
import {
  CLOSE,
  CLOSE_REASON,
  INPUT_BURST_BYTES,
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

  it('drops typing beyond the rate and closes a socket that keeps flooding', async () => {
    vi.useFakeTimers()
    const sim = timedSim()
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    const guest = () => serialConsoleOf(sim.store, db1)!.guest
    const { opening, closed } = await open(sim, 'admin')
    if (opening.kind !== 'stream') throw new Error(opening.kind)
    const x = (n: number) => new Uint8Array(n).fill(0x78)

    // a paste up to the burst goes through; what follows at once is dropped
    opening.stream.input(toBytes('\x03'))
    opening.stream.input(x(100))
    opening.stream.input(toBytes('\r\x03'))
    expect(guest().line).toBe('')
    // 1 + 100 + 2 bytes so far: the rest of the burst but one, then one more key
    opening.stream.input(x(INPUT_BURST_BYTES - 104))
    expect(guest().line.length).toBe(MAX_LINE_BYTES)
    opening.stream.input(toBytes('\x03'))
    opening.stream.input(x(10))
    expect(guest().line).toBe('')
    // a second later, the rate's worth types again
    vi.advanceTimersByTime(1000)
    opening.stream.input(toBytes('ab'))
    expect(guest().line).toBe('ab')
    expect(closed).toEqual([])

    // flooding on: closed once the dropped bytes pass the overrun allowance
    let sent = 0
    while (closed.length === 0 && sent < 4 * INPUT_OVERRUN_BYTES) {
      opening.stream.input(x(INPUT_BURST_BYTES))
      sent += INPUT_BURST_BYTES
      vi.advanceTimersByTime(100)
    }
    expect(closed).toEqual([{ code: CLOSE.policy, reason: CLOSE_REASON.flood }])
    // the overrun allowance, less what the rate refilled meanwhile, was dropped first
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
