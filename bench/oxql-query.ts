// OxQL queries on the simulator, in-process: how long the instance metrics charts' queries
// take for each preset range (all the slices of one chart), and the samples they read.
// Run: npx tsx bench/oxql-query.ts
import { cpuCharts, diskCharts } from '../app/pages/project/instance/metrics/charts'
import {
  chartedEnd,
  metricQueries,
  metricQuery,
} from '../app/pages/project/instance/metrics/oxql-query'
import { alignWindowSeconds, RANGE_PRESETS } from '../app/components/time-range/time-range'
import { createSim } from '../sim/index'
import { instanceIds, seed } from '../sim/seed'
import { memoryStore } from '../sim/store/memory'
import { call } from '../sim/testing/test-utils'

const NOW = Date.parse('2025-03-01T12:00:00.000Z')
const sim = createSim({ store: memoryStore(), timing: { now: () => NOW } })
const db1 = seed().instances.find((i) => i.id === instanceIds.db1)!
const disks = seed().disks.filter(
  (d) => d.state.state === 'attached' && d.state.instance === db1.id,
)

const charts = {
  'vCPU utilization (2 vCPUs × 3 states, 5 s samples)': cpuCharts(db1.id, db1.ncpus)[0],
  'vCPU time by state (2 vCPUs × 4 states)': cpuCharts(db1.id, db1.ncpus)[1],
  'Disk reads (2 disks, 10 s samples)': diskCharts(db1.id, disks)[0],
}

console.log('| chart | range | queries | samples read | time (median of 3) |')
console.log('| --- | --- | --- | --- | --- |')
for (const [title, spec] of Object.entries(charts)) {
  for (const preset of RANGE_PRESETS) {
    const start = NOW - preset.ms
    const windowSeconds = alignWindowSeconds(preset.ms)
    const end = chartedEnd(NOW, NOW, spec.sampleSeconds)
    const slices = metricQueries({ ...spec, start, end, windowSeconds }, spec.series)!
    const times: number[] = []
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now()
      for (const slice of slices) {
        const reply = await call(sim, 'POST', '/v1/timeseries/query?project=demo-project', {
          as: 'viewer',
          body: { query: metricQuery(slice) },
        })
        if (reply.status !== 200) throw new Error(JSON.stringify(reply.json))
      }
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const perSeries = (end - start) / (spec.sampleSeconds * 1000)
    // the disk chart reads the disks attached, fewer than the most it allows for
    const series = title.startsWith('Disk') ? disks.length : spec.series
    const samples = Math.round(perSeries * series)
    console.log(
      `| ${title} | ${preset.label} | ${slices.length} | ${samples.toLocaleString('en')} | ${times[1].toFixed(0)} ms |`,
    )
  }
}
