// What each metrics sub-tab charts: the timeseries, how it is filtered and grouped, its
// units and how its series are named. The tab adds the time range.
import { MAX_DISKS_PER_INSTANCE, MAX_NICS_PER_INSTANCE } from '~/api/util'
import type { ChartUnit } from '~/util/chart-units'

import type { MetricQuery } from './oxql-query'
import type { SeriesNaming } from './oxql-table'
import { byVcpu, byVcpuState, namesById } from './series-names'

export type ChartSpec = Pick<
  MetricQuery,
  'timeseries' | 'eq' | 'ne' | 'groupBy' | 'sampleSeconds'
> & {
  /** how many timeseries the query reads at most, which bounds the range one query covers */
  series: number
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
const VCPU_SAMPLE_SECONDS = 5
export const vcpuPercent = (ns: number) => (ns / (VCPU_SAMPLE_SECONDS * 1e9)) * 100

/** The vCPU states Propolis reports: run, idle, waiting, emulation */
const VCPU_STATES = 4

export function cpuCharts(instanceId: string, ncpus: number): ChartSpec[] {
  return [
    {
      title: 'vCPU utilization',
      description: 'Share of time each vCPU was busy (in any state but idle)',
      unit: 'percent',
      timeseries: 'virtual_machine:vcpu_usage',
      eq: { instance_id: instanceId },
      ne: { state: 'idle' },
      groupBy: { fields: ['vcpu_id'], reducer: 'sum' },
      sampleSeconds: VCPU_SAMPLE_SECONDS,
      series: ncpus * (VCPU_STATES - 1),
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
      sampleSeconds: VCPU_SAMPLE_SECONDS,
      series: ncpus * VCPU_STATES,
      name: byVcpuState,
      scale: vcpuPercent,
    },
  ]
}

/** One chart per metric of a resource the instance has several of (disks, interfaces) */
type PerResource = {
  target: string
  /** the field holding the instance's id */
  instanceField: string
  /** the field holding the resource's id: series are grouped by it, named after it */
  resourceField: string
  /** the same, as the client delivers it */
  resourceKey: string
  /** ends each description */
  whose: string
  /** how often the producer records a sample */
  sampleSeconds: number
  /** the most the instance can have at once: one series each */
  most: number
  metrics: Array<{ metric: string; title: string; unit: ChartUnit; what: string }>
}

function perResourceCharts(
  {
    target,
    instanceField,
    resourceField,
    resourceKey,
    whose,
    sampleSeconds,
    most,
    metrics,
  }: PerResource,
  instanceId: string,
  resources: Named[] | undefined,
): ChartSpec[] {
  const name = namesById(resourceKey, resources)
  return metrics.map(({ metric, title, unit, what }) => ({
    title,
    description: `${what} per sample ${whose}`,
    unit,
    timeseries: `${target}:${metric}`,
    eq: { [instanceField]: instanceId },
    groupBy: { fields: [resourceField], reducer: 'sum' },
    sampleSeconds,
    series: most,
    name,
  }))
}

const DISKS: PerResource = {
  target: 'virtual_disk',
  // every disk attached in the range, including one detached since
  instanceField: 'attached_instance_id',
  resourceField: 'disk_id',
  resourceKey: 'diskId',
  whose: 'of each disk attached to the instance',
  sampleSeconds: 10,
  most: MAX_DISKS_PER_INSTANCE,
  metrics: [
    { metric: 'reads', title: 'Reads', unit: 'count', what: 'Read operations' },
    { metric: 'writes', title: 'Writes', unit: 'count', what: 'Write operations' },
    { metric: 'bytes_read', title: 'Bytes read', unit: 'bytes', what: 'Bytes read' },
    { metric: 'bytes_written', title: 'Bytes written', unit: 'bytes', what: 'Bytes written' },
    { metric: 'flushes', title: 'Flushes', unit: 'count', what: 'Flush operations' },
  ],
}

const INTERFACES: PerResource = {
  target: 'instance_network_interface',
  instanceField: 'instance_id',
  resourceField: 'interface_id',
  resourceKey: 'interfaceId',
  whose: 'on each network interface of the instance',
  sampleSeconds: 10,
  most: MAX_NICS_PER_INSTANCE,
  metrics: [
    { metric: 'bytes_received', title: 'Bytes received', unit: 'bytes', what: 'Bytes received' },
    { metric: 'bytes_sent', title: 'Bytes sent', unit: 'bytes', what: 'Bytes sent' },
    {
      metric: 'packets_received',
      title: 'Packets received',
      unit: 'count',
      what: 'Packets received',
    },
    { metric: 'packets_sent', title: 'Packets sent', unit: 'count', what: 'Packets sent' },
    {
      metric: 'packets_dropped',
      title: 'Packets dropped',
      unit: 'count',
      what: 'Packets dropped on the receive queue',
    },
  ],
}

/** The disk charts, series named after `disks` (the instance's disks) */
export const diskCharts = (instanceId: string, disks: Named[] | undefined) =>
  perResourceCharts(DISKS, instanceId, disks)

/** The network charts, series named after `nics` (the instance's interfaces) */
export const networkCharts = (instanceId: string, nics: Named[] | undefined) =>
  perResourceCharts(INTERFACES, instanceId, nics)
