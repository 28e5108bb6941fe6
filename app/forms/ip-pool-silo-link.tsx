// Link an IP pool to a silo, from the pool's linked silos tab: the silo's projects may then
// take addresses from the pool. A silo has at most one default IP pool (see pool-silo-link).
import type { SiloIpPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, callApi } from '~/api/client'
import { ipPoolSiloPicker, siloIpPoolPicker } from '~/api/queries/ip-pools'

import { PoolSiloLinkForm, type PoolLinking } from './pool-silo-link'

// the link as the form sends it (and its "Copy as" menu copies it): never the default at
// first, since Nexus refuses a second default while the update below replaces it
const linkRequest = (pool: string, silo: string) => ({
  op: 'systemIpPoolSiloLink' as const,
  params: { path: { pool }, body: { silo, isDefault: false } },
})

const ipPoolLinking: PoolLinking<SiloIpPool> = {
  links: ipPoolSiloPicker,
  siloPools: siloIpPoolPicker,
  replaces: () => true,
  link: (pool, silo) => callApi(api.systemIpPoolSiloLink, linkRequest(pool, silo).params),
  linkRequest,
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
