// Release v14's API (and v15 to v17, which serve the same unversioned contract) behind the
// console's model. Loaded only when the rack speaks it.
import { Api } from '../../__generated__/Api'
import { withEncodedBodies } from '../../encoded-body'
import { V14, VERSION_HEADER } from '../../rack-api'
import { type ClientMixin, versionAdapters } from '../adapter'
import { instances } from './instances'
import { firewall } from './firewall'
import { ipPools } from './ip-pools'
import { networking } from './networking'
import { hardware } from './hardware'
import { identity } from './identity'
import { disks } from './disks'
import { system } from './system'
import { vpcs } from './vpcs'
import { renames } from './renames'
import type { V14Table } from './table'

/** Every translation this version needs, by newest operation */
export const table: V14Table = {
  ...instances,
  ...firewall,
  ...ipPools,
  ...networking,
  ...hardware,
  ...identity,
  ...disks,
  ...system,
  ...vpcs,
}

/** `send` wraps the generated client's class: the page's sends encoded bodies as they are */
export function v14Adapters(send: ClientMixin = withEncodedBodies) {
  const client = new (send(Api))({
    baseParams: { headers: { [VERSION_HEADER]: V14 } },
  })
  return versionAdapters(V14, client.methods, renames, table)
}
