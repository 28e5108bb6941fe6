// Reads of the rack's software update (operators only, as the System layout already
// requires): where the update stands, the releases uploaded to the rack that a target
// release may name, and the roots of trust that repositories are verified against.
import { api, apiQuery, listQuery } from '../client'

/** The target release and how many components run each release */
export const systemUpdateStatus = apiQuery(api.systemUpdateStatus, {})

/** The uploaded releases, newest version first (the order one picks a target from) */
export const systemUpdateRepositoryList = listQuery(api.systemUpdateRepositoryList, {
  query: { sortBy: 'version_descending' },
})

/** The TUF root roles repositories are checked against */
export const systemUpdateTrustRootList = listQuery(api.systemUpdateTrustRootList, {})
