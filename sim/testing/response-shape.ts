// Whether an answer is written in a served version's shape: every required property
// there, every property one the schema names (a client generated from that version
// would not know another), types, formats that matter, enum values and one-of variants.
// The specs of the versioned door check answers with it (sim/versions/).
import type { Schema } from '../request/check'
import { servedVersions, type ServedVersion } from '../versions/served'

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1)

/** The problems of `value` against `version`'s success schema of its operation `id` */
export function shapeProblems(version: ServedVersion, id: string, value: unknown): string[] {
  const schema = version.target(id).contract.response.schema
  if (!schema) return value === undefined ? [] : ['the operation answers no JSON body']
  const problems: string[] = []
  check(version, schema, value, '$', problems)
  return problems
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function check(v: ServedVersion, schema: Schema, value: unknown, at: string, out: string[]) {
  if (value === null && schema.nullable) return
  if (schema.$ref) {
    check(v, v.contract.checker.named(refName(schema.$ref)), value, at, out)
    return
  }
  if (schema.allOf) {
    for (const part of schema.allOf) check(v, part, value, at, out)
    return
  }
  const variants = schema.oneOf
  if (variants) {
    const fits = variants.map((variant) => {
      const problems: string[] = []
      check(v, variant, value, at, problems)
      return problems
    })
    if (!fits.some((p) => p.length === 0)) {
      // the variant nearest to fitting says most about what is wrong
      const nearest = fits.reduce((a, b) => (b.length < a.length ? b : a))
      out.push(`${at}: fits no variant (${nearest[0]})`)
    }
    return
  }
  if (schema.enum) {
    if (!schema.enum.includes(value as never))
      out.push(`${at}: ${JSON.stringify(value)} not in enum`)
    return
  }
  const expected = schema.type
  const actual = typeOf(value)
  if (expected && expected !== actual && !(expected === 'number' && actual === 'integer')) {
    out.push(`${at}: ${actual}, expected ${expected}`)
    return
  }
  if (actual === 'array' && schema.items) {
    ;(value as unknown[]).forEach((item, i) => check(v, schema.items!, item, `${at}[${i}]`, out))
  }
  if (actual === 'object' && (schema.properties || schema.additionalProperties !== undefined)) {
    const record = value as Record<string, unknown>
    const properties = schema.properties ?? {}
    for (const name of schema.required ?? []) {
      if (!(name in record)) out.push(`${at}.${name}: missing`)
    }
    for (const [name, member] of Object.entries(record)) {
      const memberSchema = properties[name]
      if (memberSchema) check(v, memberSchema, member, `${at}.${name}`, out)
      else if (typeof schema.additionalProperties === 'object') {
        check(v, schema.additionalProperties, member, `${at}.${name}`, out)
      } else if (member !== undefined) out.push(`${at}.${name}: not in this version`)
    }
  }
}

/** The served version of that number (`2026081901.0.0`) */
export const servedVersion = (text: string): ServedVersion => {
  const found = servedVersions.find((s) => s.text === text)
  if (!found) throw new Error(`no served version ${text}`)
  return found
}
