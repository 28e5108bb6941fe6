import { describe, expect, it } from 'vitest'
import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { createSim } from '../index'
import { diskIds, instanceIds, seed } from '../seed'
import { memoryStore } from '../store/memory'
import { call, expectError, schema, setup, type CallOptions, type Reply } from '../test-utils'

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
  expect(() => schema.OxqlQueryResult.parse(reply.json)).not.toThrow()
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
      expect(Object.keys(s.points)).toEqual(['timestamps', 'values']) // a gauge: no start_times
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
      for (let i = 0; i < 60; i++) {
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
    // bytes per operation stay one I/O size
    const sizes = got.bytes_read.map((b, i) => b! / got.reads[i]!)
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(1e-6)
    expect([4096, 8192, 16384, 65536, 131072]).toContain(Math.round(sizes[0]))

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
      'Alignment by mean requires numeric data type, not integer_distribution',
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

  it('spaces points by the window and caps them at 1000 per timeseries', async () => {
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
    expectError(
      await query(sim, q(10_010, '10s')),
      400,
      'InvalidRequest',
      /^the query would answer 1001 points per timeseries; the simulator allows at most 1000/,
    )
    // OxQL's own rule: a window under 1/100 of the sample interval
    expectError(
      await query(sim, q(1, '50ms')),
      400,
      'InvalidRequest',
      'A table alignment operation may not upsample data by more than a factor of 100',
    )
  })

  it('sees only the project it is asked about', async () => {
    const sim = setup()
    expect(seriesOf(ok(await query(sim, vcpuQuery(), { project: 'staging' })))).toEqual([])
    expect(seriesOf(ok(await query(sim, vcpuQuery(), { project: 'demo-project' })))).toHaveLength(2)
    const projectId = seed().projects.find((p) => p.name === 'demo-project')!.id
    expect(seriesOf(ok(await query(sim, vcpuQuery(), { project: projectId })))).toHaveLength(2)
  })

  it.each([
    [
      'an unknown timeseries',
      'get virtual_machine:cpu_busy | filter timestamp >= @2025-02-01 | align mean_within(1m)',
      'Timeseries not found for: virtual_machine:cpu_busy',
    ],
    [
      'an unknown field',
      vcpuQuery(' && disk_id == "x"'),
      "Timeseries 'virtual_machine:vcpu_usage' does not contain a field with name 'disk_id'",
    ],
    [
      'an unknown group_by field',
      vcpuQuery('', ' | group_by [vpc_id]'),
      "Timeseries 'virtual_machine:vcpu_usage' does not contain a field with name 'vpc_id'",
    ],
    [
      'a uuid that is not one',
      vcpuQuery(' && silo_id == "demo-silo"'),
      /^'demo-silo' is not a valid uuid for field 'silo_id'/,
    ],
    [
      'an ordering on a string',
      vcpuQuery(' && state > "idle"'),
      /^The field comparison operation '>' is not valid for field 'state' with type string/,
    ],
    [
      'a string for a number',
      vcpuQuery(' && vcpu_id == "0"'),
      /^field 'vcpu_id' has type u32 and cannot be compared with "0"/,
    ],
    [
      'a timestamp equality',
      vcpuQuery(` && timestamp == @${T0}`),
      /^timestamp can be compared only with <, <=, > or >=/,
    ],
    [
      'a time that is not a timestamp',
      vcpuQuery(' && timestamp > 5'),
      /^timestamp must be compared with a timestamp/,
    ],
    [
      'no start time',
      `get virtual_machine:vcpu_usage | filter instance_id == "${DB1}" | align mean_within(1m)`,
      /^the simulator needs a start time/,
    ],
    [
      'an or',
      vcpuQuery(' || state == "idle"'),
      /^'\|\|' is not supported by the simulator: join comparisons with '&&' \(at column \d+\)$/,
    ],
    [
      'no alignment',
      `get virtual_machine:vcpu_usage | filter ${range}`,
      /^the simulator answers only aligned queries/,
    ],
    ['garbage', 'select * from vcpu', /^a query starts with 'get <target>:<metric>'/],
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
