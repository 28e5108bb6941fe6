import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { bgpConfigIds, RACK_ID, switchPortSettingsIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

// `admin` is a fleet admin, `wei-chen` a fleet viewer, `collaborator` has no fleet role.

const SETTINGS = '/v1/system/networking/switch-port-settings'

const lldp = { enabled: true, system_name: 'edge' }
const peer = (over: Record<string, unknown> = {}) => ({
  addr: '172.20.15.9',
  bgp_config: 'as65000',
  interface_name: 'ignored',
  hold_time: 6,
  idle_hold_time: 3,
  delay_open: 0,
  connect_retry: 3,
  keepalive: 2,
  communities: [],
  enforce_first_as: false,
  allowed_import: { type: 'no_filtering' },
  allowed_export: { type: 'no_filtering' },
  ...over,
})

/** Settings for a second uplink: one link, a VLAN interface, a route, a peer, an address */
const settings = (name = 'edge-uplink', over: Record<string, unknown> = {}) => ({
  name,
  description: 'second uplink',
  port_config: { geometry: 'qsfp28x1' },
  groups: [],
  links: { phy0: { mtu: 9000, speed: 'speed100_g', autoneg: false, lldp } },
  interfaces: { phy0: { v6_enabled: true, kind: { type: 'vlan', vid: 300 } } },
  routes: { phy0: { routes: [{ dst: '10.50.0.0/16', gw: '172.20.15.9', vid: 300 }] } },
  bgp_peers: { phy0: { peers: [peer()] } },
  addresses: {
    phy0: { addresses: [{ address: '172.20.15.20/29', address_lot: 'initial-infra' }] },
  },
  ...over,
})

const post = (sim: Sim, body: unknown) => call(sim, 'POST', SETTINGS, { as: 'admin', body })

/** A BGP configuration of another ASN, using the rack's announce set */
function addBgpConfig(sim: Sim, name: string, asn: number) {
  const rack = sim.store.get('bgpConfigs', bgpConfigIds.rack)!
  sim.store.transaction(() =>
    sim.store.insert('bgpConfigs', { ...rack, id: crypto.randomUUID(), name, asn }),
  )
}

describe('networkingSwitchPortSettingsList', () => {
  it("lists rack setup's uplink settings to fleet viewers", async () => {
    const reply = await call(setup(), 'GET', SETTINGS, { as: 'wei-chen' })
    const page = schema.SwitchPortSettingsResultsPage.parse(reply.json)
    expect(page.items.map((s) => [s.name, s.description])).toEqual([
      ['default-uplink0', 'initial uplink configuration'],
      ['default-uplink1', 'initial uplink configuration'],
    ])
  })

  it('refuses a user without a fleet role with 403', async () => {
    expectError(await call(setup(), 'GET', SETTINGS, { as: 'collaborator' }), 403, 'Forbidden')
  })
})

describe('networkingSwitchPortSettingsView', () => {
  it('shows everything the settings hold', async () => {
    const reply = await call(setup(), 'GET', `${SETTINGS}/default-uplink0`, { as: 'wei-chen' })
    const view = schema.SwitchPortSettingsView.parse(reply.json)
    expect(view.settings.id).toBe(switchPortSettingsIds.uplinks[0])
    expect(view.port.geometry).toBe('qsfp28x1')
    expect(view.links).toMatchObject([{ linkName: 'phy', mtu: 1500, speed: 'speed100_g' }])
    expect(view.linkLldp).toMatchObject([{ enabled: true, linkName: 'qsfp0' }])
    expect(view.txEq).toEqual([null])
    expect(view.routes).toMatchObject([{ dst: '0.0.0.0/0', gw: '172.20.15.17/32' }])
    expect(view.bgpPeers).toMatchObject([
      {
        addr: '172.20.15.17',
        bgpConfig: bgpConfigIds.rack,
        interfaceName: 'phy0',
        remoteAsn: 65100,
      },
    ])
    expect(view.addresses).toMatchObject([{ address: '172.20.15.18/29', interfaceName: 'phy0' }])
  })

  it('answers 404 by name or id', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'GET', `${SETTINGS}/nope`, { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: switch-port-settings with name "nope"',
    )
    const id = '00000000-0000-4000-8000-000000000000'
    expectError(
      await call(sim, 'GET', `${SETTINGS}/${id}`, { as: 'admin' }),
      404,
      'ObjectNotFound',
      `not found: switch-port-settings with id "${id}"`,
    )
  })
})

