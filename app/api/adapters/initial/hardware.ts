// Sleds, switches and physical disks in this version's terms.
//
// A sled of the first versioned API does not say which slot of the rack it is in: the newest
// leaves `slot` out when it is unknown, so an old sled passes as it is. It adds a sled by
// `sledAdd`, not by rack membership changes, so the page does not offer adding one.
import type { InitialTable } from './table'

export const hardware: InitialTable = {
  // the newest sled's optional `slot` is absent: not known on this release
  sledList: { response: (page) => page },
  sledView: { response: (sled) => sled },
}
