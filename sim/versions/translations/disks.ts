// Disks between a served version's shapes and v14's: `disk_backend` (LOCAL_STORAGE:
// distributed, with a source, or local) and `read_only` (READ_ONLY_DISKS) on the way in,
// `disk_type` and `read_only` on the way out.
/* eslint-disable @typescript-eslint/no-explicit-any -- the shapes of many versions */
import { errorResponse } from '../../answers/errors'
import { withExtras, type DiskExtras } from '../extras'
import type { TranslateCtx, Translations } from '../translation'

/** A disk to create (`DiskCreate`, or an instance's `create` attachment) in v14's words */
export function diskCreateRequest(body: any): any {
  const { disk_backend, disk_source, ...rest } = body
  if (disk_backend === undefined) return { ...rest, disk_source } // INITIAL: v14's words
  if (disk_backend.type === 'local') {
    // a local disk has no source: v14's blank, with the block size every local disk has
    const extras: DiskExtras = { disk_type: 'local' }
    return withExtras({ ...rest, disk_source: { type: 'blank', block_size: 4096 } }, extras)
  }
  const { read_only, ...source } = disk_backend.disk_source
  const extras: DiskExtras = { disk_type: 'distributed', read_only: read_only ?? false }
  return withExtras({ ...rest, disk_source: source }, extras)
}

/** An instance's disk attachment in v14's words */
export const diskAttachmentRequest = (a: any) => (a.type === 'create' ? diskCreateRequest(a) : a)

/** A disk answer (v14's) in `ctx.version`'s shape */
export function diskAnswer(body: any, ctx: TranslateCtx): any {
  const record = ctx.store.get('disks', body.id)
  const type = record?.disk_type ?? 'distributed'
  if (!ctx.version.atLeast('LOCAL_STORAGE')) {
    // INITIAL knows only Crucible disks, and Nexus refuses to show it another kind
    if (type !== 'distributed') {
      throw errorResponse(
        406,
        'Not Acceptable',
        'disk type variant not supported for client version',
      )
    }
    return { ...body, disk_type: 'crucible' }
  }
  const out = { ...body, disk_type: type }
  if (ctx.version.atLeast('READ_ONLY_DISKS')) out.read_only = record?.read_only ?? false
  return out
}

const diskPage = (page: any, ctx: TranslateCtx) => ({
  ...page,
  items: page.items.map((d: any) => diskAnswer(d, ctx)),
})

export const diskTranslations: Translations = {
  diskCreate: {
    request: (params) => ({ ...params, body: diskCreateRequest(params.body) }),
    response: diskAnswer,
  },
  diskList: { response: diskPage },
  diskView: { response: diskAnswer },
  instanceDiskList: { response: diskPage },
  instanceDiskAttach: { response: diskAnswer },
  instanceDiskDetach: { response: diskAnswer },
}
