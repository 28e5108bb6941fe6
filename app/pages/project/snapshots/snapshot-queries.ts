import type { Snapshot } from '~/api/__generated__/Api'
import { api, listQuery } from '~/api/client'

export const snapshotList = (project: string) => listQuery(api.snapshotList, { query: { project } })

/** How often a list refetches while something on its page is still changing state. */
export const POLL_MS = 2000

// a new snapshot moves from creating to ready by itself; keep the page current until then
export const pollWhileCreating = (data: { items: Snapshot[] } | undefined) =>
  data?.items.some((s) => s.state === 'creating') ? POLL_MS : false
