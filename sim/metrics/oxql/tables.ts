// OxQL's tables and the table operations on them (filter, align, group_by,
// first/last, join), computed as Oximeter computes them once the samples are
// out of the database. Planning (which operation may follow which, with
// Oximeter's messages) works on schemas alone, before anything is fetched.

import { RE2JS } from 're2js'

import type { FieldType } from '../../../app/api/__generated__/Api'
import type { Fields } from '../schemas'
import type { Comparison, Filter, Literal, Reducer, SimpleFilter } from './ast'
import { OxqlError } from './grammar'
import { exprDisplay, literalTypeName, rustDuration } from './literals'

export type DataType =
  'integer' | 'double' | 'boolean' | 'string' | 'integer_distribution' | 'double_distribution'
export type MetricType = 'gauge' | 'delta' | 'cumulative'

export type Schema = {
  name: string
  fields: Record<string, FieldType>
  metricTypes: MetricType[]
  dataTypes: DataType[]
  /** the alignment period in ms, once aligned */
  alignedMs: number | null
}

/** A histogram as the contract carries it (no bins are simulated) */
export type Distribution = {
  bins: number[]
  counts: number[]
  min: null
  max: null
  sum_of_samples: number
  squared_mean: number
  p50: null
  p90: null
  p99: null
}

export type Value = number | Distribution | null

export type Series = {
  fields: Fields
  timestamps: number[]
  /** per point; null for gauges */
  startTimes: number[] | null
  /** one array of values per dimension */
  values: Value[][]
}

export type Table = { schema: Schema; series: Series[] }

/** Oximeter's name for a data type in messages (`IntegerDistribution`) */
export const dataTypeName = (t: DataType) =>
  t.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())

/** Oximeter's name for a field type in messages (`U32`, `IpAddr`) */
export const fieldTypeName = (t: FieldType) =>
  t.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())

const integerFields: ReadonlySet<FieldType> = new Set([
  'i8',
  'u8',
  'i16',
  'u16',
  'i32',
  'u32',
  'i64',
  'u64',
])

const DISTRIBUTION_IDENTS = [
  'bins',
  'counts',
  'min',
  'max',
  'sum_of_samples',
  'squared_mean',
  ...['50', '90', '99'].flatMap((p) => [
    `p${p}_marker_heights`,
    `p${p}_marker_positions`,
    `p${p}_desired_marker_positions`,
  ]),
]

const isNumeric = (t: DataType) => t === 'integer' || t === 'double'
const isDistribution = (t: DataType) => t.endsWith('distribution')

/** Identifiers a filter may use besides the fields: timestamp, datum, start_time, … */
function implicitIdents(schema: Schema): Set<string> {
  const out = new Set(['timestamp'])
  schema.metricTypes.forEach((mt, i) => {
    const dt = schema.dataTypes[i]
    if (isDistribution(dt)) DISTRIBUTION_IDENTS.forEach((d) => out.add(d))
    else out.add('datum')
    if (mt !== 'gauge') out.add('start_time')
  })
  return out
}

function literalFitsField(l: Literal, t: FieldType): boolean {
  switch (l.kind) {
    case 'integer':
      return integerFields.has(t)
    case 'string':
      return t === 'string'
    case 'boolean':
      return t === 'bool'
    case 'uuid':
      return t === 'uuid'
    case 'ip':
      return t === 'ip_addr'
    default:
      return false
  }
}

function literalFitsDatum(l: Literal, t: DataType): boolean {
  if (t === 'integer' || t === 'double') {
    return (
      (l.kind === 'integer' && t === 'integer') ||
      (l.kind === 'double' && t === 'double') ||
      l.kind === 'duration' ||
      l.kind === 'timestamp'
    )
  }
  return (l.kind === 'string' && t === 'string') || (l.kind === 'boolean' && t === 'boolean')
}

function simpleFilters(f: Filter): SimpleFilter[] {
  return f.expr.kind === 'simple'
    ? [f.expr.simple]
    : [...simpleFilters(f.expr.left), ...simpleFilters(f.expr.right)]
}

