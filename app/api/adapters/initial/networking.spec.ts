import { describe, expect, it } from 'vitest'

import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { networking } from './networking'

const rackId = 'de608e01-b8e4-4d93-b972-a7dbed36dd22'
const when = new Date('2025-11-20T10:00:00Z')
const settingsId = '5b1b7c2e-0000-4000-8000-00000000a001'

describe('INITIAL rack networking', () => {
  it("names a port's switch by its slot, and asks by its location", () => {
    const port: Old.SwitchPort = {
      id: '5b1b7c2e-0000-4000-8000-000000000001',
      portName: 'qsfp0',
      rackId,
      switchLocation: 'switch0',
    }
    expect(
      networking.networkingSwitchPortList!.response!({ items: [port] }, { query: {} }).items[0],
    ).toEqual({ id: port.id, portName: 'qsfp0', rackId, switchSlot: 'switch0' })
    expect(
      networking.networkingSwitchPortStatus!.request!({
        path: { port: 'qsfp0' },
        query: { rackId, switchSlot: 'switch1' },
      }),
    ).toEqual({ path: { port: 'qsfp0' }, query: { rackId, switchLocation: 'switch1' } })
    expect(
      networking.networkingSwitchPortLldpNeighbors!.request!({
        path: { rackId, switchSlot: 'switch0', port: 'qsfp0' },
        query: {},
      }),
    ).toEqual({ path: { rackId, switchLocation: 'switch0', port: 'qsfp0' }, query: {} })
  })

  it('gives port settings VLAN ids on their interfaces and numbered peers', () => {
    const settings: Old.SwitchPortSettings = {
      id: settingsId,
      name: 'uplink0',
      description: '',
      timeCreated: when,
      timeModified: when,
      port: { portSettingsId: settingsId, geometry: 'qsfp28x1' },
      groups: [],
      links: [],
      addresses: [],
      routes: [],
      interfaces: [
        {
          id: '5b1b7c2e-0000-4000-8000-00000000c001',
          portSettingsId: settingsId,
          interfaceName: 'phy0',
          kind: 'vlan',
          v6Enabled: false,
        },
        {
          id: '5b1b7c2e-0000-4000-8000-00000000c002',
          portSettingsId: settingsId,
          interfaceName: 'phy1',
          kind: 'primary',
          v6Enabled: true,
        },
      ],
      vlanInterfaces: [{ interfaceConfigId: '5b1b7c2e-0000-4000-8000-00000000c001', vlanId: 42 }],
      bgpPeers: [
        {
          addr: '192.0.2.1',
          bgpConfig: 'as65547',
          interfaceName: 'phy0',
          allowedExport: { type: 'no_filtering' },
          allowedImport: { type: 'no_filtering' },
          communities: [],
          connectRetry: 3,
          delayOpen: 0,
          enforceFirstAs: false,
          holdTime: 6,
          idleHoldTime: 3,
          keepalive: 2,
        },
      ],
    }
    const up = networking.networkingSwitchPortSettingsView!.response!(settings, {
      path: { port: 'uplink0' },
    })
    expect(up.interfaces.map((i) => i.kind)).toEqual([
      { type: 'vlan', vid: 42 },
      { type: 'primary' },
    ])
    expect(up.bgpPeers[0].addr).toEqual({
      type: 'numbered',
      targetAddr: '192.0.2.1',
      srcAddr: null,
    })
    expect(up).not.toHaveProperty('vlanInterfaces')
  })

  it('gives BGP and BFD their newest shapes', () => {
    expect(
      networking.networkingBgpStatus!.response!(
        [
          {
            addr: '192.0.2.1',
            localAsn: 65547,
            remoteAsn: 65000,
            state: 'idle',
            stateDurationMillis: 0,
            switch: 'switch1',
          },
        ],
        {},
      )[0],
    ).toMatchObject({ peerId: '192.0.2.1', switch: 'switch1' })
    expect(
      networking.networkingBgpExported!.response!(
        { exports: { '192.0.2.1': ['198.51.100.0/24'] } },
        {},
      ).map(({ peerId, prefix }) => ({ peerId, prefix })),
    ).toEqual([{ peerId: '192.0.2.1', prefix: '198.51.100.0/24' }])
    expect(
      networking.networkingBfdStatus!.response!(
        [
          {
            peer: '192.0.2.1',
            mode: 'multi_hop',
            state: 'down',
            requiredRx: 1_000_000,
            detectionThreshold: 3,
            switch: 'switch1',
          },
        ],
        {},
      )[0],
    ).toMatchObject({ switchSlot: 'switch1', state: 'down' })
  })
})
