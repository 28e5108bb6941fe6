import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { canonicalNet, netAddress, netContains, netWidth, parseIp } from '../network/rack-network'
import { ALLOW_LIST_ID, SIMULATED_CLIENT_ADDRESS } from '../seed/allow-list'
import { clientAddress } from '../access/session'
import type { AllowListRecord } from '../store/networking-types'

// The allow list of sources that may reach the rack's user-facing services, as
// nexus/src/app/allow_list.rs and the datastore's allow_list.rs answer at the
// contract's commit. Reading it takes `list_children` on the fleet, changing it
// `modify`, checked after the list's own checks. A list must keep the client
// that sends it: the address the console's server saw the request come from, or
// where no server says (mock mode, specs) SIMULATED_CLIENT_ADDRESS (sim/seed/allow-list.ts).

const MAX_ALLOWLIST_LENGTH = 1000

const toAllowList = ({ id: _id, ...list }: AllowListRecord) => list

export const allowList = {
  networkingAllowListView(_params, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    // rack setup makes it; a data file from before it was simulated has none
    const list = store.get('allowLists', ALLOW_LIST_ID)
    if (!list) throw simError.notFound('allow-list', { id: ALLOW_LIST_ID })
    return toAllowList(list)
  },

  networkingAllowListUpdate({ body, req }, { store, actor }) {
    const wanted = body.allowed_ips
    // Node reports an IPv4 peer on a dual-stack socket as ::ffff:a.b.c.d
    const client = (clientAddress(req) ?? SIMULATED_CLIENT_ADDRESS).replace(
      /^::ffff:(?=\d+\.)/i,
      '',
    )
    if (wanted.allow === 'list') {
      const list = wanted.ips
      if (list.length > MAX_ALLOWLIST_LENGTH) {
        throw simError.invalid(
          `Source IP allowlist is limited to ${MAX_ALLOWLIST_LENGTH} entries, found ${list.length}`,
        )
      }
      let keepsClient = false
      for (const entry of list) {
        keepsClient ||= netContains(entry, client)
        if (parseIp(netAddress(entry))?.n === 0n) {
          throw simError.invalid(
            'Source IP allowlist may not contain the unspecified address. Use "any" to ' +
              'allow any source to connect to user-facing services.',
          )
        }
        if (netWidth(entry) === 0) {
          throw simError.invalid('Source IP allowlist entries may not have a netmask of /0.')
        }
      }
      if (!keepsClient) {
        throw simError.invalid(
          'The source IP allow list would prevent access from the current client! Ensure ' +
            'that the allowlist contains an entry that continues to allow access from this peer.',
        )
      }
    }
    authorizeFleet(store, actor, 'modify')
    // an upsert, as Nexus's is
    const now = nowIso(store)
    const existing = store.get('allowLists', ALLOW_LIST_ID)
    const record = {
      id: ALLOW_LIST_ID,
      allowed_ips:
        wanted.allow === 'list'
          ? { allow: 'list' as const, ips: wanted.ips.map(canonicalNet) }
          : wanted,
      time_created: existing?.time_created ?? now,
      time_modified: now,
    }
    return toAllowList(
      existing ? store.update('allowLists', record) : store.insert('allowLists', record),
    )
  },
} satisfies Partial<SimHandlers>
