// The silo's users, a page at a time; each name opens why that user has access. In a silo
// that keeps its users itself, its admins also add users, set passwords and delete users.
import { useState } from 'react'

import type { User } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { userList } from '~/api/queries/users'
import { LocalUserCreateForm } from '~/forms/local-user-create'
import { LocalUserSetPasswordForm } from '~/forms/local-user-set-password'
import { useCurrentUser } from '~/hooks/use-current-user'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { identityColumns } from './directory-columns'
import { prefetchLocalUserAdmin, useLocalUserAdmin } from './use-local-user-admin'

export async function clientLoader() {
  await Promise.all([queryClient.fetchQuery(userList.firstPage()), prefetchLocalUserAdmin()])
  return null
}

const nameColumns = identityColumns<User>((id) => pb.directoryUser({ userId: id }))

export default function UsersTab() {
  const { me } = useCurrentUser()
  const admin = useLocalUserAdmin()
  const [openForm, setOpenForm] = useState<
    { kind: 'create' } | { kind: 'set-password'; user: User } | null
  >(null)
  const close = () => setOpenForm(null)

  const deleteUser = useApiMutation(api.localIdpUserDelete, {
    // a deleted user also leaves their groups, whose member lists are `userList` reads too
    invalidates: ['userList'],
  })

  const columns = [
    ...nameColumns,
    actionsColumn<User>((user) =>
      admin
        ? [
            {
              label: 'Set password',
              onActivate: () => setOpenForm({ kind: 'set-password', user }),
            },
            {
              label: 'Delete',
              danger: true,
              // it would end their own session, and with it this page
              disabled: user.id === me.id && 'You cannot delete the user you are signed in as',
              onActivate: () =>
                confirmAction({
                  title: 'Delete user',
                  message: (
                    <>
                      Delete{' '}
                      <strong className="font-medium text-default">{user.displayName}</strong>? They
                      are signed out at once and can no longer sign in. Roles given to them stay in
                      the policies, granting nothing.
                    </>
                  ),
                  actionLabel: 'Delete',
                  errorTitle: 'Could not delete user',
                  doAction: () =>
                    deleteUser.mutateAsync(
                      { path: { userId: user.id }, query: { silo: admin.silo } },
                      {
                        onSuccess: () =>
                          addToast({
                            variant: 'success',
                            title: 'User deleted',
                            content: user.displayName,
                          }),
                      },
                    ),
                }),
              commands: commandsOf({
                op: 'localIdpUserDelete',
                params: { path: { userId: user.id }, query: { silo: admin.silo } },
              }),
            },
          ]
        : [],
    ),
  ]

  const addButton = admin && (
    <Button size="sm" onClick={() => setOpenForm({ kind: 'create' })}>
      Add user
    </Button>
  )

  return (
    <>
      {addButton && <div className="mb-3 flex justify-end">{addButton}</div>}
      <QueryTable
        label="Users"
        query={userList}
        columns={columns}
        getRowId={(u) => u.id}
        emptyState={
          <EmptyState
            title="No users"
            body="Users appear here once they are added to the silo or first sign in through its identity provider."
            action={addButton}
          />
        }
      />
      {admin && openForm?.kind === 'create' && (
        <LocalUserCreateForm silo={admin.silo} onDismiss={close} />
      )}
      {admin && openForm?.kind === 'set-password' && (
        <LocalUserSetPasswordForm silo={admin.silo} user={openForm.user} onDismiss={close} />
      )}
    </>
  )
}
