// Requests built from a contract for the specs that call every operation: values its
// schemas accept, and URLs naming the demo's records (or names nobody holds).
import type { Schema } from '../request/check'
import type { OperationContract, Parameter } from '../request/pipeline'
import type { Store, TableName } from '../store/types'

/** The schema a `$ref` names, in the contract walked */
export type Named = (name: string) => Schema

/** A value the schema accepts, with every optional field (`full`) or only the required ones */
export function sample(named: Named, schema: Schema, full: boolean, depth = 0): unknown {
  if (depth > 8) return null
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!
    // names must match Nexus's Name pattern; these read as nothing the demo holds
    if (name === 'Name' || name === 'NameOrId') return 'walk-name'
    return sample(named, named(name), full, depth + 1)
  }
  if (schema.allOf) return sample(named, schema.allOf[0], full, depth + 1)
  if (schema.oneOf) return sample(named, schema.oneOf[0], full, depth + 1)
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, member] of Object.entries(schema.properties ?? {})) {
        if (full || schema.required?.includes(key))
          out[key] = sample(named, member, full, depth + 1)
      }
      return out
    }
    case 'array':
      return full && schema.items ? [sample(named, schema.items, full, depth + 1)] : []
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'string':
      switch (schema.format) {
        case 'uuid':
          return '00000000-0000-4000-8000-00000000beef'
        case 'date-time':
          return '2026-01-01T00:00:00Z'
        case 'ip':
        case 'ipv4':
          return '10.99.0.1'
        case 'ipv6':
          return 'fd99::1'
        default:
          return 'walk'.padEnd(schema.minLength ?? 0, 'x')
      }
    default:
      return null
  }
}

// path and query parameters by name: a record of the demo's, when the table has one
export const TABLE_OF: Record<string, TableName> = {
  instance: 'instances',
  pool: 'ipPools',
  silo: 'silos',
  silo_name: 'silos',
  support_bundle: 'supportBundles',
  affinity_group: 'affinityGroups',
  anti_affinity_group: 'antiAffinityGroups',
  disk: 'disks',
  floating_ip: 'floatingIps',
  project: 'projects',
  image: 'images',
  sled_id: 'sleds',
  subnet: 'vpcSubnets',
  interface: 'networkInterfaces',
  rack_id: 'racks',
  user_id: 'users',
  user: 'users',
  route: 'routerRoutes',
  router: 'vpcRouters',
  vpc: 'vpcs',
  probe: 'probes',
  certificate: 'certificates',
  gateway: 'internetGateways',
  ssh_key: 'sshKeys',
  snapshot: 'snapshots',
  address_lot: 'addressLots',
  announce_set: 'bgpAnnounceSets',
  group_id: 'groups',
  disk_id: 'physicalDisks',
  switch_id: 'switches',
  port: 'switchPorts',
  name_or_id: 'bgpConfigs',
}

export const WALKERS = ['admin', 'nobody']
const nameOf = (record: object) => (record as { display_name?: string }).display_name ?? ''

function paramValue(named: Named, store: Store, param: Parameter, existing: boolean): string {
  const table = TABLE_OF[param.name]
  // never the walking users themselves: deleting them would end the walk's sessions
  const records = table ? store.list(table).filter((r) => !WALKERS.includes(nameOf(r))) : []
  const record = existing ? records[0] : undefined
  if (record) {
    const { id, name, port_name } = record as { id: string; name?: string; port_name?: string }
    const isId = param.schema.format === 'uuid' || param.name.endsWith('_id') || !name
    return String(isId ? id : (port_name ?? name))
  }
  if (param.name === 'switch_location') return 'switch0'
  const value = sample(named, param.schema, false)
  return String(value ?? 'walk-name')
}

/** The operation's URL with the demo's first record (`existing`) or a name nobody holds */
export function walkUrl(
  named: Named,
  store: Store,
  op: OperationContract,
  existing: boolean,
): string {
  let path = op.path
  const query = new URLSearchParams()
  for (const param of op.params) {
    if (param.in === 'path') {
      path = path.replace(
        `{${param.name}}`,
        encodeURIComponent(paramValue(named, store, param, existing)),
      )
    } else if (param.required || (existing && param.name === 'project')) {
      query.set(param.name, paramValue(named, store, param, existing))
    }
  }
  const q = query.toString()
  return q ? `${path}?${q}` : path
}
