// The first versioned API (2025112000.0.0, release v18) behind the console's model; a rack
// whose newest version lies between it and the console's newest is spoken to in it too.
import { Api } from '../../__generated_versions__/2025112000.0.0/Api'
import { withEncodedBodies } from '../../encoded-body'
import { INITIAL, VERSION_HEADER } from '../../rack-api'
import { type ClientMixin, versionAdapters } from '../adapter'
import { instances } from './instances'
import { firewall } from './firewall'
import { ipPools } from './ip-pools'
import { networking } from './networking'
import { hardware } from './hardware'
import { identity } from './identity'
import { disks } from './disks'
import { system } from './system'
import { renames } from './renames'
import type { InitialTable } from './table'

/** Every translation this version needs, by newest operation */
export const table: InitialTable = {
  ...instances,
  ...firewall,
  ...ipPools,
  ...networking,
  ...hardware,
  ...identity,
  ...disks,
  ...system,
}

/** `send` wraps the generated client's class: the page's sends encoded bodies as they are */
export function initialAdapters(send: ClientMixin = withEncodedBodies) {
  const client = new (send(Api))({
    baseParams: { headers: { [VERSION_HEADER]: INITIAL } },
  })
  return versionAdapters(INITIAL, client.methods, renames, table)
}
