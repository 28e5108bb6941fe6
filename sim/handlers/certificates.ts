import { authorize, type AuthzResource } from '../access/authz'
import { assertCertificateUsable } from '../network/certificates'
import { nowIso } from '../clock'
import type { Actor, SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { lookupCertificate } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { created, noContent } from '../answers/responses'
import type { CertificateRecord, Store } from '../store/types'
import { uuid } from '../util'

// The TLS certificates of the caller's silo (nexus/src/app/certificate.rs). Polar
// gives them to the silo's admins and to fleet admins only: to anyone else a
// certificate does not exist, and the list is forbidden.

const certificateList = (actor: Actor): AuthzResource => ({
  kind: 'certificates',
  silo: actor.silo,
  // a list is no resource of its own: Nexus answers its refusal as it is, a 403
  notFound: () => simError.forbidden(),
})

/** The view: the private key never leaves the store */
export const toCertificate = ({ silo_id: _silo, key: _key, ...view }: CertificateRecord) => view

/** Adds a validated certificate to a silo (also silo create's `tls_certificates`) */
export function insertCertificate(
  store: Store,
  silo: { id: string; name: string },
  body: { name: string; description: string; cert: string; key: string; service: 'external_api' },
) {
  assertCertificateUsable(store, silo, body.cert, body.key)
  if (store.list('certificates').some((c) => c.silo_id === silo.id && c.name === body.name)) {
    throw simError.alreadyExists('certificate', body.name)
  }
  const now = nowIso(store)
  return store.insert('certificates', {
    id: uuid(),
    name: body.name,
    description: body.description,
    service: body.service,
    cert: body.cert,
    key: body.key,
    silo_id: silo.id,
    time_created: now,
    time_modified: now,
  })
}

export const certificates = {
  certificateList({ query }, { store, actor }) {
    authorize(store, actor, certificateList(actor), 'list_children')
    const page = paginate(store.list('certificates'), query, {
      include: (c) => c.silo_id === actor.silo.id,
    })
    return { items: page.items.map(toCertificate), next_page: page.next_page }
  },

  certificateCreate({ body }, { store, actor }) {
    authorize(store, actor, certificateList(actor), 'create_child')
    return created(toCertificate(insertCertificate(store, actor.silo, body)))
  },

  certificateView: ({ path }, { store, actor }) =>
    toCertificate(lookupCertificate(store, actor, path.certificate)),

  certificateDelete({ path }, { store, actor }) {
    store.remove('certificates', lookupCertificate(store, actor, path.certificate).id)
    return noContent()
  },
} satisfies Partial<SimHandlers>
