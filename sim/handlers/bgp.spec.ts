import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { bgpConfigIds, RACK_ID } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

// `admin` is a fleet admin, `wei-chen` a fleet viewer, `collaborator` has no fleet role.

const N = '/v1/system/networking'

const announceSet = (name: string, networks: string[], description = '') => ({
  name,
  description,
  announcement: networks.map((network) => ({ address_lot_block: 'as65000-lot', network })),
})

const config = (name: string, asn: number, set = 'as65000-announce') => ({
  name,
  description: '',
  asn,
  bgp_announce_set_id: set,
})

const clearUplink = (sim: Sim, location: string) =>
  call(
    sim,
    'DELETE',
    `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${RACK_ID}&switch_location=${location}`,
    { as: 'admin' },
  )

describe('networkingBgpConfigList', () => {
  it('lists the rack’s configuration to fleet viewers', async () => {
    const page = schema.BgpConfigResultsPage.parse(
      (await call(setup(), 'GET', `${N}/bgp`, { as: 'wei-chen' })).json,
    )
    expect(page.items).toMatchObject([
      {
        id: bgpConfigIds.rack,
        name: 'as65000',
        asn: 65000,
        description: 'BGP config for AS 65000',
      },
    ])
  })

  it('refuses a user without a fleet role with 403', async () => {
    expectError(await call(setup(), 'GET', `${N}/bgp`, { as: 'collaborator' }), 403, 'Forbidden')
  })
})

describe('networkingBgpConfigCreate', () => {
  it('creates a configuration; the same one again answers it', async () => {
    const sim = setup()
    await call(sim, 'PUT', `${N}/bgp-announce-set`, { as: 'admin', body: announceSet('b', []) })
    const first = await call(sim, 'POST', `${N}/bgp`, {
      as: 'admin',
      body: config('as64999', 64999, 'b'),
    })
    expect(first.status).toBe(201)
    const made = schema.BgpConfig.parse(first.json)
    expect(made).toMatchObject({ name: 'as64999', asn: 64999, vrf: null })
    const again = await call(sim, 'POST', `${N}/bgp`, {
      as: 'admin',
      body: config('as64999', 64999, 'b'),
    })
    expect(again.status).toBe(201)
    expect(schema.BgpConfig.parse(again.json)).toEqual(made)
  })

  it('refuses a second configuration of an ASN, a taken name and an unknown announce set', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'POST', `${N}/bgp`, { as: 'admin', body: config('other', 65000) }),
      409,
      'Conflict',
      'cannot have more than one configuration per ASN',
    )
    expectError(
      await call(sim, 'POST', `${N}/bgp`, { as: 'admin', body: config('as65000', 65001) }),
      409,
      'Conflict',
      'a field that must be unique conflicts with an existing record',
    )
    expectError(
      await call(sim, 'POST', `${N}/bgp`, { as: 'admin', body: config('x', 65001, 'nope') }),
      404,
      'ObjectNotFound',
      'not found: bgp-announce-set with name "nope"',
    )
  })

  it('needs a fleet admin', async () => {
    expectError(
      await call(setup(), 'POST', `${N}/bgp`, { as: 'wei-chen', body: config('x', 1) }),
      403,
      'Forbidden',
    )
  })
})

describe('networkingBgpConfigDelete', () => {
  it('refuses a configuration a BGP peer uses, and deletes one none does', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'DELETE', `${N}/bgp?name_or_id=as65000`, { as: 'admin' }),
      409,
      'Conflict',
      'BGP Config is in use and cannot be deleted',
    )
    await call(sim, 'POST', `${N}/bgp`, { as: 'admin', body: config('spare', 65001) })
    expect((await call(sim, 'DELETE', `${N}/bgp?name_or_id=spare`, { as: 'admin' })).status).toBe(
      204,
    )
    expectError(
      await call(sim, 'DELETE', `${N}/bgp?name_or_id=spare`, { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: bgp-config with name "spare"',
    )
  })
})

describe('announce sets', () => {
  it("lists the sets and a set's announcements", async () => {
    const sim = setup()
    const sets = schema.BgpAnnounceSet.array().parse(
      (await call(sim, 'GET', `${N}/bgp-announce-set`, { as: 'wei-chen' })).json,
    )
    expect(sets.map((s) => s.name)).toEqual(['as65000-announce'])
    const list = schema.BgpAnnouncement.array().parse(
      (
        await call(sim, 'GET', `${N}/bgp-announce-set/as65000-announce/announcement`, {
          as: 'wei-chen',
        })
      ).json,
    )
    expect(list.map((a) => a.network)).toEqual([
      '192.0.2.0/24',
      '198.51.100.0/24',
      '203.0.113.0/24',
    ])
    // rack setup's announcements name their set's id as their block's
    expect(list.every((a) => a.addressLotBlockId === sets[0].id)).toBe(true)
  })

  it("replaces a set's announcements under a name that exists, keeping its description", async () => {
    const sim = setup()
    const reply = await call(sim, 'PUT', `${N}/bgp-announce-set`, {
      as: 'admin',
      body: announceSet('as65000-announce', ['203.0.113.0/25'], 'ignored'),
    })
    expect(reply.status).toBe(201)
    const set = schema.BgpAnnounceSet.parse(reply.json)
    expect(set.description).toBe('Announce set for AS 65000')
    const list = schema.BgpAnnouncement.array().parse(
      (await call(sim, 'GET', `${N}/bgp-announce-set/${set.id}/announcement`, { as: 'admin' }))
        .json,
    )
    expect(list.map((a) => a.network)).toEqual(['203.0.113.0/25'])
    expect(list[0].addressLotBlockId).not.toBe(set.id)
  })

  it('refuses a network repeated in one set, and an unknown set', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'PUT', `${N}/bgp-announce-set`, {
        as: 'admin',
        body: announceSet('dup', ['10.0.0.0/8', '10.0.0.0/8']),
      }),
      400,
      'ObjectAlreadyExists',
      'already exists: bgp-announce-set "dup"',
    )
    expectError(
      await call(sim, 'GET', `${N}/bgp-announce-set/dup/announcement`, { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: bgp-announce-set with name "dup"',
    )
  })

  it('refuses to delete a set a configuration uses', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'DELETE', `${N}/bgp-announce-set/as65000-announce`, { as: 'admin' }),
      409,
      'Conflict',
      'announce set in use',
    )
    await call(sim, 'PUT', `${N}/bgp-announce-set`, { as: 'admin', body: announceSet('spare', []) })
    expect((await call(sim, 'DELETE', `${N}/bgp-announce-set/spare`, { as: 'admin' })).status).toBe(
      204,
    )
  })
})

