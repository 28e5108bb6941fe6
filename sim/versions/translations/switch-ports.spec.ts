// The rack's switches through the versioned door: `switch_slot` from SWITCH_SLOT_ENUM on
// (queries, bodies, answers; path parameters are renamed by the door), LLDP neighbors'
// management addresses as LLDP records.
import { describe, expect, it } from 'vitest'
import { RACK_ID } from '../../seed'
import { call, setup } from '../../testing/test-utils'
import { shapeProblems } from '../../testing/response-shape'
import { INITIAL, NEWEST, servedVersionFor } from '../served'
import { parseVersion } from '../../request/api-version'

const CONSOLE = '2026081700.0.0'
const VERSIONS = [INITIAL.text, CONSOLE, NEWEST.text]
const served = (text: string) => servedVersionFor(parseVersion(text))
const slots = (version: string) => served(version).atLeast('SWITCH_SLOT_ENUM')
/** The switch's key in `version`'s words, where v14 says `v14` */
const key = (version: string, v14: string) => (slots(version) ? 'switch_slot' : v14)
const PORTS = '/v1/system/hardware/switch-port'
const N = '/v1/system/networking'

describe('switch ports', () => {
  it('lists ports, applies and clears settings, shows status and LLDP in each version', async () => {
    const sim = setup({ release: 'current' })
    for (const version of VERSIONS) {
      const as = { as: 'admin', version }
      const list = await call(sim, 'GET', PORTS, as)
      expect(list.status).toBe(200)
      expect(shapeProblems(served(version), 'networkingSwitchPortList', list.json)).toEqual([])
      const port = (list.json as { items: Record<string, unknown>[] }).items.find(
        (p) => p.port_name === 'qsfp0' && p[key(version, 'switch_location')] === 'switch0',
      )
      expect(port?.port_settings_id).toBeTruthy()

      const at = `rack_id=${RACK_ID}&${key(version, 'switch_location')}=switch0`
      const status = await call(sim, 'GET', `${PORTS}/qsfp0/status?${at}`, as)
      expect(status.status).toBe(200)
      expect(shapeProblems(served(version), 'networkingSwitchPortStatus', status.json)).toEqual([])

      const lldp = await call(sim, 'GET', `${PORTS}/qsfp0/lldp/config?${at}`, as)
      expect(lldp.status).toBe(200)
      expect(
        shapeProblems(served(version), 'networkingSwitchPortLldpConfigView', lldp.json),
      ).toEqual([])
      const config = lldp.json as { id: string }
      const changed = await call(sim, 'POST', `${PORTS}/qsfp0/lldp/config?${at}`, {
        ...as,
        body: {
          id: config.id,
          enabled: true,
          system_name: `by-${version}`,
          management_ip: '172.20.15.18',
        },
      })
      expect(changed.status).toBe(204)
      const seen = await call(sim, 'GET', `${PORTS}/qsfp0/lldp/config?${at}`, as)
      expect(seen.json).toMatchObject({
        system_name: `by-${version}`,
        management_ip: '172.20.15.18',
      })

      const neighbors = await call(
        sim,
        'GET',
        `/v1/system/hardware/rack-switch-port/${RACK_ID}/switch0/qsfp0/lldp/neighbors`,
        as,
      )
      expect(neighbors.status).toBe(200)
      expect(
        shapeProblems(served(version), 'networkingSwitchPortLldpNeighbors', neighbors.json),
      ).toEqual([])
      const first = (neighbors.json as { items: { management_ip: unknown[] }[] }).items[0]
      expect(first.management_ip[0]).toMatchObject({ addr: { ip_addr: expect.any(String) } })

      const settings = (port as { port_settings_id: string }).port_settings_id
      const clear = await call(sim, 'DELETE', `${PORTS}/qsfp0/settings?${at}`, as)
      expect(clear.status).toBe(204)
      const apply = await call(sim, 'POST', `${PORTS}/qsfp0/settings?${at}`, {
        ...as,
        body: { port_settings: settings },
      })
      expect(apply.status).toBe(204)
    }
  })
})

describe('loopback addresses and BFD', () => {
  it('takes and shows the switch in each version’s words', async () => {
    const sim = setup({ release: 'current' })
    const addresses = ['172.20.15.20', '172.20.15.21', '172.20.15.22']
    for (const [i, version] of VERSIONS.entries()) {
      const as = { as: 'admin', version }
      const body = {
        address: addresses[i],
        mask: 32,
        address_lot: 'initial-infra',
        anycast: false,
        rack_id: RACK_ID,
        [key(version, 'switch_location')]: 'switch1',
      }
      const created = await call(sim, 'POST', `${N}/loopback-address`, { ...as, body })
      expect(created.status).toBe(201)
      expect(
        shapeProblems(served(version), 'networkingLoopbackAddressCreate', created.json),
      ).toEqual([])
      expect(created.json).toMatchObject({ [key(version, 'switch_location')]: 'switch1' })
      const list = await call(sim, 'GET', `${N}/loopback-address`, as)
      expect(shapeProblems(served(version), 'networkingLoopbackAddressList', list.json)).toEqual([])
      const gone = await call(
        sim,
        'DELETE',
        `${N}/loopback-address/${RACK_ID}/switch1/${addresses[i]}/32`,
        as,
      )
      expect(gone.status).toBe(204)

      const remote = `10.7.0.${i + 1}`
      const session = {
        remote,
        [key(version, 'switch')]: 'switch1',
        detection_threshold: 5,
        required_rx: 1000,
        mode: 'multi_hop',
      }
      expect((await call(sim, 'POST', `${N}/bfd-enable`, { ...as, body: session })).status).toBe(
        204,
      )
      const status = await call(sim, 'GET', `${N}/bfd-status`, as)
      expect(shapeProblems(served(version), 'networkingBfdStatus', status.json)).toEqual([])
      const added = (status.json as Record<string, unknown>[]).find((s) => s.peer === remote)
      expect(added?.[key(version, 'switch')]).toBe('switch1')
      const disable = { remote, [key(version, 'switch')]: 'switch1' }
      expect((await call(sim, 'POST', `${N}/bfd-disable`, { ...as, body: disable })).status).toBe(
        204,
      )
    }
  })
})
