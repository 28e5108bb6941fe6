// Switch port settings and BGP through the versioned door: parts as lists naming their link,
// the view's identity at the top with LLDP and transmit equalization inline, BGP peers in
// each version's words (a source address kept), and a BGP configuration's max paths,
// status and exported routes.
import { describe, expect, it } from 'vitest'
import { switchPortSettingsIds } from '../../seed'
import { call, expectError, setup } from '../../testing/test-utils'
import { shapeProblems } from '../../testing/response-shape'
import { INITIAL, NEWEST, servedVersionFor, servedVersions } from '../served'
import { parseVersion } from '../../request/api-version'

const CONSOLE = '2026081700.0.0'
const VERSIONS = [INITIAL.text, CONSOLE, NEWEST.text]
const served = (text: string) => servedVersionFor(parseVersion(text))
/** The first version of each run of settings shapes, and the console's */
const RUNS = [
  'INITIAL',
  'BGP_UNNUMBERED_PEERS',
  'STRONGER_BGP_UNNUMBERED_TYPES',
  'INLINE_ROUTER_PEER_IP_ADDR',
  'REMOVE_DUPLICATED_NETWORKING_TYPES',
  'BGP_PEER_SRC_ADDR',
].map((name) => servedVersions.find((v) => v.name === name)!.text)
const SETTINGS = '/v1/system/networking/switch-port-settings'
const N = '/v1/system/networking'

/** A BGP peer in `version`'s words */
function peer(version: string) {
  const v = served(version)
  const common = {
    bgp_config: 'as65000',
    hold_time: 6,
    idle_hold_time: 3,
    delay_open: 0,
    connect_retry: 3,
    keepalive: 2,
    communities: [],
    enforce_first_as: false,
    allowed_import: { type: 'no_filtering' },
    allowed_export: { type: 'no_filtering' },
  }
  if (!v.atLeast('BGP_UNNUMBERED_PEERS')) {
    return { ...common, addr: '172.20.15.9', interface_name: 'phy0' }
  }
  if (!v.atLeast('STRONGER_BGP_UNNUMBERED_TYPES')) {
    return { ...common, addr: '172.20.15.9', interface_name: 'phy0', router_lifetime: 0 }
  }
  if (!v.atLeast('BGP_PEER_SRC_ADDR'))
    return { ...common, addr: { type: 'numbered', ip: '172.20.15.9' } }
  return {
    ...common,
    addr: { type: 'numbered', target_addr: '172.20.15.9', src_addr: '172.20.15.20' },
  }
}

const settings = (name: string, version: string) => ({
  name,
  description: 'second uplink',
  port_config: { geometry: 'qsfp28x1' },
  links: [
    {
      link_name: 'phy0',
      mtu: 9000,
      speed: 'speed100_g',
      autoneg: false,
      lldp: { enabled: true, system_name: 'edge' },
      tx_eq: { pre1: 1, main: 2 },
    },
  ],
  interfaces: [{ link_name: 'phy0', v6_enabled: true, kind: { type: 'vlan', vid: 300 } }],
  routes: [{ link_name: 'phy0', routes: [{ dst: '10.50.0.0/16', gw: '172.20.15.9', vid: 300 }] }],
  bgp_peers: [{ link_name: 'phy0', peers: [peer(version)] }],
  addresses: [
    {
      link_name: 'phy0',
      addresses: [{ address: '172.20.15.20/29', address_lot: 'initial-infra' }],
    },
  ],
})

