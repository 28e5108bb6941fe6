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

/**
 * When a device token granted now to `actor` expires, as Nexus works it out when no
 * lifetime was asked for: after the silo's max TTL, if it has one, and never after the
 * device token the confirmation itself was signed in with, if any; null for never. A
 * lifetime asked for (`requestedTtl`, seconds: a versioned request's `ttl_seconds`) is
 * granted as asked, or refused in Nexus's words when it is longer than either allows.
 */
export function grantedTokenExpiry(
  store: Store,
  actor: Actor,
  req: Request,
  now: number,
  requestedTtl: number | null = null,
): string | null {
  const maxTtl = deviceTokenMaxTtl(store, actor.silo.id)
  if (requestedTtl !== null) {
    if (maxTtl !== null && requestedTtl > maxTtl) {
      throw simError.invalid(
        `Requested TTL ${requestedTtl} seconds exceeds maximum allowed TTL for this silo of ${maxTtl} seconds`,
      )
    }
    const requested = now + requestedTtl * 1000
    const own = grantedTokenExpiry(store, actor, req, now)
    // `own` is the silo's max or the signing-in token's expiry, whichever is sooner; the
    // silo's max was checked above, so a sooner one is the token's
    if (own !== null && requested > Date.parse(own) && !actor.session) {
      throw simError.invalid(
        "Requested token TTL would exceed the expiration time of the token being used to authenticate the confirm request. To get the full requested TTL, confirm this token using a web console session. Alternatively, omit requested TTL to get a token with the longest allowed lifetime, determined by the lesser of the silo max and the current token's expiration time.",
      )
    }
    return iso(requested)
  }
  let expires = maxTtl === null ? Infinity : now + maxTtl * 1000
  if (!actor.session) {
    const bearer = /^bearer +(\S+) *$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? ''
    const own = bearer.startsWith(ACCESS_TOKEN_PREFIX)
      ? store.get('deviceAccessTokens', bearer.slice(ACCESS_TOKEN_PREFIX.length))
      : undefined
    if (own?.time_expires) expires = Math.min(expires, Date.parse(own.time_expires))
  }
  return expires === Infinity ? null : iso(expires)
}
