// Checks a request value against the API contract the way Nexus's deserializers
// (serde, with Nexus's own parsing for names, addresses and the like) accept or refuse
// it, and words the refusal as they do. Everything here is linear in the input.
import {
  checkSemver,
  isIp,
  isIpv4,
  isIpv6,
  patternChecks,
  SEMVER_PATTERN,
  type StringCheck,
} from './patterns'
import { decodedBase64Length } from '../formats/base64'
import { parseIpv4, parseIpv6 } from '../network/ip'
import { MAX_USER_DATA_BYTES } from '../limits'
import { isUuid } from '../util'
import { Fraction, type RepeatedKey } from './json-text'

/** A schema of the request contract (a JSON Schema subset, as the contract writes it). */
export type Schema = {
  $ref?: string
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean'
  format?: string
  enum?: unknown[]
  nullable?: boolean
  default?: unknown
  allOf?: Schema[]
  oneOf?: (Schema & { title?: string })[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: Schema | boolean
  items?: Schema
  pattern?: string
  maxLength?: number
  minLength?: number
  minimum?: number
}

export type Path = (string | number)[]

/**
 * Why a value was refused. `scalar` errors are raised by serde_json while it reads a
 * number, string or literal (it reports the position of the value's last byte);
 * `custom` ones after a value was read (Nexus's parsing, unknown variants, missing
 * fields), reported where the enclosing object or list was left.
 */
export class CheckError extends Error {
  constructor(
    message: string,
    readonly path: Path,
    readonly kind: 'scalar' | 'custom' | 'container' | 'opening' = 'custom',
    /** where serde_json stood, when the checker knows it better than the path does */
    readonly offset?: number,
  ) {
    super(message)
  }
}

/** A value with its `Fraction` marks replaced by their numbers. */
function unwrapFractions(value: unknown): unknown {
  if (value instanceof Fraction) return value.value
  if (Array.isArray(value)) return value.map(unwrapFractions)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapFractions(v)]))
  }
  return value
}

/**
 * Free text Nexus keeps in bounded database columns (`STRING(n)`, counted in characters).
 * Nexus answers a longer value with the 500 of a failed insert; the simulator refuses it
 * up front with a 400, so that no request gets a 500 and no list serves megabytes.
 * Keyed by `Schema.property`, or `*.property` for every schema.
 */
export const TEXT_BOUNDS: Record<string, number> = {
  '*.description': 512,
  'SshKeyCreate.public_key': 1023,
  'ImageCreate.os': 64,
  'ImageCreate.version': 64,
  // a link's LLDP configuration (Nexus's lldp_link_config columns)
  'LldpLinkConfigCreate.link_name': 63,
  'LldpLinkConfigCreate.link_description': 512,
  'LldpLinkConfigCreate.chassis_id': 63,
  'LldpLinkConfigCreate.system_name': 63,
  'LldpLinkConfigCreate.system_description': 612,
  'LldpLinkConfig.link_name': 63,
  'LldpLinkConfig.link_description': 512,
  'LldpLinkConfig.chassis_id': 63,
  'LldpLinkConfig.system_name': 63,
  'LldpLinkConfig.system_description': 612,
}

/**
 * Fields Nexus reads with its own deserializer, keyed like `TEXT_BOUNDS`: the refusal
 * (serde's words), or null. `user_data` is padded standard base64 of at most 32 KiB.
 */
const FIELD_CHECKS: Record<string, (value: string) => string | null> = {
  'InstanceCreate.user_data': (value) => {
    const decoded = decodedBase64Length(value)
    if ('error' in decoded) {
      return 'invalid value: invalid base64 string, expected a valid base64 string'
    }
    return decoded.length > MAX_USER_DATA_BYTES
      ? `invalid length ${decoded.length}, expected less than 32 KiB`
      : null
  },
}

/**
 * Checks Nexus's types make of a whole struct once its fields are read (their
 * `try_from`), keyed by schema name. An IP range must not run backwards; inside
 * the untagged `IpRange` serde words the refusal as a variant that did not match.
 */
