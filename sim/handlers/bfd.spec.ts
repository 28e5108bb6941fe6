import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { RACK_ID } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

// `admin` is a fleet admin, `wei-chen` a fleet viewer, `collaborator` has no fleet role.

const N = '/v1/system/networking'

const session = (remote: string, location = 'switch1') => ({
  remote,
  switch: location,
  detection_threshold: 5,
  required_rx: 2 ** 40,
  mode: 'multi_hop',
})

const status = async (sim: Sim) =>
  schema.BfdStatus.array().parse((await call(sim, 'GET', `${N}/bfd-status`, { as: 'admin' })).json)

describe('networkingBfdStatus', () => {
  it("shows the demo's session up", async () => {
    const sessions = await status(setup())
    expect(sessions).toEqual([
      {
        peer: '172.20.15.17',
        state: 'up',
        switch: 'switch0',
        local: '0.0.0.0',
        detectionThreshold: 3,
        requiredRx: 300000,
        mode: 'single_hop',
      },
    ])
  })

  it('goes down with the uplink', async () => {
    const sim = setup()
    await call(
      sim,
      'DELETE',
      `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${RACK_ID}&switch_location=switch0`,
      { as: 'admin' },
    )
    expect((await status(sim))[0].state).toBe('down')
  })

  it('refuses a user without a fleet role with 403', async () => {
    expectError(
      await call(setup(), 'GET', `${N}/bfd-status`, { as: 'collaborator' }),
      403,
      'Forbidden',
    )
  })
})

describe('networkingBfdEnable and Disable', () => {
  it('are open to fleet viewers, as Nexus only asks list_children on the fleet', async () => {
    const sim = setup()
    const enable = await call(sim, 'POST', `${N}/bfd-enable`, {
      as: 'wei-chen',
      body: session('172.20.15.25'),
    })
    expect(enable.status).toBe(204)
    const added = (await status(sim)).find((s) => s.peer === '172.20.15.25')
    // required_rx is kept as a u32
    expect(added).toMatchObject({
      state: 'up',
      switch: 'switch1',
      requiredRx: 2 ** 32 - 1,
      mode: 'multi_hop',
    })
    const disable = await call(sim, 'POST', `${N}/bfd-disable`, {
      as: 'wei-chen',
      body: { remote: '172.20.15.25', switch: 'switch1' },
    })
    expect(disable.status).toBe(204)
    expect(await status(sim)).toHaveLength(1)
  })

  it('shows a session to an address no router answers down, and keeps one of any switch name out of the status', async () => {
    const sim = setup()
    await call(sim, 'POST', `${N}/bfd-enable`, { as: 'admin', body: session('10.1.1.1') })
    await call(sim, 'POST', `${N}/bfd-enable`, { as: 'admin', body: session('10.1.1.2', 'spine') })
    const all = await status(sim)
    expect(all.map((s) => [s.peer, s.state])).toEqual([
      ['172.20.15.17', 'up'],
      ['10.1.1.1', 'down'],
    ])
  })

  it('refuses a second session to one remote on one switch', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'POST', `${N}/bfd-enable`, {
        as: 'admin',
        body: session('172.20.15.17', 'switch0'),
      }),
      400,
      'ObjectAlreadyExists',
      'already exists: bfd-session "switch0 172.20.15.17"',
    )
  })

  it('disabling a session that is not there succeeds', async () => {
    const reply = await call(setup(), 'POST', `${N}/bfd-disable`, {
      as: 'admin',
      body: { remote: '10.9.9.9', switch: 'switch0' },
    })
    expect(reply.status).toBe(204)
  })
})
