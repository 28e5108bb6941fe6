import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { between, gaussian, pick } from './noise'

// The timeseries the simulator produces, with the schemas Oximeter registers
// for them (omicron oximeter/oximeter/schema/virtual-machine.toml,
// virtual-disk.toml, instance-network-interface.toml), and how their numbers
// are made up.
//
// All of them are cumulative counters. OxQL turns a counter into the
// increments between samples, and `align mean_within(w)` then averages the
// increments that fall in each window of length w, so what a query returns
// is "per sample interval" amounts: for vcpu_usage with Propolis's 5-second
// kstat interval, nanoseconds of a 5 s slice spent in the state. The values
// below model exactly that, straight from a smooth per-instance load curve
// plus noise, without materialising raw samples.

export type TargetName = 'virtual_machine' | 'virtual_disk' | 'instance_network_interface'
export type FieldValue = Json<Api.FieldValue>
export type Fields = Record<string, FieldValue>

/** A producer of timeseries: one instance, attached disk or network interface */
export type Target = {
  kind: TargetName
  fields: Fields
  /** the resource's id: fixes the numbers */
  seed: string
  /** the instance whose load drives them */
  instanceId: string
  ncpus: number
  /** epoch milliseconds during which the producer reported */
  activeFrom: number
  activeTo: number
}

type FieldDef = { type: Api.FieldType; description: string }

type TargetDef = {
  description: string
  fields: Record<string, FieldDef>
  /** milliseconds between two samples of the producer */
  sampleMs: number
}

export const targets: Record<TargetName, TargetDef> = {
  virtual_machine: {
    description: 'A guest virtual machine instance',
    sampleMs: 5_000, // Propolis's vCPU kstat interval
    fields: {
      instance_id: { type: 'uuid', description: 'ID of the virtual machine instance' },
      project_id: { type: 'uuid', description: "ID of the virtual machine instance's project" },
      silo_id: { type: 'uuid', description: "ID of the virtual machine instance's silo" },
      sled_id: { type: 'uuid', description: 'ID of the sled hosting the instance' },
      sled_model: { type: 'string', description: 'Model number of the sled hosting the instance' },
      sled_revision: {
        type: 'u32',
        description: 'Revision number of the sled hosting the instance',
      },
      sled_serial: {
        type: 'string',
        description: 'Serial number of the sled hosting the instance',
      },
    },
  },
  virtual_disk: {
    description: 'A virtual disk',
    sampleMs: 10_000,
    fields: {
      attached_instance_id: {
        type: 'uuid',
        description: 'ID of the instance the disk is attached to',
      },
      block_size: { type: 'u32', description: 'Block size of the disk, in bytes' },
      disk_id: { type: 'uuid', description: 'ID of the disk' },
      project_id: { type: 'uuid', description: 'ID of the project containing the disk' },
      silo_id: { type: 'uuid', description: 'ID for the silo containing the disk' },
    },
  },
  instance_network_interface: {
    description: 'A network interface attached to a virtual machine instance',
    sampleMs: 10_000,
    fields: {
      interface_id: { type: 'uuid', description: 'The ID of the network interface' },
      instance_id: {
        type: 'uuid',
        description: 'The ID of the virtual machine instance this network interface is attached to',
      },
      project_id: {
        type: 'uuid',
        description:
          'The ID of the project containing the virtual machine instance this network interface is attached to',
      },
      silo_id: {
        type: 'uuid',
        description:
          'The ID of the silo containing the virtual machine instance this network interface is attached to',
      },
    },
  },
}

/**
 * How a metric's numbers come about:
 * - `vcpu`: time per vCPU and state, from the instance's load;
 * - `rate`: a per-second rate scaled by the load (`per` picks the profile);
 * - `zero`: a counter that exists but never moves (errors, drops, resets);
 * - `none`: no timeseries at all, because its extra field (`failure_reason`)
 *   only gets a value once something fails;
 * - `histogram`: a distribution, which `mean_within` refuses, as in OxQL.
 */
type Model =
  | { kind: 'vcpu' }
  | { kind: 'rate'; per: RateProfile }
  | { kind: 'zero' }
  | { kind: 'none' }
  | { kind: 'histogram' }

type RateProfile =
  | 'disk-read-ops'
  | 'disk-read-bytes'
  | 'disk-write-ops'
  | 'disk-write-bytes'
  | 'disk-flushes'
  | 'disk-discard-ops'
  | 'disk-discard-bytes'
  | 'nic-rx-bytes'
  | 'nic-rx-packets'
  | 'nic-tx-bytes'
  | 'nic-tx-packets'

