import { createColumnHelper } from '@tanstack/react-table'
import type { Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { instanceList } from '~/api/queries/instances'
import { InstanceStateBadge } from '~/components/InstanceStateBadge'
import { ActionLink } from '~/components/ActionLink'
import { bulkActionsFor } from '~/components/bulk/bulk-entry'
import { useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { pollWhileTransitional, useInstanceActions } from './instance-actions'

const col = createColumnHelper<Instance>()
const nameColumn = (project: string) =>
  col.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <LinkCell to={pb.instance({ project, instance: info.getValue() })}>
        {info.getValue()}
      </LinkCell>
    ),
  })
const staticColumns = [
  col.accessor('ncpus', { header: 'CPU', cell: (info) => `${info.getValue()} vCPU` }),
  col.accessor('memory', { header: 'Memory', cell: (info) => formatBytes(info.getValue()) }),
  col.accessor('runState', {
    header: 'State',
    cell: (info) => <InstanceStateBadge state={info.getValue()} />,
  }),
  commonColumns<Instance>().created,
]

const newInstanceLink = (project: string, disabled: string | false) => (
  <ActionLink to={pb.instancesNew({ project })} disabled={disabled}>
    New instance
  </ActionLink>
)

export default function InstancesPage() {
  const { project } = useProjectParams()

  const instanceActions = useInstanceActions(project)
  const createReason = useProjectAccess(project).changeReason('instances')

  const columns = [nameColumn(project), ...staticColumns, actionsColumn<Instance>(instanceActions)]

  return (
    <>
      <PageHeader title="Instances" actions={newInstanceLink(project, createReason)} />
      <QueryTable
        label="Instances"
        query={instanceList(project)}
        columns={columns}
        getRowId={(i) => i.id}
        refetchInterval={pollWhileTransitional}
        bulkActions={bulkActionsFor('instance', project)}
        emptyState={
          <EmptyState
            title="No instances"
            body="This project has no instances yet."
            action={newInstanceLink(project, createReason)}
          />
        }
      />
    </>
  )
}
