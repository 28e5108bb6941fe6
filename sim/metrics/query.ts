import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { simError } from '../errors'
import type { Store } from '../store/types'
import { isUuid } from '../util'
import { timeseriesKey, unit } from './noise'
import { OxqlError, parseOxql, type Comparison } from './oxql'
import {
  fieldOf,
  metrics,
  pointValue,
  seriesOf,
  targets,
  type Fields,
  type MetricDef,
  type Target,
} from './schemas'
import { targetsOf, type Scope } from './targets'

export type { Scope } from './targets'

/**
 * Most points one timeseries of an answer may have. Nexus has no such cap
 * (it limits rows read from ClickHouse instead); the simulator refuses
 * rather than build huge answers. A console asks for about 60.
 */
export const MAX_POINTS = 1000

// OxQL's own limit (oxql align.rs MAX_UPSAMPLING_RATIO): a window may not be
// shorter than 1/100 of the gap between two samples
const MAX_UPSAMPLING_RATIO = 100

type QueryResult = Json<Api.OxqlQueryResult>
type Timeseries = Json<Api.Timeseries>

type Bound = { ms: number; inclusive: boolean }

type Series = { fields: Fields; timestamps: number[]; values: Array<number | null> }

type FieldValueOf = Json<Api.FieldValue>['value']

const integerTypes: ReadonlySet<Api.FieldType> = new Set([
  'i8',
  'u8',
  'i16',
  'u16',
  'i32',
  'u32',
  'i64',
  'u64',
])

const noSuchField = (m: MetricDef, field: string) =>
  new OxqlError(`Timeseries '${m.name}' does not contain a field with name '${field}'`)

const literalText = (c: Comparison) =>
  c.literal.kind === 'string'
    ? JSON.stringify(c.literal.value)
    : c.literal.kind === 'timestamp'
      ? c.literal.text
      : String(c.literal.value)

/** A test for one comparison on a (non-time) field of the timeseries */
function fieldTest(m: MetricDef, c: Comparison): (fields: Fields) => boolean {
  const def = fieldOf(m, c.field)
  if (!def) throw noSuchField(m, c.field)
  const { type } = def
  const badOp = () =>
    new OxqlError(
      `The field comparison operation '${c.op}' is not valid for field '${c.field}' with type ${type}`,
      c.column,
    )
  const badLiteral = () =>
    new OxqlError(
      `field '${c.field}' has type ${type} and cannot be compared with ${literalText(c)}`,
      c.column,
    )
  const equality = c.op === '==' || c.op === '!='
  const test = (holds: (v: FieldValueOf) => boolean) => (fields: Fields) => {
    const v = fields[c.field]?.value
    return v !== undefined && holds(v)
  }
  const { literal } = c

  if (integerTypes.has(type)) {
    if (literal.kind !== 'integer') throw badLiteral()
    const n = literal.value
    const compare: Record<Comparison['op'], (v: number) => boolean> = {
      '==': (v) => v === n,
      '!=': (v) => v !== n,
      '<': (v) => v < n,
      '<=': (v) => v <= n,
      '>': (v) => v > n,
      '>=': (v) => v >= n,
    }
    return test((v) => typeof v === 'number' && compare[c.op](v))
  }
  if (!equality) throw badOp()
  const negate = c.op === '!='
  switch (type) {
    case 'uuid': {
      if (literal.kind !== 'string') throw badLiteral()
      if (!isUuid(literal.value)) {
        throw new OxqlError(
          `'${literal.value}' is not a valid uuid for field '${c.field}'`,
          c.column,
        )
      }
      const want = literal.value.toLowerCase()
      return test((v) => (v === want) !== negate)
    }
    case 'bool': {
      if (literal.kind !== 'boolean') throw badLiteral()
      const want = literal.value
      return test((v) => (v === want) !== negate)
    }
    default: {
      // string, ip_addr
      if (literal.kind !== 'string') throw badLiteral()
      const want = literal.value
      return test((v) => (v === want) !== negate)
    }
  }
}