export type MetricDef = {
  name: string
  target: TargetName
  description: string
  units: Api.Units
  datumType: Api.DatumType
  /** fields of the metric (beyond the target's) */
  fields: Record<string, FieldDef>
  model: Model
}

const failureReason: Record<string, FieldDef> = {
  failure_reason: { type: 'string', description: 'The reason an I/O operation failed' },
}
const ioKind: Record<string, FieldDef> = {
  io_kind: { type: 'string', description: 'The kind of I/O operation' },
}

const metric = (
  target: TargetName,
  name: string,
  description: string,
  units: Api.Units,
  model: Model,
  fields: Record<string, FieldDef> = {},
  datumType: Api.DatumType = 'cumulative_u64',
): MetricDef => ({
  name: `${target}:${name}`,
  target,
  description,
  units,
  datumType,
  fields,
  model,
})

const rate = (per: RateProfile): Model => ({ kind: 'rate', per })

const metricList: MetricDef[] = [
  metric(
    'virtual_machine',
    'vcpu_usage',
    'Cumulative time each vCPU has spent in a state',
    'nanoseconds',
    { kind: 'vcpu' },
    {
      state: { type: 'string', description: 'The state of the vCPU' },
      vcpu_id: { type: 'u32', description: 'The ID of the vCPU' },
    },
  ),
  metric(
    'virtual_machine',
    'reset',
    'Cumulative number of times the virtual machine has been reset',
    'count',
    { kind: 'zero' },
  ),
  metric(
    'virtual_machine',
    'pv_panic_guest_handled',
    'Cumulative number of times a PVPANIC event was handled by the guest',
    'count',
    { kind: 'zero' },
  ),
  metric(
    'virtual_machine',
    'pv_panic_host_handled',
    'Cumulative number of times a PVPANIC event was handled by the host',
    'count',
    { kind: 'zero' },
  ),
  metric(
    'virtual_disk',
    'bytes_read',
    'Number of bytes read from the disk',
    'bytes',
    rate('disk-read-bytes'),
  ),
  metric(
    'virtual_disk',
    'reads',
    'Total number of read operations from the disk',
    'count',
    rate('disk-read-ops'),
  ),
  metric(
    'virtual_disk',
    'failed_reads',
    'Total number of failed read operations from the disk',
    'count',
    { kind: 'none' },
    failureReason,
  ),
  metric(
    'virtual_disk',
    'bytes_written',
    'Number of bytes written to the disk',
    'bytes',
    rate('disk-write-bytes'),
  ),
  metric(
    'virtual_disk',
    'writes',
    'Total number of write operations to the disk',
    'count',
    rate('disk-write-ops'),
  ),
  metric(
    'virtual_disk',
    'failed_writes',
    'Total number of failed write operations to the disk',
    'count',
    { kind: 'none' },
    failureReason,
  ),
  metric(
    'virtual_disk',
    'bytes_discarded',
    'Number of bytes discarded from the disk',
    'bytes',
    rate('disk-discard-bytes'),
  ),
  metric(
    'virtual_disk',
    'discards',
    'Total number of discard operations to the disk',
    'count',
    rate('disk-discard-ops'),
  ),
  metric(
    'virtual_disk',
    'failed_discards',
    'Total number of failed discard operations to the disk',
    'count',
    { kind: 'none' },
    failureReason,
  ),
  metric(
    'virtual_disk',
    'flushes',
    'Total number of flush operations on the disk',
    'count',
    rate('disk-flushes'),
  ),
  metric(
    'virtual_disk',
    'failed_flushes',
    'Total number of failed flush operations on the disk',
    'count',
    { kind: 'none' },
    failureReason,
  ),
  metric(
    'virtual_disk',
    'io_latency',
    'Histogram of latency for I/O operations by kind',
    'nanoseconds',
    { kind: 'histogram' },
    ioKind,
    'histogram_u64',
  ),
  metric(
    'virtual_disk',
    'io_size',
    'Histogram of sizes for I/O operations by kind',
    'bytes',
    { kind: 'histogram' },
    ioKind,
    'histogram_u64',
  ),
  metric(
    'instance_network_interface',
    'bytes_sent',
    'Total number of bytes sent on the network interface',
    'bytes',
    rate('nic-tx-bytes'),
  ),
  metric(
    'instance_network_interface',
    'bytes_received',
    'Total number of bytes received on the network interface',
    'bytes',
    rate('nic-rx-bytes'),
  ),
  metric(
    'instance_network_interface',
    'packets_sent',
    'Total number of packets sent on the network interface',
    'count',
    rate('nic-tx-packets'),
  ),
  metric(
    'instance_network_interface',
    'packets_received',
    'Total number of packets received on the network interface',
    'count',
    rate('nic-rx-packets'),
  ),
  metric(
    'instance_network_interface',
    'packets_dropped',
    'Number of packets dropped on the RX queue of the network interface',
    'count',
    { kind: 'zero' },
  ),
  metric(
    'instance_network_interface',
    'errors_sent',
    'Number of errors encountered when sending on the network interface',
    'count',
    { kind: 'zero' },
  ),
  metric(
    'instance_network_interface',
    'errors_received',
    'Number of errors encountered when receiving on the network interface',
    'count',
    { kind: 'zero' },
  ),
]