/** Refuses a filter that names what the table lacks or compares with the wrong type */
export function checkFilter(filter: Filter, schema: Schema) {
  const implicit = implicitIdents(schema)
  const invalid: string[] = []
  const others: string[] = []
  const incompatible = (ident: string, l: Literal, expected: string) =>
    `Filter expression for identifier "${ident}" has type "${literalTypeName[l.kind]}" which is not compatible with the expected type "${expected}"`
  for (const { ident, value } of simpleFilters(filter)) {
    const type = schema.fields[ident]
    if (type) {
      if (!literalFitsField(value, type)) {
        others.push(incompatible(ident, value, fieldTypeName(type)))
      }
    } else if (implicit.has(ident)) {
      if (ident === 'timestamp' || ident === 'start_time') {
        if (value.kind !== 'timestamp') others.push(incompatible(ident, value, 'timestamp'))
      } else if (ident === 'datum') {
        if (schema.dataTypes.length !== 1) {
          others.push(
            `The special identifier "datum" may only be used for 1-dimensional tables, but table "${schema.name}" has ${schema.dataTypes.length} dimensions`,
          )
        } else if (!literalFitsDatum(value, schema.dataTypes[0])) {
          others.push(incompatible(ident, value, dataTypeName(schema.dataTypes[0])))
        }
      } else {
        others.push(`Filtering on the special identifier "${ident}" is not yet supported`)
      }
    } else {
      invalid.push(ident)
    }
  }
  const lines = []
  if (invalid.length > 0) {
    const valid = [...new Set([...Object.keys(schema.fields), ...implicit])].sort()
    lines.push(
      `The filter expression refers to identifiers that are not valid for its input table "${schema.name}". Invalid identifiers: [${invalid.map((i) => `"${i}"`).join(', ')}], valid identifiers: [${valid.map((i) => `"${i}"`).join(', ')}]`,
    )
  }
  lines.push(...others)
  if (lines.length > 0) {
    throw new OxqlError(
      `The filter expression "${exprDisplay(filter)}" is not valid, the following errors were encountered\n${lines.map((l) => `  > ${l}`).join('\n')}`,
    )
  }
}

// --- evaluation ----------------------------------------------------------------

type Ordering = -1 | 0 | 1
const order = <T>(a: T, b: T): Ordering => (a < b ? -1 : a > b ? 1 : 0)

function holds(cmp: Comparison, o: Ordering): boolean {
  switch (cmp) {
    case '==':
      return o === 0
    case '!=':
      return o !== 0
    case '>':
      return o > 0
    case '>=':
      return o >= 0
    case '<':
      return o < 0
    case '<=':
      return o <= 0
    case '~=':
      return false
  }
}

const regexCache = new Map<string, RE2JS>()

/** `~=`: an unanchored match with a linear-time engine, as Rust's regex crate */
function likeMatch(pattern: string, s: string): boolean {
  let re = regexCache.get(pattern)
  if (!re) {
    try {
      re = RE2JS.compile(pattern)
    } catch {
      throw new OxqlError('failed to create regex for string matching')
    }
    if (regexCache.size > 256) regexCache.clear()
    regexCache.set(pattern, re)
  }
  return re.matcher(s).find()
}

/** One field compared with a literal: true, false, or null when it says nothing */
export function fieldVerdict(s: SimpleFilter, fields: Fields): boolean | null {
  const f = fields[s.ident]
  if (!f) return null
  const v = f.value
  const l = s.value
  if (s.cmp === '~=') {
    return l.kind === 'string' && typeof v === 'string' ? likeMatch(l.value, v) : null
  }
  switch (l.kind) {
    case 'string':
      return holds(s.cmp, order(String(v), l.value))
    case 'integer':
      return holds(s.cmp, order(BigInt(v as number), l.value))
    // Oximeter compares these with the literal on the left
    case 'boolean':
      return holds(s.cmp, order(Number(l.value), Number(v)))
    case 'uuid':
      return holds(s.cmp, order(l.value, String(v).toLowerCase()))
    case 'ip':
      return holds(s.cmp, order(l.value, String(v)))
    default:
      return null
  }
}

