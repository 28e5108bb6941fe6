// The signed-in user's access tokens: the ones the CLI's device sign-in made for them.
// The API shows each token's id and dates, never the bearer token, so the page lists and
// deletes; a new token comes only from signing in with the CLI. A v14 rack has no such
// list (its tokens cannot be listed), which the page says in place of the table.

import type { DeviceAccessToken } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { accessTokenList } from '~/api/queries/tokens'
import { RackFeature, rackHas, type RackFeatureName } from '~/components/RackFeature'
import { actionsColumn } from '~/table/columns'
import { tokenColumns } from '~/table/token-columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'

const feature: RackFeatureName = { op: 'currentUserAccessTokenList', name: 'Access tokens' }

export async function clientLoader() {
  if (!(await rackHas(feature))) return null
  await queryClient.fetchQuery(accessTokenList.firstPage())
  return null
}

const staticColumns = tokenColumns<DeviceAccessToken>()

/** How a token comes to be, for the page's intro and its empty state */
const HOW_TOKENS_ARE_MADE = (
  <>
    A token is made each time you sign in with the Oxide CLI: run{' '}
    <code className="rounded bg-tertiary px-1 font-mono text-xs text-default">
      oxide auth login --host &lt;this console’s address&gt;
    </code>{' '}
    and confirm the code it shows on the page it opens.
  </>
)

export default function AccessTokensPage() {
  return (
    <>
      <PageHeader title="Access tokens" />
      <RackFeature feature={feature}>
        <AccessTokens />
      </RackFeature>
    </>
  )
}

function AccessTokens() {
  const deleteToken = useApiMutation(api.currentUserAccessTokenDelete, {
    invalidates: ['currentUserAccessTokenList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Access token deleted', content: path.tokenId })
    },
  })

  const columns = [
    ...staticColumns,
    actionsColumn<DeviceAccessToken>((token) => [
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmAction({
            title: 'Delete access token',
            message: (
              <>
                Delete the token{' '}
                <strong className="font-mono break-all text-default">{token.id}</strong>? Whatever
                signs in with it (the CLI on some machine, a script) stops working and has to sign
                in again. This cannot be undone.
              </>
            ),
            actionLabel: 'Delete',
            doAction: () => deleteToken.mutateAsync({ path: { tokenId: token.id } }),
            errorTitle: 'Could not delete access token',
          }),
        commands: commandsOf({
          op: 'currentUserAccessTokenDelete',
          params: { path: { tokenId: token.id } },
        }),
      },
    ]),
  ]

  return (
    <>
      <p className="mb-4 max-w-2xl text-sm text-secondary">
        Tokens let the CLI and other programs act as you through the API. {HOW_TOKENS_ARE_MADE}{' '}
        Delete a token you no longer use, or one that may have leaked.
      </p>
      <QueryTable
        label="Access tokens"
        query={accessTokenList}
        columns={columns}
        getRowId={(t) => t.id}
        emptyState={<EmptyState title="No access tokens" body={HOW_TOKENS_ARE_MADE} />}
      />
    </>
  )
}
