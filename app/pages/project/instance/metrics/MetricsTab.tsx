import { useIsFetching } from '@tanstack/react-query'
import { Outlet, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { instanceView } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { PrefetchLink } from '~/components/PrefetchLink'
import { requireParams, useInstanceParams } from '~/hooks/use-params'
import { InfoIcon } from '~/ui/icons'
import { formatDateTime } from '~/util/format'
import { pb } from '~/util/path-builder'

import { DateRangePicker } from '~/components/time-range/DateRangePicker'
import type { MetricsContext } from './metrics-context'
import {
  alignWindowSeconds,
  rangeFromSearch,
  windowLabel,
  withRange,
} from '~/components/time-range/time-range'
import { useRangeClock } from '~/components/time-range/use-range-clock'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(instanceView(requireParams(params, 'project', 'instance')))
  return null
}

// States in which an instance runs and so reports metrics
const REPORTING_STATES = new Set(['running', 'rebooting', 'migrating', 'stopping'])

const tabClass =
  'rounded px-3 py-1.5 text-sm text-secondary hover:bg-secondary hover:text-default aria-[current=page]:bg-accent/15 aria-[current=page]:text-accent'

export default function MetricsTab() {
  const params = useInstanceParams()
  const { data: instance } = usePrefetchedQuery(instanceView(params))

  const [search, setSearch] = useSearchParams()
  const range = rangeFromSearch(search)
  const { start, end, now, moveToPresent, autoRefresh, setAutoRefresh } = useRangeClock(range)
  const windowSeconds = alignWindowSeconds(end - start)
  const isFetching = useIsFetching({ queryKey: ['timeseriesQuery'] }) > 0

  const context: MetricsContext = {
    project: params.project,
    instance,
    start,
    end,
    windowSeconds,
    now,
  }
  // the sub-tabs keep the chosen range
  const query = search.toString() ? `?${search}` : ''
  const tabs = [
    { to: pb.instanceCpuMetrics(params), label: 'CPU' },
    { to: pb.instanceDiskMetrics(params), label: 'Disk' },
    { to: pb.instanceNetworkMetrics(params), label: 'Network' },
  ]

  return (
    <section aria-labelledby="metrics-heading" className="space-y-4">
      <h2 id="metrics-heading" className="sr-only">
        Metrics
      </h2>
      <nav aria-label="Metrics" className="flex w-fit gap-1 rounded-md border border-default p-1">
        {tabs.map((tab) => (
          <PrefetchLink key={tab.to} to={tab.to + query} nav className={tabClass}>
            {tab.label}
          </PrefetchLink>
        ))}
      </nav>
      <div>
        <DateRangePicker
          range={range}
          start={start}
          end={end}
          onChange={(next) => setSearch(withRange(search, next))}
          onRefresh={moveToPresent}
          isRefreshing={isFetching}
          autoRefresh={autoRefresh}
          onAutoRefreshChange={setAutoRefresh}
        />
      </div>
      <p className="text-xs text-secondary">
        {formatDateTime(new Date(start))} – {formatDateTime(new Date(end))}. Each point is a{' '}
        {windowLabel(windowSeconds)} average.
      </p>
      {!REPORTING_STATES.has(instance.runState) && (
        <p className="flex items-center gap-2 rounded-md border border-blue/30 bg-blue/10 px-3 py-2 text-sm text-blue">
          <InfoIcon width={16} height={16} aria-hidden="true" className="shrink-0" />
          This instance is {instance.runState}. An instance reports metrics only while it is
          running.
        </p>
      )}
      <Outlet context={context} />
    </section>
  )
}