type Point = { timestamp: number; startTime: number | null; datum: Value }

/** Identifiers a filter can only judge point by point, never from a series' fields */
export const POINT_IDENTS: ReadonlySet<string> = new Set(['timestamp', 'start_time', 'datum'])

function pointVerdict(s: SimpleFilter, p: Point): boolean | null {
  const l = s.value
  const asNumber = (x: Literal) =>
    x.kind === 'integer'
      ? Number(x.value)
      : x.kind === 'double'
        ? x.value
        : x.kind === 'duration'
          ? Number(x.ns)
          : x.kind === 'timestamp'
            ? x.ms
            : null
  if (s.ident === 'timestamp' || s.ident === 'start_time') {
    const t = s.ident === 'timestamp' ? p.timestamp : p.startTime
    if (t === null || l.kind !== 'timestamp') return null
    return holds(s.cmp, order(t, l.ms))
  }
  if (s.ident === 'datum') {
    const n = asNumber(l)
    if (typeof p.datum !== 'number' || n === null) return false
    return holds(s.cmp, order(p.datum, n))
  }
  return null
}

/**
 * A filter's verdict with three values: a comparison that says nothing
 * (null) leaves the other side of `&&`, `||` or `^` to decide.
 */
function verdict(f: Filter, fields: Fields, p: Point | null): boolean | null {
  let v: boolean | null
  const e = f.expr
  if (e.kind === 'simple') {
    const pointIdent = POINT_IDENTS.has(e.simple.ident)
    v = pointIdent ? (p ? pointVerdict(e.simple, p) : null) : fieldVerdict(e.simple, fields)
  } else {
    const a = verdict(e.left, fields, p)
    const b = verdict(e.right, fields, p)
    if (a === null) v = b
    else if (b === null) v = a
    else v = e.op === '&&' ? a && b : e.op === '||' ? a || b : a !== b
  }
  return v === null ? null : f.negated ? !v : v
}

function mentionsPoints(f: Filter): boolean {
  return simpleFilters(f).some((s) => POINT_IDENTS.has(s.ident))
}

/** `filter`: the series and points for which the expression holds */
export function applyFilter(table: Table, f: Filter): Table {
  const perPoint = mentionsPoints(f)
  const series: Series[] = []
  for (const s of table.series) {
    if (!perPoint) {
      if (verdict(f, s.fields, null) !== false) series.push(s)
      continue
    }
    const keep: number[] = []
    s.timestamps.forEach((timestamp, i) => {
      const point = {
        timestamp,
        startTime: s.startTimes ? s.startTimes[i] : null,
        datum: s.values.length === 1 ? s.values[0][i] : null,
      }
      if (verdict(f, s.fields, point) !== false) keep.push(i)
    })
    if (keep.length > 0) series.push(pick(s, keep))
  }
  return { schema: table.schema, series }
}

function pick(s: Series, indexes: number[]): Series {
  return {
    fields: s.fields,
    timestamps: indexes.map((i) => s.timestamps[i]),
    startTimes: s.startTimes && indexes.map((i) => s.startTimes![i]),
    values: s.values.map((dim) => indexes.map((i) => dim[i])),
  }
}

// --- align -----------------------------------------------------------------

const MAX_UPSAMPLING_RATIO = 100

/**
 * Most points the alignments of one query may produce, all series together. Oximeter
 * bounds the rows it reads, not what alignment makes of them: a window of a second over a
 * year from one sample is 31 million points, which would hold up every other request and
 * could not be answered. The simulator refuses such a query (docs/sim-differences.md).
 */
export const MAX_ALIGNED_POINTS = 1_000_000

