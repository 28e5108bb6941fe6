// A subnet pool's members, on its page: each subnet with the prefix lengths that may be
// taken from it. Add one (a form over the page) or remove one; Nexus refuses to remove a
// member while external subnets are taken from it, and its words show in the confirm's
// toast. Only fleet admins change a pool's members.
import { createColumnHelper } from '@tanstack/react-table'

import type { SubnetPoolMember } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { subnetPoolMemberList } from '~/api/queries/subnet-pools'
import { ActionLink } from '~/components/ActionLink'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { formatDateTime } from '~/util/format'
import { pb } from '~/util/path-builder'

const col = createColumnHelper<SubnetPoolMember>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

export function MembersTab({ pool }: { pool: string }) {
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSubnetPools')
  const remove = useApiMutation(api.systemSubnetPoolMemberRemove, {
    invalidates: ['systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView'],
    onSuccess(_, { body }) {
      addToast({ variant: 'success', title: 'Member removed', content: body.subnet })
    },
  })

  const columns = [
    col.accessor('subnet', {
      header: 'Subnet',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    col.accessor((m) => `/${m.minPrefixLength} to /${m.maxPrefixLength}`, {
      id: 'prefixes',
      header: 'Prefix lengths',
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    col.accessor('timeCreated', {
      header: 'Added',
      cell: (info) => (
        <span className="whitespace-nowrap text-secondary">{formatDateTime(info.getValue())}</span>
      ),
    }),
    actionsColumn<SubnetPoolMember>(({ subnet }) => [
      {
        label: 'Remove',
        danger: true,
        disabled: notAllowed,
        onActivate: () =>
          confirmAction({
            title: 'Remove member',
            message: (
              <>
                Remove {strong(subnet)} from {strong(pool)}? No more external subnets can be taken
                from it.
              </>
            ),
            actionLabel: 'Remove',
            doAction: () => remove.mutateAsync({ path: { pool }, body: { subnet } }),
            errorTitle: 'Could not remove member',
          }),
        commands: commandsOf({
          op: 'systemSubnetPoolMemberRemove',
          params: { path: { pool }, body: { subnet } },
        }),
      },
    ]),
  ]

  return (
    <>
      <h2 className="sr-only">Members</h2>
      <div className="mb-3 flex justify-end">
        <ActionLink to={pb.systemSubnetPoolMembersAdd({ subnetPool: pool })} disabled={notAllowed}>
          Add member
        </ActionLink>
      </div>
      <QueryTable
        label="Members"
        query={subnetPoolMemberList(pool)}
        columns={columns}
        getRowId={(m) => m.id}
        emptyState={
          <EmptyState
            title="No members"
            body="A pool gives out external subnets from its members: add one before linking it to a silo."
          />
        }
      />
    </>
  )
}
