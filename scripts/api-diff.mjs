#!/usr/bin/env node
// Compares the operations of two Nexus API documents.
//
// Usage: node scripts/api-diff.mjs OLD.json NEW.json [--list] [--json]
//   --list  name every added, removed and changed operation, not only the console's
//   --json  print the whole comparison as JSON
//
// Operations are matched by operationId. One present in both is "changed" when its shape
// differs: method, path, parameters (name, place, required, schema), request body (content
// type, schema) or responses (status, content type, schema), where every $ref is replaced by
// the schema it names, recursively (a schema met again inside itself stands as its name).
// Descriptions, titles, examples and x-rust-type are left out, and so are the names of the
// referenced schemas: a schema renamed without a change of shape changes nothing, while a
// field added deep inside a response body changes every operation that returns it. Whether
// a change breaks a client is not judged. An operation removed under one operationId and
// added under another with the same method and path is shown as a rename, still counted
// once as removed and once as added; so is an operationId kept for another method and path
// while its old method and path went to a new operationId (counted as changed).
//
// "Used by the console": the generated client's method name (the operationId in camelCase)
// appears in app/ outside the generated folders and tests as `api.<name>` or as a quoted
// '<name>' (operationUrl, callWithEncodedBody take operation names).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'

const args = process.argv.slice(2)
const [oldPath, newPath] = args.filter((a) => !a.startsWith('--'))
if (!oldPath || !newPath) {
  console.error('usage: node scripts/api-diff.mjs OLD.json NEW.json [--list] [--json]')
  process.exit(2)
}
const oldSpec = JSON.parse(readFileSync(oldPath, 'utf8'))
const newSpec = JSON.parse(readFileSync(newPath, 'utf8'))
const IGNORED = new Set(['description', 'title', 'example', 'examples', 'x-rust-type'])
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])

const camel = (id) => id.replace(/_(.)/g, (_, c) => c.toUpperCase())

/** operationId -> its shape, every reference expanded */
function operations(spec) {
  const schemas = spec.components?.schemas ?? {}
  const responses = spec.components?.responses ?? {}
  const expand = (schema, stack) => {
    if (Array.isArray(schema)) return schema.map((s) => expand(s, stack))
    if (!schema || typeof schema !== 'object') return schema
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop()
      if (stack.includes(name)) return { $cycle: name }
      return expand(schemas[name], [...stack, name])
    }
    const out = {}
    for (const key of Object.keys(schema).sort()) {
      if (IGNORED.has(key)) continue
      // property names are data here, not keywords: keep a property called `description`
      out[key] =
        key === 'properties'
          ? Object.fromEntries(
              Object.keys(schema.properties)
                .sort()
                .map((p) => [p, expand(schema.properties[p], stack)]),
            )
          : expand(schema[key], stack)
    }
    return out
  }
  const content = (c) =>
    Object.fromEntries(
      Object.keys(c ?? {})
        .sort()
        .map((type) => [type, expand(c[type].schema, [])]),
    )
  const ops = new Map()
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      const params = (op.parameters ?? [])
        .map((p) => ({
          in: p.in,
          name: p.name,
          required: !!p.required,
          schema: expand(p.schema, []),
        }))
        .sort((a, b) => `${a.in}:${a.name}`.localeCompare(`${b.in}:${b.name}`))
      const res = {}
      for (const status of Object.keys(op.responses ?? {}).sort()) {
        let r = op.responses[status]
        if (r.$ref) r = responses[r.$ref.split('/').pop()]
        res[status] = content(r?.content)
      }
      ops.set(op.operationId, {
        method: method.toUpperCase(),
        path,
        parts: {
          'method/path': `${method.toUpperCase()} ${path}`,
          params,
          request: op.requestBody
            ? { required: !!op.requestBody.required, content: content(op.requestBody.content) }
            : null,
          responses: res,
        },
      })
    }
  }
  return ops
}

/** method names of the generated client that the console calls */
function consoleMethods() {
  const text = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('__generated')) walk(p)
      } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name)) {
        text.push(readFileSync(p, 'utf8'))
      }
    }
  }
  walk('app')
  const all = text.join('\n')
  const used = new Set()
  for (const m of all.matchAll(/\bapi\.([A-Za-z0-9]+)\b/g)) used.add(m[1])
  for (const m of all.matchAll(/['"`]([a-z][A-Za-z0-9]+)['"`]/g)) used.add(m[1])
  return used
}

const before = operations(oldSpec)
const after = operations(newSpec)
const removed = [...before.keys()].filter((id) => !after.has(id)).sort()
const added = [...after.keys()].filter((id) => !before.has(id)).sort()
const changed = []
for (const [id, op] of before) {
  const other = after.get(id)
  if (!other) continue
  const parts = Object.keys(op.parts).filter((k) => !isDeepStrictEqual(op.parts[k], other.parts[k]))
  if (parts.length) changed.push({ id, method: camel(id), parts })
}
changed.sort((a, b) => a.id.localeCompare(b.id))
const key = (op) => `${op.method} ${op.path}`
const idAt = new Map([...after].map(([id, op]) => [key(op), id]))
// the method and path an old operationId named now go by another operationId
const renamed = [...before]
  .filter(([id, op]) => idAt.has(key(op)) && idAt.get(key(op)) !== id)
  .map(([id, op]) => ({ from: id, to: idAt.get(key(op)) }))
  .sort((a, b) => a.from.localeCompare(b.from))

const used = consoleMethods()
const usedOf = (ids) => ids.filter((id) => used.has(camel(id)))
const result = {
  old: { file: oldPath, version: oldSpec.info.version, operations: before.size },
  new: { file: newPath, version: newSpec.info.version, operations: after.size },
  added,
  removed,
  renamed,
  changed,
  unchanged: before.size - removed.length - changed.length,
  console: {
    removed: usedOf(removed),
    changed: changed.filter((c) => used.has(c.method)),
  },
}

if (args.includes('--json')) {
  console.log(JSON.stringify(result, null, 2))
} else {
  const list = args.includes('--list')
  console.log(`${result.old.version}: ${before.size} operations (${oldPath})`)
  console.log(`${result.new.version}: ${after.size} operations (${newPath})`)
  console.log(
    `added ${added.length}, removed ${removed.length}, changed ${changed.length}, unchanged ${result.unchanged}`,
  )
  if (renamed.length) {
    console.log(`method and path under another operationId: ${renamed.length}`)
    for (const r of renamed) console.log(`  ${r.from} -> ${r.to}`)
  }
  if (list) {
    console.log('added:\n' + added.map((id) => `  ${id}`).join('\n'))
    console.log('removed:\n' + removed.map((id) => `  ${id}`).join('\n'))
    console.log('changed:\n' + changed.map((c) => `  ${c.id} (${c.parts.join(', ')})`).join('\n'))
  }
  console.log(`used by the console, removed: ${result.console.removed.length}`)
  for (const id of result.console.removed) console.log(`  ${camel(id)}`)
  console.log(`used by the console, changed: ${result.console.changed.length}`)
  for (const c of result.console.changed) console.log(`  ${c.method} (${c.parts.join(', ')})`)
}
