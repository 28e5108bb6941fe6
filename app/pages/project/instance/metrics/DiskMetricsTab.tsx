import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { LoaderFunctionArgs } from 'react-router'

import { api, listQuery, queryClient } from '~/api/client'
import { requireParams } from '~/hooks/use-params'

import { diskCharts } from './charts'
import { ChartGrid } from './ChartGrid'
import { useMetricsContext } from './metrics-context'

// An instance has at most a dozen disks, so the first page holds them all
const instanceDisks = (project: string, instance: string) =>
  listQuery(api.instanceDiskList, { path: { instance }, query: { project } }).firstPage()

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project, instance } = requireParams(params, 'project', 'instance')
  await queryClient.fetchQuery(instanceDisks(project, instance))
  return null
}

export default function DiskMetricsTab() {
  const { project, instance } = useMetricsContext()
  const { data: disks } = useQuery(instanceDisks(project, instance.name))
  const charts = useMemo(() => diskCharts(instance.id, disks?.items), [instance.id, disks])
  return <ChartGrid charts={charts} />
}
