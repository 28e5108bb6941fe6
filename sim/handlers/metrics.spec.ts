import { describe, expect, it } from 'vitest'
import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { createSim } from '../index'
import { diskIds, instanceIds, seed } from '../seed'
import { memoryStore } from '../store/memory'
import {
  call,
  checkOxqlResult,
  expectError,
  schema,
  setup,
  type CallOptions,
  type Reply,
} from '../testing/test-utils'

type Sim = ReturnType<typeof setup>
type Result = Json<Api.OxqlQueryResult>
type Series = Json<Api.Timeseries>

const DB1 = instanceIds.db1
const T0 = '2025-02-01T00:00:00.000'
const T1 = '2025-02-01T01:00:00.000'
const range = `timestamp >= @${T0} && timestamp < @${T1}`
const db1Nic = seed().networkInterfaces.find((n) => n.instance_id === DB1)!

/** What the console's instance CPU chart sends (one hour, 60 points) */
const vcpuQuery = (filters = ` && state == "run"`, tail = '') =>
  `get virtual_machine:vcpu_usage | filter ${range} && instance_id == "${DB1}"${filters} | align mean_within(60s)${tail}`

async function query(
  sim: Sim,
  text: string,
  opts: { as?: CallOptions['as']; project?: string | null } = {},
): Promise<Reply> {
  const { as = 'admin', project = 'demo-project' } = opts
  const url =
    project === null ? '/v1/system/timeseries/query' : `/v1/timeseries/query?project=${project}`
  return call(sim, 'POST', url, { as, body: { query: text } })
}

/** Checks a 200 against the contract's zod schema, then hands back the wire JSON */
function ok(reply: Reply): Result {
  expect(reply.status, JSON.stringify(reply.json)).toBe(200)
  expect(() => checkOxqlResult(reply.json)).not.toThrow()
  return reply.json as Result
}

const seriesOf = (result: Result): Series[] => {
  expect(result.tables).toHaveLength(1)
  return Object.values(result.tables[0].timeseries)
}

function valuesOf(s: Series): Array<number | null> {
  expect(s.points.values).toHaveLength(1)
  const [{ metric_type, values }] = s.points.values
  expect(metric_type).toBe('gauge')
  if (values.type !== 'double') throw new Error(`expected doubles, got ${values.type}`)
  return values.values
}

const field = (s: Series, name: string) => s.fields[name]?.value
const times = (s: Series) => s.points.timestamps.map((t) => Date.parse(t))

