import type { ProjectRecord, Store, VpcRecord } from '../store/types'
import { uuid } from '../util'
import { insertVpc } from './vpc-records'

// A VPC as Nexus's VPC create saga makes it: with the project (its `default`
// VPC) or through `POST /v1/vpcs`. What comes with it: `./vpc-records.ts`.

/** One IPv6 group as Nexus prints it: lower-case hex, no leading zeros */
const group = (n: number) => n.toString(16)

/** Random `fdxx:xxxx:xxxx::/48` (RFC 4193: `fd` plus a 40-bit global id) */
export function randomUlaPrefix(): string {
  const [a, b, c, d, e] = crypto.getRandomValues(new Uint8Array(5))
  return `${[group(0xfd00 | a), group((b << 8) | c), group((d << 8) | e)].join(':')}::/48`
}

/** The silo's default IP pool, which the VPC's `default` gateway is linked to */
const defaultPoolOf = (store: Store, siloId: string) =>
  store.list('ipPoolSilos').find((l) => l.silo_id === siloId && l.is_default)?.ip_pool_id

export function createVpc(
  store: Store,
  project: ProjectRecord,
  fields: Pick<VpcRecord, 'name' | 'description' | 'dns_name'> & { ipv6_prefix?: string | null },
  now: string,
): VpcRecord {
  const vpc: VpcRecord = {
    id: uuid(),
    name: fields.name,
    description: fields.description,
    dns_name: fields.dns_name,
    project_id: project.id,
    ipv6_prefix: fields.ipv6_prefix ?? randomUlaPrefix(),
    system_router_id: uuid(),
    time_created: now,
    time_modified: now,
  }
  return insertVpc(store, vpc, uuid(), defaultPoolOf(store, project.silo_id), { now, newId: uuid })
}

/** The VPC every new project gets */
export const createDefaultVpc = (store: Store, project: ProjectRecord, now: string) =>
  createVpc(
    store,
    project,
    { name: 'default', description: 'Default VPC', dns_name: 'default' },
    now,
  )