describe('networkingSwitchPortSettingsCreate and View', () => {
  it('creates and shows settings in each version’s words', async () => {
    for (const version of [...RUNS, CONSOLE]) {
      const sim = setup({ release: 'current' })
      const made = await call(sim, 'POST', SETTINGS, {
        as: 'admin',
        version,
        body: settings('edge', version),
      })
      expect(made.status).toBe(201)
      const v = served(version)
      expect(shapeProblems(v, 'networkingSwitchPortSettingsCreate', made.json)).toEqual([])
      const view = await call(sim, 'GET', `${SETTINGS}/edge`, { as: 'admin', version })
      expect(view.status).toBe(200)
      expect(shapeProblems(v, 'networkingSwitchPortSettingsView', view.json)).toEqual([])
      const body = view.json as any // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(body).toMatchObject({ name: 'edge', description: 'second uplink' })
      expect(body.links[0]).toMatchObject({
        link_name: 'phy0',
        lldp_link_config: { enabled: true, system_name: 'edge' },
        tx_eq_config: { pre1: 1, main: 2 },
      })
      expect(body.routes[0]).toMatchObject({ dst: '10.50.0.0/16', gw: '172.20.15.9' })
      expect(body.addresses[0]).toMatchObject({ address_lot_name: 'initial-infra' })
      const kind = body.interfaces[0].kind
      if (v.atLeast('REMOVE_DUPLICATED_NETWORKING_TYPES')) {
        expect(kind).toEqual({ type: 'vlan', vid: 300 })
      } else expect(kind).toBe('vlan')
      if (v.atLeast('BGP_PEER_SRC_ADDR')) {
        expect(body.bgp_peers[0].addr).toEqual({
          type: 'numbered',
          target_addr: '172.20.15.9',
          src_addr: '172.20.15.20',
        })
      } else if (!v.atLeast('STRONGER_BGP_UNNUMBERED_TYPES')) {
        expect(body.bgp_peers[0].addr).toBe('172.20.15.9')
      }
    }
  })

  it('shows the seeded uplink settings to every version', async () => {
    const sim = setup({ release: 'current' })
    for (const version of VERSIONS) {
      const view = await call(sim, 'GET', `${SETTINGS}/${switchPortSettingsIds.uplinks[0]}`, {
        as: 'admin',
        version,
      })
      expect(view.status).toBe(200)
      expect(shapeProblems(served(version), 'networkingSwitchPortSettingsView', view.json)).toEqual(
        [],
      )
    }
  })

  it('refuses an unnumbered peer, which the simulated switches cannot run', async () => {
    const sim = setup({ release: 'current' })
    const made = settings('unnumbered', NEWEST.text)
    const unnumbered = {
      ...made.bgp_peers[0].peers[0],
      addr: { type: 'unnumbered', router_lifetime: 0 },
    }
    const body = { ...made, bgp_peers: [{ link_name: 'phy0', peers: [unnumbered] }] }
    expectError(
      await call(sim, 'POST', SETTINGS, { as: 'admin', body }),
      400,
      'InvalidRequest',
      /numbered BGP peers only/,
    )
  })
})

describe('BGP', () => {
  it('keeps a configuration’s max paths and shows status and exports in each version', async () => {
    const sim = setup({ release: 'current' })
    const sets = await call(sim, 'GET', `${N}/bgp-announce-set`, { as: 'admin' })
    const set = (sets.json as { id: string }[])[0]
    const made = await call(sim, 'POST', `${N}/bgp`, {
      as: 'admin',
      body: {
        name: 'wide',
        description: '',
        asn: 65100,
        bgp_announce_set_id: set.id,
        max_paths: 4,
      },
    })
    expect(made.status).toBe(201)
    expect(shapeProblems(NEWEST, 'networkingBgpConfigCreate', made.json)).toEqual([])
    expect(made.json).toMatchObject({ max_paths: 4 })
    for (const version of VERSIONS) {
      const v = served(version)
      const list = await call(sim, 'GET', `${N}/bgp`, { as: 'admin', version })
      expect(shapeProblems(v, 'networkingBgpConfigList', list.json)).toEqual([])
      const wide = (list.json as { items: { name: string; max_paths?: number }[] }).items.find(
        (c) => c.name === 'wide',
      )
      expect(wide?.max_paths).toBe(v.atLeast('BGP_UNNUMBERED_PEERS') ? 4 : undefined)
      const status = await call(sim, 'GET', `${N}/bgp-status`, { as: 'admin', version })
      expect(status.status).toBe(200)
      expect(shapeProblems(v, 'networkingBgpStatus', status.json)).toEqual([])
      const exported = await call(sim, 'GET', `${N}/bgp-exported`, { as: 'admin', version })
      expect(exported.status).toBe(200)
      expect(shapeProblems(v, 'networkingBgpExported', exported.json)).toEqual([])
      if (v.atLeast('BGP_UNNUMBERED_PEERS')) {
        const routes = exported.json as { peer_id: string; switch: string }[]
        expect(routes.length).toBeGreaterThan(0)
      }
    }
  })
})
