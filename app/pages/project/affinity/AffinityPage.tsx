import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'

import type { AntiAffinityGroup } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { AntiAffinityGroupCreateForm } from '~/forms/anti-affinity-group-create'
import { AntiAffinityGroupEditForm } from '~/forms/anti-affinity-group-edit'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button } from '~/ui/Button'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { AffinityGroupPolicyBadge } from './AffinityGroupPolicyBadge'
import { antiAffinityGroupList, antiAffinityGroupView } from '~/api/queries/affinity'
import { LinkCell } from '~/table/cells/LinkCell'
import { AntiAffinityGroupMemberCount } from './AntiAffinityGroupMemberCount'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  await queryClient.fetchQuery(antiAffinityGroupList(project).firstPage())
  return null
}

const col = createColumnHelper<AntiAffinityGroup>()
const common = commonColumns<AntiAffinityGroup>()

/** The row already holds the whole group, so opening its page needs no request for it. */
const seedView = (project: string, group: AntiAffinityGroup) =>
  queryClient.setQueryData(
    antiAffinityGroupView({ project, antiAffinityGroup: group.name }).queryKey,
    group,
  )

// which side modal is open: the create form, or the edit form of one group
type OpenForm = { kind: 'create' } | { kind: 'edit'; group: AntiAffinityGroup } | null

export default function AffinityPage() {
  const { project } = useProjectParams()
  const [openForm, setOpenForm] = useState<OpenForm>(null)
  const roleReason = useProjectAccess(project).changeReason('affinityGroups')
  const close = () => setOpenForm(null)

  const deleteGroup = useApiMutation(api.antiAffinityGroupDelete, {
    invalidates: ['antiAffinityGroupList', 'instanceAntiAffinityGroupList'],
    onSuccess(_, { path }) {
      addToast({
        variant: 'success',
        title: 'Anti-affinity group deleted',
        content: path.antiAffinityGroup,
      })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell
          to={pb.antiAffinityGroup({ project, antiAffinityGroup: info.getValue() })}
          onClick={() => seedView(project, info.row.original)}
        >
          {info.getValue()}
        </LinkCell>
      ),
    }),
    common.description,
    col.accessor('policy', {
      header: 'Policy',
      cell: (info) => <AffinityGroupPolicyBadge policy={info.getValue()} />,
    }),
    col.accessor('failureDomain', { header: 'Failure domain' }),
    col.display({
      id: 'members',
      header: 'Members',
      cell: ({ row }) => (
        <AntiAffinityGroupMemberCount project={project} antiAffinityGroup={row.original.name} />
      ),
    }),
    common.created,
    actionsColumn<AntiAffinityGroup>((group) => [
      {
        label: 'Edit',
        disabled: roleReason,
        onActivate: () => setOpenForm({ kind: 'edit', group }),
      },
      {
        label: 'Delete',
        disabled: roleReason,
        danger: true,
        onActivate: confirmDelete({
          resourceKind: 'anti-affinity group',
          label: group.name,
          doDelete: () =>
            deleteGroup.mutateAsync({
              path: { antiAffinityGroup: group.name },
              query: { project },
            }),
        }),
        commands: commandsOf({
          op: 'antiAffinityGroupDelete',
          params: { path: { antiAffinityGroup: group.name }, query: { project } },
        }),
      },
    ]),
  ]

  const newGroupButton = (
    <Button
      disabled={!!roleReason}
      disabledReason={roleReason}
      onClick={() => setOpenForm({ kind: 'create' })}
    >
      New anti-affinity group
    </Button>
  )

  return (
    <>
      <PageHeader title="Affinity" actions={newGroupButton} />
      <section aria-labelledby="anti-affinity-groups" className="space-y-3">
        <div>
          <h2 id="anti-affinity-groups" className="text-base font-semibold text-default">
            Anti-affinity groups
          </h2>
          <p className="text-sm text-secondary">
            Instances in an anti-affinity group are placed in different failure domains, so one
            failure does not take them all down.
          </p>
        </div>
        <QueryTable
          label="Anti-affinity groups"
          query={antiAffinityGroupList(project)}
          columns={columns}
          getRowId={(g) => g.id}
          emptyState={
            <EmptyState
              title="No anti-affinity groups"
              body="Create a group to keep instances such as database replicas on different sleds."
              action={newGroupButton}
            />
          }
        />
      </section>
      {openForm?.kind === 'create' && (
        <AntiAffinityGroupCreateForm project={project} onDismiss={close} />
      )}
      {openForm?.kind === 'edit' && (
        <AntiAffinityGroupEditForm project={project} group={openForm.group} onDismiss={close} />
      )}
    </>
  )
}