const nonDecreasing =
  (parse: (s: string) => number | bigint | null) => (value: Record<string, unknown>) => {
    const first = parse(String(value.first))
    const last = parse(String(value.last))
    return first !== null && last !== null && first > last
      ? 'Invalid Request: IP address ranges must be non-decreasing'
      : null
  }
const STRUCT_CHECKS: Record<string, (value: Record<string, unknown>) => string | null> = {
  Ipv4Range: nonDecreasing(parseIpv4),
  Ipv6Range: nonDecreasing(parseIpv6),
  // Nexus's `IpAllowList` is a non-empty list
  'AllowedSourceIps.list': (value) =>
    Array.isArray(value.ips) && value.ips.length === 0 ? 'IP allowlist must not be empty' : null,
}

const textBound = (schemaName: string | undefined, key: string) =>
  TEXT_BOUNDS[`${schemaName}.${key}`] ?? TEXT_BOUNDS[`*.${key}`]

/** Length in characters (code points), as the database counts a `STRING(n)`. */
function charCount(s: string, cap: number): number {
  if (s.length <= cap) return s.length // never more characters than UTF-16 units
  let n = 0
  for (let i = 0; i < s.length && n <= cap; i++, n++) {
    const c = s.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++
  }
  return n
}

type Named = { name?: string }

/** `#/components/schemas/Name` -> `Name` */
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1)

/**
 * The members in the order serde looks for missing ones: the order of the Rust struct,
 * which the contract (sorted by name) does not keep. Nexus's create parameters start
 * with the flattened `name` and `description`, so those come first.
 */
const missingOrder = (properties: Record<string, Schema>) =>
  Object.entries(properties).sort(
    ([a], [b]) =>
      Number(b === 'name') - Number(a === 'name') ||
      Number(b === 'description') - Number(a === 'description'),
  )

/** How serde names an unexpected value in `invalid type: …` messages. */
export function unexpected(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'boolean') return `boolean \`${value}\``
  if (typeof value === 'number') {
    return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  }
  if (typeof value === 'string') return `string ${JSON.stringify(value.slice(0, 256))}`
  return Array.isArray(value) ? 'sequence' : 'map'
}

const kindOf = (value: unknown) =>
  value !== null && typeof value === 'object' ? ('opening' as const) : ('scalar' as const)

const invalidType = (value: unknown, expected: string, path: Path) =>
  new CheckError(`invalid type: ${unexpected(value)}, expected ${expected}`, path, kindOf(value))

/** serde's list of expected variants: `a`, `a` or `b`, one of `a`, `b`, `c` */
export function expectedVariants(variants: unknown[]): string {
  const quoted = variants.map((v) => `\`${String(v)}\``)
  if (quoted.length === 1) return quoted[0]
  if (quoted.length === 2) return `${quoted[0]} or ${quoted[1]}`
  return `one of ${quoted.join(', ')}`
}

const unknownVariant = (value: string, variants: unknown[], path: Path) =>
  new CheckError(
    `unknown variant \`${value.slice(0, 256)}\`, expected ${expectedVariants(variants)}`,
    path,
  )

const INTEGER_RANGES: Record<string, [string, number, number]> = {
  uint8: ['u8', 0, 2 ** 8 - 1],
  uint16: ['u16', 0, 2 ** 16 - 1],
  uint32: ['u32', 0, 2 ** 32 - 1],
  uint64: ['u64', 0, 2 ** 64 - 1],
  uint128: ['u128', 0, 2 ** 128 - 1],
  int8: ['i8', -(2 ** 7), 2 ** 7 - 1],
  int16: ['i16', -(2 ** 15), 2 ** 15 - 1],
  int32: ['i32', -(2 ** 31), 2 ** 31 - 1],
  int64: ['i64', -(2 ** 63), 2 ** 63 - 1],
}

