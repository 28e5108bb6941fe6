import { describe, expect, it } from 'vitest'

import type * as Old from '../../__generated__/Api'
import { networking } from './networking'

const rackId = 'de608e01-b8e4-4d93-b972-a7dbed36dd22'
const when = new Date('2025-03-01T10:00:00Z')
const settingsId = '5b1b7c2e-0000-4000-8000-00000000a001'

describe('v14 rack networking', () => {
  it("names a port's switch by its slot", () => {
    const port: Old.SwitchPort = {
      id: '5b1b7c2e-0000-4000-8000-000000000001',
      portName: 'qsfp0',
      rackId,
      switchLocation: 'switch1',
      portSettingsId: settingsId,
    }
    expect(
      networking.networkingSwitchPortList!.response!({ items: [port] }, { query: {} }).items,
    ).toEqual([
      {
        id: port.id,
        portName: 'qsfp0',
        rackId,
        portSettingsId: settingsId,
        switchSlot: 'switch1',
      },
    ])
  })

  it('asks for a port by its switch location', () => {
    expect(
      networking.networkingSwitchPortStatus!.request!({
        path: { port: 'qsfp0' },
        query: { rackId, switchSlot: 'switch0' },
      }),
    ).toEqual({ path: { port: 'qsfp0' }, query: { rackId, switchLocation: 'switch0' } })
    expect(
      networking.networkingSwitchPortLldpNeighbors!.request!({
        path: { rackId, switchSlot: 'switch1', port: 'qsfp0' },
        query: { limit: 10 },
      }),
    ).toEqual({ path: { rackId, switchLocation: 'switch1', port: 'qsfp0' }, query: { limit: 10 } })
  })

  it("gives an LLDP neighbour's management networks as addresses", () => {
    const neighbor: Old.LldpNeighbor = {
      chassisId: '0c:c4:7a:00:00:01',
      firstSeen: when,
      lastSeen: when,
      linkName: 'Ethernet1/1',
      localPort: 'qsfp0',
      managementIp: ['192.0.2.10/32'],
      systemName: 'upstream-1',
    }
    const [up] = networking.networkingSwitchPortLldpNeighbors!.response!(
      { items: [neighbor] },
      { path: { rackId, switchSlot: 'switch0', port: 'qsfp0' }, query: {} },
    ).items
    expect(up.managementIp[0].addr).toEqual({ ipAddr: '192.0.2.10' })
    expect(up.systemName).toBe('upstream-1')
  })

  it('flattens a port settings view into the settings', () => {
    const view: Old.SwitchPortSettingsView = {
      settings: {
        id: settingsId,
        name: 'uplink0',
        description: 'To the upstream router',
        timeCreated: when,
        timeModified: when,
      },
      port: { portSettingsId: settingsId, geometry: 'qsfp28x1' },
      groups: [],
      links: [
        {
          portSettingsId: settingsId,
          linkName: 'phy0',
          mtu: 1500,
          speed: 'speed100_g',
          autoneg: false,
          fec: 'rs',
          lldpLinkConfigId: '5b1b7c2e-0000-4000-8000-00000000b001',
          txEqConfigId: null,
        },
      ],
      linkLldp: [
        {
          id: '5b1b7c2e-0000-4000-8000-00000000b001',
          enabled: true,
          managementIp: '192.0.2.1/32',
        },
      ],
      txEq: [null],
      interfaces: [
        {
          id: '5b1b7c2e-0000-4000-8000-00000000c001',
          portSettingsId: settingsId,
          interfaceName: 'phy0',
          kind: 'vlan',
          v6Enabled: false,
        },
      ],
      vlanInterfaces: [{ interfaceConfigId: '5b1b7c2e-0000-4000-8000-00000000c001', vlanId: 300 }],
      addresses: [
        {
          portSettingsId: settingsId,
          addressLotBlockId: '5b1b7c2e-0000-4000-8000-00000000d001',
          address: '192.0.2.2/30',
          interfaceName: 'phy0',
          vlanId: 300,
        },
      ],
      routes: [
        {
          portSettingsId: settingsId,
          interfaceName: 'phy0',
          dst: '0.0.0.0/0',
          gw: '192.0.2.1/32',
          vlanId: 300,
        },
      ],
      bgpPeers: [
        {
          addr: '192.0.2.1',
          bgpConfig: 'as65547',
          interfaceName: 'phy0',
          allowedExport: { type: 'no_filtering' },
          allowedImport: { type: 'allow', value: ['10.0.0.0/8'] },
          communities: [],
          connectRetry: 3,
          delayOpen: 0,
          enforceFirstAs: false,
          holdTime: 6,
          idleHoldTime: 3,
          keepalive: 2,
          remoteAsn: 65000,
        },
      ],
    }
    const up = networking.networkingSwitchPortSettingsView!.response!(view, {
      path: { port: 'uplink0' },
    })
    expect(up).toMatchObject({
      id: settingsId,
      name: 'uplink0',
      description: 'To the upstream router',
      port: { geometry: 'qsfp28x1' },
      links: [
        {
          linkName: 'phy0',
          speed: 'speed100_g',
          lldpLinkConfig: { enabled: true, managementIp: '192.0.2.1' },
          txEqConfig: null,
        },
      ],
      interfaces: [{ interfaceName: 'phy0', kind: { type: 'vlan', vid: 300 } }],
      addresses: [{ address: '192.0.2.2/30', interfaceName: 'phy0', vlanId: 300 }],
      routes: [{ dst: '0.0.0.0/0', gw: '192.0.2.1' }],
      bgpPeers: [{ addr: { type: 'numbered', targetAddr: '192.0.2.1' }, remoteAsn: 65000 }],
    })
    expect(up.bgpPeers[0]).not.toHaveProperty('interfaceName')
  })

  it('gives BGP its newest shapes', () => {
    const config: Old.BgpConfig = {
      id: '5b1b7c2e-0000-4000-8000-00000000e001',
      name: 'as65547',
      description: '',
      asn: 65547,
      timeCreated: when,
      timeModified: when,
    }
    expect(
      networking.networkingBgpConfigList!.response!({ items: [config] }, { query: {} }).items,
    ).toEqual([{ ...config, maxPaths: 1 }])

    const peer: Old.BgpPeerStatus = {
      addr: '192.0.2.1',
      localAsn: 65547,
      remoteAsn: 65000,
      state: 'established',
      stateDurationMillis: 60_000,
      switch: 'switch0',
    }
    expect(networking.networkingBgpStatus!.response!([peer], {})).toEqual([
      { ...peer, peerId: '192.0.2.1' },
    ])

    const exported = networking.networkingBgpExported!.response!(
      { exports: { '192.0.2.1': ['198.51.100.0/24', '203.0.113.0/24'], '192.0.2.5': [] } },
      {},
    )
    expect(exported.map(({ peerId, prefix }) => [peerId, prefix])).toEqual([
      ['192.0.2.1', '198.51.100.0/24'],
      ['192.0.2.1', '203.0.113.0/24'],
    ])

    const route: Old.BgpImportedRouteIpv4 = {
      id: 1,
      nexthop: '192.0.2.1',
      prefix: '10.0.0.0/8',
      switch: 'switch1',
    }
    expect(networking.networkingBgpImported!.response!([route], { query: { asn: 65547 } })).toEqual(
      [route],
    )
  })

  it("names a BFD session's switch by its slot", () => {
    const session: Old.BfdStatus = {
      peer: '192.0.2.1',
      local: null,
      mode: 'single_hop',
      state: 'up',
      requiredRx: 300_000,
      detectionThreshold: 3,
      switch: 'switch0',
    }
    const [up] = networking.networkingBfdStatus!.response!([session], {})
    expect(up).toMatchObject({ peer: '192.0.2.1', state: 'up', switchSlot: 'switch0' })
    expect(up).not.toHaveProperty('switch')
  })
})