describe('networkingSwitchPortSettingsCreate', () => {
  it('creates settings with all their parts, the peer shown under its interface', async () => {
    const sim = setup()
    const reply = await post(sim, settings())
    expect(reply.status).toBe(201)
    const view = schema.SwitchPortSettingsView.parse(reply.json)
    expect(view.settings.name).toBe('edge-uplink')
    expect(view.interfaces).toMatchObject([
      { interfaceName: 'phy0', kind: 'vlan', v6Enabled: true },
    ])
    expect(view.vlanInterfaces).toEqual([{ interfaceConfigId: view.interfaces[0].id, vlanId: 300 }])
    expect(view.routes).toMatchObject([{ dst: '10.50.0.0/16', gw: '172.20.15.9/32', vlanId: 300 }])
    expect(view.bgpPeers).toMatchObject([{ interfaceName: 'phy0', bgpConfig: bgpConfigIds.rack }])
    expect(view.linkLldp).toMatchObject([{ enabled: true, systemName: 'edge' }])
    const read = await call(sim, 'GET', `${SETTINGS}/edge-uplink`, { as: 'admin' })
    expect(schema.SwitchPortSettingsView.parse(read.json)).toEqual(view)
    // its address is held now
    const loopback = await call(sim, 'POST', '/v1/system/networking/loopback-address', {
      as: 'admin',
      body: {
        address: '172.20.15.20',
        mask: 32,
        address_lot: 'initial-infra',
        anycast: false,
        rack_id: RACK_ID,
        switch_location: 'switch0',
      },
    })
    expectError(loopback, 400, 'InvalidRequest', 'address unavailable')
  })

  it('refuses unknown BGP configurations and lots, and addresses it cannot hold', async () => {
    const sim = setup()
    const refused = async (body: unknown, message: string) =>
      expectError(await post(sim, body), 400, 'InvalidRequest', message)
    await refused(
      settings('x', { bgp_peers: { phy0: { peers: [peer({ bgp_config: 'as1' })] } } }),
      'BGP config not found',
    )
    const address = (a: string, lot = 'initial-infra') => ({
      addresses: { phy0: { addresses: [{ address: a, address_lot: lot }] } },
    })
    await refused(settings('x', address('172.20.15.20/29', 'nope')), 'AddressLot not found')
    await refused(settings('x', address('10.1.2.3/24')), 'address not in lot')
    await refused(settings('x', address('172.20.15.18/29')), 'address unavailable')
    // nothing of the refused ones was kept
    const list = schema.SwitchPortSettingsResultsPage.parse(
      (await call(sim, 'GET', SETTINGS, { as: 'admin' })).json,
    )
    expect(list.items).toHaveLength(2)
    expect(sim.store.list('addressLotReservations')).toHaveLength(2)
  })

  it('answers a part repeated under its key as the database does', async () => {
    const sim = setup()
    const route = { dst: '10.50.0.0/16', gw: '172.20.15.9' }
    expectError(
      await post(sim, settings('dup', { routes: { phy0: { routes: [route, route] } } })),
      400,
      'ObjectAlreadyExists',
      'already exists: switch-port-settings "dup"',
    )
    expectError(
      await post(sim, settings('dup', { bgp_peers: { phy0: { peers: [peer(), peer()] } } })),
      400,
      'ObjectAlreadyExists',
      'already exists: switch-port-settings "dup"',
    )
    expectError(
      await post(
        sim,
        settings('dup', { bgp_peers: { phy0: { peers: [peer({ communities: [7, 7] })] } } }),
      ),
      400,
      'ObjectAlreadyExists',
      'already exists: switch-port-settings "dup"',
    )
  })

  it("checks peers' TCP-MD5 keys first, in Nexus's words", async () => {
    const sim = setup()
    expectError(
      await post(
        sim,
        settings('k', {
          bgp_peers: {
            phy0: { peers: [peer({ md5_auth_key: 'x'.repeat(81), bgp_config: 'nope' })] },
          },
        }),
      ),
      400,
      'InvalidValue',
      'unsupported value for "md5_auth_key": md5 auth key for 172.20.15.9 is longer than 80 characters',
    )
    expectError(
      await post(
        sim,
        settings('k', { bgp_peers: { phy0: { peers: [peer({ md5_auth_key: 'tab\there' })] } } }),
      ),
      400,
      'InvalidValue',
      'unsupported value for "md5_auth_key": md5 auth key for 172.20.15.9 must be printable ascii',
    )
  })

  it('replaces settings posted under a name that exists, keeping their id', async () => {
    const sim = setup()
    const first = schema.SwitchPortSettingsView.parse((await post(sim, settings())).json)
    // the same address again: the old settings' hold on it is given back first
    const again = await post(sim, settings('edge-uplink', { description: 'changed', routes: {} }))
    expect(again.status).toBe(201)
    const second = schema.SwitchPortSettingsView.parse(again.json)
    expect(second.settings.id).toBe(first.settings.id)
    expect(second.settings.description).toBe('changed')
    expect(second.routes).toEqual([])
    const list = schema.SwitchPortSettingsResultsPage.parse(
      (await call(sim, 'GET', SETTINGS, { as: 'admin' })).json,
    )
    expect(list.items).toHaveLength(3)
  })

  it('re-applies replaced settings to their ports: another ASN on the switch is a 409, after storing them', async () => {
    const sim = setup()
    addBgpConfig(sim, 'as65001', 65001)
    const edge = settings('edge-uplink', { addresses: {} })
    await post(sim, edge)
    await call(
      sim,
      'POST',
      `/v1/system/hardware/switch-port/qsfp1/settings?rack_id=${RACK_ID}&switch_location=switch1`,
      {
        as: 'admin',
        body: { port_settings: 'edge-uplink' },
      },
    )
    const otherAsn = { ...edge, bgp_peers: { phy0: { peers: [peer({ bgp_config: 'as65001' })] } } }
    expectError(
      await post(sim, otherAsn),
      409,
      'Conflict',
      'a different asn is already configured on this switch',
    )
    const read = await call(sim, 'GET', `${SETTINGS}/edge-uplink`, { as: 'admin' })
    const config = sim.store.list('bgpConfigs').find((c) => c.name === 'as65001')
    expect(schema.SwitchPortSettingsView.parse(read.json).bgpPeers[0].bgpConfig).toBe(config?.id)
  })

  it('shows one LLDP and one tx-eq configuration when read back, as Nexus reads them', async () => {
    const sim = setup()
    const link = { mtu: 1500, speed: 'speed25_g', autoneg: false, lldp, tx_eq: { main: 10 } }
    const made = await post(
      sim,
      settings('breakout', { links: { phy0: link, phy1: link }, addresses: {} }),
    )
    const created = schema.SwitchPortSettingsView.parse(made.json)
    expect(created.linkLldp).toHaveLength(2)
    expect(created.txEq).toEqual([
      { main: 10, post1: null, post2: null, pre1: null, pre2: null },
      { main: 10, post1: null, post2: null, pre1: null, pre2: null },
    ])
    const read = schema.SwitchPortSettingsView.parse(
      (await call(sim, 'GET', `${SETTINGS}/breakout`, { as: 'admin' })).json,
    )
    expect(read.linkLldp).toHaveLength(1)
    expect(read.txEq.filter((t) => t !== null)).toHaveLength(1)
  })

  it('needs a fleet admin', async () => {
    expectError(
      await call(setup(), 'POST', SETTINGS, { as: 'wei-chen', body: settings() }),
      403,
      'Forbidden',
    )
  })
})

describe('networkingSwitchPortSettingsDelete', () => {
  it('needs a name or id, and refuses unknown ones with 400', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'DELETE', SETTINGS, { as: 'admin' }),
      400,
      'InvalidRequest',
      'name or id required',
    )
    expectError(
      await call(sim, 'DELETE', `${SETTINGS}?port_settings=nope`, { as: 'admin' }),
      400,
      'InvalidRequest',
      'port settings not found',
    )
  })

  it('deletes settings, gives their addresses back, and leaves the ports using them pointing at them', async () => {
    const sim = setup()
    const reply = await call(sim, 'DELETE', `${SETTINGS}?port_settings=default-uplink1`, {
      as: 'admin',
    })
    expect(reply.status).toBe(204)
    expect(sim.store.list('addressLotReservations')).toHaveLength(1)
    const ports = schema.SwitchPortResultsPage.parse(
      (await call(sim, 'GET', '/v1/system/hardware/switch-port?limit=100', { as: 'admin' })).json,
    )
    const uplink = ports.items.find((p) => p.switchLocation === 'switch1' && p.portName === 'qsfp0')
    expect(uplink?.portSettingsId).toBe(switchPortSettingsIds.uplinks[1])
  })
})
