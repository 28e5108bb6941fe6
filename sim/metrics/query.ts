import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { simError } from '../answers/errors'
import type { Store } from '../store/types'
import { timeseriesKey, unit } from './noise'
import type { Filter, Query, TableOp } from './oxql/ast'
import { OxqlError, parseQuery } from './oxql/grammar'
import {
  alignMeanWithin,
  alignSchema,
  MAX_ALIGNED_POINTS,
  applyFilter,
  checkFilter,
  groupBy,
  groupBySchema,
  join,
  joinSchemas,
  limit,
  type Distribution,
  type Schema,
  type Series,
  type Table,
} from './oxql/tables'
import { countOnGrid, intersect, timeSet, type TimeSet } from './oxql/time-set'
import {
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

// Runs an OxQL query the way Oximeter does: parse, add the caller's
// authorization filters after every `get`, plan on schemas alone (refusing
// what Oximeter's planner refuses, in its words), then fetch the raw samples
// and apply the table operations in order.
//
// Raw samples are made on demand from the model in ./schemas: a cumulative
// counter becomes its increments between samples (the first one counts from
// when the counter started), as Oximeter's delta step does. Like Oximeter, a
// query may read at most a million samples.

/** Oximeter's cap on the rows one query reads (MAX_DATABASE_ROWS) */
export const MAX_ROWS = 1_000_000

// samples made between two yields to the event loop, so that one large query
// does not hold up other requests
const YIELD_EVERY = 20_000

type QueryResult = Json<Api.OxqlQueryResult>

type Context = {
  store: Store
  scope: Scope
  now: number
  /** the end of every alignment: the latest `timestamp <`/`<=`/`==` bound, else now */
  queryEnd: number
  rowsFetched: number
  /** what alignments may still produce, shared by the whole query */
  alignBudget: { points: number }
}

// --- the query as written ---------------------------------------------------------

function allNames(q: Query, out = new Set<string>()): Set<string> {
  for (const op of q) {
    if (op.op === 'get') out.add(op.name)
    if (op.op === 'subqueries') op.queries.forEach((sub) => allNames(sub, out))
  }
  return out
}

function lastTimestamp(f: Filter): number | null {
  const e = f.expr
  if (e.kind === 'compound') {
    const ends = [lastTimestamp(e.left), lastTimestamp(e.right)].filter((t) => t !== null)
    return ends.length > 0 ? Math.max(...ends) : null
  }
  const { ident, cmp, value } = e.simple
  const bounding = cmp === '<' || cmp === '<=' || cmp === '=='
  return ident === 'timestamp' && bounding && value.kind === 'timestamp' ? value.ms : null
}

function queryEndTime(q: Query): number | null {
  const ends: number[] = []
  for (const op of q) {
    if (op.op === 'filter') {
      const t = lastTimestamp(op.filter)
      if (t !== null) ends.push(t)
    }
    if (op.op === 'subqueries') {
      for (const sub of op.queries) {
        const t = queryEndTime(sub)
        if (t !== null) ends.push(t)
      }
    }
  }
  return ends.length > 0 ? Math.max(...ends) : null
}

/** After every `get`, the filters that keep a caller to its silo and project */
function withAuthzFilters(q: Query, ids: { silo: string; project: string } | null): Query {
  return q.flatMap((op): TableOp[] => {
    if (op.op === 'subqueries') {
      return [{ ...op, queries: op.queries.map((sub) => withAuthzFilters(sub, ids)) }]
    }
    if (op.op !== 'get' || !ids) return [op]
    const eq = (ident: string, id: string): Filter => ({
      negated: false,
      expr: { kind: 'simple', simple: { ident, cmp: '==', value: { kind: 'uuid', value: id } } },
    })
    return [
      op,
      { op: 'filter', filter: eq('silo_id', ids.silo) },
      { op: 'filter', filter: eq('project_id', ids.project) },
    ]
  })
}

// --- planning -------------------------------------------------------------------

function schemaOf(m: MetricDef): Schema {
  const fields = Object.fromEntries(
    Object.entries({ ...targets[m.target].fields, ...m.fields }).map(([k, f]) => [k, f.type]),
  )
  const histogram = m.model.kind === 'histogram'
  // a cumulative counter is planned with Oximeter's delta step after its `get`
  const metricType = m.datumType.startsWith('cumulative') || histogram ? 'delta' : 'gauge'
  return {
    name: m.name,
    fields,
    metricTypes: [metricType],
    dataTypes: [histogram ? 'integer_distribution' : 'integer'],
    alignedMs: null,
  }
}

/** The schemas a query produces, or the planner's refusal */
function plan(q: Query, fleet: boolean): Schema[] {
  let schemas: Schema[] = []
  q.forEach((op, i) => {
    switch (op.op) {
      case 'get': {
        const next = q[i + 1]
        if (fleet && next?.op !== 'filter' && next?.op !== 'limit') {
          throw new OxqlError(
            'This query requires at least one full table scan. Please rewrite the query to filter either the fields or timestamps, in order to reduce the amount of data fetched from the database.',
          )
        }
        schemas = [schemaOf(metrics.get(op.name)!)]
        break
      }
      case 'subqueries':
        schemas = op.queries.flatMap((sub) => plan(sub, fleet))
        break
      case 'filter':
        schemas.forEach((s) => checkFilter(op.filter, s))
        break
      case 'align':
        schemas = schemas.map((s) => alignSchema(s, op.method, nsToMs(op.periodNs)))
        break
      case 'group_by':
        schemas = schemas.map((s) => groupBySchema(s, op.fields, op.reducer))
        break
      case 'join':
        schemas = [joinSchemas(schemas)]
        break
      case 'limit':
        break
    }
  })
  return schemas
}

const nsToMs = (ns: bigint) => Number(ns) / 1e6

// --- fetching ---------------------------------------------------------------------

const emptyDistribution = (): Distribution => ({
  bins: [],
  counts: [],
  min: null,
  max: null,
  sum_of_samples: 0,
  squared_mean: 0,
  p50: null,
  p90: null,
  p99: null,
})

// setImmediate in Node; the browser (mock mode) has only timers
const nextTick = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
  )

