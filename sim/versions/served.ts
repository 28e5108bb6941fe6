// The API versions a current rack serves, as api/versions/served.json records them: per
// version, its operations (method, path, parameters, body, success answer) and the schemas
// they reach. A version's contract and router are built the first time a request names it.
import servedFile from '../../api/versions/served.json'
import { snakeToCamel as camel } from '../../app/api/__generated__/util'
import { operations, type OperationId } from '../operations'
import { Checker, type Schema } from '../request/check'
import type { Contract, OperationContract } from '../request/pipeline'
import { createRouter } from '../request/router'
import { compareVersions, parseVersion, type Version } from '../request/api-version'
import { newOperations, type NewOperationId } from './operations'

/** An operation as a served version describes it, with its success answer */
export type ServedOperation = OperationContract & {
  response: { status: number; schema?: Schema }
}

type ServedFile = {
  versions: {
    version: string
    /** the name omicron gives it, e.g. `DUAL_STACK_NICS` */
    name: string | null
    /** keys into `operations`: `id` or `id~N` for another version's shape of it */
    operations: string[]
    /** schema name → key into `schemas`, where this version's differs from the newest's */
    variants: Record<string, string>
  }[]
  operations: Record<string, ServedOperation>
  schemas: Record<string, Schema>
}
const served = servedFile as unknown as ServedFile

/** The simulator's own name of an operation: v14's, or one v14 lacked */
export type InternalId = OperationId | NewOperationId

/** Which of the simulator's handlers answers a served operation, and how its path reads */
export type Target = {
  op: InternalId
  contract: ServedOperation
  /** path parameters whose name differs from the handler's: [version's, handler's] */
  renames: readonly (readonly [string, string])[]
}

// A path is the same endpoint across releases when its method and shape agree (parameter
// names aside); `/experimental/v1/…` paths that later moved to `/v1/…` stay one endpoint.
const shapeOf = (method: string, path: string) =>
  `${method} ${path.replace(/^\/experimental\//, '/').replace(/\{[^}]+\}/g, '{}')}`
const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => camel(m[1]))

const internalByShape = new Map<string, readonly [InternalId, string]>()
for (const op of Object.keys(newOperations) as NewOperationId[]) {
  const [method, path] = newOperations[op]
  internalByShape.set(shapeOf(method, path), [op, path])
}
for (const op of Object.keys(operations) as OperationId[]) {
  const [method, path] = operations[op]
  internalByShape.set(shapeOf(method, path), [op, path])
}

const targets = new Map<string, Target>()
/** The handler of the served operation stored under `key` in served.json */
function targetOf(key: string): Target {
  let target = targets.get(key)
  if (target) return target
  const contract = served.operations[key]
  const found = internalByShape.get(shapeOf(contract.method, contract.path))
  // served.spec.ts checks every served path has a handler; this is for a newer served.json
  if (!found) throw new Error(`sim: no handler for ${contract.method} ${contract.path}`)
  const [op, path] = found
  const theirs = paramNames(path)
  const renames = paramNames(contract.path)
    .map((name, i) => [name, theirs[i]] as const)
    .filter(([a, b]) => a !== b)
  target = { op, contract, renames }
  targets.set(key, target)
  return target
}

/** One API version a current rack serves */
export class ServedVersion {
  readonly version: Version
  readonly text: string
  readonly name: string | null
  /** its place in the served list, oldest first */
  readonly index: number
  private built?: {
    contract: Contract
    route: ReturnType<typeof createRouter<string>>
    keys: ReadonlyMap<string, string>
  }

  constructor(index: number) {
    const entry = served.versions[index]
    this.index = index
    this.text = entry.version
    this.name = entry.name
    this.version = parseVersion(entry.version)
  }

  /** Whether this version is the one named `name` (omicron's, e.g. `DUAL_STACK_NICS`) or later */
  atLeast(name: string): boolean {
    return this.index >= indexOfName(name)
  }

  private build() {
    if (this.built) return this.built
    const entry = served.versions[this.index]
    const schemas: Record<string, Schema> = {}
    for (const [key, schema] of Object.entries(served.schemas)) {
      if (!key.includes('~')) schemas[key] = schema
    }
    for (const [name, key] of Object.entries(entry.variants)) schemas[name] = served.schemas[key]
    const ops: Record<string, OperationContract> = {}
    const keys = new Map<string, string>()
    for (const key of entry.operations) {
      const id = key.split('~', 1)[0]
      ops[id] = served.operations[key]
      keys.set(id, key)
    }
    const route = createRouter(Object.entries(ops).map(([id, op]) => [id, op.method, op.path]))
    this.built = { contract: { operations: ops, checker: new Checker(schemas) }, route, keys }
    return this.built
  }

  /** This version's request contract: its parameters, bodies and schemas */
  get contract(): Contract {
    return this.build().contract
  }

  /** This version's operation (by its own name) for a method and path, as Dropshot routes */
  route(method: string, path: string) {
    return this.build().route(method, path)
  }

  /** The handler that answers this version's operation `id` */
  target(id: string): Target {
    const key = this.build().keys.get(id)
    if (!key) throw new Error(`sim: ${this.text} has no operation ${id}`)
    return targetOf(key)
  }

  /** This version's own names of its operations */
  operationIds(): string[] {
    return [...this.build().keys.keys()]
  }
}

export const servedVersions: readonly ServedVersion[] = served.versions.map(
  (_, i) => new ServedVersion(i),
)
export const INITIAL = servedVersions[0]
export const NEWEST = servedVersions[servedVersions.length - 1]

// translations ask by name on every request they translate, items of a list included
const indexByName = new Map(served.versions.map((v, i) => [v.name, i]))
function indexOfName(name: string): number {
  const i = indexByName.get(name)
  if (i === undefined) throw new Error(`sim: no served version is named ${name}`)
  return i
}

/**
 * The served version that answers a request for `version`: the newest at or below it.
 * Every endpoint of the first versioned API serves versions older than it too (none is
 * bounded below by INITIAL), so an older version is answered as INITIAL.
 */
export function servedVersionFor(version: Version): ServedVersion {
  for (let i = servedVersions.length - 1; i > 0; i--) {
    if (compareVersions(servedVersions[i].version, version) <= 0) return servedVersions[i]
  }
  return INITIAL
}
