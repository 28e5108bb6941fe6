// BGP across versions. From BGP_UNNUMBERED_PEERS on a configuration has `max_paths` (kept
// in the store's `bgpMaxPaths`, 1 when absent), a peer's status names the peer
// (`peer_id`: its address, the simulated peers being numbered), and the exported routes
// are a list of (peer, prefix, switch) where v14 keyed prefixes by peer address.
import { bgpSessions } from '../../network/switch-daemons'
import type { Store } from '../../store/types'
import type { TranslateCtx, Translation, Translations } from '../translation'

/* eslint-disable @typescript-eslint/no-explicit-any -- v14's views, read by their keys */

const unnumbered = (ctx: TranslateCtx) => ctx.version.atLeast('BGP_UNNUMBERED_PEERS')

const maxPathsOf = (store: Store, id: string) => store.get('bgpMaxPaths', id)?.max_paths ?? 1

const withMaxPaths = (config: any, ctx: TranslateCtx) =>
  unnumbered(ctx) ? { ...config, max_paths: maxPathsOf(ctx.store, config.id) } : config

const config: Translation = { response: withMaxPaths }

export const bgpTranslations: Translations = {
  networkingBgpConfigCreate: config,
  networkingBgpConfigList: {
    response: (page, ctx) => ({
      ...page,
      items: page.items.map((c: any) => withMaxPaths(c, ctx)),
    }),
  },

  networkingBgpStatus: {
    response: (peers: any[], ctx) =>
      unnumbered(ctx) ? peers.map((p) => ({ ...p, peer_id: p.addr })) : peers,
  },

  // Each switch's established peers and what v14's answer says they are sent
  networkingBgpExported: {
    response: ({ exports }: { exports: Record<string, string[]> }, ctx) => {
      if (!unnumbered(ctx)) return { exports }
      const routes: { peer_id: string; prefix: string; switch: 'switch0' | 'switch1' }[] = []
      for (const location of ['switch0', 'switch1'] as const) {
        const peers = new Set(
          bgpSessions(ctx.store, location)
            .filter((s) => s.established)
            .map((s) => s.peer.addr),
        )
        for (const peer of peers) {
          for (const prefix of exports[peer] ?? []) {
            routes.push({ peer_id: peer, prefix, switch: location })
          }
        }
      }
      return routes
    },
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
