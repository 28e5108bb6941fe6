// The rack's switches across versions: from SWITCH_SLOT_ENUM on a switch is named by its
// slot (`switch_slot`, `switch0` or `switch1`) where v14 and the versions before took a
// `switch_location` (or BFD's `switch`) name; path parameters are renamed by the door
// itself (sim/versions/served.ts). LLDP neighbors' management addresses are LLDP's
// management address records in every versioned API, plain addresses in v14.
import type { Parsed } from '../../request/pipeline'
import type { TranslateCtx, Translation, Translations } from '../translation'

/* eslint-disable @typescript-eslint/no-explicit-any -- shapes of two contracts, by key */

const slots = (ctx: TranslateCtx) => ctx.version.atLeast('SWITCH_SLOT_ENUM')

/** The address of an address or network (`a.b.c.d/n`), null kept */
export const hostOf = (ip: string | null | undefined) => (ip == null ? null : ip.split('/')[0])

/** `record` with its key `from` renamed `to` (in place of it, the other keys kept) */
function renamed(record: any, from: string, to: string) {
  if (!record || typeof record !== 'object' || !(from in record)) return record
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(record)) out[k === from ? to : k] = v
  return out
}

/** A query's `switch_slot` as the handler's `switch_location` */
const slotQuery: Translation = {
  request: (params: Parsed, ctx) =>
    slots(ctx)
      ? { ...params, query: renamed(params.query, 'switchSlot', 'switchLocation') }
      : params,
}

/** A body's `switch_slot` as the handler's `key` */
const slotBody =
  (key: string): Translation['request'] =>
  (params, ctx) =>
    slots(ctx) ? { ...params, body: renamed(params.body, 'switch_slot', key) } : params

/** An answer's `key` as `switch_slot` */
const slotAnswer = (key: string) => (record: any, ctx: TranslateCtx) =>
  slots(ctx) ? renamed(record, key, 'switch_slot') : record

const slotPage = (key: string) => (page: any, ctx: TranslateCtx) =>
  slots(ctx) ? { ...page, items: page.items.map((r: any) => renamed(r, key, 'switch_slot')) } : page

export const switchPortTranslations: Translations = {
  networkingBfdEnable: { request: slotBody('switch') },
  networkingBfdDisable: { request: slotBody('switch') },
  networkingBfdStatus: {
    response: (sessions: any[], ctx) => sessions.map((s) => slotAnswer('switch')(s, ctx)),
  },

  networkingLoopbackAddressCreate: {
    request: slotBody('switch_location'),
    response: slotAnswer('switch_location'),
  },
  networkingLoopbackAddressList: { response: slotPage('switch_location') },

  networkingSwitchPortList: { response: slotPage('switch_location') },
  networkingSwitchPortApplySettings: slotQuery,
  networkingSwitchPortClearSettings: slotQuery,
  networkingSwitchPortStatus: slotQuery,
  // an address where v14 shows a network (v14 takes `a.b.c.d/n` and keeps it)
  networkingSwitchPortLldpConfigView: {
    ...slotQuery,
    response: (config: any) => ({ ...config, management_ip: hostOf(config.management_ip) }),
  },
  networkingSwitchPortLldpConfigUpdate: slotQuery,

  // The simulated neighbors advertise each address with no interface number
  networkingSwitchPortLldpNeighbors: {
    response: (page: any) => ({
      ...page,
      items: page.items.map((n: any) => ({
        ...n,
        management_ip: n.management_ip.map((ip: string) => ({
          addr: { ip_addr: ip },
          interface_num: { unknown: 0 },
        })),
      })),
    }),
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