/** The schema `align` produces, or Oximeter's refusal */
export function alignSchema(
  schema: Schema,
  method: 'interpolate' | 'mean_within',
  periodMs: number,
) {
  if (schema.metricTypes.includes('cumulative')) {
    throw new OxqlError(
      `Only gauge or delta metric types may be aligned, but table '${schema.name}' has cumulative metric type`,
    )
  }
  for (const t of schema.dataTypes) {
    if (!isNumeric(t)) {
      throw new OxqlError(`Tables with '${dataTypeName(t)}' data types cannot be aligned`)
    }
    if (method === 'interpolate') {
      throw new OxqlError('Alignment via interpolation is not yet implemented')
    }
  }
  return {
    ...schema,
    dataTypes: schema.dataTypes.map(() => 'double' as const),
    alignedMs: periodMs,
  }
}

/**
 * `align mean_within(period)`: points every `period` back from the query's
 * end, each the mean of what falls in the window before it. A delta that
 * straddles a window's edge counts for the part of it inside.
 */
export function alignMeanWithin(
  table: Table,
  queryEnd: number,
  periodMs: number,
  /** points the query may still produce (see MAX_ALIGNED_POINTS); this takes its share */
  budget: { points: number },
): Table {
  const series = table.series.map((s) => {
    if (s.values.length !== 1) {
      throw new OxqlError('Aligning multidimensional timeseries is not yet supported')
    }
    const ts = s.timestamps
    for (let i = 1; i < ts.length; i++) {
      if (ts[i] - ts[i - 1] > MAX_UPSAMPLING_RATIO * periodMs) {
        throw new OxqlError(
          `A table alignment operation may not upsample data by more than a factor of ${MAX_UPSAMPLING_RATIO}`,
        )
      }
    }
    // windows reach back from the query's end to the first sample, however far apart
    const windows = ts.length > 0 ? Math.floor((queryEnd - ts[0]) / periodMs) + 1 : 0
    budget.points -= Math.max(0, windows)
    if (budget.points < 0) {
      throw new OxqlError(
        `Query would produce more than the simulator's limit of ${MAX_ALIGNED_POINTS} aligned points`,
      )
    }
    const values = s.values[0] as Array<number | null>
    const outTimes: number[] = []
    const outValues: Array<number | null> = []
    for (let t = queryEnd; ts.length > 0 && t >= ts[0]; t -= periodMs) {
      outTimes.push(t)
      outValues.push(
        s.startTimes
          ? meanDeltaIn(s.startTimes, ts, values, t - periodMs, t)
          : meanGaugeIn(ts, values, t - periodMs, t),
      )
    }
    return {
      fields: s.fields,
      timestamps: outTimes.reverse(),
      startTimes: null,
      values: [outValues.reverse()],
    }
  })
  const schema = {
    ...table.schema,
    metricTypes: table.schema.metricTypes.map(() => 'gauge' as const),
  }
  return { schema: alignSchema(schema, 'mean_within', periodMs), series }
}

/** index of the first element > x in a sorted array */
function upperBound(a: number[], x: number): number {
  let lo = 0
  let hi = a.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (a[mid] <= x) lo = mid + 1
    else hi = mid
  }
  return lo
}

function meanGaugeIn(ts: number[], values: Array<number | null>, from: number, to: number) {
  const a = upperBound(ts, from)
  const b = upperBound(ts, to)
  let sum: number | null = null
  for (let i = a; i < b; i++) if (values[i] !== null) sum = (sum ?? 0) + values[i]!
  return sum === null ? null : sum / (b - a)
}

function overlap(start: number, end: number, from: number, to: number) {
  const inside = Math.min(end, to) - Math.max(start, from)
  return inside < 0 ? 0 : inside / (end - start)
}

