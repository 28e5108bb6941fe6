import type { NewHandlers } from '../context'
import { clockOf } from '../clock'
import { simError } from '../answers/errors'
import { paginate } from '../answers/pagination'
import { accessTokenId } from '../access/credential-ids'
import { accessTokenExpired } from '../access/session'
import type { DeviceAccessTokenRecord, Store } from '../store/types'

// The signed-in user's device access tokens (`/v1/me/access-tokens`), the ones the CLI's
// device flow granted (sim/handlers/device-auth.ts). As in Nexus, every user may list
// and delete their own and no one else's here (a silo admin uses /v1/users/{id}/...),
// so there is no role check. A token shows its own id, never the bearer token.

/** The `DeviceAccessToken` view */
export const accessTokenView = (store: Store, token: DeviceAccessTokenRecord) => ({
  id: accessTokenId(store, token),
  time_created: token.time_created,
  time_expires: token.time_expires,
})

/** A user's tokens that still sign in, as views: Nexus lists no expired one */
export function liveAccessTokens(store: Store, userId: string) {
  const now = clockOf(store).now()
  return store
    .list('deviceAccessTokens')
    .filter((t) => t.user_id === userId && !accessTokenExpired(t, now))
    .map((t) => accessTokenView(store, t))
}

export const accessTokens = {
  currentUserAccessTokenList: ({ query }, { store, actor }) =>
    paginate(liveAccessTokens(store, actor.user.id), query, { modes: ['id_ascending'] }),

  // Nexus deletes the row whatever its expiry; another user's token is as good as missing
  currentUserAccessTokenDelete({ path }, { store, actor }) {
    // a uuid, which Nexus prints in lower case
    const id = path.tokenId.toLowerCase()
    const token = store
      .list('deviceAccessTokens')
      .find((t) => t.user_id === actor.user.id && accessTokenId(store, t) === id)
    if (!token) throw simError.notFound('device-access-token', { id })
    store.remove('deviceAccessTokens', token.id)
    return 204
  },
} satisfies Partial<NewHandlers>