/**
 * `get`: the samples of every series of the timeseries the caller may see,
 * at the times the filters right after it let through (they are pushed into
 * the fetch, as Oximeter pushes them into its database query).
 */
async function fetchTable(
  m: MetricDef,
  pushed: Filter[],
  ctx: Context,
): Promise<{ table: Table; exact: boolean }> {
  const sampleMs = targets[m.target].sampleMs
  type Planned = { series: Series; times: TimeSet; phase: number; target: Target; fields: Fields }
  const planned: Planned[] = []
  // whether the fetch let through exactly what the pushed filters do
  let exact = true
  for (const target of targetsOf(ctx.store, m.target, ctx.scope, ctx.now)) {
    // each producer samples on its own grid, phase + k * sampleMs, from just
    // after it started until it stopped (or now)
    const phase = Math.floor(unit(target.seed, 'sample-phase') * sampleMs)
    const active: TimeSet = [[target.activeFrom + 1, Math.min(target.activeTo, ctx.now)]]
    for (const metricFields of seriesOf(m, target)) {
      const fields = { ...target.fields, ...metricFields }
      let times = active
      for (const f of pushed) {
        const pass = timeSet(f, fields)
        times = intersect(times, pass.set)
        exact &&= pass.exact
      }
      const count = countOnGrid(times, phase, sampleMs)
      if (count === 0) continue
      ctx.rowsFetched += count
      if (ctx.rowsFetched > MAX_ROWS) {
        throw new OxqlError(
          `Query requires fetching more than the current limit of ${MAX_ROWS} data points from the timeseries database`,
        )
      }
      const series = { fields, timestamps: [], startTimes: [], values: [[]] }
      planned.push({ series, times, phase, target, fields: metricFields })
    }
  }

  let made = 0
  for (const { series, times, phase, target, fields } of planned) {
    const { timestamps, values } = series
    const startTimes = series.startTimes!
    // each increment runs from the sample fetched before it; the first from
    // when the counter started
    let previous = target.activeFrom
    for (const [from, to] of times) {
      for (
        let t = Math.ceil((from - phase) / sampleMs) * sampleMs + phase;
        t <= to;
        t += sampleMs
      ) {
        timestamps.push(t)
        startTimes.push(previous)
        if (m.model.kind === 'histogram') values[0].push(emptyDistribution())
        else {
          const span = t - previous
          const perSample = pointValue(m, target, fields, t, span)
          values[0].push(Math.max(0, Math.round((perSample * span) / sampleMs)))
        }
        previous = t
        if (++made % YIELD_EVERY === 0) await nextTick()
      }
    }
  }
  return { table: { schema: schemaOf(m), series: planned.map((p) => p.series) }, exact }
}

