// A silo's SCIM tokens, on its page (`?tab=scim`): the bearer tokens its identity provider
// uses to provision the silo's users and groups. Listed by id and dates (Nexus never shows
// a secret twice), created with the secret shown once, deleted. Only a fleet admin or the
// silo's admin may see them at all, since a SCIM client can make anyone an admin: anyone
// else gets the reason, with nothing fetched. The page's loader does not know this tab, so
// the tab fetches its own reads and shows a spinner or an error in its place.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import type { ScimClientBearerToken } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { rackSupport } from '~/api/queries/session'
import { siloView } from '~/api/queries/silos'
import { scimTokenList } from '~/api/queries/tokens'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { RackLacks } from '~/components/RackFeature'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn } from '~/table/columns'
import { tokenColumns } from '~/table/token-columns'
import { RowsTable } from '~/table/RowsTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'

import { ReadState } from './ReadState'
import { scimModeReason } from './scim-mode'
import { ScimTokenCreateDialog } from './scim-token-dialogs'

const FEATURE_NAME = 'SCIM tokens'

const staticColumns = tokenColumns<ScimClientBearerToken>()

/** Nexus lists a silo's tokens in no set order */
const oldestFirst = (tokens: ScimClientBearerToken[]) =>
  [...tokens].sort((a, b) => a.timeCreated.getTime() - b.timeCreated.getTime())

export function SiloScimTab({ silo }: { silo: string }) {
  const support = useQuery(rackSupport('scimTokenList', FEATURE_NAME))
  return (
    <>
      <h2 className="sr-only">SCIM tokens</h2>
      <ReadState reads={[support]} loading="Loading SCIM tokens">
        {() =>
          support.data!.available ? (
            <ScimTokens silo={silo} />
          ) : (
            <RackLacks reason={support.data!.reason} />
          )
        }
      </ReadState>
    </>
  )
}

function ScimTokens({ silo }: { silo: string }) {
  const { data: siloData } = usePrefetchedQuery(siloView(silo))
  const access = useFleetAccess()
  // who may, first: Nexus refuses them even the list
  const roleReason = systemChangeDisabledReason(access, 'manageScimTokens', siloData.id)
  const modeReason = scimModeReason(siloData.identityMode)
  const tokens = useQuery({ ...scimTokenList(silo), enabled: !roleReason })
  const [creating, setCreating] = useState(false)

  const deleteToken = useApiMutation(api.scimTokenDelete, {
    invalidates: ['scimTokenList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'SCIM token deleted', content: path.tokenId })
    },
  })

  const columns = [
    ...staticColumns,
    actionsColumn<ScimClientBearerToken>((token) => [
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmAction({
            title: 'Delete SCIM token',
            message: (
              <>
                Delete the token{' '}
                <strong className="font-mono break-all text-default">{token.id}</strong>? The
                identity provider that holds it can no longer change this silo’s users and groups
                until it is given a new one. This cannot be undone.
              </>
            ),
            actionLabel: 'Delete',
            doAction: () =>
              deleteToken.mutateAsync({ path: { tokenId: token.id }, query: { silo } }),
            errorTitle: 'Could not delete SCIM token',
          }),
        commands: commandsOf({
          op: 'scimTokenDelete',
          params: { path: { tokenId: token.id }, query: { silo } },
        }),
      },
    ]),
  ]

  const createReason = roleReason || modeReason

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
        <p className="mr-auto max-w-2xl text-sm text-secondary">
          {modeReason ||
            'The silo’s identity provider signs in to Nexus’s SCIM API with one of these tokens to provision users and groups.'}
        </p>
        <Button
          size="sm"
          disabled={!!createReason}
          disabledReason={createReason}
          onClick={() => setCreating(true)}
        >
          Create token
        </Button>
      </div>
      {roleReason ? (
        <RackLacks reason={roleReason} />
      ) : (
        <ReadState reads={[tokens]} loading="Loading SCIM tokens">
          {() => (
            <RowsTable
              label="SCIM tokens"
              rows={oldestFirst(tokens.data!)}
              columns={columns}
              getRowId={(t) => t.id}
              emptyState={
                <EmptyState
                  title="No SCIM tokens"
                  body={
                    modeReason
                      ? 'This silo does not use SCIM.'
                      : 'Create a token and give it to the identity provider that provisions this silo’s users.'
                  }
                />
              }
            />
          )}
        </ReadState>
      )}
      {creating && <ScimTokenCreateDialog silo={silo} onDismiss={() => setCreating(false)} />}
    </>
  )
}