/** Every simulated timeseries, by name (`target:metric`), in name order */
export const metrics: ReadonlyMap<string, MetricDef> = new Map(
  [...metricList].sort((a, b) => (a.name < b.name ? -1 : 1)).map((m) => [m.name, m]),
)

/** A field of the timeseries (target or metric), if it has one by that name */
export function fieldOf(m: MetricDef, name: string): FieldDef | undefined {
  return Object.hasOwn(m.fields, name)
    ? m.fields[name]
    : Object.hasOwn(targets[m.target].fields, name)
      ? targets[m.target].fields[name]
      : undefined
}

// When the schemas "appeared": the day the demo rack was set up
const SCHEMA_CREATED = '2025-01-06T08:00:00.000Z'

/** The `TimeseriesSchema` view of a simulated timeseries */
export function toTimeseriesSchema(m: MetricDef): Json<Api.TimeseriesSchema> {
  const target = targets[m.target]
  const fieldSchema = [
    ...Object.entries(target.fields).map(([name, f]) => ({ name, f, source: 'target' as const })),
    ...Object.entries(m.fields).map(([name, f]) => ({ name, f, source: 'metric' as const })),
  ]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ name, f, source }) => ({
      name,
      field_type: f.type,
      source,
      description: f.description,
    }))
  return {
    timeseries_name: m.name,
    authz_scope: 'project',
    created: SCHEMA_CREATED,
    datum_type: m.datumType,
    description: { target: target.description, metric: m.description },
    field_schema: fieldSchema,
    units: m.units,
    version: 1,
  }
}

/** Every simulated timeseries' schema, in name order */
export const timeseriesSchemas: readonly Json<Api.TimeseriesSchema>[] = [...metrics.values()].map(
  toTimeseriesSchema,
)

const vcpuStates = ['run', 'idle', 'waiting', 'emulation'] as const
const ioKinds = ['read', 'write', 'flush'] as const