describe("what the switches' mgd reports", () => {
  it('shows both uplink sessions established with the upstream routers', async () => {
    const reply = await call(setup(), 'GET', `${N}/bgp-status`, { as: 'wei-chen' })
    const peers = schema.BgpPeerStatus.array().parse(reply.json)
    expect(peers.map((p) => [p.switch, p.addr, p.localAsn, p.remoteAsn, p.state])).toEqual([
      ['switch0', '172.20.15.17', 65000, 65100, 'established'],
      ['switch1', '172.20.15.25', 65000, 65100, 'established'],
    ])
    expect(peers[0].stateDurationMillis).toBeGreaterThan(0)
  })

  it("exports the announce set's networks to each established peer", async () => {
    const sim = setup()
    const exported = schema.BgpExported.parse(
      (await call(sim, 'GET', `${N}/bgp-exported`, { as: 'admin' })).json,
    )
    const networks = ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24']
    expect(exported.exports).toEqual({ '172.20.15.17': networks, '172.20.15.25': networks })
  })

  it("imports the routers' routes for the rack's ASN only", async () => {
    const sim = setup()
    const routes = schema.BgpImportedRouteIpv4.array().parse(
      (await call(sim, 'GET', `${N}/bgp-routes-ipv4?asn=65000`, { as: 'admin' })).json,
    )
    expect(routes.filter((r) => r.switch === 'switch0')).toEqual([
      { switch: 'switch0', prefix: '0.0.0.0/0', nexthop: '172.20.15.17', id: 0x0aff0001 },
      { switch: 'switch0', prefix: '10.0.0.0/8', nexthop: '172.20.15.17', id: 0x0aff0001 },
      { switch: 'switch0', prefix: '172.20.0.0/16', nexthop: '172.20.15.17', id: 0x0aff0001 },
    ])
    expect(routes).toHaveLength(6)
    expect(
      (await call(sim, 'GET', `${N}/bgp-routes-ipv4?asn=65001`, { as: 'admin' })).json,
    ).toEqual([])
  })

  it('keeps the messages of each session, per switch', async () => {
    const sim = setup()
    const history = schema.AggregateBgpMessageHistory.parse(
      (await call(sim, 'GET', `${N}/bgp-message-history?asn=65000`, { as: 'admin' })).json,
    )
    expect(history.switchHistories.map((h) => h.switch)).toEqual(['switch0', 'switch1'])
    const session = history.switchHistories[0].history['172.20.15.17'] as {
      sent: { message: { type: string } }[]
      received: { message: { type: string; value?: { asn: number } } }[]
    }
    expect(session.sent.slice(0, 2).map((e) => e.message.type)).toEqual(['open', 'update'])
    expect(session.received[0].message).toMatchObject({ type: 'open', value: { asn: 65100 } })
    const none = await call(sim, 'GET', `${N}/bgp-message-history?asn=64512`, { as: 'admin' })
    expect(none.json).toEqual({ switch_histories: [] })
  })

  it('follows the ports: a cleared uplink takes its session, routes and exports away', async () => {
    const sim = setup()
    await clearUplink(sim, 'switch0')
    const peers = schema.BgpPeerStatus.array().parse(
      (await call(sim, 'GET', `${N}/bgp-status`, { as: 'admin' })).json,
    )
    expect(peers.map((p) => p.switch)).toEqual(['switch1'])
    const exported = schema.BgpExported.parse(
      (await call(sim, 'GET', `${N}/bgp-exported`, { as: 'admin' })).json,
    )
    expect(Object.keys(exported.exports)).toEqual(['172.20.15.25'])
    const routes = schema.BgpImportedRouteIpv4.array().parse(
      (await call(sim, 'GET', `${N}/bgp-routes-ipv4?asn=65000`, { as: 'admin' })).json,
    )
    expect(new Set(routes.map((r) => r.switch))).toEqual(new Set(['switch1']))
  })

  it('shows a peer the router does not answer as connecting, with no ASN', async () => {
    const sim = setup()
    const settings = sim.store.list('switchPortSettings')[0]
    sim.store.transaction(() =>
      sim.store.update('switchPortSettings', {
        ...settings,
        bgp_peers: settings.bgp_peers.map((p) => ({ ...p, remote_asn: 64000 })),
      }),
    )
    const peers = schema.BgpPeerStatus.array().parse(
      (await call(sim, 'GET', `${N}/bgp-status`, { as: 'admin' })).json,
    )
    expect(peers[0]).toMatchObject({ switch: 'switch0', state: 'connect', remoteAsn: 0 })
  })
})
