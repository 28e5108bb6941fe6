import { describe, expect, it } from 'vitest'
import { addressLotIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

// `admin` is a fleet admin, `wei-chen` a fleet viewer (through sre-oncall),
// `collaborator` has no fleet role.

const LOTS = '/v1/system/networking/address-lot'

const newLot = (
  name = 'edge-lot',
  blocks = [{ first_address: '10.9.0.1', last_address: '10.9.0.20' }],
) => ({
  name,
  description: 'edge routers',
  kind: 'infra',
  blocks,
})

describe('networkingAddressLotList', () => {
  it('lists the lots rack setup made, by name', async () => {
    const reply = await call(setup(), 'GET', LOTS, { as: 'admin' })
    expect(reply.status).toBe(200)
    const page = schema.AddressLotResultsPage.parse(reply.json)
    expect(page.items.map((l) => [l.name, l.kind, l.description])).toEqual([
      ['as65000-lot', 'infra', 'Address lot for announce set in as 65000'],
      ['initial-infra', 'infra', 'initial infrastructure ip address lot'],
    ])
  })

  it('refuses a user without a fleet role with 403', async () => {
    expectError(await call(setup(), 'GET', LOTS, { as: 'collaborator' }), 403, 'Forbidden')
  })
})

describe('networkingAddressLotBlockList', () => {
  it("lists a lot's blocks by name or id", async () => {
    const sim = setup()
    const byName = await call(sim, 'GET', `${LOTS}/initial-infra/blocks`, { as: 'admin' })
    const page = schema.AddressLotBlockResultsPage.parse(byName.json)
    expect(page.items).toMatchObject([
      { firstAddress: '172.20.15.18', lastAddress: '172.20.15.29' },
    ])
    const byId = await call(sim, 'GET', `${LOTS}/${addressLotIds.announced}/blocks`, {
      as: 'admin',
    })
    expect(schema.AddressLotBlockResultsPage.parse(byId.json).items).toHaveLength(3)
  })

  it("answers a lot's 404, also to those who may not read lots", async () => {
    const sim = setup()
    expectError(
      await call(sim, 'GET', `${LOTS}/nope/blocks`, { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: address-lot with name "nope"',
    )
    expectError(
      await call(sim, 'GET', `${LOTS}/initial-infra/blocks`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      'not found: address-lot with name "initial-infra"',
    )
  })
})

describe('networkingAddressLotCreate', () => {
  it('creates a lot with its blocks, addresses as Nexus prints them', async () => {
    const sim = setup()
    const reply = await call(sim, 'POST', LOTS, {
      as: 'admin',
      body: newLot('v6-lot', [{ first_address: '2001:DB8::0001', last_address: '2001:db8::ff' }]),
    })
    expect(reply.status).toBe(201)
    // read as JSON: the generated validators take the contract's `ip` for IPv4 only
    const { lot, blocks } = reply.json as { lot: object; blocks: object[] }
    expect(lot).toMatchObject({ name: 'v6-lot', kind: 'infra', description: 'edge routers' })
    expect(blocks).toMatchObject([{ first_address: '2001:db8::1', last_address: '2001:db8::ff' }])
    const list = await call(sim, 'GET', `${LOTS}/v6-lot/blocks`, { as: 'admin' })
    expect((list.json as { items: object[] }).items).toEqual(blocks)
  })

  it("answers a taken name's lot as it is, reusing the blocks it has and adding the others", async () => {
    const sim = setup()
    const reply = await call(sim, 'POST', LOTS, {
      as: 'admin',
      body: {
        name: 'initial-infra',
        description: 'something else',
        kind: 'pool',
        blocks: [
          { first_address: '172.20.15.18', last_address: '172.20.15.29' },
          { first_address: '172.20.16.1', last_address: '172.20.16.9' },
        ],
      },
    })
    expect(reply.status).toBe(201)
    const { lot, blocks } = schema.AddressLotCreateResponse.parse(reply.json)
    expect(lot).toMatchObject({
      id: addressLotIds.infra,
      kind: 'infra',
      description: 'initial infrastructure ip address lot',
    })
    const list = await call(sim, 'GET', `${LOTS}/initial-infra/blocks`, { as: 'admin' })
    const all = schema.AddressLotBlockResultsPage.parse(list.json).items
    expect(all).toHaveLength(2)
    expect(blocks.map((b) => b.id).sort()).toEqual(all.map((b) => b.id).sort())
  })

  it('refuses blocks of two families and backwards blocks in Nexus words', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'POST', LOTS, {
        as: 'admin',
        body: newLot('mixed', [{ first_address: '10.0.0.1', last_address: '::1' }]),
      }),
      400,
      'InvalidRequest',
      'Block bounds must be in same address family',
    )
    expectError(
      await call(sim, 'POST', LOTS, {
        as: 'admin',
        body: newLot('backwards', [{ first_address: '10.0.0.9', last_address: '10.0.0.1' }]),
      }),
      400,
      'InvalidRequest',
      'Invalid range, first must be <= last',
    )
    const list = await call(sim, 'GET', LOTS, { as: 'admin' })
    expect(schema.AddressLotResultsPage.parse(list.json).items).toHaveLength(2)
  })

  it('needs create_child on the fleet: a fleet viewer gets 403', async () => {
    const sim = setup()
    expectError(await call(sim, 'POST', LOTS, { as: 'wei-chen', body: newLot() }), 403, 'Forbidden')
  })
})

describe('networkingAddressLotDelete', () => {
  it('refuses a lot whose addresses are held', async () => {
    expectError(
      await call(setup(), 'DELETE', `${LOTS}/initial-infra`, { as: 'admin' }),
      400,
      'InvalidRequest',
      'lot is in use',
    )
  })

  it('deletes a lot nothing holds, with its blocks; its name is free again', async () => {
    const sim = setup()
    const made = await call(sim, 'POST', LOTS, { as: 'admin', body: newLot() })
    const { lot } = schema.AddressLotCreateResponse.parse(made.json)
    expect((await call(sim, 'DELETE', `${LOTS}/${lot.id}`, { as: 'admin' })).status).toBe(204)
    expectError(
      await call(sim, 'GET', `${LOTS}/${lot.id}/blocks`, { as: 'admin' }),
      404,
      'ObjectNotFound',
      `not found: address-lot with id "${lot.id}"`,
    )
    expect(sim.store.list('addressLotBlocks').some((b) => b.address_lot_id === lot.id)).toBe(false)
    const again = await call(sim, 'POST', LOTS, { as: 'admin', body: newLot() })
    expect(schema.AddressLotCreateResponse.parse(again.json).lot.id).not.toBe(lot.id)
  })

  it('answers 404 to those who may not read it, 403 to a fleet viewer', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'DELETE', `${LOTS}/as65000-lot`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      'not found: address-lot with name "as65000-lot"',
    )
    expectError(
      await call(sim, 'DELETE', `${LOTS}/as65000-lot`, { as: 'wei-chen' }),
      403,
      'Forbidden',
    )
  })
})
