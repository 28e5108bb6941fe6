// Reads of the rack's system networking, for operators (the System layout already requires
// it): switches and their ports, the port settings applied to them, BGP, BFD and the allow
// list of sources that may reach the rack's services.
import type { SwitchSlot } from '../__generated_versions__/2026081901.0.0/Api'
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

/** A rack has two switches: one page holds them */
export const switchList = listQuery(api.switchList, {}).page(undefined, PICKER_PAGE_SIZE)

/**
 * Every switch port of the rack: 32 QSFP ports on each of its two switches, so one page of
 * `PICKER_PAGE_SIZE` holds them all.
 */
export const switchPortList = listQuery(api.networkingSwitchPortList, {}).page(
  undefined,
  PICKER_PAGE_SIZE,
)

type PortAt = { rackId: string; switchSlot: SwitchSlot; port: string }

/** The link of a port as the switch reports it (an open object: `link.linkState` is "up") */
export const switchPortStatus = ({ rackId, switchSlot, port }: PortAt) =>
  apiQuery(api.networkingSwitchPortStatus, { path: { port }, query: { rackId, switchSlot } })

/** What LLDP hears at the other end of a port's cable */
export const switchPortLldpNeighbors = (at: PortAt) =>
  apiQuery(api.networkingSwitchPortLldpNeighbors, { path: at, query: {} })

export const switchPortSettingsView = (port: string) =>
  apiQuery(api.networkingSwitchPortSettingsView, { path: { port } })

export const bgpConfigList = listQuery(api.networkingBgpConfigList, {}).page(
  undefined,
  PICKER_PAGE_SIZE,
)
export const bgpStatus = apiQuery(api.networkingBgpStatus, {})
export const bgpExported = apiQuery(api.networkingBgpExported, {})
/** The routes the rack's BGP router for this AS took from its peers */
export const bgpImportedRoutes = (asn: number) =>
  apiQuery(api.networkingBgpImported, { query: { asn } })
export const bgpAnnounceSetList = apiQuery(api.networkingBgpAnnounceSetList, {
  query: { limit: PICKER_PAGE_SIZE },
})
export const bgpAnnouncementList = (announceSet: string) =>
  apiQuery(api.networkingBgpAnnouncementList, { path: { announceSet } })

export const bfdStatus = apiQuery(api.networkingBfdStatus, {})

export const allowListView = apiQuery(api.networkingAllowListView, {})
