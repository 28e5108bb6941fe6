// A silo's identity providers, on its page: each row opens the provider's view. Only a
// silo whose users sign in through SAML takes new ones, and only a fleet admin or the
// silo's own admin adds them; otherwise the action is off and the tab says why.
import { createColumnHelper } from '@tanstack/react-table'

import type { IdentityProvider } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { identityProviderList, siloView } from '~/api/queries/silos'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ActionLink } from '~/components/ActionLink'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { idpCreateDisabledReason } from './identity-mode'

const col = createColumnHelper<IdentityProvider>()
const common = commonColumns<IdentityProvider>()

/** What the API calls each type, as the list shows it */
const PROVIDER_TYPE_LABEL: Record<IdentityProvider['providerType'], string> = { saml: 'SAML' }

export function IdentityProvidersTab({ silo }: { silo: string }) {
  const { data } = usePrefetchedQuery(siloView(silo))
  const modeReason = idpCreateDisabledReason(data.identityMode)
  const access = useFleetAccess()
  // the silo's identity mode first: it rules the action out for everyone
  const disabledReason =
    modeReason || systemChangeDisabledReason(access, 'addIdentityProvider', data.id)

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.systemSiloSamlIdp({ silo, provider: info.getValue() })}>
          {info.getValue()}
        </LinkCell>
      ),
    }),
    col.accessor('providerType', {
      header: 'Type',
      cell: (info) => PROVIDER_TYPE_LABEL[info.getValue()],
    }),
    common.description,
    common.created,
  ]

  const newProvider = (
    <ActionLink to={pb.systemSiloIdpsNew({ silo })} disabled={disabledReason}>
      New provider
    </ActionLink>
  )

  return (
    <>
      <h2 className="sr-only">Identity providers</h2>
      <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
        {/* the mode's reason is about the silo, so it is said here; a role's is in the tooltip */}
        {modeReason && <p className="mr-auto text-sm text-secondary">{modeReason}</p>}
        {newProvider}
      </div>
      <QueryTable
        label="Identity providers"
        query={identityProviderList(silo)}
        columns={columns}
        getRowId={(idp) => idp.id}
        emptyState={
          <EmptyState
            title="No identity providers"
            body={
              modeReason
                ? 'Users of this silo sign in with the passwords it keeps for them.'
                : 'Users of this silo sign in through an identity provider: add one to let them in.'
            }
          />
        }
      />
    </>
  )
}
