import { describe, expect, it } from 'vitest'
import { fromBytes } from '../serial/guest'
import { serialConsoleOf, typeInto } from '../serial/console'
import { call, expectError, schema } from '../testing/test-utils'
import { timedSim, type TimedSim } from '../testing/test-clock'

const GiB = 1024 ** 3
const DB1 = '/v1/instances/db1/serial-console?project=demo-project'

async function history(sim: TimedSim, query: string, as = 'admin') {
  return call(sim, 'GET', `${DB1}&${query}`, { as })
}

async function text(sim: TimedSim, query: string) {
  const reply = await history(sim, query)
  expect(reply.status, JSON.stringify(reply.json)).toBe(200)
  const data = schema.InstanceSerialConsoleData.parse(reply.json)
  return { text: fromBytes(Uint8Array.from(data.data)), last: data.lastByteOffset }
}

const db1 = (sim: TimedSim) => sim.store.list('instances').find((i) => i.name === 'db1')!

describe('instanceSerialConsole', () => {
  it('reads the boot log of a running instance, ending in its login prompt', async () => {
    const sim = timedSim()
    const all = await text(sim, 'from_start=0')
    expect(all.text).toContain('db1 ttyS0')
    expect(all.text.endsWith('db1 login: ')).toBe(true)
    expect(all.last).toBe(all.text.length)

    // the same bytes again, and a tail of them
    expect((await text(sim, 'from_start=0')).text).toBe(all.text)
    const tail = await text(sim, 'most_recent=11')
    expect(tail).toEqual({ text: 'db1 login: ', last: all.last })
    const head = await text(sim, 'from_start=0&max_bytes=6')
    expect(head).toEqual({ text: all.text.slice(0, 6), last: 6 })
    const middle = await text(sim, 'from_start=6&max_bytes=4')
    expect(middle).toEqual({ text: all.text.slice(6, 10), last: 10 })
    expect(await text(sim, `from_start=${all.last + 50}`)).toEqual({ text: '', last: all.last })
  })

  it('keeps what the guest echoed of typed input', async () => {
    const sim = timedSim()
    const before = await text(sim, 'from_start=0')
    typeInto(serialConsoleOf(sim.store, db1(sim))!, new TextEncoder().encode('root\r'))
    const after = await text(sim, `from_start=${before.last}`)
    expect(after.text).toBe('root\r\nPassword: ')
  })

  it('wants exactly one of from_start and most_recent', async () => {
    const sim = timedSim()
    const message = "Exactly one of 'from_start' or 'most_recent' must be specified."
    expectError(await history(sim, 'max_bytes=10'), 400, 'InvalidRequest', message)
    expectError(await history(sim, 'from_start=0&most_recent=5'), 400, 'InvalidRequest', message)
  })

  it('refuses states without a console server, as Nexus words it', async () => {
    const sim = timedSim()
    const post = (path: string, body?: unknown) => call(sim, 'POST', path, { as: 'admin', body })
    const create = await post('/v1/instances?project=demo-project', {
      name: 'web1',
      description: '',
      hostname: 'web1',
      ncpus: 1,
      memory: GiB,
      start: false,
    })
    expect(create.status).toBe(201)
    const web1 = (q: string) =>
      call(sim, 'GET', `/v1/instances/web1/serial-console?project=demo-project&${q}`, {
        as: 'admin',
      })
    expectError(
      await web1('most_recent=10'),
      400,
      'InvalidRequest',
      'instance is stopped and has no active serial console server',
    )
    expect((await post('/v1/instances/web1/start?project=demo-project')).status).toBe(202)
    expectError(
      await web1('most_recent=10'),
      400,
      'InvalidRequest',
      'cannot connect to serial console of instance in state "starting"',
    )
    sim.tick(1000)
    const running = await web1('from_start=0')
    expect(running.status).toBe(200)
    const log = fromBytes(
      Uint8Array.from(schema.InstanceSerialConsoleData.parse(running.json).data),
    )
    expect(log.endsWith('web1 login: ')).toBe(true)
  })

  it('appends a reboot to the same buffer and starts afresh after a stop and start', async () => {
    const sim = timedSim()
    const post = (path: string) => call(sim, 'POST', path, { as: 'admin' })
    const first = await text(sim, 'from_start=0')
    expect((await post('/v1/instances/db1/reboot?project=demo-project')).status).toBe(202)
    const rebooting = await text(sim, `from_start=${first.last}`)
    expect(rebooting.text).toContain('reboot: Restarting system')
    sim.tick(1000)
    const rebooted = await text(sim, 'from_start=0')
    expect(rebooted.text.startsWith(first.text)).toBe(true)
    expect(rebooted.text.endsWith('db1 login: ')).toBe(true)
    expect(rebooted.last).toBeGreaterThan(rebooting.last)

    expect((await post('/v1/instances/db1/stop?project=demo-project')).status).toBe(202)
    expectError(
      await history(sim, 'most_recent=10'),
      400,
      'InvalidRequest',
      'cannot connect to serial console of instance in state "stopping"',
    )
    sim.tick(1000)
    expect((await post('/v1/instances/db1/start?project=demo-project')).status).toBe(202)
    sim.tick(1000)
    expect((await text(sim, 'from_start=0')).last).toBe(first.last)
  })

  it('lets a viewer read, not a user without a role', async () => {
    const sim = timedSim()
    expect((await history(sim, 'most_recent=10', 'viewer')).status).toBe(200)
    // Polar: no read on the instance, so it answers as a missing one
    expectError(
      await history(sim, 'most_recent=10', 'nobody'),
      404,
      'ObjectNotFound',
      'not found: instance with name "db1"',
    )
    expectError(await call(sim, 'GET', `${DB1}&most_recent=1`), 401, 'Unauthorized')
  })

  it('refuses the stream without a websocket upgrade', async () => {
    const sim = timedSim()
    const reply = await call(
      sim,
      'GET',
      '/v1/instances/db1/serial-console/stream?project=demo-project',
      {
        as: 'admin',
      },
    )
    expectError(reply, 400, 'InvalidRequest', 'expected connection upgrade')
  })
})
