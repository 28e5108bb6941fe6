// Whether a served version takes one of v14's requests unchanged: the same method and
// path, and parameters and body whose schemas, with every reference expanded, agree.
// Specs that run v14's cases on a current release pick them with it.
import v14 from '../../app/api/__generated__/request-contract.json'
import { operations, type OperationId } from '../operations'
import type { Schema } from '../request/check'
import type { OperationContract } from '../request/pipeline'
import type { ServedVersion } from '../versions/served'

const v14Ops = v14.operations as unknown as Record<OperationId, OperationContract>
const v14Schemas = v14.schemas as unknown as Record<string, Schema>

/** `value` with every `$ref` replaced by the schema it names (a cycle left as its name) */
function expand(value: unknown, named: (name: string) => Schema, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => expand(v, named, seen))
  if (!value || typeof value !== 'object') return value
  const ref = (value as Schema).$ref
  if (ref) {
    const name = ref.slice(ref.lastIndexOf('/') + 1)
    return seen.includes(name) ? name : expand(named(name), named, [...seen, name])
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expand(v, named, seen)]))
}

export function sameRequest(version: ServedVersion, op: OperationId): boolean {
  const [method, path] = operations[op]
  const theirs = Object.values(version.contract.operations).find(
    (o) => o.method === method && o.path === path,
  )
  if (!theirs) return false
  const ours = v14Ops[op]
  const text = (o: OperationContract, named: (name: string) => Schema) =>
    JSON.stringify(expand({ params: o.params, body: o.body ?? null }, named))
  return text(theirs, (n) => version.contract.checker.named(n)) === text(ours, (n) => v14Schemas[n])
}
