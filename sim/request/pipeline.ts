// The simulator's request pipeline: what Nexus (through Dropshot) does to a request
// before its handler runs, in the same order and with the same words. Path parameters,
// then the query string, then the body: read no further than the operation's limit,
// its content type checked, decoded as strict UTF-8, parsed, nested no deeper than
// serde_json allows, and checked against the contract. Every refusal is an error body
// with a request id. It runs behind the simulator's door (`entry.ts`).
import requestContract from '../../app/api/__generated__/request-contract.json'
import { snakeToCamel as camel } from '../../app/api/__generated__/util'
import { errorResponse } from '../answers/errors'
import type { OperationId } from '../operations'
import type { NewOperationId } from '../versions/operations'
import { concatBytes } from '../util'
import { Checker, CheckError, integerType, type Path, type Schema } from './check'
import {
  at,
  locate,
  markFractions,
  MAX_DEPTH,
  repeatedKeys,
  skipWs,
  syntaxError,
} from './json-text'

/** An operation's parameter and body, as the request contract (gen-api.mjs) writes them */
export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }
export type OperationContract = {
  method: string
  path: string
  params: Parameter[]
  body?: { contentType: string; schema: Schema }
}
/** A contract's operations and the checker of its schemas: v14's, or a served version's */
export type Contract = {
  operations: Readonly<Record<string, OperationContract>>
  checker: Checker
}
const v14 = requestContract as unknown as {
  operations: Record<OperationId, OperationContract>
  schemas: Record<string, Schema>
}
/** The contract of release v14 (`api/nexus.json`) */
export const v14Contract: Contract = {
  operations: v14.operations,
  checker: new Checker(v14.schemas),
}

/** The simulator's own name of an operation: v14's, or one v14 lacked */
type AnyOperationId = OperationId | NewOperationId

/** Nexus's `default_request_body_max_bytes` (its external API's configuration). */
export const BODY_LIMIT = 1024 * 1024
/** Per-operation limits that Nexus raises above the default. */
export const BODY_LIMITS: Partial<Record<AnyOperationId, number>> = {
  // DISK_BULK_WRITE_MAX_BYTES: 512 KiB chunks as base64 in JSON, with room to spare
  diskBulkWriteImport: 8 * 1024 * 1024,
  // Nexus streams a TUF repository of up to 4 GiB to disk; the simulator reads the body
  // into memory, so it takes the small demo archives and no more (docs/sim-differences.md)
  systemUpdateRepositoryUpload: 16 * 1024 * 1024,
}
const bodyLimit = (op: AnyOperationId) => BODY_LIMITS[op] ?? BODY_LIMIT

/** Dropshot's 400s carry no error code, only the message. */
const badRequest = (message: string) => errorResponse(400, undefined, message)

/** What a handler is given: the request's parameters and body, checked against the contract. */
export type Parsed = {
  path: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
  req: Request
  cookies: Record<string, string>
}

/** How a query or path string becomes the value the contract describes. */
function fromText(checker: Checker, schema: Schema, text: string, param: string): unknown {
  const target = checker.resolve(schema)
  if (target.type === 'integer') {
    const [rust, min, max] = integerType(target)
    if (text === '') throw new CheckError('cannot parse integer from empty string', [param])
    const negative = text.startsWith('-')
    const digits = negative ? text.slice(1) : text
    if (digits === '' || !/^\d+$/.test(digits) || (negative && min === 0)) {
      throw new CheckError('invalid digit found in string', [param])
    }
    const value = Number(text)
    if (value < min || value > max) {
      throw new CheckError(
        value < 0
          ? 'number too small to fit in target type'
          : 'number too large to fit in target type',
        [param],
      )
    }
    // a page size of zero is refused by the type (NonZeroU32) before anything else
    if (value === 0 && target.minimum === 1) {
      throw new CheckError(`invalid value: integer \`0\`, expected a nonzero ${rust}`, [param])
    }
    return value
  }
  if (target.type === 'boolean') {
    if (text === 'true') return true
    if (text === 'false') return false
    throw new CheckError('provided string was not `true` or `false`', [param])
  }
  const value = checker.check(schema, text, [param])
  return target.format === 'date-time' ? new Date(text) : value
}

function parsePath(
  { checker }: Contract,
  op: OperationContract,
  params: Record<string, string | readonly string[] | undefined>,
) {
  const path: Record<string, unknown> = {}
  for (const p of op.params) {
    if (p.in !== 'path') continue
    const raw = params[camel(p.name)]
    const text = typeof raw === 'string' ? raw : (raw?.[0] ?? '')
    try {
      path[camel(p.name)] = fromText(checker, p.schema, text, p.name)
    } catch (err) {
      if (err instanceof CheckError) throw badRequest(`bad parameter in URL path: ${err.message}`)
      throw err
    }
  }
  return path
}

