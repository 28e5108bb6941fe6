// Link a subnet pool to a silo, from the pool's linked silos tab: the silo's projects may
// then take external subnets from the pool. A silo has at most one default subnet pool per
// IP version (see pool-silo-link).
import type { IpVersion, SiloSubnetPool } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, callApi } from '~/api/client'
import { siloSubnetPoolPicker, subnetPoolSiloPicker } from '~/api/queries/subnet-pools'

import { PoolSiloLinkForm, type PoolLinking } from './pool-silo-link'

// the link as the form sends it (and its "Copy as" menu copies it): never the default at
// first, since Nexus refuses a second default while the update below replaces it
const linkRequest = (pool: string, silo: string) => ({
  op: 'systemSubnetPoolSiloLink' as const,
  params: { path: { pool }, body: { silo, isDefault: false } },
})

const subnetPoolLinking = (version: IpVersion): PoolLinking<SiloSubnetPool> => ({
  links: subnetPoolSiloPicker,
  siloPools: siloSubnetPoolPicker,
  replaces: (p) => p.ipVersion === version,
  link: (pool, silo) => callApi(api.systemSubnetPoolSiloLink, linkRequest(pool, silo).params),
  linkRequest,
  makeDefault: (pool, silo) =>
    callApi(api.systemSubnetPoolSiloUpdate, { path: { pool, silo }, body: { isDefault: true } }),
  reads: ['systemSubnetPoolSiloList', 'siloSubnetPoolList'],
  hints: {
    silo: 'Projects of the silo may take external subnets from this pool',
    makeDefault: `External subnets come from the silo’s default ${version === 'v4' ? 'IPv4' : 'IPv6'} pool when none is named`,
  },
})

type Props = { pool: string; version: IpVersion; onDismiss: () => void }

export function SubnetPoolSiloLinkForm({ pool, version, onDismiss }: Props) {
  return <PoolSiloLinkForm pool={pool} linking={subnetPoolLinking(version)} onDismiss={onDismiss} />
}
