import { authorize, type AuthzResource } from '../access/authz'
import { decodeBase64 } from '../formats/base64'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import { lookup, lookupSamlProvider, lookupSiloUser, lookupInQuery } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { setPassword } from '../access/passwords'
import { removeUsers } from '../access/remove-users'
import { created, noContent } from '../answers/responses'
import { authenticatedSubject, idpMetadataProblem, userFromSubject } from '../access/saml'
import { isSecureRequest, sessionCookie, startSession } from '../access/session'
import type { SamlIdentityProviderRecord, SiloRecord, Store } from '../store/types'
import { uuid } from '../util'
import type { Actor } from '../context'

// A silo's identity providers and its local users (nexus/src/app/silo.rs). Users of a
// `local_only` silo are managed through its "local" identity provider; a `saml_jit`
// silo has SAML providers, through which its users sign in and come into being.

/** Nexus's largest password, in bytes of UTF-8 (omicron_passwords::MAX_PASSWORD_LENGTH) */
const MAX_PASSWORD_BYTES = 512

/** A silo's lists of users and of identity providers, for `authorize` */
const siloUsers = (silo: SiloRecord): AuthzResource => ({
  kind: 'silo-users',
  silo,
  notFound: () => simError.notFound('silo', { id: silo.id }),
})

/** A silo found (and readable) for its "local" identity provider, which only local-only silos have */
function localIdpSilo(store: Store, actor: Actor, silo: string) {
  const record = lookup(store, actor, 'silo', silo, 'read').record
  if (record.identity_mode !== 'local_only') {
    throw simError.notFound('identity-provider', { name: 'local' })
  }
  return record
}

/** The password a body sets (null: login disallowed), refused as Nexus's `Password` type is */
function passwordOf(body: { mode: 'password'; value: string } | { mode: 'login_disallowed' }) {
  if (body.mode === 'login_disallowed') return null
  if (new TextEncoder().encode(body.value).length > MAX_PASSWORD_BYTES) {
    throw errorResponse(
      400,
      undefined,
      'unable to parse JSON body: password: unsupported password: the password provided was too long',
    )
  }
  return body.value
}

const toSamlView = ({
  silo_id: _silo,
  idp_metadata: _metadata,
  ...view
}: SamlIdentityProviderRecord) => view

export const identityProviders = {
  // Whoever can read the silo lists its providers (its own users can, to pick one
  // to sign in with); the "local" provider of a local-only silo is not listed.
  siloIdentityProviderList({ query }, { store, actor }) {
    const silo = lookupInQuery(store, actor, 'silo', query, 'read').record
    authorize(store, actor, siloUsers(silo), 'list_children')
    const page = paginate(store.list('samlIdentityProviders'), query, {
      include: (p) => p.silo_id === silo.id,
    })
    return {
      items: page.items.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        provider_type: 'saml' as const,
        time_created: p.time_created,
        time_modified: p.time_modified,
      })),
      next_page: page.next_page,
    }
  },

  samlIdentityProviderView({ path, query }, { store, actor }) {
    return toSamlView(lookupSamlProvider(store, actor, path.provider, query))
  },

  samlIdentityProviderCreate({ query, body }, { store, actor }) {
    const silo = lookup(store, actor, 'silo', query.silo, 'read').record
    if (silo.identity_mode !== 'saml_jit') {
      throw simError.invalid('cannot create identity providers in this kind of Silo')
    }
    authorize(store, actor, siloUsers(silo), 'create_child')
    const source = body.idp_metadata_source
    let metadata: string
    if (source.type === 'url') {
      // The simulated rack reaches no other host (and fetching what a request names
      // would let anyone probe the network from here): the answer Nexus gives when
      // the address cannot be reached. See docs/sim-differences.md.
      throw simError.invalidValue(
        'url',
        `error querying url: the simulated rack cannot reach ${source.url}`,
      )
    } else {
      const decoded = decodeBase64(source.data)
      if ('error' in decoded) {
        throw simError.invalidValue('data', `error getting decoding base64 data: ${decoded.error}`)
      }
      // like Rust's from_utf8_lossy
      metadata = new TextDecoder().decode(decoded.bytes)
    }
    const problem = idpMetadataProblem(metadata)
    if (problem) throw simError.invalid(problem)
    if (
      store.list('samlIdentityProviders').some((p) => p.silo_id === silo.id && p.name === body.name)
    ) {
      throw simError.alreadyExists('saml-identity-provider', body.name)
    }
    const now = nowIso(store)
    const record = store.insert('samlIdentityProviders', {
      id: uuid(),
      name: body.name,
      description: body.description,
      silo_id: silo.id,
      acs_url: body.acs_url,
      slo_url: body.slo_url,
      idp_entity_id: body.idp_entity_id,
      sp_client_id: body.sp_client_id,
      technical_contact_email: body.technical_contact_email,
      group_attribute_name: body.group_attribute_name ?? null,
      public_cert: body.signing_keypair?.public_cert ?? null,
      idp_metadata: metadata,
      time_created: now,
      time_modified: now,
    })
    return created(toSamlView(record))
  },

  // The identity provider posts its answer here; the user it names (made on first
  // sign-in) gets a session and the browser goes on to the relay state's page.
  async loginSaml({ path, req }, { store }) {
    const silo = store.list('silos').find((s) => s.name === path.siloName)
    if (!silo) throw simError.notFound('silo', { name: path.siloName })
    const provider = store
      .list('samlIdentityProviders')
      .find((p) => p.silo_id === silo.id && p.name === path.providerName)
    if (!provider) throw simError.notFound('identity-provider', { name: path.providerName })
    const body = await req.text()
    const subject = authenticatedSubject(body, provider)
    // the body is read; the rest is one transaction
    return store.transaction(() => {
      const user = userFromSubject(store, silo, subject)
      const token = startSession(store, user.id)
      return new Response(null, {
        status: 303,
        headers: {
          Location: subject.next,
          'Set-Cookie': sessionCookie(token, isSecureRequest(req)),
        },
      })
    })
  },

  localIdpUserCreate({ query, body }, { store, actor }) {
    const silo = localIdpSilo(store, actor, query.silo)
    authorize(store, actor, siloUsers(silo), 'create_child')
    const password = passwordOf(body.password)
    if (
      store.list('users').some((u) => u.silo_id === silo.id && u.display_name === body.external_id)
    ) {
      throw simError.alreadyExists('silo-user', body.external_id)
    }
    const user = store.insert('users', {
      id: uuid(),
      display_name: body.external_id,
      silo_id: silo.id,
    })
    setPassword(store, user.id, password)
    return created(user)
  },

  localIdpUserSetPassword({ path, query, body }, { store, actor }) {
    const silo = localIdpSilo(store, actor, query.silo)
    const user = lookupSiloUser(store, actor, silo, path.userId, 'modify')
    setPassword(store, user.id, passwordOf(body))
    return noContent()
  },

  // Like Nexus, deleting a user ends their sessions and tokens and drops their group
  // memberships, SSH keys and password; role assignments naming them stay, granting nothing.
  localIdpUserDelete({ path, query }, { store, actor }) {
    const silo = localIdpSilo(store, actor, query.silo)
    const user = lookupSiloUser(store, actor, silo, path.userId, 'modify')
    removeUsers(store, new Set([user.id]))
    return noContent()
  },
} satisfies Partial<SimHandlers>
