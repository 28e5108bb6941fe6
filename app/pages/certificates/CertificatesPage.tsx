// The silo's TLS certificates: what its console and API present over HTTPS at the silo's
// DNS name. Only silo admins (and fleet admins) may list them; anyone else is told so
// instead of an error. The PEM reader comes with this page's chunk, not the first page's.
import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useLoaderData } from 'react-router-dom'

import type {
  Certificate,
  ServiceUsingCertificate,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { ApiError } from '~/api/errors'
import { certificateList } from '~/api/queries/certificates'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { IdpMisconfiguredNotice } from '~/components/IdpMisconfiguredNotice'
import { useCurrentUser } from '~/hooks/use-current-user'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { buttonClass } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { formatDate, formatDateTime, timeAgo } from '~/util/format'
import { pb } from '~/util/path-builder'
import { readCertificateChain, X509Error, type ChainSummary } from '~/util/x509'

import { expiryState, type ExpiryState } from './certificate-expiry'

export async function clientLoader(): Promise<{ canList: boolean }> {
  try {
    await queryClient.fetchQuery(certificateList.firstPage())
    return { canList: true }
  } catch (error) {
    // not a silo admin: the page says so rather than showing an error
    if (error instanceof ApiError && error.statusCode === 403) return { canList: false }
    throw error
  }
}

const SERVICE_LABEL: Record<ServiceUsingCertificate, string> = {
  external_api: 'External API',
}

/** The chain's summary, or null when the PEM cannot be read (Nexus vetted it, so rarely) */
function summarize(pem: string): ChainSummary | null {
  try {
    return readCertificateChain(pem)
  } catch (error) {
    if (error instanceof X509Error) return null
    throw error
  }
}

/** The names a browser checks the host against: SAN DNS names, or the CN without them */
const namesOf = (chain: ChainSummary) => [
  ...new Set([...chain.leaf.commonNames, ...chain.leaf.dnsNames]),
]

const EXPIRY_BADGE: Record<ExpiryState, { label: string; color: 'destructive' | 'notice' } | null> =
  {
    expired: { label: 'Expired', color: 'destructive' },
    'not-yet-valid': { label: 'Not yet valid', color: 'notice' },
    expiring: { label: 'Expires soon', color: 'notice' },
    valid: null,
  }

const unreadable = <span className="text-secondary">Could not be read</span>

/** A SAN list can be long: the first few names, then how many more */
const SHOWN_DNS_NAMES = 3

function SubjectCell({ chain }: { chain: ChainSummary | null }) {
  if (!chain) return unreadable
  const { commonNames, dnsNames } = chain.leaf
  const more = dnsNames.length - SHOWN_DNS_NAMES
  return (
    <div className="flex flex-col gap-0.5 font-mono text-xs">
      <span className="whitespace-nowrap text-default">
        {commonNames.length > 0 ? `CN ${commonNames.join(', ')}` : 'No common name'}
      </span>
      {dnsNames.slice(0, SHOWN_DNS_NAMES).map((name) => (
        <span key={name} className="whitespace-nowrap text-secondary">
          DNS {name}
        </span>
      ))}
      {more > 0 && (
        <span className="text-secondary" title={dnsNames.slice(SHOWN_DNS_NAMES).join(', ')}>
          and {more} more
        </span>
      )}
    </div>
  )
}

function ExpiryCell({ chain, now }: { chain: ChainSummary | null; now: Date }) {
  if (!chain) return unreadable
  const badge = EXPIRY_BADGE[expiryState(chain, now)]
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex items-center gap-2 whitespace-nowrap">
        <time dateTime={chain.notAfter.toISOString()} title={formatDateTime(chain.notAfter)}>
          {formatDate(chain.notAfter)}
        </time>
        {badge && <Badge color={badge.color}>{badge.label}</Badge>}
      </span>
      <span className="text-xs text-secondary">{timeAgo(chain.notAfter, now)}</span>
    </div>
  )
}

const col = createColumnHelper<Certificate>()
const common = commonColumns<Certificate>()

const addLink = (
  <Link to={pb.certificatesNew()} className={buttonClass()}>
    Add certificate
  </Link>
)

export default function CertificatesPage() {
  const { canList } = useLoaderData() as Awaited<ReturnType<typeof clientLoader>>
  return canList ? <CertificatesList /> : <NotAnAdmin />
}

function NotAnAdmin() {
  const { me } = useCurrentUser()
  return (
    <>
      <PageHeader title="Certificates" />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16">
        <h2 className="text-base font-semibold text-default">
          Only silo admins manage certificates
        </h2>
        <p className="text-sm text-secondary">
          The TLS certificates of <strong className="font-medium">{me.siloName}</strong> are what
          its console and API present over HTTPS. Seeing, adding and deleting them needs the silo
          admin role; ask a silo admin if one needs adding or replacing.
        </p>
        <IdpMisconfiguredNotice />
      </div>
    </>
  )
}

function CertificatesList() {
  // the first page, prefetched: whether a certificate is the silo's only one
  const { data: firstPage } = usePrefetchedQuery(certificateList.firstPage())
  const isOnly = firstPage.items.length === 1
  const now = new Date()

  const deleteCertificate = useApiMutation(api.certificateDelete, {
    invalidates: ['certificateList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Certificate deleted', content: path.certificate })
    },
  })

  function confirmDeletion(cert: Certificate) {
    const chain = summarize(cert.cert)
    const names = chain ? namesOf(chain) : []
    confirmAction({
      title: 'Delete certificate',
      message: (
        <div className="space-y-3">
          <p>
            Delete <strong className="font-medium break-all text-default">{cert.name}</strong>? The
            rack forgets it and its private key.
          </p>
          {isOnly && (
            <p role="note" className="rounded-md bg-notice/10 px-3 py-2 text-notice">
              It is the silo&apos;s only certificate. Without one, the console and API may stop
              being reachable over HTTPS
              {names.length > 0 ? ` at ${names.join(', ')}` : ' at the silo’s DNS name'}.
            </p>
          )}
        </div>
      ),
      actionLabel: 'Delete',
      doAction: () => deleteCertificate.mutateAsync({ path: { certificate: cert.name } }),
      errorTitle: 'Could not delete certificate',
    })
  }

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    common.description,
    col.accessor((c) => summarize(c.cert), {
      id: 'subject',
      header: 'Subject',
      cell: (info) => <SubjectCell chain={info.getValue()} />,
    }),
    col.accessor((c) => summarize(c.cert), {
      id: 'expiry',
      header: 'Expires',
      cell: (info) => <ExpiryCell chain={info.getValue()} now={now} />,
    }),
    col.accessor('service', {
      header: 'Service',
      cell: (info) => SERVICE_LABEL[info.getValue()],
    }),
    common.created,
    actionsColumn<Certificate>((cert) => [
      {
        label: 'Delete',
        danger: true,
        onActivate: () => confirmDeletion(cert),
        commands: commandsOf({
          op: 'certificateDelete',
          params: { path: { certificate: cert.name } },
        }),
      },
    ]),
  ]

  return (
    <>
      <PageHeader title="Certificates" actions={addLink} />
      <QueryTable
        label="Certificates"
        query={certificateList}
        columns={columns}
        getRowId={(c) => c.id}
        emptyState={
          <EmptyState
            title="No certificates"
            body="A certificate for the silo's DNS name, with its private key, lets browsers and clients reach its console and API over HTTPS."
            action={addLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