describe('timeseriesQuery', () => {
  it('answers the console’s vCPU query: one series per vCPU, aligned on the window', async () => {
    const result = ok(await query(setup(), vcpuQuery(), { as: 'viewer' }))
    expect(result.tables[0].name).toBe('virtual_machine:vcpu_usage')
    const series = seriesOf(result)
    expect(series.map((s) => field(s, 'vcpu_id')).sort()).toEqual([0, 1]) // db1 has 2 vCPUs
    for (const s of series) {
      expect(s.fields).toMatchObject({
        instance_id: { type: 'uuid', value: DB1 },
        project_id: {
          type: 'uuid',
          value: seed().projects.find((p) => p.name === 'demo-project')!.id,
        },
        state: { type: 'string', value: 'run' },
        vcpu_id: { type: 'u32' },
        sled_id: { type: 'uuid' },
        sled_serial: { type: 'string' },
        sled_revision: { type: 'u32' },
      })
      expect(s.points.start_times).toBeNull() // aligned, so a gauge: no start times
      // output times step back from the end of the range by the window
      const ts = times(s)
      expect(ts.at(-1)).toBe(Date.parse(`${T1}Z`))
      expect(ts).toHaveLength(60)
      expect(ts.slice(1).map((t, i) => t - ts[i])).toEqual(Array(59).fill(60_000))
      // nanoseconds of a 5 s sample spent running
      for (const v of valuesOf(s)) {
        expect(v).toBeGreaterThan(0)
        expect(v).toBeLessThan(5e9)
      }
    }
  })

  it('splits each vCPU’s time over the four states, adding up to the sample interval', async () => {
    const series = seriesOf(ok(await query(setup(), vcpuQuery(''))))
    expect(series).toHaveLength(8)
    const states = new Set(series.map((s) => field(s, 'state')))
    expect(states).toEqual(new Set(['run', 'idle', 'waiting', 'emulation']))
    for (const vcpu of [0, 1]) {
      const mine = series.filter((s) => field(s, 'vcpu_id') === vcpu).map(valuesOf)
      // the last window is short: the sample that would complete it (a delta
      // ending after the range's end) is outside `timestamp < T1`
      for (let i = 0; i < 59; i++) {
        const total = mine.reduce((sum, values) => sum + (values[i] ?? 0), 0)
        expect(total).toBeCloseTo(5e9, -1)
      }
    }
  })

  it('answers the same numbers to the same query, whatever its layout', async () => {
    const first = ok(await query(setup(), vcpuQuery()))
    const again = ok(await query(setup(), vcpuQuery()))
    expect(again).toEqual(first)
    // the multi-line form a console shows in its "View OxQL query" dialog
    const multiLine = `get virtual_machine:vcpu_usage
  | filter timestamp >= @${T0}
      && timestamp < @${T1}
      && instance_id == "${DB1}"
      && state == "run"
  | align mean_within(60s)`
    expect(ok(await query(setup(), multiLine))).toEqual(first)

    // another hour, or another window, gives other numbers
    const laterHour = vcpuQuery()
      .replace(T0, '2025-02-01T05:00:00.000')
      .replace(T1, '2025-02-01T06:00:00.000')
    const later = ok(await query(setup(), laterHour))
    expect(valuesOf(seriesOf(later)[0])).not.toEqual(valuesOf(seriesOf(first)[0]))
    const values = seriesOf(first).map(valuesOf).flat()
    expect(new Set(values).size).toBe(values.length) // noisy, not flat
  })

  it('aggregates with group_by, summing or averaging', async () => {
    const sim = setup()
    const perVcpu = seriesOf(ok(await query(sim, vcpuQuery())))
    const [sum] = seriesOf(
      ok(await query(sim, vcpuQuery(undefined, ' | group_by [instance_id], sum'))),
    )
    expect(sum.fields).toEqual({ instance_id: { type: 'uuid', value: DB1 } })
    const [mean] = seriesOf(ok(await query(sim, vcpuQuery(undefined, ' | group_by [instance_id]'))))
    const [a, b] = perVcpu.map(valuesOf)
    valuesOf(sum).forEach((v, i) => expect(v).toBeCloseTo(a[i]! + b[i]!, 3))
    valuesOf(mean).forEach((v, i) => expect(v).toBeCloseTo((a[i]! + b[i]!) / 2, 3))
    expect(times(sum)).toEqual(times(perVcpu[0]))
  })

  it('answers every disk metric for an attached disk, by disk or by instance', async () => {
    const sim = setup()
    const disk = (metric: string, filter: string, tail = '') =>
      query(
        sim,
        `get virtual_disk:${metric} | filter ${range} && ${filter} | align mean_within(30s)${tail}`,
      )
    const byDisk = `disk_id == "${diskIds.db1Data}"`
    const got: Record<string, Array<number | null>> = {}
    for (const metric of [
      'bytes_read',
      'bytes_written',
      'reads',
      'writes',
      'flushes',
      'discards',
      'bytes_discarded',
    ]) {
      const [s, ...rest] = seriesOf(ok(await disk(metric, byDisk)))
      expect(rest, metric).toEqual([])
      expect(s.fields).toEqual({
        attached_instance_id: { type: 'uuid', value: DB1 },
        block_size: { type: 'u32', value: 4096 },
        disk_id: { type: 'uuid', value: diskIds.db1Data },
        project_id: { type: 'uuid', value: expect.any(String) },
        silo_id: { type: 'uuid', value: expect.any(String) },
      })
      expect(times(s)).toHaveLength(120) // 30 s windows over an hour
      got[metric] = valuesOf(s)
      for (const v of got[metric]) expect(v).toBeGreaterThan(0)
    }
    // bytes per operation stay one I/O size (counters are whole numbers, so
    // up to rounding; the first window holds part of the counter's history)
    const sizes = got.bytes_read.slice(1).map((b, i) => b! / got.reads[i + 1]!)
    const size = [4096, 8192, 16384, 65536, 131072].find((n) => Math.abs(sizes[0] / n - 1) < 0.01)
    expect(size).toBeDefined()
    for (const s of sizes) expect(Math.abs(s / size! - 1)).toBeLessThan(0.01)

    // both of db1's disks, then summed per instance as the console does
    const both = seriesOf(ok(await disk('reads', `attached_instance_id == "${DB1}"`)))
    expect(both.map((s) => field(s, 'disk_id')).sort()).toEqual(
      [diskIds.db1Boot, diskIds.db1Data].sort(),
    )
    const [total] = seriesOf(
      ok(
        await disk(
          'reads',
          `attached_instance_id == "${DB1}"`,
          ' | group_by [attached_instance_id], sum',
        ),
      ),
    )
    const [x, y] = both.map(valuesOf)
    valuesOf(total).forEach((v, i) => expect(v).toBeCloseTo(x[i]! + y[i]!, 3))

    // nothing has failed, so the failure counters have no timeseries yet
    for (const metric of ['failed_reads', 'failed_writes', 'failed_flushes', 'failed_discards']) {
      expect(seriesOf(ok(await disk(metric, byDisk))), metric).toEqual([])
    }
    // histograms cannot be averaged, as in OxQL
    expectError(
      await disk('io_latency', byDisk),
      400,
      'InvalidRequest',
      "Tables with 'IntegerDistribution' data types cannot be aligned",
    )
  })

  it('answers the network metrics of an instance’s interfaces', async () => {
    const sim = setup()
    const nic = async (metric: string) =>
      seriesOf(
        ok(
          await query(
            sim,
            `get instance_network_interface:${metric} | filter ${range} && instance_id == "${DB1}" | align mean_within(60s)`,
          ),
        ),
      )
    for (const metric of ['bytes_sent', 'bytes_received', 'packets_sent', 'packets_received']) {
      const [s, ...rest] = await nic(metric)
      expect(rest).toEqual([])
      expect(s.fields).toMatchObject({
        interface_id: { type: 'uuid', value: db1Nic.id },
        instance_id: { type: 'uuid', value: DB1 },
      })
      for (const v of valuesOf(s)) expect(v).toBeGreaterThan(0)
    }
    const [rxBytes] = await nic('bytes_received')
    const [rxPackets] = await nic('packets_received')
    const perPacket = valuesOf(rxBytes)[0]! / valuesOf(rxPackets)[0]!
    expect(perPacket).toBeGreaterThan(400)
    expect(perPacket).toBeLessThan(1500)
    for (const metric of ['packets_dropped', 'errors_sent', 'errors_received']) {
      const [s] = await nic(metric)
      expect(new Set(valuesOf(s)), metric).toEqual(new Set([0]))
    }
  })

  it('reports only while the instance exists and runs', async () => {
    const sim = setup()
    // db1 was created in January: nothing before
    const before = vcpuQuery()
      .replace(T0, '2024-12-31T23:00:00.000')
      .replace(T1, '2025-01-01T00:00:00.000')
    expect(seriesOf(ok(await query(sim, before)))).toEqual([])

    // stopped half-way through the hour: the later windows hold no samples
    const db1 = sim.store.get('instances', DB1)!
    sim.store.update('instances', {
      ...db1,
      run_state: 'stopped',
      time_run_state_updated: '2025-02-01T00:30:00.000Z',
    })
    for (const s of seriesOf(ok(await query(sim, vcpuQuery())))) {
      const values = valuesOf(s)
      expect(values).toHaveLength(60)
      expect(values.slice(0, 30).every((v) => typeof v === 'number')).toBe(true)
      expect(values.slice(30)).toEqual(Array(30).fill(null))
    }
  })

  it('takes now from the sim’s clock', async () => {
    const now = Date.parse('2025-03-01T12:00:00.000Z')
    const sim = createSim({ store: memoryStore(), timing: { now: () => now } })
    const text = `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 5m && state == "run" | align mean_within(60s)`
    const series = seriesOf(ok(await query(sim, text)))
    expect(series).toHaveLength(2)
    for (const s of series) {
      expect(s.points.timestamps).toEqual(
        [1, 2, 3, 4, 5].map((m) => new Date(now - 5 * 60_000 + m * 60_000).toISOString()),
      )
    }
    // the same query at the same (fake) time, the same answer
    const again = createSim({ store: memoryStore(), timing: { now: () => now } })
    expect(ok(await query(again, text))).toEqual(ok(await query(sim, text)))
  })

  it('ends at now when the filter gives no end', async () => {
    const text = `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 10m && instance_id == "${DB1}" && state == "run" | align mean_within(60s)`
    const [s] = seriesOf(ok(await query(setup(), text)))
    expect(Math.abs(times(s).at(-1)! - Date.now())).toBeLessThan(5_000)
    expect(times(s).length).toBeGreaterThanOrEqual(9)
  })

  it('spaces points by the window, up to a million samples read', async () => {
    const sim = setup()
    const at = (seconds: number) =>
      new Date(Date.parse(`${T0}Z`) + seconds * 1000).toISOString().slice(0, -1)
    const q = (end: number, window: string) =>
      `get instance_network_interface:bytes_sent | filter timestamp >= @${T0} && timestamp < @${at(end)} | align mean_within(${window})`
    const [s] = seriesOf(ok(await query(sim, q(10_000, '10s'))))
    expect(times(s).length).toBeLessThanOrEqual(1000)
    expect(
      times(s)
        .slice(1)
        .map((t, i) => t - times(s)[i]),
    ).toEqual(Array(times(s).length - 1).fill(10_000))
    expect(times(s)).toHaveLength(1000)
    // all of db1's vCPU samples since it was created: more than Oximeter reads
    expectError(
      await query(
        sim,
        `get virtual_machine:vcpu_usage | filter instance_id == "${DB1}" | align mean_within(1m)`,
      ),
      400,
      'InvalidRequest',
      'Query requires fetching more than the current limit of 1000000 data points from the timeseries database',
    )
    // one sample and an end named a year later: 31 million one-second windows, refused
    // before any is made (the simulator's bound; Oximeter bounds only the rows it reads)
    const started = performance.now()
    expectError(
      await query(
        sim,
        `get virtual_machine:vcpu_usage | filter (timestamp >= @${T0} && timestamp < @2025-02-01T00:00:03 || timestamp == @2026-02-01T00:00:00) && instance_id == "${DB1}" && vcpu_id == 0 && state == "run" | align mean_within(1s)`,
      ),
      400,
      'InvalidRequest',
      "Query would produce more than the simulator's limit of 1000000 aligned points",
    )
    expect(performance.now() - started).toBeLessThan(5000)
    // OxQL's own rule: a window under 1/100 of the sample interval
    expectError(
      await query(sim, q(60, '50ms')),
      400,
      'InvalidRequest',
      'A table alignment operation may not upsample data by more than a factor of 100',
    )
  })

  it('answers the raw increments when not aligned, each with its start time', async () => {
    const minute = `timestamp >= @${T0} && timestamp < @2025-02-01T00:01:00.000`
    const [s, ...rest] = seriesOf(
      ok(
        await query(
          setup(),
          `get virtual_machine:vcpu_usage | filter ${minute} && instance_id == "${DB1}" && vcpu_id == 0 && state == "run"`,
        ),
      ),
    )
    expect(rest).toEqual([])
    const [{ metric_type, values }] = s.points.values
    expect(metric_type).toBe('delta')
    expect(values.type).toBe('integer')
    const ts = times(s)
    expect(ts).toHaveLength(12) // Propolis samples every 5 s
    expect(ts.slice(1).map((t, i) => t - ts[i])).toEqual(Array(11).fill(5000))
    // each increment starts where the one before ended; the first counts from
    // when the counter started, with the instance
    const starts = s.points.start_times!.map((t) => Date.parse(t))
    expect(starts.slice(1)).toEqual(ts.slice(0, -1))
    const db1 = seed().instances.find((i) => i.id === DB1)!
    expect(starts[0]).toBe(Date.parse(db1.time_created))
    const v = values.values as number[]
    for (const x of v) expect(Number.isInteger(x)).toBe(true)
    for (const x of v.slice(1)) expect(x).toBeLessThan(5e9)
    expect(v[0]).toBeGreaterThan(5e9)
  })

  it('filters with or, xor, negation, orderings and regular expressions', async () => {
    const sim = setup()
    const states = async (filter: string) =>
      seriesOf(ok(await query(sim, vcpuQuery(` && (${filter})`))))
        .map((s) => `${field(s, 'vcpu_id')}:${field(s, 'state')}`)
        .sort()
    expect(await states('state == "run" || state == "idle"')).toEqual([
      '0:idle',
      '0:run',
      '1:idle',
      '1:run',
    ])
    expect(await states('!(state == "idle" || state == "run")')).toEqual([
      '0:emulation',
      '0:waiting',
      '1:emulation',
      '1:waiting',
    ])
    expect(await states('state ~= "^(wait|emul)"')).toEqual(
      await states('state == "waiting" || state == "emulation"'),
    )
    // one or the other, not both
    expect(await states('vcpu_id == 0 ^ state == "run"')).toEqual([
      '0:emulation',
      '0:idle',
      '0:waiting',
      '1:run',
    ])
    // strings order as strings: "run" and "waiting" come after "idle"
    expect(await states('state > "idle"')).toEqual(['0:run', '0:waiting', '1:run', '1:waiting'])
  })

  it('filters points on their value and time, and keeps the first or last ones', async () => {
    const sim = setup()
    const raw = (tail: string) =>
      `get virtual_machine:vcpu_usage | filter ${range} && instance_id == "${DB1}" && vcpu_id == 0 && state == "run"${tail}`
    const [all] = seriesOf(ok(await query(sim, raw(''))))
    const values = all.points.values[0].values.values as number[]
    const big = 2.5e9
    const [kept] = seriesOf(ok(await query(sim, raw(` | filter datum > ${big}`))))
    expect(kept.points.values[0].values.values).toEqual(values.filter((v) => v > big))
    const t = all.points.timestamps[100].replace(/Z$/, '')
    const [one] = seriesOf(ok(await query(sim, raw(` | filter timestamp == @${t}`))))
    expect(one.points.timestamps).toEqual([all.points.timestamps[100]])
    const [last] = seriesOf(ok(await query(sim, raw(' | last 3'))))
    expect(last.points.timestamps).toEqual(all.points.timestamps.slice(-3))
    const [first] = seriesOf(ok(await query(sim, raw(' | first 2'))))
    expect(first.points.values[0].values.values).toEqual(values.slice(0, 2))
  })

  it('runs subqueries, and joins their aligned tables', async () => {
    const sim = setup()
    const per = (state: string) =>
      `get virtual_machine:vcpu_usage | filter ${range} && instance_id == "${DB1}" && state == "${state}" | align mean_within(1m) | group_by [vcpu_id], sum`
    const both = ok(await query(sim, `{ ${per('run')}; ${per('idle')} }`))
    expect(both.tables).toHaveLength(2)
    const joined = ok(await query(sim, `{ ${per('run')}; ${per('idle')} } | join`))
    expect(joined.tables.map((t) => t.name)).toEqual([
      'virtual_machine:vcpu_usage,virtual_machine:vcpu_usage',
    ])
    const run = seriesOf(ok(await query(sim, per('run'))))
    const idle = seriesOf(ok(await query(sim, per('idle'))))
    for (const s of Object.values(joined.tables[0].timeseries)) {
      const vcpu = field(s, 'vcpu_id')
      const [a, b] = s.points.values.map((v) => v.values.values)
      expect(a).toEqual(valuesOf(run.find((r) => field(r, 'vcpu_id') === vcpu)!))
      expect(b).toEqual(valuesOf(idle.find((r) => field(r, 'vcpu_id') === vcpu)!))
    }
    expectError(
      await query(sim, `${per('run')} | join`),
      400,
      'InvalidRequest',
      '`join` table operations require at least 2 tables',
    )
  })

  it('sees only the project it is asked about', async () => {
    const sim = setup()
    expect(seriesOf(ok(await query(sim, vcpuQuery(), { project: 'staging' })))).toEqual([])
    expect(seriesOf(ok(await query(sim, vcpuQuery(), { project: 'demo-project' })))).toHaveLength(2)
    const projectId = seed().projects.find((p) => p.name === 'demo-project')!.id
    expect(seriesOf(ok(await query(sim, vcpuQuery(), { project: projectId })))).toHaveLength(2)
  })

  const expr = (extra: string) =>
    `(timestamp >= @2025-02-01 00:00:00 UTC) && ((timestamp < @2025-02-01 01:00:00 UTC) && ((instance_id == "${DB1}") && (${extra})))`
  const invalid = (extra: string, problem: string) =>
    `The filter expression "${expr(extra)}" is not valid, the following errors were encountered\n  > ${problem}`

  it.each([
    [
      'an unknown timeseries',
      'get virtual_machine:cpu_busy | filter timestamp >= @2025-02-01 | align mean_within(1m)',
      'Timeseries not found for: virtual_machine:cpu_busy',
    ],
    [
      'an unknown field',
      vcpuQuery(' && disk_id == "x"'),
      invalid(
        'disk_id == "x"',
        'The filter expression refers to identifiers that are not valid for its input table "virtual_machine:vcpu_usage". Invalid identifiers: ["disk_id"], valid identifiers: ["datum", "instance_id", "project_id", "silo_id", "sled_id", "sled_model", "sled_revision", "sled_serial", "start_time", "state", "timestamp", "vcpu_id"]',
      ),
    ],
    [
      'an unknown group_by field',
      vcpuQuery('', ' | group_by [vpc_id]'),
      `Cannot group by field 'vpc_id', which does not appear in the input tables. Valid fields are: ["instance_id", "project_id", "silo_id", "sled_id", "sled_model", "sled_revision", "sled_serial", "state", "vcpu_id"]`,
    ],
    [
      'a string for a uuid',
      vcpuQuery(' && silo_id == "demo-silo"'),
      invalid(
        'silo_id == "demo-silo"',
        'Filter expression for identifier "silo_id" has type "String" which is not compatible with the expected type "Uuid"',
      ),
    ],
    [
      'a string for a number',
      vcpuQuery(' && vcpu_id == "0"'),
      invalid(
        'vcpu_id == "0"',
        'Filter expression for identifier "vcpu_id" has type "String" which is not compatible with the expected type "U32"',
      ),
    ],
    [
      'a time that is not a timestamp',
      vcpuQuery(' && timestamp > 5'),
      invalid(
        'timestamp > 5',
        'Filter expression for identifier "timestamp" has type "Integer" which is not compatible with the expected type "timestamp"',
      ),
    ],
    [
      'a regular expression that is not one',
      vcpuQuery(' && state ~= "(("'),
      'failed to create regex for string matching',
    ],
    [
      'interpolation',
      `get virtual_machine:vcpu_usage | filter ${range} | align interpolate(1m)`,
      'Alignment via interpolation is not yet implemented',
    ],
    [
      'grouping what is not aligned',
      `get virtual_machine:vcpu_usage | filter ${range} | group_by [state]`,
      "Input table to a `group_by` table operation must be aligned, but table 'virtual_machine:vcpu_usage' is not aligned",
    ],
    [
      'garbage',
      'select * from vcpu',
      `Error at 1:1: .. select * from vcpu ..
                 ^                                   
Expected: error at 1:1: expected one of "align", "filter", "first", "get", "group_by", "join", "last", "{"
`,
    ],
    [
      'a date that is not one',
      'get virtual_machine:vcpu_usage | filter timestamp > @2025-13-01',
      `Error at 1:64: ..  timestamp > @2025-13-01 ..
                                          ^                  
Expected: error at 1:64: expected one of ['0' ..= '9' | '-' | 'T' | ':' | '.'], a recognized timestamp format
`,
    ],
    [
      'a query that does not start with get',
      'filter x == 1',
      /^Error at 1:14: .*\n.*\nExpected: error at 1:14: expected one of .*every subquery must start with a `get` operation/,
    ],
  ])('answers 400 InvalidRequest to %s', async (_, text, message) => {
    expectError(await query(setup(), text), 400, 'InvalidRequest', message)
  })

  it('needs project viewer', async () => {
    const sim = setup()
    // Nexus looks the project up for `read` (Polar `"read" if "viewer"`): refused, its 404
    expectError(await query(sim, vcpuQuery(), { as: 'nobody' }), 404, 'ObjectNotFound')
    expectError(
      await query(sim, vcpuQuery(), { as: 'viewer', project: 'staging' }),
      404,
      'ObjectNotFound',
      'not found: project with name "staging"',
    )
    expectError(
      await query(sim, vcpuQuery(), { project: 'nope' }),
      404,
      'ObjectNotFound',
      'not found: project with name "nope"',
    )
    expectError(
      await call(sim, 'POST', '/v1/timeseries/query?project=demo-project', {
        body: { query: vcpuQuery() },
      }),
      401,
      'Unauthorized',
    )
  })

  it('rejects a request without the project or the query', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const noProject = await call(sim, 'POST', '/v1/timeseries/query', {
      as: { token },
      body: { query: vcpuQuery() },
    })
    expect(noProject.status).toBe(400)
    const noQuery = await call(sim, 'POST', '/v1/timeseries/query?project=demo-project', {
      as: { token },
      body: {},
    })
    expect(noQuery.status).toBe(400)
  })
})

