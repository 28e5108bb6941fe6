import { createColumnHelper } from '@tanstack/react-table'
import type { LoaderFunctionArgs } from 'react-router'

import type { Instance } from '~/api/__generated__/Api'
import { api, listQuery, queryClient } from '~/api/client'
import { InstanceStateBadge } from '~/components/InstanceStateBadge'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { formatBytes } from '~/util/format'

const instanceList = (project: string) => listQuery(api.instanceList, { query: { project } })

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(instanceList(requireParams(params, 'project').project).firstPage())
  return null
}

const col = createColumnHelper<Instance>()
const columns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => <span className="font-medium">{info.getValue()}</span>,
  }),
  col.accessor('ncpus', { header: 'CPU', cell: (info) => `${info.getValue()} vCPU` }),
  col.accessor('memory', { header: 'Memory', cell: (info) => formatBytes(info.getValue()) }),
  col.accessor('runState', {
    header: 'State',
    cell: (info) => <InstanceStateBadge state={info.getValue()} />,
  }),
  commonColumns<Instance>().created,
]

export default function InstancesPage() {
  const { project } = useProjectParams()
  return (
    <>
      <PageHeader title="Instances" />
      <QueryTable
        label="Instances"
        query={instanceList(project)}
        columns={columns}
        getRowId={(i) => i.id}
        emptyState={<EmptyState title="No instances" body="This project has no instances yet." />}
      />
    </>
  )
}