function meanDeltaIn(
  starts: number[],
  ts: number[],
  values: Array<number | null>,
  from: number,
  to: number,
): number | null {
  const firstT = upperBound(ts, from)
  const lastT = upperBound(ts, to)
  const firstS = upperBound(starts, from)
  const lastS = upperBound(starts, to)
  const first = Math.min(firstT, firstS)
  const last = Math.max(lastT, lastS)
  if (first === last) {
    if (firstT >= ts.length || firstT >= starts.length) return null
    if (ts[firstT] < from || starts[firstT] > to) return null
    const v = values[firstT]
    if (v === null || firstS >= starts.length) return null
    return overlap(starts[firstS], ts[firstT], from, to) * v
  }
  const count = Math.max(lastT - firstT, 1)
  let sum: number | null = null
  for (let i = first; i < last; i++) {
    const v = values[i]
    if (v === null) continue
    sum = (sum ?? 0) + overlap(starts[i], ts[i], from, to) * v
  }
  return sum === null ? null : sum / count
}

// --- group_by ----------------------------------------------------------------

export function groupBySchema(schema: Schema, fields: string[], reducer: Reducer): Schema {
  const name = schema.name
  if (schema.alignedMs === null) {
    throw new OxqlError(
      `Input table to a \`group_by\` table operation must be aligned, but table '${name}' is not aligned`,
    )
  }
  if (schema.dataTypes.length !== 1) {
    throw new OxqlError(
      `\`group_by\` table operations require 1-dimensional tables, but table '${name}' has ${schema.dataTypes.length} dimensions`,
    )
  }
  if (schema.metricTypes[0] === 'cumulative') {
    throw new OxqlError(
      `\`group_by\` table operations require delta or gauge metric types, but table '${name}' is cumulative`,
    )
  }
  const dt = schema.dataTypes[0]
  if (!isNumeric(dt)) {
    throw new OxqlError(
      `\`group_by\` table operations require numeric data types, but table '${name}' has data type '${dataTypeName(dt)}'`,
    )
  }
  const out: Record<string, FieldType> = {}
  for (const f of fields) {
    const type = schema.fields[f]
    if (!type) {
      const valid = Object.keys(schema.fields).sort()
      throw new OxqlError(
        `Cannot group by field '${f}', which does not appear in the input tables. Valid fields are: [${valid.map((v) => `"${v}"`).join(', ')}]`,
      )
    }
    out[f] = type
  }
  const dataType: DataType = dt === 'integer' && reducer === 'sum' ? 'integer' : 'double'
  return { ...schema, fields: out, dataTypes: [dataType] }
}

/** `group_by [fields], reducer`: one series per distinct value of the fields */
export function groupBy(table: Table, fields: string[], reducer: Reducer): Table {
  const schema = groupBySchema(table.schema, fields, reducer)
  const groups = new Map<string, { fields: Fields; members: Series[] }>()
  for (const s of table.series) {
    const projected: Fields = {}
    for (const f of fields) projected[f] = s.fields[f]
    const key = JSON.stringify(fields.map((f) => s.fields[f]))
    const group = groups.get(key) ?? { fields: projected, members: [] }
    group.members.push(s)
    groups.set(key, group)
  }
  const series = [...groups.values()].map(({ fields: groupFields, members }) => {
    const byTime = new Map<number, { sum: number; n: number }>()
    for (const s of members) {
      s.timestamps.forEach((t, i) => {
        const v = s.values[0][i]
        const acc = byTime.get(t) ?? { sum: 0, n: 0 }
        if (typeof v === 'number') {
          acc.sum += v
          acc.n++
        }
        byTime.set(t, acc)
      })
    }
    const timestamps = [...byTime.keys()].sort((a, b) => a - b)
    const values = timestamps.map((t) => {
      const { sum, n } = byTime.get(t)!
      if (n === 0) return null
      return reducer === 'sum' ? sum : sum / n
    })
    return { fields: groupFields, timestamps, startTimes: null, values: [values] }
  })
  return { schema, series }
}

// --- first / last ---------------------------------------------------------------

