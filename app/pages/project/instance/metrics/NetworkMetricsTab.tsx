import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { LoaderFunctionArgs } from 'react-router'

import { api, listQuery, queryClient } from '~/api/client'
import { requireParams } from '~/hooks/use-params'

import { networkCharts } from './charts'
import { ChartGrid } from './ChartGrid'
import { useMetricsContext } from './metrics-context'

// An instance has at most eight network interfaces: the first page holds them all
const instanceNics = (project: string, instance: string) =>
  listQuery(api.instanceNetworkInterfaceList, { query: { project, instance } }).firstPage()

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project, instance } = requireParams(params, 'project', 'instance')
  await queryClient.fetchQuery(instanceNics(project, instance))
  return null
}

export default function NetworkMetricsTab() {
  const { project, instance } = useMetricsContext()
  const { data: nics } = useQuery(instanceNics(project, instance.name))
  const charts = useMemo(() => networkCharts(instance.id, nics?.items), [instance.id, nics])
  return <ChartGrid charts={charts} />
}