// --- running ------------------------------------------------------------------------

async function run(q: Query, ctx: Context): Promise<Table[]> {
  let tables: Table[] = []
  // filters the fetch already applied exactly
  let skip = 0
  for (const [i, op] of q.entries()) {
    if (skip > 0) {
      skip--
      continue
    }
    switch (op.op) {
      case 'get': {
        const pushed: Filter[] = []
        for (let j = i + 1; q[j]?.op === 'filter'; j++) {
          pushed.push((q[j] as { filter: Filter }).filter)
        }
        const fetched = await fetchTable(metrics.get(op.name)!, pushed, ctx)
        tables = [fetched.table]
        if (fetched.exact) skip = pushed.length
        break
      }
      case 'subqueries': {
        tables = []
        for (const sub of op.queries) tables.push(...(await run(sub, ctx)))
        break
      }
      case 'filter':
        tables = tables.map((t) => applyFilter(t, op.filter))
        break
      case 'align':
        tables = tables.map((t) =>
          alignMeanWithin(t, ctx.queryEnd, nsToMs(op.periodNs), ctx.alignBudget),
        )
        break
      case 'group_by':
        tables = tables.map((t) => groupBy(t, op.fields, op.reducer))
        break
      case 'limit':
        tables = tables.map((t) => limit(t, op.kind, op.count))
        break
      case 'join':
        tables = [join(tables)]
        break
    }
  }
  return tables
}

const iso = (ms: number) => new Date(Math.floor(ms)).toISOString()

function toResult(tables: Table[]): QueryResult {
  return {
    tables: tables.map(({ schema, series }) => ({
      name: schema.name,
      timeseries: Object.fromEntries(
        series.map((s) => [
          timeseriesKey(schema.name, s.fields),
          {
            fields: s.fields,
            points: {
              timestamps: s.timestamps.map(iso),
              start_times: s.startTimes && s.startTimes.map(iso),
              values: s.values.map((values, d) => ({
                metric_type: schema.metricTypes[d],
                values: { type: schema.dataTypes[d], values },
              })) as Json<Api.Values>[],
            },
          },
        ]),
      ),
    })),
  }
}

async function evaluate(store: Store, text: string, scope: Scope, now: number) {
  const parsed = parseQuery(text, now)
  const missing = [...allNames(parsed)].sort().find((name) => !metrics.has(name))
  if (missing) throw new OxqlError(`Timeseries not found for: ${missing}`)
  const project = 'projectId' in scope ? store.get('projects', scope.projectId) : undefined
  const query = withAuthzFilters(
    parsed,
    project ? { silo: project.silo_id, project: project.id } : null,
  )
  plan(query, 'fleet' in scope)
  const ctx: Context = {
    store,
    scope,
    now,
    queryEnd: queryEndTime(parsed) ?? now,
    rowsFetched: 0,
    alignBudget: { points: MAX_ALIGNED_POINTS },
  }
  return toResult(await run(query, ctx))
}

/**
 * Runs one OxQL query over the resources `scope` may see. The numbers depend
 * only on the query and the resources' ids and times, so a query over a past
 * range always gets the same answer. What Oximeter refuses is a 400
 * InvalidRequest with its message, as Nexus answers.
 */
export async function runOxqlQuery(
  store: Store,
  text: string,
  scope: Scope,
  now = Date.now(),
): Promise<QueryResult> {
  try {
    return await evaluate(store, text, scope, now)
  } catch (e) {
    if (e instanceof OxqlError) throw simError.invalid(e.message)
    throw e
  }
}
