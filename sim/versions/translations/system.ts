// The rack's own resources across versions: sleds (their slot, from SLED_SLOT on),
// support bundles (at `/v1/…` with the operator's comment and ordered by creation time in
// every versioned API), the target release (set with a 204 and no body) and the update
// status (whether to contact support, from ADD_CONTACT_SUPPORT_TO_UPDATE_STATUS on).
import type { SledRecord, Store } from '../../store/types'
import type { TranslateCtx, Translation, Translations } from '../translation'

/* eslint-disable @typescript-eslint/no-explicit-any -- v14's views, read by their keys */

/** The cubby the rack's inventory last saw the sled in, or null */
function slotOf(store: Store, sled: SledRecord): number | null {
  const seen = store
    .list('sledInventory')
    .find(
      (s) =>
        s.baseboard.serial === sled.baseboard.serial && s.baseboard.part === sled.baseboard.part,
    )
  return seen?.cubby ?? null
}

const withSlot = (sled: any, ctx: TranslateCtx) =>
  ctx.version.atLeast('SLED_SLOT') ? { ...sled, slot: slotOf(ctx.store, sled) } : sled

/** A bundle with its comment, which v14's view leaves out */
const withComment = (bundle: any, ctx: TranslateCtx) => ({
  ...bundle,
  user_comment:
    (ctx.store.get('supportBundles', bundle.id) as { user_comment?: string | null } | undefined)
      ?.user_comment ?? null,
})

const bundle: Translation = { response: withComment }

/** The `Range` header, which every versioned API passes to the download (v14's did not) */
const rangeAsked: Translation = {
  request: (params) => ({
    ...params,
    query: { ...params.query, range: params.req.headers.get('range') },
  }),
}

export const systemTranslations: Translations = {
  sledList: {
    response: (page, ctx) => ({ ...page, items: page.items.map((s: any) => withSlot(s, ctx)) }),
  },
  sledView: { response: withSlot },

  supportBundleList: {
    // every versioned API orders bundles by creation time (ascending unless asked)
    request: (params) => ({
      ...params,
      query: { ...params.query, sortBy: params.query.sortBy ?? 'time_and_id_ascending' },
    }),
    response: (page, ctx) => ({
      ...page,
      items: page.items.map((b: any) => withComment(b, ctx)),
    }),
  },
  supportBundleView: bundle,
  supportBundleDownload: rangeAsked,
  supportBundleDownloadFile: rangeAsked,
  supportBundleCreate: bundle,

  // Nexus answers the change with no content; the new target is read with targetReleaseView
  targetReleaseUpdate: { response: () => 204 },
  // the update status answers whether to contact support only from the version that added it
  systemUpdateStatus: {
    response: ({ contact_support: _, ...status }: any, ctx) =>
      ctx.version.atLeast('ADD_CONTACT_SUPPORT_TO_UPDATE_STATUS')
        ? { contact_support: _, ...status }
        : status,
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
