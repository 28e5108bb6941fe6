// One SAML identity provider of a silo, read-only (spec §2
// `/system/silos/{silo}/idps/saml/{provider}`): the API has no update for it.
import { clsx } from 'clsx'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { samlIdentityProviderView } from '~/api/queries/silos'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams } from '~/hooks/use-params'
import { CopyToClipboard } from '~/ui/CopyToClipboard'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { SideModal } from '~/ui/SideModal'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(samlIdentityProviderView(requireParams(params, 'silo', 'provider')))
  return null
}

const none = <span className="text-secondary">None</span>

/** A long value (URL, ID, certificate) in monospace, with a button to copy it */
function Copyable({ value, label, clamp }: { value: string; label: string; clamp?: boolean }) {
  return (
    <span className="flex items-start gap-1">
      <span className={clsx('min-w-0 font-mono text-xs break-all', clamp && 'line-clamp-3')}>
        {value}
      </span>
      <CopyToClipboard text={value} aria-label={`Copy ${label}`} />
    </span>
  )
}

export default function SamlIdpView() {
  const selector = requireParams(useParams(), 'silo', 'provider')
  const navigate = useNavigate()
  const { data } = usePrefetchedQuery(samlIdentityProviderView(selector))
  return (
    <SideModal
      isOpen
      title="Identity provider"
      subtitle={data.name}
      onDismiss={() => navigate(pb.systemSilo({ silo: selector.silo }))}
    >
      <SideModal.Body>
        <PropertiesTable columns={1}>
          <PropertiesTable.Row label="Name">{data.name}</PropertiesTable.Row>
          <PropertiesTable.Row label="Type">SAML</PropertiesTable.Row>
          <PropertiesTable.Row label="Description">{data.description || none}</PropertiesTable.Row>
          <PropertiesTable.Row label="SP client ID">
            <Copyable value={data.spClientId} label="service provider client ID" />
          </PropertiesTable.Row>
          <PropertiesTable.Row label="IdP entity ID">
            <Copyable value={data.idpEntityId} label="identity provider entity ID" />
          </PropertiesTable.Row>
          <PropertiesTable.Row label="ACS URL">
            <Copyable value={data.acsUrl} label="ACS URL" />
          </PropertiesTable.Row>
          <PropertiesTable.Row label="SLO URL">
            <Copyable value={data.sloUrl} label="SLO URL" />
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Technical contact">
            {data.technicalContactEmail}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Group attribute">
            {data.groupAttributeName ? (
              <span className="font-mono text-xs">{data.groupAttributeName}</span>
            ) : (
              <span className="text-secondary">None (users sign in in no group)</span>
            )}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Signing certificate">
            {data.publicCert ? (
              <Copyable value={data.publicCert} label="signing certificate" clamp />
            ) : (
              <span className="text-secondary">None (requests are not signed)</span>
            )}
          </PropertiesTable.Row>
          <PropertiesTable.TimeRows created={data.timeCreated} modified={data.timeModified} />
          <PropertiesTable.Row label="ID">
            <Copyable value={data.id} label="ID" />
          </PropertiesTable.Row>
        </PropertiesTable>
      </SideModal.Body>
    </SideModal>
  )
}