/**
 * Query parameters that paginated operations read with a second `Query` extractor of
 * their own (a plain struct), beside dropshot's `PaginationParams`.
 */
const SECOND_QUERY: Partial<Record<AnyOperationId, readonly string[]>> = {
  diskMetricsList: ['project'],
  siloMetric: ['project'],
  systemMetric: ['silo'],
}

/**
 * The query string as Dropshot reads it (serde_urlencoded into the operation's query
 * struct). A plain struct reads the pairs in order, each value as it comes, and refuses
 * a field given twice; then a required field that never came. A paginated operation's
 * struct is dropshot's `PaginationParams`: `limit` is a field of its own (refused when
 * repeated), and every other parameter is first gathered into a map, where a repeated
 * one keeps its last value. Parameters the contract types as arrays keep every value.
 */
function parseQuery(
  { checker }: Contract,
  op: OperationContract,
  opId: AnyOperationId,
  url: string,
) {
  const pairs = [...new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length))]
  const params = new Map(op.params.filter((p) => p.in === 'query').map((p) => [p.name, p]))
  const paginated = params.has('page_token')
  const second = new Set(SECOND_QUERY[opId] ?? [])
  const query: Record<string, unknown> = {}
  const parse = (p: Parameter, text: string) => {
    query[camel(p.name)] = fromText(checker, p.schema, text, p.name)
  }
  try {
    const seen = new Set<string>()
    const gathered = new Map<string, string[]>()
    for (const [name, text] of pairs) {
      const p = params.get(name)
      if (!p) continue
      if (checker.resolve(p.schema).type === 'array') {
        gathered.set(name, [...(gathered.get(name) ?? []), text])
      } else if (paginated && name !== 'limit') {
        // gathered into dropshot's map; `second` ones are also a struct's fields, below
        gathered.set(name, [...(gathered.get(name) ?? []), text])
      } else {
        if (seen.has(name)) throw new CheckError(`duplicate field \`${name}\``, [])
        seen.add(name)
        parse(p, text)
      }
    }
    for (const p of params.values()) {
      const values = gathered.get(p.name)
      if (values === undefined) {
        if (p.required && !seen.has(p.name)) throw new CheckError(`missing field \`${p.name}\``, [])
        continue
      }
      const schema = checker.resolve(p.schema)
      if (schema.type === 'array') {
        query[camel(p.name)] = values.map((v) => fromText(checker, schema.items ?? {}, v, p.name))
      } else {
        parse(p, values[values.length - 1])
      }
    }
    for (const name of second) {
      if ((gathered.get(name)?.length ?? 0) > 1) {
        throw new CheckError(`duplicate field \`${name}\``, [])
      }
    }
  } catch (err) {
    if (err instanceof CheckError) throw badRequest(`unable to parse query string: ${err.message}`)
    throw err
  }
  return query
}

/**
 * The body's bytes, read no further than the operation's limit. A declared length over
 * the limit is refused before anything is read.
 */
async function readBody(req: Request, op: AnyOperationId): Promise<Uint8Array> {
  const limit = bodyLimit(op)
  const tooLarge = () =>
    errorResponse(400, undefined, `request body exceeded maximum size of ${limit} bytes`)
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (declared > limit) {
    void req.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // not awaited: a cancel of one branch of a tee'd body settles only with the other
      void reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return concatBytes(chunks)
}

/** The offset of the first byte that is not valid UTF-8 (the text decoder refused one). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let lo = 0
  let hi = bytes.length
  // the longest valid prefix, found by bisection: log(n) decodes
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    try {
      decoder.decode(bytes.subarray(0, mid), { stream: true })
      decoder.decode()
      lo = mid
    } catch {
      hi = mid - 1
    }
  }
  return lo
}

/** Nesting depth of a parsed value, counted without recursion; stops past `MAX_DEPTH`. */
function tooDeep(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (v === null || typeof v !== 'object') continue
    if (depth > MAX_DEPTH) return true
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
    }
  }
  return false
}

