import { describe, expect, it } from 'vitest'
import { RACK_ID } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

// `admin` is a fleet admin, `wei-chen` a fleet viewer, `collaborator` has no fleet role.

const LOOPBACK = '/v1/system/networking/loopback-address'

const body = (over: Record<string, unknown> = {}) => ({
  address: '172.20.15.20',
  mask: 32,
  address_lot: 'initial-infra',
  anycast: false,
  rack_id: RACK_ID,
  switch_location: 'switch0',
  ...over,
})

describe('networkingLoopbackAddressCreate', () => {
  it('takes the address from the lot and lists it', async () => {
    const sim = setup()
    const reply = await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body() })
    expect(reply.status).toBe(201)
    const address = schema.LoopbackAddress.parse(reply.json)
    const block = sim.store.list('addressLotBlocks').find((b) => b.first_address === '172.20.15.18')
    expect(address).toMatchObject({
      address: '172.20.15.20/32',
      addressLotBlockId: block?.id,
      rackId: RACK_ID,
      switchLocation: 'switch0',
    })
    const list = schema.LoopbackAddressResultsPage.parse(
      (await call(sim, 'GET', LOOPBACK, { as: 'wei-chen' })).json,
    )
    expect(list.items).toEqual([address])
  })

  it('refuses an address outside the lot, and one held already', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body({ address: '10.1.1.1' }) }),
      400,
      'InvalidRequest',
      'address not in lot',
    )
    // switch0's uplink address, held by its port settings
    expectError(
      await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body({ address: '172.20.15.18' }) }),
      400,
      'InvalidRequest',
      'address unavailable',
    )
  })

  it('lets an anycast address be held by both switches, once per switch', async () => {
    const sim = setup()
    const anycast = (location: string) =>
      call(sim, 'POST', LOOPBACK, {
        as: 'admin',
        body: body({ address: '172.20.15.21', anycast: true, switch_location: location }),
      })
    expect((await anycast('switch0')).status).toBe(201)
    expect((await anycast('switch1')).status).toBe(201)
    expectError(
      await anycast('switch1'),
      400,
      'ObjectAlreadyExists',
      'already exists: loopback-address "lo 172.20.15.21/32"',
    )
    // a unicast one may not join them
    expectError(
      await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body({ address: '172.20.15.21' }) }),
      400,
      'InvalidRequest',
      'address unavailable',
    )
  })

  it('checks the switch, the rack, the lot and the mask in that order', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'POST', LOOPBACK, {
        as: 'admin',
        body: body({ switch_location: 'switch2', rack_id: '00000000-0000-4000-8000-000000000000' }),
      }),
      400,
      'InvalidRequest',
      'Switch location must be switch0 or switch1',
    )
    expectError(
      await call(sim, 'POST', LOOPBACK, {
        as: 'admin',
        body: body({ rack_id: '00000000-0000-4000-8000-000000000000', address_lot: 'nope' }),
      }),
      404,
      'ObjectNotFound',
      'not found: rack with id "00000000-0000-4000-8000-000000000000"',
    )
    expectError(
      await call(sim, 'POST', LOOPBACK, {
        as: 'admin',
        body: body({ address_lot: 'nope', mask: 40 }),
      }),
      404,
      'ObjectNotFound',
      'not found: address-lot with name "nope"',
    )
    expectError(
      await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body({ mask: 33 }) }),
      400,
      'InvalidRequest',
      'invalid address',
    )
  })

  it('needs create_child on the fleet', async () => {
    expectError(
      await call(setup(), 'POST', LOOPBACK, { as: 'wei-chen', body: body() }),
      403,
      'Forbidden',
    )
  })
})

describe('networkingLoopbackAddressDelete', () => {
  const path = (address = '172.20.15.20', mask = 32, location = 'switch0') =>
    `${LOOPBACK}/${RACK_ID}/${location}/${address}/${mask}`

  it('deletes it and gives its address back to the lot', async () => {
    const sim = setup()
    await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body() })
    expect((await call(sim, 'DELETE', path(), { as: 'admin' })).status).toBe(204)
    const list = schema.LoopbackAddressResultsPage.parse(
      (await call(sim, 'GET', LOOPBACK, { as: 'admin' })).json,
    )
    expect(list.items).toEqual([])
    expect((await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body() })).status).toBe(201)
  })

  it('is found by its address and mask, on its switch; the 404 names the key as Nexus does', async () => {
    const sim = setup()
    await call(sim, 'POST', LOOPBACK, { as: 'admin', body: body() })
    expectError(
      await call(sim, 'DELETE', path('172.20.15.20', 24), { as: 'admin' }),
      404,
      'ObjectNotFound',
      `not found: loopback-address with id "address = V4(Ipv4Network { addr: 172.20.15.20, prefix: 24 }), rack_id = ${RACK_ID}, switch_location = "switch0""`,
    )
    expectError(
      await call(sim, 'DELETE', path('2001:db8::1', 128, 'switch1'), { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      `not found: loopback-address with id "address = V6(Ipv6Network { addr: 2001:db8::1, prefix: 128 }), rack_id = ${RACK_ID}, switch_location = "switch1""`,
    )
    expectError(await call(sim, 'DELETE', path(), { as: 'wei-chen' }), 403, 'Forbidden')
  })

  it('refuses a mask wider than the address as Dropshot does', async () => {
    expectError(
      await call(setup(), 'DELETE', path('172.20.15.20', 33), { as: 'admin' }),
      400,
      undefined,
      'invalid ip address',
    )
  })
})
