// What each metrics sub-tab charts: the timeseries, how it is filtered and grouped, its
// units and how its series are named. The tab adds the time range.
import type { ChartUnit } from '~/util/chart-units'

import type { MetricQuery } from './oxql-query'
import type { SeriesNaming } from './oxql-table'
import { byVcpu, byVcpuState, namesById } from './series-names'

export type ChartSpec = Pick<MetricQuery, 'timeseries' | 'eq' | 'ne' | 'groupBy'> & {
  title: string
  /** what the numbers are, in a sentence */
  description: string
  unit: ChartUnit
  name: SeriesNaming
  /** raw value to charted value */
  scale?: (value: number) => number
}

type Named = { id: string; name: string }

// Propolis samples each vCPU's time per state every 5 seconds. `vcpu_usage` counts
// nanoseconds and `mean_within` averages the counter's increments, so a point is the
// nanoseconds of one 5-second sample spent in the state.
const VCPU_SAMPLE_NS = 5e9
export const vcpuPercent = (ns: number) => (ns / VCPU_SAMPLE_NS) * 100

export function cpuCharts(instanceId: string): ChartSpec[] {
  return [
    {
      title: 'vCPU utilization',
      description: 'Share of time each vCPU was busy (in any state but idle)',
      unit: 'percent',
      timeseries: 'virtual_machine:vcpu_usage',
      eq: { instance_id: instanceId },
      ne: { state: 'idle' },
      groupBy: { fields: ['vcpu_id'], reducer: 'sum' },
      name: byVcpu,
      scale: vcpuPercent,
    },
    {
      title: 'vCPU time by state',
      description: 'Share of time the vCPUs spent in each state, averaged over all vCPUs',
      unit: 'percent',
      timeseries: 'virtual_machine:vcpu_usage',
      eq: { instance_id: instanceId },
      groupBy: { fields: ['state'], reducer: 'mean' },
      name: byVcpuState,
      scale: vcpuPercent,
    },
  ]
}

const disk =
  (metric: string, title: string, unit: ChartUnit, what: string) =>
  (instanceId: string, name: SeriesNaming): ChartSpec => ({
    title,
    description: `${what} per sample of each disk attached to the instance`,
    unit,
    timeseries: `virtual_disk:${metric}`,
    // every disk attached in the range, including one detached since
    eq: { attached_instance_id: instanceId },
    groupBy: { fields: ['disk_id'], reducer: 'sum' },
    name,
  })

/** The disk charts, series named after `disks` (the instance's disks) */
export function diskCharts(instanceId: string, disks: Named[] | undefined): ChartSpec[] {
  const name = namesById('diskId', disks)
  return [
    disk('reads', 'Reads', 'count', 'Read operations'),
    disk('writes', 'Writes', 'count', 'Write operations'),
    disk('bytes_read', 'Bytes read', 'bytes', 'Bytes read'),
    disk('bytes_written', 'Bytes written', 'bytes', 'Bytes written'),
    disk('flushes', 'Flushes', 'count', 'Flush operations'),
  ].map((chart) => chart(instanceId, name))
}

const nic =
  (metric: string, title: string, unit: ChartUnit, what: string) =>
  (instanceId: string, name: SeriesNaming): ChartSpec => ({
    title,
    description: `${what} per sample on each network interface of the instance`,
    unit,
    timeseries: `instance_network_interface:${metric}`,
    eq: { instance_id: instanceId },
    groupBy: { fields: ['interface_id'], reducer: 'sum' },
    name,
  })

/** The network charts, series named after `nics` (the instance's interfaces) */
export function networkCharts(instanceId: string, nics: Named[] | undefined): ChartSpec[] {
  const name = namesById('interfaceId', nics)
  return [
    nic('bytes_received', 'Bytes received', 'bytes', 'Bytes received'),
    nic('bytes_sent', 'Bytes sent', 'bytes', 'Bytes sent'),
    nic('packets_received', 'Packets received', 'count', 'Packets received'),
    nic('packets_sent', 'Packets sent', 'count', 'Packets sent'),
    nic('packets_dropped', 'Packets dropped', 'count', 'Packets dropped on the receive queue'),
  ].map((chart) => chart(instanceId, name))
}