/** The metric-field values of each timeseries `target` has for `m` */
export function seriesOf(m: MetricDef, target: Target): Fields[] {
  switch (m.model.kind) {
    case 'none':
      return []
    case 'histogram':
      return ioKinds.map((k) => ({ io_kind: { type: 'string', value: k } }))
    case 'vcpu': {
      const out: Fields[] = []
      for (let v = 0; v < target.ncpus; v++) {
        for (const state of vcpuStates) {
          out.push({ state: { type: 'string', value: state }, vcpu_id: { type: 'u32', value: v } })
        }
      }
      return out
    }
    case 'rate':
    case 'zero':
      return [{}]
  }
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const DAY = 24 * 60 * MINUTE
const TAU = 2 * Math.PI

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

type Wave = { amp: number; period: number; phase: number }

// an instance's load curve, fixed by its id; kept because a long query asks for
// it once per sample (a bounded cache: ids come and go)
const loadCurves = new Map<string, { base: number; waves: Wave[] }>()

function loadCurve(instanceId: string) {
  let curve = loadCurves.get(instanceId)
  if (!curve) {
    const wave = (name: string, ampLo: number, ampHi: number, period: number): Wave => ({
      amp: between(ampLo, ampHi, instanceId, name, 'amp'),
      period,
      phase: TAU * between(0, 1, instanceId, name, 'phase'),
    })
    curve = {
      base: between(0.15, 0.45, instanceId, 'base'),
      waves: [
        wave('daily', 0.05, 0.2, DAY),
        wave('hourly', 0.04, 0.12, between(35, 80, instanceId, 'hourly-period') * MINUTE),
        wave('fast', 0.01, 0.06, between(4, 11, instanceId, 'fast-period') * MINUTE),
      ],
    }
    if (loadCurves.size >= 1000) loadCurves.clear()
    loadCurves.set(instanceId, curve)
  }
  return curve
}

const skews = new Map<string, number>()

/** How much busier (or idler) than the instance one of its vCPUs runs */
function vcpuSkew(seed: string, vcpu: number | string | boolean): number {
  const key = `${seed}/${vcpu}`
  let skew = skews.get(key)
  if (skew === undefined) {
    skew = between(0.7, 1.3, seed, 'vcpu-skew', String(vcpu))
    if (skews.size >= 10_000) skews.clear()
    skews.set(key, skew)
  }
  return skew
}

/**
 * How busy an instance is at time `t` (epoch ms), in (0, 1): a base level
 * with a daily swell and two faster waves, each with its own amplitude,
 * period and phase fixed by the instance id.
 */
export function instanceLoad(instanceId: string, t: number): number {
  const { base, waves } = loadCurve(instanceId)
  let value = base
  for (const w of waves) value += w.amp * Math.sin((TAU * t) / w.period + w.phase)
  return clamp(value, 0.02, 0.98)
}

/** Per-second rates of one producer at full load, fixed by its id */
function rateAtFullLoad(per: RateProfile, seed: string): number {
  const readOps = between(40, 2500, seed, 'read-ops')
  const writeOps = between(20, 1500, seed, 'write-ops')
  const sizes = [4096, 8192, 16384, 65536, 131072]
  const rxBytes = between(2e5, 4e7, seed, 'rx')
  const txBytes = between(2e5, 6e7, seed, 'tx')
  switch (per) {
    case 'disk-read-ops':
      return readOps
    case 'disk-read-bytes':
      return readOps * pick(sizes, seed, 'read-size')
    case 'disk-write-ops':
      return writeOps
    case 'disk-write-bytes':
      return writeOps * pick(sizes, seed, 'write-size')
    case 'disk-flushes':
      return between(0.2, 4, seed, 'flushes')
    case 'disk-discard-ops':
      return between(0.01, 0.5, seed, 'discards')
    case 'disk-discard-bytes':
      return between(0.01, 0.5, seed, 'discards') * 1024 * 1024
    case 'nic-rx-bytes':
      return rxBytes
    case 'nic-rx-packets':
      return rxBytes / between(450, 1400, seed, 'rx-packet')
    case 'nic-tx-bytes':
      return txBytes
    case 'nic-tx-packets':
      return txBytes / between(450, 1400, seed, 'tx-packet')
  }
}

// ops and bytes of one direction share their noise, so bytes per op stay put
const noiseStream = (per: RateProfile) => per.replace(/-(ops|bytes|packets)$/, '')

/**
 * The value of one aligned point: the mean of the per-sample increments of
 * the timeseries (`target` plus metric fields `fields`) within the window
 * (t - periodMs, t].
 */
export function pointValue(
  m: MetricDef,
  target: Target,
  fields: Fields,
  t: number,
  periodMs: number,
): number {
  const sampleMs = targets[target.kind].sampleMs
  // a window averages this many samples, which smooths the noise
  const smoothing = Math.sqrt(Math.max(1, periodMs / sampleMs))
  const mid = t - periodMs / 2
  const load = instanceLoad(target.instanceId, mid)
  switch (m.model.kind) {
    case 'zero':
    case 'none':
    case 'histogram':
      return 0
    case 'vcpu': {
      const vcpu = fields.vcpu_id?.value ?? 0
      const state = fields.state?.value
      const skew = vcpuSkew(target.seed, vcpu)
      const busy = clamp(
        load * skew + (0.08 * gaussian(target.seed, 'vcpu', String(vcpu), t, periodMs)) / smoothing,
        0.01,
        0.97,
      )
      const share = {
        run: 0.86 * busy,
        emulation: 0.004 + 0.12 * busy,
        waiting: 0.0005 + 0.012 * busy,
        idle: 0,
      }
      share.idle = 1 - share.run - share.emulation - share.waiting
      const fraction =
        state === 'run' || state === 'emulation' || state === 'waiting' ? share[state] : share.idle
      return fraction * sampleMs * 1e6 // ns of one sample interval
    }
    case 'rate': {
      const per = m.model.per
      const noise = gaussian(target.seed, noiseStream(per), t, periodMs) / smoothing
      const activity = clamp(0.25 + 0.9 * load + 0.12 * noise, 0.02, 1.2)
      return rateAtFullLoad(per, target.seed) * activity * (sampleMs / 1000)
    }
  }
}
