// The instances running on a sled (spec §2 `/system/inventory/sleds/{sledId}/instances`),
// from every silo. An instance's page is reachable only from within its own silo, so only
// the names of instances in the operator's silo are links.
import { createColumnHelper } from '@tanstack/react-table'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'

import type { SledInstance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { queryClient } from '~/api/client'
import { sledInstanceList } from '~/api/queries/hardware'
import { InstanceStateBadge } from '~/components/InstanceStateBadge'
import { useCurrentUser } from '~/hooks/use-current-user'
import { requireParams } from '~/hooks/use-params'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { sledId } = requireParams(params, 'sledId')
  await queryClient.fetchQuery(sledInstanceList(sledId).firstPage())
  return null
}

const col = createColumnHelper<SledInstance>()

export default function SledInstancesTab() {
  const { sledId } = requireParams(useParams(), 'sledId')
  const { me } = useCurrentUser()

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: ({ row: { original: i } }) =>
        i.siloName === me.siloName ? (
          <LinkCell to={pb.instanceStorage({ project: i.projectName, instance: i.name })}>
            {i.name}
          </LinkCell>
        ) : (
          <span className="font-medium">{i.name}</span>
        ),
    }),
    col.accessor('projectName', { header: 'Project' }),
    col.accessor('siloName', { header: 'Silo' }),
    col.accessor('state', {
      header: 'State',
      cell: (info) => <InstanceStateBadge state={info.getValue()} />,
    }),
    col.accessor('ncpus', { header: 'vCPUs' }),
    col.accessor('memory', {
      header: 'Memory',
      cell: (info) => <span className="whitespace-nowrap">{formatBytes(info.getValue())}</span>,
    }),
  ]

  return (
    <QueryTable
      label="Instances on this sled"
      query={sledInstanceList(sledId)}
      columns={columns}
      getRowId={(i) => i.id}
      emptyState={
        <EmptyState
          title="No instances"
          body="No instance runs on this sled now. Instances are placed on a sled when they start."
        />
      }
    />
  )
}
