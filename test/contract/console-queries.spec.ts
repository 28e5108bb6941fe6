// The queries the console's instance metrics tab sends, run on the simulator and read
// back the way the console reads them: every chart gets series with points over the
// whole range, named after the seeded resources, in the units the chart expects.
import { describe, expect, it } from 'vitest'

import type { OxqlQueryResult } from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import { processResponseBody } from '../../app/api/__generated_versions__/2026081901.0.0/util'
import {
  cpuCharts,
  diskCharts,
  networkCharts,
  type ChartSpec,
} from '../../app/pages/project/instance/metrics/charts'
import {
  chartedEnd,
  metricQueries,
  metricQuery,
} from '../../app/pages/project/instance/metrics/oxql-query'
import { partsToSeries, type Part } from '../../app/pages/project/instance/metrics/oxql-table'
import { alignWindowSeconds, RANGE_PRESETS } from '../../app/components/time-range/time-range'
import { createSim } from '../../sim/index'
import { instanceIds, seed } from '../../sim/seed'
import { memoryStore } from '../../sim/store/memory'
import { shapeProblems, servedVersion } from '../../sim/testing/response-shape'
import { call } from '../../sim/testing/test-utils'
import { NEWEST } from '../../app/api/rack-api'

const NOW = Date.parse('2025-03-01T12:00:00.000Z')
const DB1 = instanceIds.db1
const data = seed()
const db1 = data.instances.find((i) => i.id === DB1)!
const db1Disks = data.disks.filter((d) => d.state.state === 'attached' && d.state.instance === DB1)
const db1Nics = data.networkInterfaces.filter((n) => n.instance_id === DB1)

// queries only read, so one simulator serves every test: a current rack, which answers in
// the newest contract, the console's model
const sim = createSim({ store: memoryStore(), timing: { now: () => NOW }, release: 'current' })

async function run(spec: ChartSpec, start: number, end: number) {
  const windowSeconds = alignWindowSeconds(end - start)
  const queryEnd = chartedEnd(end, NOW, spec.sampleSeconds)
  const slices = metricQueries({ ...spec, start, end: queryEnd, windowSeconds }, spec.series)
  if (!slices) throw new Error(`${spec.title}: too many samples`)
  const parts: Part[] = []
  for (const slice of slices) {
    const reply = await call(sim, 'POST', '/v1/timeseries/query?project=demo-project', {
      as: 'viewer',
      body: { query: metricQuery(slice) },
    })
    expect(reply.status, JSON.stringify(reply.json)).toBe(200)
    // the answer a current rack gives a call naming no version: the newest contract's
    expect(shapeProblems(servedVersion(NEWEST), 'timeseriesQuery', reply.json)).toEqual([])
    // as the generated client hands it over: camelCase keys
    const result = processResponseBody(reply.json) as OxqlQueryResult
    parts.push({ result, after: slice.start, until: slice.end })
  }
  return { series: partsToSeries(parts, spec), windowSeconds, queries: slices.length }
}

const HOUR = 3_600_000

describe('the instance metrics charts on the simulator', () => {
  it('cover every preset range with about 60 to 100 points', async () => {
    const [spec] = cpuCharts(DB1, db1.ncpus)
    for (const preset of RANGE_PRESETS) {
      const { series } = await run(spec, NOW - preset.ms, NOW)
      expect(series.timestamps.length, preset.key).toBeGreaterThanOrEqual(48)
      expect(series.timestamps.length, preset.key).toBeLessThanOrEqual(100)
      // nothing before the range: the lead-in windows are dropped
      expect(series.timestamps[0] * 1000).toBeGreaterThan(NOW - preset.ms)
      // the last window ends one sample before now, when its last sample has arrived
      expect(series.timestamps.at(-1)! * 1000).toBe(NOW - spec.sampleSeconds * 1000)
    }
  })

  it('give vCPU utilization per vCPU and time by state in percent', async () => {
    const [perVcpu, byState] = cpuCharts(DB1, db1.ncpus)
    const busy = (await run(perVcpu, NOW - HOUR, NOW)).series
    expect(db1.ncpus).toBe(2)
    expect(busy.series.map((s) => s.label)).toEqual(['vCPU 0', 'vCPU 1'])
    for (const s of busy.series) {
      for (const v of s.values) {
        expect(v).toBeGreaterThan(0)
        expect(v).toBeLessThan(100)
      }
    }
    const states = (await run(byState, NOW - HOUR, NOW)).series
    expect(states.series.map((s) => s.label)).toEqual(['Run', 'Emulation', 'Waiting', 'Idle'])
    // the four states share each vCPU's whole time
    states.timestamps.forEach((_, i) => {
      const total = states.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      expect(total).toBeCloseTo(100, 6)
    })
    // busy share of the mean vCPU = 100% - idle
    const idle = states.series.at(-1)!.values
    busy.timestamps.forEach((_, i) => {
      const meanBusy = busy.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0) / 2
      expect(meanBusy).toBeCloseTo(100 - idle[i]!, 6)
    })
  })

  it('name disk and network series after the instance’s disks and interfaces', async () => {
    for (const spec of diskCharts(DB1, db1Disks)) {
      const { series } = await run(spec, NOW - HOUR, NOW)
      expect(series.series.map((s) => s.label).sort(), spec.title).toEqual(
        db1Disks.map((d) => d.name).sort(),
      )
      for (const s of series.series) expect(s.values.every((v) => v !== null && v > 0)).toBe(true)
    }
    for (const spec of networkCharts(DB1, db1Nics)) {
      const { series } = await run(spec, NOW - HOUR, NOW)
      expect(
        series.series.map((s) => s.label),
        spec.title,
      ).toEqual(db1Nics.map((n) => n.name))
      // nothing is dropped on a healthy interface
      const positive = spec.title !== 'Packets dropped'
      for (const s of series.series) {
        expect(s.values.every((v) => v !== null && (positive ? v > 0 : v === 0))).toBe(true)
      }
    }
  })

  it('answer no series for a range before the instance existed', async () => {
    const created = Date.parse(db1.time_created)
    for (const spec of [...cpuCharts(DB1, db1.ncpus), ...diskCharts(DB1, db1Disks)]) {
      const { series } = await run(spec, created - 2 * HOUR, created - HOUR)
      expect(series.series).toEqual([])
    }
  })
})
