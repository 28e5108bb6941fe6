import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import type { AntiAffinityGroupMember } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { firstReason } from '~/api/action-reasons'
import { ANTI_AFFINITY_GROUP_MEMBER_LIMIT, isTransitional } from '~/api/util'
import { InstanceStateBadge } from '~/components/InstanceStateBadge'
import { AntiAffinityGroupEditForm } from '~/forms/anti-affinity-group-edit'
import { AntiAffinityGroupMemberAddForm } from '~/forms/anti-affinity-group-member-add'
import { requireParams, useAntiAffinityGroupParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button } from '~/ui/Button'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { addToast } from '~/ui/toast-store'
import { formatDateTime } from '~/util/format'
import { pb } from '~/util/path-builder'
import { pollListWhile } from '~/util/poll'

import { AffinityGroupPolicyBadge } from './AffinityGroupPolicyBadge'
import {
  allAntiAffinityGroupMembers,
  antiAffinityGroupMemberList,
  antiAffinityGroupView,
} from '~/api/queries/affinity'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const p = requireParams(params, 'project', 'antiAffinityGroup')
  // a missing group is a 404 page, through the route's error boundary
  await Promise.all([
    queryClient.fetchQuery(antiAffinityGroupView(p)),
    queryClient.fetchQuery(allAntiAffinityGroupMembers(p)),
    queryClient.fetchQuery(antiAffinityGroupMemberList(p).firstPage()),
  ])
  return null
}

// members' run states move on by themselves after start, stop and reboot
const pollWhileTransitional = pollListWhile((m: AntiAffinityGroupMember) =>
  isTransitional(m.value.runState),
)

const col = createColumnHelper<AntiAffinityGroupMember>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

export default function AntiAffinityGroupPage() {
  const { project, antiAffinityGroup } = useAntiAffinityGroupParams()
  const navigate = useNavigate()
  const [openForm, setOpenForm] = useState<'edit' | 'add-member' | null>(null)
  const close = () => setOpenForm(null)

  const { data: group } = usePrefetchedQuery(antiAffinityGroupView({ project, antiAffinityGroup }))
  const { data: allMembers } = usePrefetchedQuery(
    allAntiAffinityGroupMembers({ project, antiAffinityGroup }),
  )
  const memberIds = new Set(allMembers.items.map((m) => m.value.id))
  const isFull = memberIds.size >= ANTI_AFFINITY_GROUP_MEMBER_LIMIT
  const roleReason = useProjectAccess(project).changeReason('affinityGroups')
  const addReason = firstReason(
    roleReason,
    isFull && `A group holds at most ${ANTI_AFFINITY_GROUP_MEMBER_LIMIT} instances`,
  )

  const deleteGroup = useApiMutation(api.antiAffinityGroupDelete, {
    invalidates: ['antiAffinityGroupList', 'instanceAntiAffinityGroupList'],
    onSuccess() {
      addToast({ variant: 'success', title: 'Anti-affinity group deleted', content: group.name })
      navigate(pb.affinity({ project }))
    },
  })
  const memberParams = (instance: string) => ({
    path: { antiAffinityGroup: group.name, instance },
    query: { project },
  })
  const removeMember = useApiMutation(api.antiAffinityGroupMemberInstanceDelete, {
    invalidates: ['antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList'],
    onSuccess(_, { path }) {
      addToast({
        variant: 'success',
        title: 'Instance removed from anti-affinity group',
        content: path.instance,
      })
    },
  })

  const columns = [
    col.accessor('value.name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.instance({ project, instance: info.getValue() })}>
          {info.getValue()}
        </LinkCell>
      ),
    }),
    col.accessor('value.runState', {
      header: 'State',
      cell: (info) => <InstanceStateBadge state={info.getValue()} />,
    }),
    actionsColumn<AntiAffinityGroupMember>(
      ({ value: instance }) => [
        {
          label: 'Remove from group',
          disabled: roleReason,
          danger: true,
          onActivate: () =>
            confirmAction({
              title: 'Remove instance from group',
              message: (
                <>
                  Are you sure you want to remove {strong(instance.name)} from the anti-affinity
                  group {strong(group.name)}?
                </>
              ),
              actionLabel: 'Remove',
              doAction: () => removeMember.mutateAsync(memberParams(instance.name)),
              errorTitle: 'Could not remove instance from anti-affinity group',
            }),
          commands: commandsOf({
            op: 'antiAffinityGroupMemberInstanceDelete',
            params: memberParams(instance.name),
          }),
        },
      ],
      (member) => member.value.id,
    ),
  ]

  const addButton = (
    <Button
      size="sm"
      onClick={() => setOpenForm('add-member')}
      disabled={!!addReason}
      disabledReason={addReason}
    >
      Add instance
    </Button>
  )

  return (
    <>
      <PageHeader
        title={group.name}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={!!roleReason}
              disabledReason={roleReason}
              onClick={() => setOpenForm('edit')}
            >
              Edit
            </Button>
            <Button
              variant="danger"
              disabled={!!roleReason}
              disabledReason={roleReason}
              onClick={confirmDelete({
                resourceKind: 'anti-affinity group',
                label: group.name,
                doDelete: () =>
                  deleteGroup.mutateAsync({
                    path: { antiAffinityGroup: group.name },
                    query: { project },
                  }),
              })}
            >
              Delete
            </Button>
          </>
        }
      />
      <PropertiesTable className="mb-8">
        <PropertiesTable.Row label="Type">anti-affinity</PropertiesTable.Row>
        <PropertiesTable.Row label="Description">
          {group.description || <span className="text-tertiary">None</span>}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Policy">
          <AffinityGroupPolicyBadge policy={group.policy} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Failure domain">{group.failureDomain}</PropertiesTable.Row>
        <PropertiesTable.Row label="Members">{memberIds.size}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(group.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="ID" wide>
          <span className="font-mono text-xs">{group.id}</span>
        </PropertiesTable.Row>
      </PropertiesTable>

      <section aria-labelledby="members" className="space-y-3">
        <div className="flex items-center justify-between gap-4">
          <div>
            <h2 id="members" className="text-base font-semibold text-default">
              Members
            </h2>
            <p className="text-sm text-secondary">
              Instances in this group, placed on different {group.failureDomain}s.
            </p>
          </div>
          {addButton}
        </div>
        <QueryTable
          label="Members"
          query={antiAffinityGroupMemberList({ project, antiAffinityGroup })}
          columns={columns}
          getRowId={(m) => m.value.id}
          refetchInterval={pollWhileTransitional}
          emptyState={
            <EmptyState
              title="No members"
              body="Add an instance of this project to the group to see it here."
              action={addButton}
            />
          }
        />
      </section>

      {openForm === 'edit' && (
        <AntiAffinityGroupEditForm
          project={project}
          group={group}
          onDismiss={close}
          onUpdated={(updated) =>
            updated.name !== antiAffinityGroup &&
            navigate(pb.antiAffinityGroup({ project, antiAffinityGroup: updated.name }), {
              replace: true,
            })
          }
        />
      )}
      {openForm === 'add-member' && (
        <AntiAffinityGroupMemberAddForm
          project={project}
          antiAffinityGroup={group.name}
          memberIds={memberIds}
          onDismiss={close}
        />
      )}
    </>
  )
}