export function limit(table: Table, kind: 'first' | 'last', count: number): Table {
  const series = table.series.map((s) => {
    const n = s.timestamps.length
    const from = kind === 'first' ? 0 : Math.max(0, n - count)
    const to = kind === 'first' ? Math.min(n, count) : n
    return pick(
      s,
      Array.from({ length: to - from }, (_, i) => from + i),
    )
  })
  return { schema: table.schema, series }
}

// --- join ------------------------------------------------------------------

export function joinSchemas(schemas: Schema[]): Schema {
  if (schemas.length < 2) throw new OxqlError('`join` table operations require at least 2 tables')
  const [first] = schemas
  const fieldList = (s: Schema) =>
    Object.entries(s.fields)
      .sort(([a], [b]) => order(a, b))
      .map(([k, t]) => `"${k}" (${fieldTypeName(t)})`)
      .join(', ')
  for (const s of schemas) {
    if (s.alignedMs === null) {
      throw new OxqlError(
        `All input tables to a \`join\` operation must be aligned, but table '${s.name}' is not aligned`,
      )
    }
    if (s.alignedMs !== first.alignedMs) {
      throw new OxqlError(
        `All input tables to a \`join\` operation must have the same alignment period, table '${s.name}' was expected to be aligned to ${periodDebug(first.alignedMs!)}, but found ${periodDebug(s.alignedMs)}`,
      )
    }
    if (s.dataTypes.length !== 1) {
      throw new OxqlError(
        `All input tables to \`join\` operation must be 1-dimensional, but table '${s.name}' has ${s.dataTypes.length} dimensions`,
      )
    }
    if (fieldList(s) !== fieldList(first)) {
      throw new OxqlError(
        `All input tables to \`join\` operation must have the same field names and types, but table '${s.name}' has fields [${fieldList(s)}] and table '${first.name}' has fields [${fieldList(first)}]`,
      )
    }
  }
  return {
    name: schemas.map((s) => s.name).join(','),
    fields: first.fields,
    metricTypes: schemas.flatMap((s) => s.metricTypes),
    dataTypes: schemas.flatMap((s) => s.dataTypes),
    alignedMs: first.alignedMs,
  }
}

const periodDebug = (ms: number) => rustDuration(BigInt(Math.round(ms * 1e6)))

const sameFields = (a: Fields, b: Fields) =>
  JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b))
const sortKeys = (f: Fields) =>
  Object.fromEntries(Object.entries(f).sort(([a], [b]) => order(a, b)))

/** `join`: each series of the first table with the same series of the others, on shared timestamps */
export function join(tables: Table[]): Table {
  const schema = joinSchemas(tables.map((t) => t.schema))
  const [first, ...rest] = tables
  if (first.series.length === 0) {
    throw new OxqlError('Input tables for a join operation must not be empty')
  }
  for (const s of [...first.series, ...rest.flatMap((t) => t.series)]) {
    if (s.startTimes !== null) {
      throw new OxqlError('Join operation requires timeseries with gauge or delta metric types')
    }
  }
  const out = [...first.series]
  rest.forEach((table, i) => {
    for (const next of table.series) {
      const at = out.findIndex((s) => sameFields(s.fields, next.fields))
      if (at < 0) {
        throw new OxqlError(
          `Join failed, input table ${i + 1} does not contain a timeseries with key ${JSON.stringify(sortKeys(next.fields))}`,
        )
      }
      out[at] = innerJoin(out[at], next)
    }
  })
  return { schema, series: out }
}

function innerJoin(a: Series, b: Series): Series {
  const bIndex = new Map(b.timestamps.map((t, i) => [t, i]))
  const keepA: number[] = []
  const keepB: number[] = []
  a.timestamps.forEach((t, i) => {
    const j = bIndex.get(t)
    if (j !== undefined) {
      keepA.push(i)
      keepB.push(j)
    }
  })
  return {
    fields: a.fields,
    timestamps: keepA.map((i) => a.timestamps[i]),
    startTimes: null,
    values: [
      ...a.values.map((dim) => keepA.map((i) => dim[i])),
      ...b.values.map((dim) => keepB.map((j) => dim[j])),
    ],
  }
}
