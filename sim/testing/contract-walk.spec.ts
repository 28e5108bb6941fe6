// Every operation of the contract, called the way a careless or hostile client would: with
// names and ids that exist and ones that do not, bodies built from the contract's schemas
// (every field, only the required ones), empty and wrongly shaped bodies, as a fleet admin
// and as a user with no role. Nexus answers each with a status and its error body; the
// simulator must too, and never a 500 or a 501: a 500 here is a handler (or a translation
// at the door) that trusted its input. Walked for release v14's contract and, on a current
// release, for the first and the newest served versions.
import { describe, expect, it } from 'vitest'
import contract from '../../app/api/__generated__/request-contract.json'
import { createSim, type Release } from '../index'
import { memoryStore } from '../store/memory'
import type { Schema } from '../request/check'
import type { OperationContract as Operation, Parameter } from '../request/pipeline'
import type { Store, TableName } from '../store/types'
import { call, type Reply } from './test-utils'
import { INITIAL, NEWEST, type ServedVersion } from '../versions/served'

type Param = Parameter

/** A contract to walk: release v14's, or one version of a current release */
type Walk = {
  release: Release
  version?: ServedVersion
  operations: [string, Operation][]
  schema: (name: string) => Schema
}
const v14Schemas = contract.schemas as unknown as Record<string, Schema>
const servedWalk = (version: ServedVersion): Walk => ({
  release: 'current',
  version,
  operations: Object.entries(version.contract.operations),
  schema: (name) => version.contract.checker.named(name),
})
const WALKS: Walk[] = [
  {
    release: 'v14',
    operations: Object.entries(contract.operations as unknown as Record<string, Operation>),
    schema: (name) => v14Schemas[name],
  },
  servedWalk(INITIAL),
  servedWalk(NEWEST),
]
let schemaOf: Walk['schema'] = WALKS[0].schema

/** A value the schema accepts, with every optional field (`full`) or only the required ones */
function sample(schema: Schema, full: boolean, depth = 0): unknown {
  if (depth > 8) return null
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!
    // names must match Nexus's Name pattern; these read as nothing the demo holds
    if (name === 'Name' || name === 'NameOrId') return 'walk-name'
    return sample(schemaOf(name), full, depth + 1)
  }
  if (schema.allOf) return sample(schema.allOf[0], full, depth + 1)
  if (schema.oneOf) return sample(schema.oneOf[0], full, depth + 1)
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, member] of Object.entries(schema.properties ?? {})) {
        if (full || schema.required?.includes(key)) out[key] = sample(member, full, depth + 1)
      }
      return out
    }
    case 'array':
      return full && schema.items ? [sample(schema.items, full, depth + 1)] : []
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
const TABLE_OF: Record<string, TableName> = {
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

const WALKERS = ['admin', 'nobody']
const nameOf = (record: object) => (record as { display_name?: string }).display_name ?? ''

function paramValue(store: Store, param: Param, existing: boolean): string {
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
  const value = sample(param.schema, false)
  return String(value ?? 'walk-name')
}

function url(store: Store, op: Operation, existing: boolean): string {
  let path = op.path
  const query = new URLSearchParams()
  for (const param of op.params) {
    if (param.in === 'path') {
      path = path.replace(`{${param.name}}`, encodeURIComponent(paramValue(store, param, existing)))
    } else if (param.required || (existing && param.name === 'project')) {
      query.set(param.name, paramValue(store, param, existing))
    }
  }
  const q = query.toString()
  return q ? `${path}?${q}` : path
}

/** Nexus's error body, with a status a client can act on */
function expectAnswered(reply: Reply, what: string) {
  expect(reply.status, what).not.toBe(500)
  expect(reply.status, what).not.toBe(501)
  expect(reply.status, what).toBeLessThan(600)
  if (reply.status >= 400 && reply.json !== undefined) {
    expect(reply.json, what).toHaveProperty('request_id')
    expect(reply.json, what).toHaveProperty('message')
  }
}

// reads first, then writes, then deletes: the walk changes the demo data as it goes
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, DELETE: 3, HEAD: 0 }
const ordered = (walk: Walk) =>
  [...walk.operations].sort(([, a], [, b]) => ORDER[a.method] - ORDER[b.method])

describe.each(WALKS)('every operation of $release $version.text, called carelessly', (walk) => {
  for (const as of ['admin', 'nobody']) {
    it(`never answers a 500, as ${as}`, { timeout: 180_000 }, async () => {
      schemaOf = walk.schema
      const store = memoryStore()
      const sim = createSim({ store, release: walk.release })
      const version = walk.version && { version: walk.version.text }
      for (const [id, op] of ordered(walk)) {
        // a fresh session for each: logging out is one of the operations
        const session = { token: sim.createSession(as) }
        for (const existing of [true, false]) {
          const target = url(store, op, existing)
          const bodies: unknown[] = op.body
            ? op.body.contentType === 'application/json'
              ? [sample(op.body.schema, true), sample(op.body.schema, false), {}, [], 'walk', null]
              : [undefined]
            : [undefined]
          for (const body of bodies) {
            const what = `${id} ${op.method} ${target} ${JSON.stringify(body) ?? ''}`
            const reply = await call(sim, op.method, target, {
              as: session,
              ...version,
              ...(op.body?.contentType === 'application/x-www-form-urlencoded'
                ? { form: 'client_id=walk' }
                : body === undefined
                  ? {}
                  : { body }),
            })
            expectAnswered(reply, what)
          }
        }
      }
    })
  }
})
