import { afterEach, describe, expect, it, vi } from 'vitest'
import { timedSim, type TimedSim } from '../test-clock'
import { call } from '../test-utils'
import { fromBytes, toBytes } from './guest'
import { CLOSE, openSerialStream, WATCH_MS, type StreamRequest } from './stream'

/** Opens the stream of db1 as `user` and records what a websocket peer would get */
async function open(sim: TimedSim, user: string | null, req: Partial<StreamRequest> = {}) {
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
})
