import type { Actor, NewHandlers } from '../context'
import { clockOf, iso } from '../clock'
import { simError } from '../answers/errors'
import { created } from '../answers/responses'
import { fleetRole, siloRole } from '../access/authz'
import { lookup } from '../access/lookup'
import type { ScimTokenRecord, SiloRecord, Store } from '../store/types'
import { uuid } from '../util'

// Bearer tokens for a silo's SCIM client (`/v1/system/scim/tokens?silo=`), the identity
// provider that provisions its users and groups. Only admins of that silo and fleet admins
// see or change them (Polar's `ScimClientBearerTokenList`, `ScimClientBearerToken`): such a
// token can make its holder an admin through group membership. The silo is found as for
// any read (404 to those who may not read it); the list and create then answer others 403,
// while a token by id is the token's 404 to them. The secret is shown once, at create.

/** Nexus's prefix of a SCIM token's secret */
export const SCIM_TOKEN_PREFIX = 'oxide-scim-'

const NOUN = 'scim-client-bearer-token'

const isAdminOf = (store: Store, actor: Actor, silo: SiloRecord) =>
  siloRole(store, actor, silo) === 'admin' || fleetRole(store, actor) === 'admin'

const view = (t: ScimTokenRecord) => ({
  id: t.id,
  time_created: t.time_created,
  time_expires: t.time_expires,
})

/** The silo of the query, then 403 unless the actor administers it */
function siloToManage(store: Store, actor: Actor, silo: string) {
  const record = lookup(store, actor, 'silo', silo, 'read').record
  if (!isAdminOf(store, actor, record)) throw simError.forbidden()
  return record
}

/**
 * A token of the query's silo by id. Nexus finds the token by id alone and authorizes
 * it against its own silo, then reads it within the query's silo: a token of another
 * silo there fails its read with a 500; the simulator answers the token's 404.
 */
function findToken(store: Store, actor: Actor, silo: string, rawId: string) {
  const record = lookup(store, actor, 'silo', silo, 'read').record
  const id = rawId.toLowerCase()
  const notFound = () => simError.notFound(NOUN, { id })
  const token = store.get('scimTokens', id)
  const tokenSilo = token && store.get('silos', token.silo_id)
  if (!token || !tokenSilo || !isAdminOf(store, actor, tokenSilo)) throw notFound()
  return { token, silo: record, notFound }
}

/** 20 random bytes as hex, like Nexus's token secrets */
const secret = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

export const scimTokens = {
  // not paged (the whole list); Nexus gives no order, the simulator the order of creation
  scimTokenList({ query }, { store, actor }) {
    const silo = siloToManage(store, actor, query.silo)
    return store
      .list('scimTokens')
      .filter((t) => t.silo_id === silo.id)
      .sort((a, b) => a.time_created.localeCompare(b.time_created) || a.id.localeCompare(b.id))
      .map(view)
  },

  // Nexus gives tokens no expiry yet
  scimTokenCreate({ query }, { store, actor }) {
    const silo = siloToManage(store, actor, query.silo)
    const token = store.insert('scimTokens', {
      id: uuid(),
      silo_id: silo.id,
      bearer_token: secret(),
      time_created: iso(clockOf(store).now()),
      time_expires: null,
    })
    return created({ ...view(token), bearer_token: `${SCIM_TOKEN_PREFIX}${token.bearer_token}` })
  },

  scimTokenView({ path, query }, { store, actor }) {
    const { token, silo, notFound } = findToken(store, actor, query.silo, path.tokenId)
    if (token.silo_id !== silo.id) throw notFound()
    return view(token)
  },

  // Nexus's delete of another silo's token (one the caller administers) matches nothing
  // in the query's silo and succeeds, deleting nothing: so does the simulator's
  scimTokenDelete({ path, query }, { store, actor }) {
    const { token, silo } = findToken(store, actor, query.silo, path.tokenId)
    if (token.silo_id === silo.id) store.remove('scimTokens', token.id)
    return 204
  },
} satisfies Partial<NewHandlers>
