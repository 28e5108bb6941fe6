import { describe, expect, it } from 'vitest'
import { seed } from '.'
import { settingsView } from '../handlers/switch-port-settings'
import { netAddress, netContains, parseIp } from '../network/rack-network'
import { schema } from '../testing/test-utils'

// The rack's networking demo data: in the contract's shape (the validators ignore
// the internal columns), and as consistent as rack setup would leave it.
const data = seed()

describe('rack networking demo data', () => {
  it('matches the contract', () => {
    for (const lot of data.addressLots) schema.AddressLot.parse(lot)
    for (const block of data.addressLotBlocks) schema.AddressLotBlock.parse(block)
    for (const port of data.switchPorts) schema.SwitchPort.parse(port)
    for (const settings of data.switchPortSettings) {
      schema.SwitchPortSettingsView.parse(settingsView(settings))
    }
    for (const config of data.bgpConfigs) schema.BgpConfig.parse(config)
    for (const set of data.bgpAnnounceSets) schema.BgpAnnounceSet.parse(set)
    for (const announcement of data.bgpAnnouncements) schema.BgpAnnouncement.parse(announcement)
    for (const list of data.allowLists) schema.AllowList.parse(list)
  })

  it('holds in its lots exactly the addresses its port settings use', () => {
    const used = data.switchPortSettings.flatMap((s) => s.addresses)
    expect(used.map((a) => a.rsvd_address_lot_block_id).sort()).toEqual(
      data.addressLotReservations.map((r) => r.id).sort(),
    )
    for (const a of used) {
      const block = data.addressLotBlocks.find((b) => b.id === a.address_lot_block_id)!
      const n = parseIp(netAddress(a.address))!.n
      expect(parseIp(block.first_address)!.n <= n && n <= parseIp(block.last_address)!.n).toBe(true)
    }
  })

  it('gives the uplinks settings whose peers are the routers cabled to them', () => {
    const configured = data.switchPorts.filter((p) => p.port_settings_id)
    expect(configured).toHaveLength(2)
    for (const port of configured) {
      const settings = data.switchPortSettings.find((s) => s.id === port.port_settings_id)!
      const router = data.uplinkNeighbors.find(
        (n) => n.switch_location === port.switch_location && n.port_name === port.port_name,
      )!
      expect(settings.bgp_peers.map((p) => p.addr)).toEqual([router.address])
      expect(data.bgpConfigs.map((c) => c.id)).toContain(settings.bgp_peers[0].bgp_config)
      expect(netContains(settings.addresses[0].address, router.address)).toBe(true)
    }
  })

  it('announces networks holding every IP pool range', () => {
    const announced = data.bgpAnnouncements.map((a) => a.network)
    for (const { range } of data.ipPoolRanges) {
      const holds = (net: string) => netContains(net, range.first) && netContains(net, range.last)
      expect(announced.some(holds)).toBe(true)
    }
  })
})
