import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { RACK_ID, switchPortSettingsIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

// `admin` is a fleet admin, `wei-chen` a fleet viewer, `collaborator` has no fleet role.

const PORTS = '/v1/system/hardware/switch-port'
const at = (location = 'switch0') => `rack_id=${RACK_ID}&switch_location=${location}`

type Link = { link: Record<string, unknown>; monitors: Record<string, unknown> | null }

const status = async (sim: Sim, port: string, location = 'switch0') =>
  (await call(sim, 'GET', `${PORTS}/${port}/status?${at(location)}`, { as: 'wei-chen' }))
    .json as Link

const neighbors = async (sim: Sim, port: string, location = 'switch0') => {
  const url = `/v1/system/hardware/rack-switch-port/${RACK_ID}/${location}/${port}/lldp/neighbors`
  return schema.LldpNeighborResultsPage.parse((await call(sim, 'GET', url, { as: 'admin' })).json)
    .items
}

const apply = (sim: Sim, port: string, settings: string, location = 'switch0') =>
  call(sim, 'POST', `${PORTS}/${port}/settings?${at(location)}`, {
    as: 'admin',
    body: { port_settings: settings },
  })

describe('networkingSwitchPortList', () => {
  it("lists every QSFP port of both switches, the uplinks with rack setup's settings", async () => {
    const reply = await call(setup(), 'GET', PORTS, { as: 'wei-chen' })
    const page = schema.SwitchPortResultsPage.parse(reply.json)
    expect(page.items).toHaveLength(64)
    const configured = page.items.filter((p) => p.portSettingsId)
    expect(configured.map((p) => [p.switchLocation, p.portName, p.portSettingsId]).sort()).toEqual([
      ['switch0', 'qsfp0', switchPortSettingsIds.uplinks[0]],
      ['switch1', 'qsfp0', switchPortSettingsIds.uplinks[1]],
    ])
  })

  it('refuses a user without a fleet role with 403', async () => {
    expectError(await call(setup(), 'GET', PORTS, { as: 'collaborator' }), 403, 'Forbidden')
  })
})

describe('networkingSwitchPortStatus', () => {
  it("shows an uplink's link up, with its transceiver's readings", async () => {
    const { link, monitors } = await status(setup(), 'qsfp0')
    expect(link).toMatchObject({
      port_id: 'qsfp0',
      link_id: 0,
      link_state: 'up',
      enabled: true,
      speed: 'Speed100G',
      fec: 'RS',
      media: 'Optical',
    })
    expect(monitors).toMatchObject({ supply_voltage: expect.any(Number) })
  })

  it('shows an empty port down, without a transceiver', async () => {
    const { link, monitors } = await status(setup(), 'qsfp7', 'switch1')
    expect(link).toMatchObject({ link_state: 'down', enabled: false, presence: false })
    expect(monitors).toBeNull()
  })

  it('refuses a switch or a port name Dendrite would not know, in Nexus words', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'GET', `${PORTS}/qsfp0/status?${at('switch2')}`, { as: 'admin' }),
      400,
      'InvalidRequest',
      'invalid switch name switch2: parse switch location error: not a valid location: switch2',
    )
    expectError(
      await call(sim, 'GET', `${PORTS}/qsfp32/status?${at()}`, { as: 'admin' }),
      400,
      'InvalidRequest',
      'invalid port name: qsfp32 doesn\'t match pattern "(^[qQ][sS][fF][pP](([0-9])|([1-2][0-9])|(3[0-1]))$)"',
    )
  })
})

describe('networkingSwitchPortApplySettings and ClearSettings', () => {
  it('clearing an uplink takes its link down and its neighbour away; applying brings them back', async () => {
    const sim = setup()
    const clear = await call(sim, 'DELETE', `${PORTS}/qsfp0/settings?${at()}`, { as: 'admin' })
    expect(clear.status).toBe(204)
    expect((await status(sim, 'qsfp0')).link.link_state).toBe('down')
    expect(await neighbors(sim, 'qsfp0')).toEqual([])
    expect((await apply(sim, 'qsfp0', 'default-uplink0')).status).toBe(204)
    expect((await status(sim, 'qsfp0')).link.link_state).toBe('up')
    expect(await neighbors(sim, 'qsfp0')).toHaveLength(1)
  })

  it('finds the port by rack, switch and name', async () => {
    const sim = setup()
    expectError(
      await apply(sim, 'qsfp40', 'default-uplink0'),
      404,
      'ObjectNotFound',
      'not found: switch-port with name "qsfp40"',
    )
    expectError(
      await call(
        sim,
        'DELETE',
        `${PORTS}/qsfp0/settings?rack_id=${crypto.randomUUID()}&switch_location=switch0`,
        {
          as: 'admin',
        },
      ),
      404,
      'ObjectNotFound',
      'not found: switch-port with name "qsfp0"',
    )
  })

  it('looks settings up by name, but takes an id as given', async () => {
    const sim = setup()
    expectError(
      await apply(sim, 'qsfp3', 'nope'),
      404,
      'ObjectNotFound',
      'not found: switch-port-settings with name "nope"',
    )
    const id = '00000000-0000-4000-8000-00000000000a'
    expect((await apply(sim, 'qsfp3', id)).status).toBe(204)
    const ports = schema.SwitchPortResultsPage.parse(
      (await call(sim, 'GET', PORTS, { as: 'admin' })).json,
    )
    expect(
      ports.items.find((p) => p.portName === 'qsfp3' && p.switchLocation === 'switch0')
        ?.portSettingsId,
    ).toBe(id)
    expect((await status(sim, 'qsfp3')).link.link_state).toBe('down')
  })

  it('refuses settings whose BGP ASN differs from the switch’s', async () => {
    const sim = setup()
    const rack = sim.store.list('bgpConfigs')[0]
    const other = sim.store.list('switchPortSettings')[0]
    sim.store.transaction(() => {
      sim.store.insert('bgpConfigs', {
        ...rack,
        id: crypto.randomUUID(),
        name: 'as65001',
        asn: 65001,
      })
      const config = sim.store.list('bgpConfigs').find((c) => c.name === 'as65001')!
      sim.store.insert('switchPortSettings', {
        ...other,
        id: crypto.randomUUID(),
        name: 'other-asn',
        addresses: [],
        bgp_peers: other.bgp_peers.map((p) => ({ ...p, bgp_config: config.id })),
      })
    })
    expectError(
      await apply(sim, 'qsfp1', 'other-asn'),
      409,
      'Conflict',
      'a different asn is already configured on this switch',
    )
    // switch1 runs AS 65000 too: also refused; once its uplink is cleared, allowed
    expect((await apply(sim, 'qsfp1', 'other-asn', 'switch1')).status).toBe(409)
    await call(sim, 'DELETE', `${PORTS}/qsfp0/settings?${at('switch1')}`, { as: 'admin' })
    expect((await apply(sim, 'qsfp1', 'other-asn', 'switch1')).status).toBe(204)
  })

  it('needs a fleet admin', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'DELETE', `${PORTS}/qsfp0/settings?${at()}`, { as: 'wei-chen' }),
      403,
      'Forbidden',
    )
  })
})

