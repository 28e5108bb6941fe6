// Link an IP pool to a silo, from the pool's linked silos tab: the silo's projects may then
// take addresses from the pool. A silo has at most one default IP pool (see pool-silo-link).
import type { SiloIpPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, callApi } from '~/api/client'
import { ipPoolSiloPicker, siloIpPoolPicker } from '~/api/queries/ip-pools'

import { PoolSiloLinkForm, type PoolLinking } from './pool-silo-link'

const ipPoolLinking: PoolLinking<SiloIpPool> = {
  links: ipPoolSiloPicker,
  siloPools: siloIpPoolPicker,
  replaces: () => true,
  link: (pool, silo) =>
    callApi(api.systemIpPoolSiloLink, { path: { pool }, body: { silo, isDefault: false } }),
  makeDefault: (pool, silo) =>
    callApi(api.systemIpPoolSiloUpdate, { path: { pool, silo }, body: { isDefault: true } }),
  reads: ['systemIpPoolSiloList', 'siloIpPoolList', 'ipPoolList'],
  hints: {
    silo: 'Projects of the silo may take addresses from this pool',
    makeDefault: 'Addresses come from the default pool when none is named',
  },
}

export function IpPoolSiloLinkForm({ pool, onDismiss }: { pool: string; onDismiss: () => void }) {
  return <PoolSiloLinkForm pool={pool} linking={ipPoolLinking} onDismiss={onDismiss} />
}