/** Narrows the query's time range with one comparison on `timestamp` */
function applyTimeBound(c: Comparison, range: { start: Bound | null; end: Bound | null }) {
  if (c.literal.kind !== 'timestamp') {
    throw new OxqlError(
      `timestamp must be compared with a timestamp such as @2025-01-01T00:00:00.000, not ${literalText(c)}`,
      c.column,
    )
  }
  const ms = c.literal.value
  switch (c.op) {
    case '>':
    case '>=': {
      const inclusive = c.op === '>='
      const s = range.start
      if (!s || ms > s.ms || (ms === s.ms && !inclusive)) range.start = { ms, inclusive }
      return
    }
    case '<':
    case '<=': {
      const inclusive = c.op === '<='
      const e = range.end
      if (!e || ms < e.ms || (ms === e.ms && !inclusive)) range.end = { ms, inclusive }
      return
    }
    default:
      throw new OxqlError(
        `timestamp can be compared only with <, <=, > or >= (a time range), not ${c.op}`,
        c.column,
      )
  }
}

/**
 * The aligned points of one timeseries, like OxQL's `mean_within`: output
 * times step back from the end of the query range by the window length, down
 * to the first sample; each point is the mean of the samples in (t - w, t],
 * or null when that window holds none (e.g. after the instance stopped).
 * Null when the series has no sample in the range at all (it is then left
 * out of the answer, as ClickHouse would return no rows for it).
 */
function alignedPoints(
  m: MetricDef,
  target: Target,
  metricFields: Fields,
  start: Bound,
  end: Bound,
  alignMs: number,
): Omit<Series, 'fields'> | null {
  const sampleMs = targets[m.target].sampleMs
  // each producer samples on its own grid: phase + k * sampleMs
  const phase = Math.floor(unit(target.seed, 'sample-phase') * sampleMs)
  const onOrAfter = (x: number) => x + ((((phase - x) % sampleMs) + sampleMs) % sampleMs)
  const onOrBefore = (x: number) => x - ((((x - phase) % sampleMs) + sampleMs) % sampleMs)

  let first = onOrAfter(Math.max(start.ms, target.activeFrom))
  if (!start.inclusive && first === start.ms) first += sampleMs
  let last = onOrBefore(Math.min(end.ms, target.activeTo))
  if (!end.inclusive && last === end.ms) last -= sampleMs
  if (last < first) return null

  // samples x with a < x <= b
  const samplesIn = (a: number, b: number) =>
    b <= a ? 0 : Math.floor((b - phase) / sampleMs) - Math.floor((a - phase) / sampleMs)

  const timestamps: number[] = []
  const values: Array<number | null> = []
  for (let t = end.ms; t >= first; t -= alignMs) {
    const hasData = samplesIn(Math.max(t - alignMs, first - 1), Math.min(t, last)) > 0
    timestamps.push(t)
    values.push(hasData ? pointValue(m, target, metricFields, t, alignMs) : null)
  }
  timestamps.reverse()
  values.reverse()
  return { timestamps, values }
}

/** `group_by [fields], sum|mean`: one series per distinct value of the fields */
function groupSeries(series: Series[], fields: string[], reducer: 'sum' | 'mean'): Series[] {
  const groups = new Map<string, { fields: Fields; members: Series[] }>()
  for (const s of series) {
    const projected: Fields = {}
    for (const f of fields) projected[f] = s.fields[f]
    const key = JSON.stringify(fields.map((f) => s.fields[f]))
    let group = groups.get(key)
    if (!group) {
      group = { fields: projected, members: [] }
      groups.set(key, group)
    }
    group.members.push(s)
  }
  return [...groups.values()].map(({ fields: groupFields, members }) => {
    const timestamps = [...new Set(members.flatMap((s) => s.timestamps))].sort((a, b) => a - b)
    const lookups = members.map((s) => new Map(s.timestamps.map((t, i) => [t, s.values[i]])))
    const values = timestamps.map((t) => {
      const present = lookups.map((l) => l.get(t)).filter((v): v is number => typeof v === 'number')
      if (present.length === 0) return null
      const sum = present.reduce((a, b) => a + b, 0)
      return reducer === 'sum' ? sum : sum / present.length
    })
    return { fields: groupFields, timestamps, values }
  })
}