const pathText = (path: Path) =>
  path
    .map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`))
    .join('')

/** Where serde_json stands when it reports `err`: see `CheckError`'s kinds. */
function errorOffset(text: string, err: CheckError): number {
  if (err.offset !== undefined) return err.offset
  const value = locate(text, err.path)
  if (!value) return text.length - 1
  if (err.kind === 'scalar' || err.kind === 'container') return value.end - 1
  if (err.kind === 'opening') return value.start - 1
  // a custom error: serde_json has also read the whitespace after the value, and the
  // closing bracket when the value was the last member
  const i = skipWs(text, value.end)
  return text[i] === '}' || text[i] === ']' ? i : i - 1
}

async function parseJsonBody(
  { checker }: Contract,
  req: Request,
  op: AnyOperationId,
  schema: Schema,
) {
  const bytes = await readBody(req, op)
  const fail = (message: string) => badRequest(`unable to parse JSON body: ${message}`)
  let text: string
  try {
    // a byte-order mark stays in the text: serde_json refuses it as any other stray byte
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    const bad = firstInvalidUtf8(bytes)
    const prefix = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, bad))
    // serde_json reads in order: a syntax error before the bad byte is the one it reports
    const before = syntaxError(prefix)
    if (before && !before.message.startsWith('EOF ')) {
      throw fail(`${before.message} ${at(prefix, before.offset, before.firstByte)}`)
    }
    throw fail(`invalid unicode code point ${at(prefix + ' ', prefix.length)}`)
  }
  let value: unknown
  let parsed = true
  try {
    value = JSON.parse(text)
  } catch {
    parsed = false
  }
  if (!parsed || tooDeep(value)) {
    const problem = syntaxError(text) ?? { message: 'expected value', offset: 0 }
    throw fail(`${problem.message} ${at(text, problem.offset, problem.firstByte)}`)
  }
  try {
    const marked = markFractions(text, value)
    return checker.checkBody(schema, marked, repeatedKeys(text, marked))
  } catch (err) {
    if (!(err instanceof CheckError)) throw err
    const where = at(text, errorOffset(text, err))
    const prefix = err.path.length > 0 ? `${pathText(err.path)}: ` : ''
    throw fail(`${prefix}${err.message} ${where}`)
  }
}

const FORM = 'application/x-www-form-urlencoded'

/**
 * A form body as Dropshot reads one (serde_urlencoded): `+` and percent escapes
 * decoded, bytes that are not UTF-8 replaced, unknown fields ignored, a repeated one
 * refused, and the fields checked against the contract like a JSON body's.
 */
async function parseFormBody(
  { checker }: Contract,
  req: Request,
  op: AnyOperationId,
  schema: Schema,
) {
  // a byte-order mark stays, as the first key's first character (form_urlencoded keeps it)
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readBody(req, op))
  const fail = (message: string) => badRequest(`unable to parse URL-encoded body: ${message}`)
  const value: Record<string, unknown> = {}
  for (const [key, field] of new URLSearchParams(text)) {
    if (Object.hasOwn(value, key)) throw fail(`duplicate field \`${key}\``)
    value[key] = field
  }
  try {
    // a number or a flag is read from its text, as serde_urlencoded reads it (a versioned
    // device authorization request's `ttl_seconds`)
    const properties = checker.resolve(schema).properties ?? {}
    for (const [key, field] of Object.entries(value)) {
      const property = properties[key]
      const type = property && checker.resolve(property).type
      if (type === 'integer' || type === 'boolean') {
        value[key] = fromText(checker, property, field as string, key)
      }
    }
    return checker.checkBody(schema, value, new WeakMap())
  } catch (err) {
    if (!(err instanceof CheckError)) throw err
    throw fail(err.path.length > 0 ? `${pathText(err.path)}: ${err.message}` : err.message)
  }
}

/** The media type of a request (Dropshot: JSON when the header is absent). */
function mediaType(req: Request) {
  const header = req.headers.get('content-type')
  if (header === null) return 'application/json'
  const semi = header.indexOf(';')
  return (semi < 0 ? header : header.slice(0, semi)).trim().toLowerCase()
}

/**
 * Everything the handler of `op` is given, or the thrown `Response` that refuses it.
 * The request is checked against `contract`'s operation `contractOp` (v14's own by
 * default; a served version's, whose name for it may differ).
 */
export async function parseRequest(
  op: AnyOperationId,
  req: Request,
  params: Record<string, string | readonly string[] | undefined>,
  cookies: Record<string, string>,
  contract: Contract = v14Contract,
  contractOp: OperationContract = contract.operations[op],
): Promise<Parsed> {
  const path = parsePath(contract, contractOp, params)
  const query = parseQuery(contract, contractOp, op, req.url)
  let body: unknown = undefined
  let request = req
  if (contractOp.body) {
    const expected = contractOp.body.contentType
    const actual = mediaType(req)
    // a raw body (Dropshot's UntypedBody) is taken whatever its content type
    if (actual !== expected && expected !== 'application/octet-stream') {
      void req.body?.cancel().catch(() => {})
      throw errorResponse(400, undefined, `expected content type "${expected}", got "${actual}"`)
    }
    if (expected === 'application/json') {
      body = await parseJsonBody(contract, req, op, contractOp.body.schema)
    } else if (expected === FORM) {
      body = await parseFormBody(contract, req, op, contractOp.body.schema)
    } else {
      // binary bodies are the handler's to read: hand it the bounded bytes
      const bytes = await readBody(req, op)
      request = new Request(req.url, {
        method: req.method,
        headers: req.headers,
        body: bytes as Uint8Array<ArrayBuffer>,
      })
    }
  }
  return { path, query, body, req: request, cookies }
}
