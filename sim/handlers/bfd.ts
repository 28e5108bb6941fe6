import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorizeFleet } from '../access/authz'
import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { canonicalIp, SWITCH_LOCATIONS } from '../network/rack-network'
import { portsOn, portState } from '../network/switch-daemons'
import { uuid } from '../util'

// BFD sessions, as nexus/src/app/bfd.rs and the datastore's bfd.rs answer at the
// contract's commit. Nexus's endpoints ask only `list_children` on the fleet, so
// fleet viewers may enable and disable sessions too. A session is kept under any
// switch name; the status asks the two switches' mgd, which run the sessions of
// `switch0` and `switch1` (sim/network/switch-daemons.ts): a session is up while a port
// of its switch has its link up to the router at the session's remote address.

const U32_MAX = 2 ** 32 - 1

export const bfd = {
  networkingBfdEnable({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const remote = canonicalIp(body.remote)
    const taken = store
      .list('bfdSessions')
      .some((s) => s.remote === remote && s.switch === body.switch)
    // Nexus's insert fails on its unique index with a 500; refused here as a conflict
    if (taken) throw simError.alreadyExists('bfd-session', `${body.switch} ${remote}`)
    const now = nowIso(store)
    store.insert('bfdSessions', {
      id: uuid(),
      local: body.local == null ? null : canonicalIp(body.local),
      remote,
      detection_threshold: body.detection_threshold,
      // kept as a u32, larger values saturating, as Nexus keeps it
      required_rx: Math.min(body.required_rx, U32_MAX),
      switch: body.switch,
      mode: body.mode,
      time_created: now,
      time_modified: now,
    })
    return 204
  },

  // Disabling a session that is not there changes nothing and succeeds
  networkingBfdDisable({ body }, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    const remote = canonicalIp(body.remote)
    for (const s of store.list('bfdSessions')) {
      if (s.remote === remote && s.switch === body.switch) store.remove('bfdSessions', s.id)
    }
    return 204
  },

  networkingBfdStatus(_params, { store, actor }) {
    authorizeFleet(store, actor, 'list_children')
    return SWITCH_LOCATIONS.flatMap((location) => {
      const reachable = new Set(
        portsOn(store, location)
          .map((port) => portState(store, port))
          .filter((state) => state.linkUp && state.neighbor)
          .map((state) => state.neighbor!.address),
      )
      return store
        .list('bfdSessions')
        .filter((s) => s.switch === location)
        .sort((a, b) => (a.remote < b.remote ? -1 : 1))
        .map((s): Json<Api.BfdStatus> => ({
          peer: s.remote,
          state: reachable.has(s.remote) ? 'up' : 'down',
          switch: location,
          // mgd listens on the unspecified address when no local one was given
          local: s.local ?? '0.0.0.0',
          detection_threshold: s.detection_threshold,
          required_rx: s.required_rx,
          mode: s.mode,
        }))
    })
  },
} satisfies Partial<SimHandlers>
