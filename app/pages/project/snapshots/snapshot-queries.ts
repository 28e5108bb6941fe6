import type { Snapshot } from '~/api/__generated__/Api'
import { api, listQuery } from '~/api/client'
import { pollListWhile } from '~/util/poll'

export const snapshotList = (project: string) => listQuery(api.snapshotList, { query: { project } })

// a new snapshot moves from creating to ready by itself; keep the page current until then
export const pollWhileCreating = pollListWhile((s: Snapshot) => s.state === 'creating')
