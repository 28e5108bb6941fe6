// Who has which role at one scope (the fleet, the silo or a project), and the controls to
// add, change and remove roles: shared by the three access pages, whose loaders fetched
// everything this reads (`loadAccess`).
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'

import { usePolicyChange } from '~/api/policy-change'
import { policyUpdateRequest } from '~/api/policy-update-request'
import { commandsOf } from '~/api/copy-as/load'
import {
  currentUserGroupPicker,
  groupPicker,
  policyViewOf,
  siloPolicyView,
  userPicker,
  type AccessScope,
} from '~/api/queries/access'
import {
  accessChangeDisabledReason,
  accessRows,
  candidates,
  deleteRole,
  joinAssignments,
  losesOwnAdmin,
  myRole,
  projectRoleFromSilo,
  roleIn,
  roleLabel,
  scopeWords,
  type AccessRow,
  type MyAccess,
  type RoleName,
} from '~/api/roles'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import {
  identityTypeLabel,
  ownAdminWarning,
  RoleAssignmentForm,
} from '~/forms/role-assignment-edit'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn } from '~/table/columns'
import { RowsTable } from '~/table/RowsTable'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'

const ROLE_COLORS: Record<RoleName, BadgeColor> = {
  admin: 'purple',
  collaborator: 'blue',
  limited_collaborator: 'notice',
  viewer: 'default',
}

const RoleBadge = ({ role }: { role: RoleName }) => (
  <Badge color={ROLE_COLORS[role]}>{roleLabel(role)}</Badge>
)

const col = createColumnHelper<AccessRow>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

type Props = {
  scope: AccessScope
  title: string
  /** A sentence under the title: what a role at this scope reaches */
  intro: string
}

export function AccessTable({ scope, title, intro }: Props) {
  const { me } = useCurrentUser()
  const fleet = useFleetAccess()
  const { data: policy } = usePrefetchedQuery(policyViewOf(scope))
  // a project inherits from its silo; only the project page's loader fetched the silo's
  // policy, and the other scopes have no use for it
  const siloPolicy = useQuery({ ...siloPolicyView, enabled: scope.kind === 'project' }).data
  const { data: users } = usePrefetchedQuery(userPicker)
  const { data: groups } = usePrefetchedQuery(groupPicker)
  const { data: myGroups } = usePrefetchedQuery(currentUserGroupPicker)
  const [form, setForm] = useState<{ editing?: AccessRow } | null>(null)

  const rows = accessRows(
    joinAssignments(policy, scope.kind, users.items, groups.items),
    scope.kind === 'project' && siloPolicy
      ? joinAssignments(siloPolicy, 'silo', users.items, groups.items)
      : [],
  )
  const myIds = new Set([me.id, ...myGroups.items.map((g) => g.id)])
  const myAccess: MyAccess = {
    myIds,
    // a project's role from the silo; the fleet's from the silo's mapped fleet roles
    inherited:
      scope.kind === 'project' && siloPolicy
        ? projectRoleFromSilo(roleIn(siloPolicy, myIds))
        : scope.kind === 'fleet'
          ? fleet.mappedRole
          : null,
  }
  const mine = myRole(policy, myAccess)
  const notAllowed = accessChangeDisabledReason(
    scope.kind,
    mine,
    fleet.complete ? fleet.role : undefined,
  )
  const newCandidates = candidates(policy, users.items, groups.items)

  const remove = usePolicyChange(scope)

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium text-default">{info.getValue()}</span>,
    }),
    col.accessor('identityType', {
      header: 'Type',
      cell: (info) => identityTypeLabel[info.getValue()],
    }),
    col.accessor('role', {
      header: 'Role',
      cell: (info) => {
        const role = info.getValue()
        return role ? <RoleBadge role={role} /> : <span className="text-secondary">None</span>
      },
    }),
    ...(scope.kind === 'project'
      ? [
          col.accessor('inherited', {
            header: 'From the silo',
            cell: (info) => {
              const inherited = info.getValue()
              if (!inherited) return <span className="text-secondary">None</span>
              return (
                <span className="inline-flex items-center gap-2">
                  <RoleBadge role={inherited.role} />{' '}
                  <span className="text-secondary">
                    as {inherited.source} {inherited.from}
                  </span>
                </span>
              )
            },
          }),
        ]
      : []),
    actionsColumn<AccessRow>((row) => {
      const after = deleteRole(row.id, policy)
      const costsOwnAdmin = losesOwnAdmin(policy, after, myAccess)
      return [
        {
          label: row.role ? 'Change role' : 'Assign role',
          disabled: notAllowed,
          onActivate: () => setForm({ editing: row }),
        },
        {
          label: 'Remove',
          danger: true,
          disabled:
            notAllowed ||
            (!row.role &&
              `No role on ${scopeWords(scope.kind)} to remove: its access comes from the silo`),
          onActivate: () =>
            confirmAction({
              title: 'Remove role',
              message: (
                <div className="space-y-2">
                  <p>
                    Remove the {row.role && roleLabel(row.role)} role of {strong(row.name)} on{' '}
                    {scopeWords(scope.kind)}?
                  </p>
                  {costsOwnAdmin && (
                    <p className="font-medium text-notice">{ownAdminWarning(scope.kind)}</p>
                  )}
                </div>
              ),
              actionLabel: costsOwnAdmin ? 'Remove my admin role' : 'Remove',
              doAction: () =>
                remove
                  .mutateAsync((current) => deleteRole(row.id, current))
                  .then(() =>
                    addToast({
                      variant: 'success',
                      title: 'Role removed',
                      content: `${row.name} no longer has a role on ${scopeWords(scope.kind)}`,
                    }),
                  ),
              errorTitle: 'Could not remove role',
            }),
          // the write with the policy as loaded (the removal itself re-reads it first)
          commands: commandsOf(policyUpdateRequest(scope, after)),
        },
      ]
    }),
  ]

  const addButton = (
    <Button
      onClick={() => setForm({})}
      disabled={!!notAllowed || newCandidates.length === 0}
      disabledReason={notAllowed || 'Every user and group already has a role here'}
    >
      Add user or group
    </Button>
  )

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <p className="mb-4 max-w-2xl text-sm text-secondary">{intro}</p>
      {notAllowed && (
        <p className="mb-4 max-w-2xl rounded-md border border-default bg-secondary px-3 py-2 text-sm text-secondary">
          {notAllowed}. Your role here: {mine ?? 'none'}.
        </p>
      )}
      <RowsTable
        label={title}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        emptyState={
          <EmptyState
            title="No roles assigned"
            body={`No user or group has a role on ${scopeWords(scope.kind)} yet.`}
            action={addButton}
          />
        }
      />
      {form && (
        <RoleAssignmentForm
          scope={scope}
          policy={policy}
          me={myAccess}
          editing={form.editing}
          candidates={newCandidates}
          onDismiss={() => setForm(null)}
        />
      )}
    </>
  )
}