/** The Rust type serde names for an integer schema (`u32`, `i64`, ...). */
// BlockSize, an integer enum without a format, is a u32 in Nexus
export const integerType = (schema: Schema) =>
  INTEGER_RANGES[schema.format ?? (schema.enum ? 'uint32' : 'int64')] ?? INTEGER_RANGES.int64

// the uuid crate also takes the 32 digits without hyphens
const UUID_SIMPLE = /^[0-9a-f]{32}$/i

/** The uuid crate's refusal of a string, or null for a uuid. */
export function uuidError(value: string): string | null {
  if (isUuid(value) || UUID_SIMPLE.test(value)) return null
  const bad = [...value].findIndex((ch) => !/[0-9a-fA-F-]/.test(ch))
  if (bad >= 0 && value.length <= 45) {
    return `UUID parsing failed: invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${[...value][bad]}\` at ${bad + 1}`
  }
  if (!value.includes('-')) {
    return `UUID parsing failed: invalid length: expected length 32 for simple format, found ${value.length}`
  }
  const groups = value.split('-')
  if (groups.length !== 5)
    return `UUID parsing failed: invalid group count: expected 5, found ${groups.length}`
  return `UUID parsing failed: invalid group length in group ${groups.findIndex((g, i) => g.length !== [8, 4, 4, 4, 12][i])}`
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/

/** chrono's refusal of an RFC 3339 timestamp, or null when it parses. */
export function dateTimeError(value: string): string | null {
  if (value.length > 64) return 'input contains invalid characters'
  const m = DATE_TIME.exec(value)
  if (!m)
    return value.length < 20 && /^[\d:T.+-]*$/.test(value)
      ? 'premature end of input'
      : 'input contains invalid characters'
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`)
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(m[3]))
    return 'input is out of range'
  return null
}

const FORMAT_CHECKS: Record<string, StringCheck> = {
  uuid: uuidError,
  'date-time': dateTimeError,
  ip: (v) => (isIp(v) ? null : 'invalid IP address syntax'),
  ipv4: (v) => (isIpv4(v) ? null : 'invalid IPv4 address syntax'),
  ipv6: (v) => (isIpv6(v) ? null : 'invalid IPv6 address syntax'),
}

/** The checks by pattern source, for patterns written inline rather than as named schemas. */
const INLINE_PATTERNS: Record<string, StringCheck> = {
  [SEMVER_PATTERN]: checkSemver,
}

export class Checker {
  /** the repeated keys of the body being checked (see `checkBody`) */
  private repeated: WeakMap<object, RepeatedKey[]> = new WeakMap()

  constructor(private readonly schemas: Record<string, Schema>) {}

  /** `check` for a JSON body, whose objects may repeat keys (`repeatedKeys`) */
  checkBody(schema: Schema, value: unknown, repeated: WeakMap<object, RepeatedKey[]>): unknown {
    this.repeated = repeated
    try {
      return this.check(schema, value, [])
    } finally {
      this.repeated = new WeakMap()
    }
  }

  named(name: string): Schema {
    const schema = this.schemas[name]
    if (!schema) throw new Error(`request contract has no schema ${name}`)
    return schema
  }

  /**
   * `value` as the handler gets it (defaults filled in), or a thrown `CheckError`.
   * `name` is the schema's name when it came through a `$ref`.
   */
  check(schema: Schema, value: unknown, path: Path, name?: string): unknown {
    if (value instanceof Fraction) {
      const target = this.resolve(schema)
      if (target.type === 'integer') {
        const [rust] = integerType(target)
        throw new CheckError(
          `invalid type: floating point \`${value}\`, expected ${rust}`,
          path,
          'scalar',
        )
      }
      return this.check(schema, value.value, path, name)
    }
    if (schema.$ref) {
      if (value === null && schema.nullable) return null
      const name = refName(schema.$ref)
      return this.check(this.named(name), value, path, name)
    }
    if (value === null && schema.nullable) return null
    if (schema.allOf && schema.allOf.length === 1)
      return this.check(schema.allOf[0], value, path, name)
    if (schema.oneOf) return this.oneOf(schema, value, path, { name })
    switch (schema.type) {
      case 'object':
        return this.object(schema, value, path, { name })
      case 'array':
        if (!Array.isArray(value)) throw invalidType(value, 'a sequence', path)
        return value.map((item, i) => this.check(schema.items ?? {}, item, [...path, i]))
      case 'string':
        return this.string(schema, value, path, name)
      case 'integer': {
        const [rust, min, max] = integerType(schema)
        if (typeof value !== 'number') throw invalidType(value, rust, path)
        if (!Number.isInteger(value)) throw invalidType(value, rust, path)
        if (value < min || value > max) {
          throw new CheckError(
            `invalid value: integer \`${value}\`, expected ${rust}`,
            path,
            'scalar',
          )
        }
        if (schema.enum && !schema.enum.includes(value)) {
          // Nexus's one integer enum, the disk block size, words its own refusal
          const message =
            name === 'BlockSize'
              ? `invalid block size ${value}`
              : `invalid value: integer \`${value}\`, expected ${expectedVariants(schema.enum)}`
          throw new CheckError(message, path)
        }
        return value
      }
      case 'number':
        if (typeof value !== 'number')
          throw invalidType(value, schema.format === 'float' ? 'f32' : 'f64', path)
        return value
      case 'boolean':
        if (typeof value !== 'boolean') throw invalidType(value, 'a boolean', path)
        return value
      default:
        return unwrapFractions(value) // the contract leaves it open (serde_json::Value)
    }
  }

  private string(schema: Schema, value: unknown, path: Path, name?: string) {
    if (typeof value !== 'string') {
      throw invalidType(value, schema.enum ? `variant identifier` : 'a string', path)
    }
    if (schema.enum) {
      if (!schema.enum.includes(value)) throw unknownVariant(value, schema.enum, path)
      return value
    }
    const check =
      (name && patternChecks[name]) ||
      (schema.pattern !== undefined ? INLINE_PATTERNS[schema.pattern] : undefined) ||
      (schema.format ? FORMAT_CHECKS[schema.format] : undefined)
    if (schema.pattern !== undefined && !check) {
      // never run a contract pattern with the backtracking engine: refuse to start instead
      throw new Error(`no linear-time check for the pattern of ${name ?? path.join('.')}`)
    }
    const problem = check?.(value)
    if (problem) throw new CheckError(problem, path)
    return value
  }

  private object(schema: Schema, value: unknown, path: Path, { name }: Named) {
    const isMap = !schema.properties && schema.additionalProperties
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw invalidType(value, isMap || !name ? 'a map' : `struct ${name}`, path)
    }
    const input = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    const properties = schema.properties ?? {}
    const extra =
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null
    // serde reads members in document order and stops at the first bad one; a struct
    // (not a map) also stops at a field it has read before
    const repeat = isMap ? undefined : this.repeated.get(input)?.find((r) => r.key in properties)
    const duplicate = () =>
      new CheckError(`duplicate field \`${repeat?.key}\``, path, 'custom', repeat?.offset)
    for (const [index, [key, member]] of Object.entries(input).entries()) {
      if (repeat?.before === index) throw duplicate()
      const propertySchema = properties[key] ?? extra
      if (!propertySchema) continue
      // serde reads the first of a repeated field, then refuses the repeat
      const read = repeat?.key === key ? repeat.first : member
      out[key] = this.check(propertySchema, read, [...path, key])
      const fieldProblem = typeof read === 'string' && FIELD_CHECKS[`${name}.${key}`]?.(read)
      if (fieldProblem) throw new CheckError(fieldProblem, [...path, key])
      const bound = textBound(name, key)
      if (bound !== undefined && typeof read === 'string' && charCount(read, bound) > bound) {
        throw new CheckError(`${key} may contain at most ${bound} characters`, [...path, key])
      }
    }
    if (repeat) throw duplicate()
    for (const [key, propertySchema] of missingOrder(properties)) {
      if (key in input) continue
      if (schema.required?.includes(key)) {
        throw new CheckError(`missing field \`${key}\``, path, 'container')
      }
      if (propertySchema.default !== undefined) out[key] = structuredClone(propertySchema.default)
    }
    const whole = name ? STRUCT_CHECKS[name]?.(out) : null
    if (whole) throw new CheckError(whole, path, 'container')
    return out
  }

  private oneOf(schema: Schema, value: unknown, path: Path, { name }: Named): unknown {
    const variants = schema.oneOf!.map((v) => this.resolve(v))
    // unit variants only: a plain string enum
    if (variants.every((v) => v.type === 'string' && v.enum?.length === 1)) {
      const names = variants.map((v) => v.enum![0])
      if (typeof value !== 'string') throw invalidType(value, 'variant identifier', path)
      if (!names.includes(value)) throw unknownVariant(value, names, path)
      return value
    }
    const tag = this.tagOf(variants)
    if (tag) {
      // an internally (or adjacently) tagged enum: serde reads the tag first
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw invalidType(value, `internally tagged enum ${name ?? ''}`.trim(), path)
      }
      const input = value as Record<string, unknown>
      const names = variants.map((v) => v.properties![tag].enum![0])
      if (!(tag in input)) throw new CheckError(`missing field \`${tag}\``, path, 'container')
      // the tag is read as the value of its key, where serde_json stands then
      const tagValue = input[tag]
      const tagPath = [...path, tag]
      if (typeof tagValue !== 'string') throw invalidType(tagValue, 'variant identifier', tagPath)
      const index = names.indexOf(tagValue)
      if (index < 0) {
        const { message } = unknownVariant(tagValue, names, tagPath)
        throw new CheckError(message, tagPath, 'scalar')
      }
      try {
        // named `Enum.variant`, for the checks of a variant's struct
        return this.object(variants[index], value, path, { name: name && `${name}.${tagValue}` })
      } catch (err) {
        // serde reads the variant from a buffered copy: errors carry the enum's path
        if (err instanceof CheckError) throw new CheckError(err.message, path, 'container')
        throw err
      }
    }
    // untagged: Nexus's own types (name or id, v4 or v6) parse a string
    const titles = schema.oneOf!.map((v) => v.title)
    if (titles.join() === 'id,name') {
      if (typeof value !== 'string') throw invalidType(value, 'a string', path)
      if (uuidError(value) === null) return value
      const problem = patternChecks.Name(value)
      if (problem) throw new CheckError(problem, path)
      return value
    }
    if (titles.join() === 'v4,v6' && typeof value === 'string') {
      const problem = (value.includes(':') ? patternChecks.Ipv6Net : patternChecks.Ipv4Net)(value)
      if (problem) throw new CheckError(problem, path)
      return value
    }
    for (const variant of schema.oneOf!) {
      try {
        return this.check(variant, value, path)
      } catch (err) {
        if (!(err instanceof CheckError)) throw err
      }
    }
    throw new CheckError(
      `data did not match any variant of untagged enum ${name ?? 'value'}`,
      path,
      'container',
    )
  }

  /** A schema with its `$ref` and single-`allOf` wrappers removed. */
  resolve(schema: Schema): Schema {
    let s = schema
    for (;;) {
      if (s.$ref) s = this.named(refName(s.$ref))
      else if (s.allOf?.length === 1 && !s.type) s = s.allOf[0]
      else return s
    }
  }

  /** The property every variant fixes to one string, if there is one. */
  private tagOf(variants: Schema[]): string | null {
    if (!variants.every((v) => v.type === 'object' && v.properties)) return null
    const first = variants[0].properties!
    for (const key of Object.keys(first)) {
      const fixed = (v: Schema) => {
        const p = v.properties![key]
        return p?.type === 'string' && p.enum?.length === 1 && v.required?.includes(key)
      }
      if (variants.every(fixed)) return key
    }
    return null
  }
}
