// Sleds, switches and physical disks in this version's terms.
//
// A v14 sled does not say which slot of the rack it is in: the newest leaves `slot` out when
// it is unknown, so an old sled passes as it is. Adding a sled is done by `sledAdd`, which the
// newest replaced by rack membership changes (`rackMembershipAddSleds`): v14 has none, so
// the page does not offer adding a sled on such a rack.
import type { V14Table } from './table'

export const hardware: V14Table = {
  // the newest sled's optional `slot` is absent: not known on this release
  sledList: { response: (page) => page },
  sledView: { response: (sled) => sled },
}
