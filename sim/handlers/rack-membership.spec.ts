import { describe, expect, it } from 'vitest'
import { RACK_ID } from '../seed'
import { sledInventory } from '../seed/sled-inventory'
import { sleds } from '../seed/sleds'
import { servedVersion, shapeProblems } from '../testing/response-shape'
import { timedSim } from '../testing/test-clock'
import { call, expectError, setup } from '../testing/test-utils'

const NEWEST = servedVersion('2026081901.0.0')
const BASE = `/v1/system/hardware/racks/${RACK_ID}/membership`
const board = (part: string, serial: string) => ({ part_number: part, serial_number: serial })
const uninitialized = sledInventory
  .filter((s) => !sleds.some((d) => d.baseboard.serial === s.baseboard.serial))
  .map((s) => board(s.baseboard.part, s.baseboard.serial))

describe('rack membership', () => {
  it('shows the committed membership of the rack, by version too', async () => {
    const sim = setup({ release: 'current' })
    const reply = await call(sim, 'GET', BASE, { as: 'admin' })
    expect(reply.status).toBe(200)
    expect(shapeProblems(NEWEST, 'rackMembershipStatus', reply.json)).toEqual([])
    expect(reply.json).toMatchObject({ rack_id: RACK_ID, version: 2, state: 'committed' })
    expect((reply.json as { members: unknown[] }).members).toHaveLength(sleds.length)
    expect((await call(sim, 'GET', `${BASE}?version=2`, { as: 'admin' })).status).toBe(200)
    expectError(
      await call(sim, 'GET', `${BASE}?version=7`, { as: 'admin' }),
      404,
      'Not Found',
      'could not find rack membership',
    )
    expectError(
      await call(sim, 'GET', BASE, { as: 'viewer' }),
      404,
      'ObjectNotFound',
      `not found: rack with id "${RACK_ID}"`,
    )
  })

  it('adds sleds: in progress until they acknowledge, then committed and commissioned', async () => {
    const sim = timedSim(1000, { release: 'current' })
    const { tick } = sim
    const add = await call(sim, 'POST', `${BASE}/add`, {
      as: 'admin',
      body: { sled_ids: [uninitialized[0]] },
    })
    expect(add.status).toBe(200)
    expect(shapeProblems(NEWEST, 'rackMembershipAddSleds', add.json)).toEqual([])
    expect(add.json).toMatchObject({
      version: 3,
      state: 'in_progress',
      time_committed: null,
    })
    expect((add.json as { members: unknown[] }).members).toHaveLength(sleds.length + 1)
    // a second change waits for the first (Nexus: a 500)
    expectError(
      await call(sim, 'POST', `${BASE}/add`, {
        as: 'admin',
        body: { sled_ids: [uninitialized[1]] },
      }),
      409,
      'Conflict',
      'Trust Quorum reconfiguration in progress: still preparing in epoch 3. Configuration must be aborted to reconfigure.',
    )
    tick(1000)
    // the sled list is the first to look: the sled joined the rack meanwhile
    const list = (await call(sim, 'GET', '/v1/system/hardware/sleds', { as: 'admin' })).json as {
      items: { baseboard: { serial: string } }[]
    }
    const done = await call(sim, 'GET', BASE, { as: 'admin' })
    expect(done.json).toMatchObject({ version: 3, state: 'committed', unacknowledged_members: [] })
    expect(list.items.map((s) => s.baseboard.serial)).toContain(uninitialized[0].serial_number)
  })

  it('refuses members already there, aborts a change in progress, not a committed one', async () => {
    const sim = timedSim(1000, { release: 'current' })
    const existing = board(sleds[0].baseboard.part, sleds[0].baseboard.serial)
    expectError(
      await call(sim, 'POST', `${BASE}/add`, { as: 'admin', body: { sled_ids: [existing] } }),
      400,
      'InvalidRequest',
      `The following sleds are already members of the trust quorum: {BaseboardId { part_number: "${existing.part_number}", serial_number: "${existing.serial_number}" }}.`,
    )
    expectError(
      await call(sim, 'POST', `${BASE}/abort`, { as: 'admin' }),
      409,
      'Conflict',
      'Invalid update of trust quorum abort status. Expected `Preparing`, got `Committed`',
    )
    await call(sim, 'POST', `${BASE}/add`, { as: 'admin', body: { sled_ids: uninitialized } })
    expectError(
      await call(sim, 'POST', `${BASE}/abort`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
    )
    const abort = await call(sim, 'POST', `${BASE}/abort`, { as: 'admin' })
    expect(abort.status).toBe(200)
    expect(abort.json).toMatchObject({ version: 3, state: 'aborted' })
    // idempotent; the next change builds on the last committed one
    expect((await call(sim, 'POST', `${BASE}/abort`, { as: 'admin' })).json).toMatchObject({
      state: 'aborted',
    })
    const again = await call(sim, 'POST', `${BASE}/add`, {
      as: 'admin',
      body: { sled_ids: [uninitialized[1]] },
    })
    expect(again.json).toMatchObject({ version: 4, state: 'in_progress' })
    expect((again.json as { members: unknown[] }).members).toHaveLength(sleds.length + 1)
    // a baseboard no inventory has seen
    await call(sim, 'POST', `${BASE}/abort`, { as: 'admin' })
    expectError(
      await call(sim, 'POST', `${BASE}/add`, {
        as: 'admin',
        body: { sled_ids: [board('913-0000019', 'NOPE')] },
      }),
      400,
      'InvalidRequest',
      /^Trust Quorum proposed configuration missing hw_baseboard_ids/,
    )
  })

  it('answers a rack without configurations as Nexus does', async () => {
    const sim = setup({ release: 'current' })
    const other = '00000000-0000-4000-8000-000000000001'
    const path = `/v1/system/hardware/racks/${other}/membership`
    expectError(await call(sim, 'GET', path, { as: 'admin' }), 404, 'Not Found')
    expectError(
      await call(sim, 'POST', `${path}/add`, { as: 'admin', body: { sled_ids: [] } }),
      400,
      'InvalidRequest',
      `Missing trust quorum configurations for rack ${other}. Upgrade to trust quorum required.`,
    )
    expectError(
      await call(sim, 'POST', `${path}/abort`, { as: 'admin' }),
      404,
      'Not Found',
      'No trust quorum configuration exists for this rack',
    )
  })
})