describe('networkingSwitchPortLldpConfigView and Update', () => {
  const url = (port = 'qsfp0') => `${PORTS}/${port}/lldp/config?${at()}`

  it("shows and changes the LLDP configuration of the port's link", async () => {
    const sim = setup()
    const config = schema.LldpLinkConfig.parse(
      (await call(sim, 'GET', url(), { as: 'wei-chen' })).json,
    )
    expect(config).toMatchObject({
      enabled: true,
      linkName: 'qsfp0',
      systemName: 'oxide-rack-switch0',
    })
    const body = {
      id: config.id,
      enabled: false,
      system_name: 'renamed',
      management_ip: '172.20.15.18/29',
    }
    expect((await call(sim, 'POST', url(), { as: 'admin', body })).status).toBe(204)
    const after = schema.LldpLinkConfig.parse((await call(sim, 'GET', url(), { as: 'admin' })).json)
    expect(after).toMatchObject({
      enabled: false,
      systemName: 'renamed',
      linkName: null,
      managementIp: '172.20.15.18/29',
    })
    // LLDP off: the router is not heard any more, the link stays up
    expect(await neighbors(sim, 'qsfp0')).toEqual([])
    expect((await status(sim, 'qsfp0')).link.link_state).toBe('up')
  })

  it('refuses a port without settings, an unknown port and a mismatched id, in Nexus words', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'GET', url('qsfp4'), { as: 'admin' }),
      400,
      'InvalidValue',
      'unsupported value for "settings": switch port not yet configured',
    )
    expectError(
      await call(sim, 'GET', url('qsfp99'), { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: switch-port with name "qsfp99"',
    )
    const config = schema.LldpLinkConfig.parse(
      (await call(sim, 'GET', url(), { as: 'admin' })).json,
    )
    const other = '00000000-0000-4000-8000-00000000000b'
    expectError(
      await call(sim, 'POST', url(), { as: 'admin', body: { id: other, enabled: true } }),
      400,
      'InvalidRequest',
      `id (${config.id}) doesn't match provided config (${other})`,
    )
  })
})

describe('LLDP text', () => {
  it("is bounded by Nexus's columns (a 400 where Nexus's insert fails with a 500)", async () => {
    const sim = setup()
    const url = `${PORTS}/qsfp0/lldp/config?${at()}`
    const config = schema.LldpLinkConfig.parse((await call(sim, 'GET', url, { as: 'admin' })).json)
    expectError(
      await call(sim, 'POST', url, {
        as: 'admin',
        body: { id: config.id, enabled: true, system_name: 'x'.repeat(64) },
      }),
      400,
      undefined,
      /^unable to parse JSON body: system_name: system_name may contain at most 63 characters at line 1/,
    )
  })
})

describe('networkingSwitchPortLldpNeighbors', () => {
  it('shows the router cabled to an uplink', async () => {
    expect(await neighbors(setup(), 'qsfp0', 'switch1')).toMatchObject([
      {
        localPort: 'qsfp0/0',
        systemName: 'core-rtr-b',
        chassisId: 'b8:ce:f6:3a:10:7d',
        managementIp: ['172.20.15.25/32'],
      },
    ])
  })

  it('refuses an unknown switch, and answers an unknown port with its 404', async () => {
    const sim = setup()
    expectError(
      await call(
        sim,
        'GET',
        `/v1/system/hardware/rack-switch-port/${RACK_ID}/switch9/qsfp0/lldp/neighbors`,
        { as: 'admin' },
      ),
      400,
      'InvalidRequest',
      'invalid switch name switch9: parse switch location error: not a valid location: switch9',
    )
    expectError(
      await call(
        sim,
        'GET',
        `/v1/system/hardware/rack-switch-port/${RACK_ID}/switch0/eth0/lldp/neighbors`,
        { as: 'admin' },
      ),
      404,
      'ObjectNotFound',
      'not found: switch-port with name "eth0"',
    )
  })
})
