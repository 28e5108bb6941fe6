import { useMemo } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { instanceNics } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams } from '~/hooks/use-params'

import { networkCharts } from './charts'
import { ChartGrid } from './ChartGrid'
import { useMetricsContext } from './metrics-context'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project, instance } = requireParams(params, 'project', 'instance')
  await queryClient.fetchQuery(instanceNics({ project, instance }))
  return null
}

export default function NetworkMetricsTab() {
  const { project, instance } = useMetricsContext()
  const { data: nics } = usePrefetchedQuery(instanceNics({ project, instance: instance.name }))
  const charts = useMemo(() => networkCharts(instance.id, nics.items), [instance.id, nics])
  return <ChartGrid charts={charts} />
}