function toTimeseries(s: Series): Timeseries {
  return {
    fields: s.fields,
    points: {
      // `start_times` is null for gauges in Nexus's answer; it is left out
      // here because the generated zod schema takes it as optional but not
      // nullable (both are within the contract: the field is not required)
      timestamps: s.timestamps.map((t) => new Date(t).toISOString()),
      values: [{ metric_type: 'gauge', values: { type: 'double', values: s.values } }],
    },
  }
}

function evaluate(store: Store, text: string, scope: Scope, now: number): QueryResult {
  const q = parseOxql(text, now)
  const m = metrics.get(q.timeseries)
  if (!m) throw new OxqlError(`Timeseries not found for: ${q.timeseries}`)

  const range: { start: Bound | null; end: Bound | null } = { start: null, end: null }
  const tests: Array<(fields: Fields) => boolean> = []
  for (const c of q.filters) {
    if (c.field === 'timestamp') applyTimeBound(c, range)
    else if (c.field === 'datum') {
      throw new OxqlError('filtering on datum is not supported by the simulator', c.column)
    } else tests.push(fieldTest(m, c))
  }
  for (const f of q.groupBy?.fields ?? []) {
    if (!fieldOf(m, f)) throw noSuchField(m, f)
  }
  if (m.model.kind === 'histogram') {
    throw new OxqlError('Alignment by mean requires numeric data type, not integer_distribution')
  }
  if (targets[m.target].sampleMs > MAX_UPSAMPLING_RATIO * q.alignMs) {
    throw new OxqlError(
      `A table alignment operation may not upsample data by more than a factor of ${MAX_UPSAMPLING_RATIO}`,
    )
  }
  const { start } = range
  if (!start) {
    throw new OxqlError(
      'the simulator needs a start time: add timestamp >= @<time> to the filter, e.g. timestamp >= @now() - 1h',
    )
  }
  // with no end, the range ends now, as in OxQL
  const end = range.end ?? { ms: now, inclusive: true }
  const table = { name: m.name, timeseries: {} as Record<string, Timeseries> }
  if (end.ms <= start.ms) return { tables: [table] }

  const points = Math.ceil((end.ms - start.ms) / q.alignMs)
  if (points > MAX_POINTS) {
    throw new OxqlError(
      `the query would answer ${points} points per timeseries; the simulator allows at most ${MAX_POINTS}: use a longer mean_within window or a shorter time range`,
    )
  }

  let series: Series[] = []
  for (const target of targetsOf(store, m.target, scope, now)) {
    for (const metricFields of seriesOf(m, target)) {
      const fields = { ...target.fields, ...metricFields }
      if (!tests.every((test) => test(fields))) continue
      const aligned = alignedPoints(m, target, metricFields, start, end, q.alignMs)
      if (aligned) series.push({ fields, ...aligned })
    }
  }
  if (q.groupBy) series = groupSeries(series, q.groupBy.fields, q.groupBy.reducer)

  for (const s of series) table.timeseries[timeseriesKey(m.name, s.fields)] = toTimeseries(s)
  return { tables: [table] }
}

/**
 * Runs one OxQL query (see `./oxql.ts` for the subset understood) over the
 * resources `scope` may see, answering an `OxqlQueryResult` with one table.
 * The numbers depend only on the query and the resources' ids and times, so
 * a query over a past range always gets the same answer. Throws a 400
 * InvalidRequest (Nexus's status for OxQL errors) for anything else.
 */
export function runOxqlQuery(
  store: Store,
  text: string,
  scope: Scope,
  now = Date.now(),
): QueryResult {
  try {
    return evaluate(store, text, scope, now)
  } catch (e) {
    if (e instanceof OxqlError) throw simError.invalid(e.message)
    throw e
  }
}
