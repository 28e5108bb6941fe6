#!/usr/bin/env node
// Which of v14's operations a served version writes in another shape: for every operation
// of api/nexus.json that a served version also has (same method and path shape), the runs
// of versions whose parameters, request body or success answer differ from v14's, with
// every `$ref` expanded. These are the operations the door must translate
// (sim/versions/translations/). Also counts, per version, the operations it serves.
//
// Usage: node scripts/served-shapes.mjs [--json]
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const served = JSON.parse(readFileSync(resolve('api/versions/served.json'), 'utf8'))
const v14 = JSON.parse(readFileSync(resolve('app/api/__generated__/request-contract.json'), 'utf8'))
const v14Spec = JSON.parse(readFileSync(resolve('api/nexus.json'), 'utf8'))

const shapeOf = (method, path) =>
  `${method} ${path.replace(/^\/experimental\//, '/').replace(/\{[^}]+\}/g, '{}')}`

// v14's success answers, which its request contract does not hold
const v14Answers = {}
for (const [, item] of Object.entries(v14Spec.paths)) {
  for (const [, op] of Object.entries(item)) {
    const id = op.operationId.replace(/_(.)/g, (_, c) => c.toUpperCase())
    const [, answer] = Object.entries(op.responses).find(([code]) => /^2\d\d$/.test(code)) ?? []
    v14Answers[id] = answer?.content?.['application/json']?.schema
  }
}

/** `schema` with every reference replaced by what it names (cycles cut) */
function expand(schema, lookup, seen = new Set()) {
  if (Array.isArray(schema)) return schema.map((s) => expand(s, lookup, seen))
  if (!schema || typeof schema !== 'object') return schema
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()
    if (seen.has(name)) return { cycle: name }
    return expand(lookup(name), lookup, new Set([...seen, name]))
  }
  const out = {}
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'description' || k === 'title' || k === 'example' || k === 'x-rust-type') continue
    out[k] = expand(v, lookup, seen)
  }
  return out
}
const text = (x) => JSON.stringify(x)

const v14ByShape = new Map(
  Object.entries(v14.operations).map(([id, op]) => [shapeOf(op.method, op.path), id]),
)
const v14Lookup = (name) => v14Spec.components.schemas[name]
const report = {}
for (const version of served.versions) {
  const lookup = (name) => served.schemas[version.variants[name] ?? name]
  for (const key of version.operations) {
    const op = served.operations[key]
    const id = v14ByShape.get(shapeOf(op.method, op.path))
    if (!id) continue
    const ours = v14.operations[id]
    const parts = []
    const params = (o, l) => text(o.params.map((p) => ({ ...p, schema: expand(p.schema, l) })))
    const theirs = [params(op, lookup), text(expand(op.body, lookup))]
    theirs.push(text(expand(op.response.schema, lookup)))
    if (theirs[0] !== params(ours, v14Lookup)) parts.push('params')
    if (theirs[1] !== text(expand(ours.body, v14Lookup))) parts.push('request')
    if (theirs[2] !== text(expand(v14Answers[id], v14Lookup))) parts.push('answer')
    const runs = (report[id] ??= [])
    const last = runs.at(-1)
    const what = parts.join(', ') || 'same'
    // a new run wherever this version's shape differs from the version before
    const shape = theirs.join('\n')
    if (last && last.shape === shape) last.to = version.name
    else runs.push({ from: version.name, to: version.name, what, shape })
  }
}

if (process.argv.includes('--json')) {
  const runsOnly = (runs) => runs.map(({ shape: _, ...run }) => run)
  console.log(
    JSON.stringify(
      Object.fromEntries(Object.entries(report).map(([id, r]) => [id, runsOnly(r)])),
      null,
      1,
    ),
  )
} else {
  let differ = 0
  for (const [id, runs] of Object.entries(report).sort()) {
    if (runs.every((r) => r.what === 'same')) continue
    differ++
    console.log(id)
    for (const r of runs) {
      const span = r.from === r.to ? r.from : `${r.from} .. ${r.to}`
      console.log(`  ${span}: ${r.what}`)
    }
  }
  console.log(
    `\n${differ} of ${Object.keys(report).length} v14 operations served by a current rack differ from v14 in some version`,
  )
  for (const version of served.versions) {
    console.log(`${version.version} ${version.name}: ${version.operations.length} operations`)
  }
}
