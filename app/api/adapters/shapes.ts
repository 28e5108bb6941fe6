// An operation's request and answer as one contract describes them, with every reference
// resolved and the words for people (descriptions, titles) left out, so that two versions'
// shapes can be compared as text. Used by the specs that check the adapter tables.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Contract = {
  paths: Record<string, Record<string, Json>>
  components: { schemas: Record<string, Json> }
}

const IGNORED = new Set(['description', 'title', 'example', 'examples', 'x-rust-type'])

function resolve(contract: Contract, node: Json, seen: string[]): Json {
  if (Array.isArray(node)) return node.map((n) => resolve(contract, n, seen))
  if (node === null || typeof node !== 'object') return node
  const ref = node.$ref
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '')
    // a schema that contains itself is compared by name where it recurs
    if (seen.includes(name)) return { recursive: name }
    return resolve(contract, contract.components.schemas[name], [...seen, name])
  }
  const out: Record<string, Json> = {}
  for (const key of Object.keys(node).sort()) {
    if (!IGNORED.has(key)) out[key] = resolve(contract, node[key], seen)
  }
  return out
}

export type OperationShape = { path: string; method: string; request: string; response: string }

/** Every operation of a contract by its camelCase name (as the generated client names it) */
export function operationShapes(contract: Contract): Map<string, OperationShape> {
  const shapes = new Map<string, OperationShape>()
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op === null || typeof op !== 'object' || Array.isArray(op)) continue
      const id = op.operationId
      if (typeof id !== 'string') continue
      const name = id.replace(/_./g, (l) => l[1].toUpperCase())
      const request = resolve(
        contract,
        { parameters: op.parameters ?? [], body: op.requestBody ?? null },
        [],
      )
      const responses = (op.responses ?? {}) as Record<string, Json>
      const ok = Object.fromEntries(
        Object.entries(responses).filter(([status]) => status.startsWith('2')),
      )
      shapes.set(name, {
        path,
        method,
        request: JSON.stringify(request),
        response: JSON.stringify(resolve(contract, ok, [])),
      })
    }
  }
  return shapes
}
