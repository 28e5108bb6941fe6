import type { Actor, NewHandlers } from '../context'
import { iso } from '../clock'
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
 * device token the confirmation itself was signed in with, if any; null for never.
 */
export function grantedTokenExpiry(
  store: Store,
  actor: Actor,
  req: Request,
  now: number,
): string | null {
  const maxTtl = deviceTokenMaxTtl(store, actor.silo.id)
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
