import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate } from 'react-router-dom'

import type { SshKey } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, forgetView, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { sshKeyList, sshKeyView } from '~/api/queries/ssh-keys'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { buttonClass } from '~/ui/Button'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader() {
  await queryClient.fetchQuery(sshKeyList.firstPage())
  return null
}

const col = createColumnHelper<SshKey>()
const common = commonColumns<SshKey>()

const addSshKeyLink = (
  <Link to={pb.sshKeysNew()} className={buttonClass()}>
    Add SSH key
  </Link>
)

/** The row already holds the whole key, so opening it needs no request. */
const seedView = (key: SshKey) => queryClient.setQueryData(sshKeyView(key.name).queryKey, key)

export default function SshKeysPage() {
  const navigate = useNavigate()
  const deleteSshKey = useApiMutation(api.currentUserSshKeyDelete, {
    invalidates: ['currentUserSshKeyList'],
    onSuccess(_, { path }) {
      forgetView(sshKeyView(path.sshKey).queryKey)
      addToast({ variant: 'success', title: 'SSH key deleted', content: path.sshKey })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell
          to={pb.sshKeyEdit({ sshKey: info.getValue() })}
          onClick={() => seedView(info.row.original)}
        >
          {info.getValue()}
        </LinkCell>
      ),
    }),
    common.description,
    common.created,
    actionsColumn<SshKey>((key) => {
      const params = { path: { sshKey: key.name } }
      return [
        {
          label: 'View',
          onActivate: () => {
            seedView(key)
            navigate(pb.sshKeyEdit({ sshKey: key.name }))
          },
        },
        {
          label: 'Delete',
          danger: true,
          onActivate: confirmDelete({
            resourceKind: 'SSH key',
            label: key.name,
            doDelete: () => deleteSshKey.mutateAsync(params),
          }),
          commands: commandsOf({ op: 'currentUserSshKeyDelete', params }),
        },
      ]
    }),
  ]

  return (
    <>
      <PageHeader title="SSH keys" actions={addSshKeyLink} />
      <QueryTable
        label="SSH keys"
        query={sshKeyList}
        columns={columns}
        getRowId={(k) => k.id}
        emptyState={
          <EmptyState
            title="No SSH keys"
            body="SSH keys let you sign in to your instances. Add a public key to get started."
            action={addSshKeyLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
