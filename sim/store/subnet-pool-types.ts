// Records of subnet pools and the external subnets taken from them
// (sim/handlers/subnet-pools.ts, external-subnets.ts), in the newest version's shapes
import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'

export type SubnetPoolRecord = Json<Api.SubnetPool>

/** A prefix of a pool, with the prefix lengths allocations from it may have */
export type SubnetPoolMemberRecord = Json<Api.SubnetPoolMember>

/**
 * A pool linked to a silo; `id` is `${subnet_pool_id}/${silo_id}`. The pool's IP version
 * is kept with the link, as Nexus does: a silo has at most one default per version.
 */
export type SubnetPoolSiloRecord = Json<Api.SubnetPoolSiloLink> & {
  id: string
  ip_version: Api.IpVersion
}

/** An external subnet of a project; `instance_id` the instance it is attached to, or null */
export type ExternalSubnetRecord = Json<Api.ExternalSubnet> & { instance_id: string | null }