describe('systemTimeseriesQuery', () => {
  it('lets a fleet viewer query every project’s resources', async () => {
    // hannah-okafor is a fleet viewer through sre-oncall, and holds no project role
    const sim = setup()
    const series = seriesOf(
      ok(await query(sim, vcpuQuery(''), { project: null, as: 'hannah-okafor' })),
    )
    expect(series).toHaveLength(8)
    // the same numbers as the project-scoped query
    const scoped = seriesOf(ok(await query(sim, vcpuQuery(''))))
    const byKey = (list: Series[]) =>
      Object.fromEntries(
        list.map((s) => [`${field(s, 'vcpu_id')}/${field(s, 'state')}`, valuesOf(s)]),
      )
    expect(byKey(series)).toEqual(byKey(scoped))
  })

  it('needs fleet viewer', async () => {
    const sim = setup()
    for (const user of ['collaborator', 'viewer', 'nobody']) {
      expectError(await query(sim, vcpuQuery(), { project: null, as: user }), 403, 'Forbidden')
    }
  })
})

describe('systemTimeseriesSchemaList', () => {
  it('lists the schema of every simulated timeseries, by name', async () => {
    const reply = await call(setup(), 'GET', '/v1/system/timeseries/schemas', { as: 'admin' })
    expect(reply.status).toBe(200)
    const page = schema.TimeseriesSchemaResultsPage.parse(reply.json)
    const names = page.items.map((s) => s.timeseriesName)
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(
      expect.arrayContaining([
        'virtual_machine:vcpu_usage',
        'virtual_disk:bytes_read',
        'virtual_disk:bytes_written',
        'virtual_disk:reads',
        'virtual_disk:writes',
        'virtual_disk:flushes',
        'virtual_disk:io_latency',
        'instance_network_interface:bytes_sent',
        'instance_network_interface:bytes_received',
        'instance_network_interface:packets_sent',
        'instance_network_interface:packets_received',
      ]),
    )
    expect(page.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page

    const raw = (reply.json as Json<Api.TimeseriesSchemaResultsPage>).items
    const vcpu = raw.find((s) => s.timeseries_name === 'virtual_machine:vcpu_usage')!
    expect(vcpu).toMatchObject({
      authz_scope: 'project',
      datum_type: 'cumulative_u64',
      units: 'nanoseconds',
      version: 1,
    })
    expect(vcpu.field_schema.map((f) => `${f.source}:${f.name}:${f.field_type}`)).toEqual([
      'target:instance_id:uuid',
      'target:project_id:uuid',
      'target:silo_id:uuid',
      'target:sled_id:uuid',
      'target:sled_model:string',
      'target:sled_revision:u32',
      'target:sled_serial:string',
      'metric:state:string',
      'metric:vcpu_id:u32',
    ])
  })

  it('pages', async () => {
    const sim = setup()
    const token = sim.createSession('hannah-okafor')
    const all = schema.TimeseriesSchemaResultsPage.parse(
      (await call(sim, 'GET', '/v1/system/timeseries/schemas', { as: { token } })).json,
    ).items.map((s) => s.timeseriesName)
    const seen: string[] = []
    let url = '/v1/system/timeseries/schemas?limit=10'
    for (let pages = 0; pages < 10; pages++) {
      const page = schema.TimeseriesSchemaResultsPage.parse(
        (await call(sim, 'GET', url, { as: { token } })).json,
      )
      expect(page.items.length).toBeLessThanOrEqual(10)
      seen.push(...page.items.map((s) => s.timeseriesName))
      if (!page.nextPage) break
      url = `/v1/system/timeseries/schemas?limit=10&page_token=${encodeURIComponent(page.nextPage)}`
    }
    expect(seen).toEqual(all)
  })

  it('needs fleet viewer', async () => {
    expectError(
      await call(setup(), 'GET', '/v1/system/timeseries/schemas', { as: 'collaborator' }),
      403,
      'Forbidden',
    )
  })
})
