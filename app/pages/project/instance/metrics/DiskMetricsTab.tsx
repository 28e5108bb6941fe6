import { useMemo } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { instanceDisks } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams } from '~/hooks/use-params'

import { diskCharts } from './charts'
import { ChartGrid } from './ChartGrid'
import { useMetricsContext } from './metrics-context'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(instanceDisks(requireParams(params, 'project', 'instance')))
  return null
}

export default function DiskMetricsTab() {
  const { project, instance } = useMetricsContext()
  const { data: disks } = usePrefetchedQuery(instanceDisks({ project, instance: instance.name }))
  const charts = useMemo(() => diskCharts(instance.id, disks.items), [instance.id, disks])
  return <ChartGrid charts={charts} />
}
