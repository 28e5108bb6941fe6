// The rack's utilization for operators (spec §2 `/system/utilization`): its capacity as
// the console estimates it from the sleds (spec §9), against what silos' quotas allocate
// and what is provisioned; each silo's use of its quotas; and what the fleet, or one
// silo, had provisioned over time.
import { createColumnHelper } from '@tanstack/react-table'
import { useId, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { SiloUtilization } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { queryClient } from '~/api/client'
import { sledPicker } from '~/api/queries/hardware'
import { siloUtilizationPicker, systemMetricHistory } from '~/api/queries/utilization'
import { isProvisionable } from '~/api/sled-policy'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ProvisionedCharts } from '~/components/utilization/ProvisionedCharts'
import { UsageCard } from '~/components/utilization/UsageCard'
import { UsageCell } from '~/components/utilization/UsageCell'
import { RowsTable } from '~/table/RowsTable'
import { EmptyState } from '~/ui/EmptyState'
import { FieldLabel } from '~/ui/FieldLabel'
import { PageHeader } from '~/ui/PageHeader'
import { Section } from '~/ui/Section'
import { Select } from '~/ui/Select'
import {
  rackCapacity,
  RESOURCE_KINDS,
  RESOURCE_LABEL,
  sumCounts,
  USABLE_FRACTION,
} from '~/util/capacity'
import { DISK_PER_SLED_TiB, DISK_SIZE_FACTOR, formatBytes, formatNumber } from '~/util/format'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader() {
  await Promise.all([
    queryClient.fetchQuery(sledPicker),
    queryClient.fetchQuery(siloUtilizationPicker),
  ])
  return null
}

const col = createColumnHelper<SiloUtilization>()

const columns = [
  col.accessor('siloName', {
    header: 'Silo',
    cell: (info) => (
      <LinkCell to={pb.systemSilo({ silo: info.getValue() })}>{info.getValue()}</LinkCell>
    ),
  }),
  ...RESOURCE_KINDS.map((kind) =>
    col.display({
      id: kind,
      header: RESOURCE_LABEL[kind],
      cell: ({ row }) => (
        <UsageCell
          kind={kind}
          used={row.original.provisioned[kind]}
          of={row.original.allocated[kind]}
        />
      ),
    }),
  ),
]

/** The `silo` query value charts that silo; none charts the fleet. */
const FLEET = ''

export default function SystemUtilizationPage() {
  const { data: sleds } = usePrefetchedQuery(sledPicker)
  const { data: silos } = usePrefetchedQuery(siloUtilizationPicker)
  const [search, setSearch] = useSearchParams()
  const scopeId = useId()

  const capacity = useMemo(() => rackCapacity(sleds.items), [sleds])
  const allocated = useMemo(() => sumCounts(silos.items.map((s) => s.allocated)), [silos])
  const provisioned = useMemo(() => sumCounts(silos.items.map((s) => s.provisioned)), [silos])
  const provisionable = sleds.items.filter(isProvisionable).length
  const threads = sleds.items.reduce((sum, s) => sum + s.usableHardwareThreads, 0)
  const ram = sleds.items.reduce((sum, s) => sum + s.usablePhysicalRam, 0)

  // a silo named in the URL that is not (or no longer) listed charts the fleet
  const asked = search.get('silo') ?? FLEET
  const silo = silos.items.some((s) => s.siloName === asked) ? asked : FLEET
  const chooseSilo = (name: string) => {
    const next = new URLSearchParams(search)
    if (name === FLEET) next.delete('silo')
    else next.set('silo', name)
    setSearch(next)
  }

  const fraction = `${formatNumber(USABLE_FRACTION * 100)}%`
  return (
    <>
      <PageHeader title="Utilization" />
      <div className="space-y-8">
        <Section
          title="Capacity"
          description={
            <>
              An estimate from the rack&apos;s {sleds.items.length}{' '}
              {sleds.items.length === 1 ? 'sled' : 'sleds'} in service ({provisionable} taking new
              instances): {fraction} of their {formatNumber(threads)} usable hardware threads and{' '}
              {formatBytes(ram)} of usable RAM, and {fraction} of {DISK_PER_SLED_TiB} TiB ×{' '}
              {DISK_SIZE_FACTOR} of disk per sled, each rounded up.
            </>
          }
        >
          <div className="grid gap-4 lg:grid-cols-3">
            {RESOURCE_KINDS.map((kind) => (
              <UsageCard
                key={kind}
                kind={kind}
                parts={[
                  { label: 'Provisioned', value: provisioned[kind], tone: 'accent' },
                  { label: 'Allocated to silos', value: allocated[kind], tone: 'muted' },
                ]}
                whole={{ label: 'Capacity (estimate)', value: capacity[kind] }}
                extra={[
                  {
                    label: 'Not allocated',
                    value: Math.max(0, capacity[kind] - allocated[kind]),
                  },
                ]}
                note={
                  allocated[kind] > capacity[kind] && (
                    <span className="text-notice">
                      Silo quotas add up to more than the estimated capacity: not every silo can use
                      all of its quota at once.
                    </span>
                  )
                }
              />
            ))}
          </div>
        </Section>

        <Section
          title="Silos"
          description="What each silo has provisioned, against the quotas allocated to it. Stopped instances hold no vCPUs or memory."
        >
          <RowsTable
            label="Silo utilization"
            rows={silos.items}
            columns={columns}
            getRowId={(s) => s.siloId}
            emptyState={
              <EmptyState title="No silos" body="No silo has been allocated any resources." />
            }
          />
        </Section>

        <Section
          title="Over time"
          description="What the whole fleet, or one silo, had provisioned over the range."
        >
          <ProvisionedCharts
            operation="systemMetric"
            history={(metric, range) =>
              systemMetricHistory(metric, { ...range, silo: silo || undefined })
            }
            series={silo ? { key: silo, label: silo } : { key: 'fleet', label: 'Fleet' }}
            scopeControl={
              <div>
                <FieldLabel htmlFor={scopeId}>Scope</FieldLabel>
                <Select
                  id={scopeId}
                  value={silo}
                  onChange={(e) => chooseSilo(e.target.value)}
                  className="w-56"
                >
                  <option value={FLEET}>The whole fleet</option>
                  {silos.items.map((s) => (
                    <option key={s.siloId} value={s.siloName}>
                      Silo {s.siloName}
                    </option>
                  ))}
                </Select>
              </div>
            }
          />
        </Section>
      </div>
    </>
  )
}
