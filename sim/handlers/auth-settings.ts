import type { Actor, NewHandlers } from '../context'
import { iso } from '../clock'
import { errorResponse, simError } from '../answers/errors'
import { authorizeOwnSilo } from '../access/lookup'
import { ACCESS_TOKEN_PREFIX } from '../access/session'
import type { SiloRecord, Store } from '../store/types'

// The signed-in user's silo's auth settings (`/v1/auth-settings`): for now only the
// longest lifetime of a device access token, which the device flow applies to the tokens
// it grants (sim/handlers/device-auth.ts). Every user reads their own silo's settings
// (Nexus: read on the silo); changing them is `modify` on the silo (its admins, fleet
// collaborators and up), a 403 to other users, who can read it.

/** The silo's longest device token lifetime in seconds, null for none (a new silo's) */
export const deviceTokenMaxTtl = (store: Store, siloId: string): number | null =>
  store.get('siloAuthSettings', siloId)?.device_token_max_ttl_seconds ?? null

const view = (store: Store, silo: SiloRecord) => ({
  silo_id: silo.id,
  device_token_max_ttl_seconds: deviceTokenMaxTtl(store, silo.id),
})

export const authSettings = {
  authSettingsView: (_params, { store, actor }) =>
    view(store, authorizeOwnSilo(store, actor, 'read')),

  authSettingsUpdate({ body }, { store, actor }) {
    // Nexus's type is a NonZeroU32, which serde refuses 0 for (the request check lets it by)
    if (body.device_token_max_ttl_seconds === 0) {
      throw errorResponse(
        400,
        undefined,
        'unable to parse JSON body: device_token_max_ttl_seconds: invalid value: integer `0`, expected a nonzero u32',
      )
    }
    const silo = authorizeOwnSilo(store, actor, 'modify')
    const record = { id: silo.id, device_token_max_ttl_seconds: body.device_token_max_ttl_seconds }
    if (store.get('siloAuthSettings', silo.id)) store.update('siloAuthSettings', record)
    else store.insert('siloAuthSettings', record)
    return view(store, silo)
  },
} satisfies Partial<NewHandlers>

/** Nexus's refusal of a lifetime beyond that of the token signing the confirmation in */
const BEYOND_OWN_TOKEN =
  'Requested token TTL would exceed the expiration time of the token being used to ' +
  'authenticate the confirm request. To get the full requested TTL, confirm this token ' +
  'using a web console session. Alternatively, omit requested TTL to get a token with the ' +
  'longest allowed lifetime, determined by the lesser of the silo max and the current ' +
  "token's expiration time."

/**
 * When a device token granted now to `actor` expires, as Nexus works it out: a lifetime
 * the client asked for (`requested`, seconds) must fit within the silo's max TTL and, for
 * a confirmation signed in with a device token, within that token's life (400 otherwise);
 * without one, the token lives for the silo's max TTL, if it has one, and never longer
 * than the token the confirmation was signed in with; null for never.
 */
export function grantedTokenExpiry(
  store: Store,
  actor: Actor,
  req: Request,
  now: number,
  requested: number | null = null,
): string | null {
  const maxTtl = deviceTokenMaxTtl(store, actor.silo.id)
  let own = Infinity
  if (!actor.session) {
    const bearer = /^bearer +(\S+) *$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? ''
    const token = bearer.startsWith(ACCESS_TOKEN_PREFIX)
      ? store.get('deviceAccessTokens', bearer.slice(ACCESS_TOKEN_PREFIX.length))
      : undefined
    if (token?.time_expires) own = Date.parse(token.time_expires)
  }
  if (requested !== null) {
    if (maxTtl !== null && requested > maxTtl) {
      throw simError.invalid(
        `Requested TTL ${requested} seconds exceeds maximum allowed TTL for this silo of ${maxTtl} seconds`,
      )
    }
    const expires = now + requested * 1000
    if (expires > own) throw simError.invalid(BEYOND_OWN_TOKEN)
    return iso(expires)
  }
  const expires = Math.min(maxTtl === null ? Infinity : now + maxTtl * 1000, own)
  return expires === Infinity ? null : iso(expires)
}
