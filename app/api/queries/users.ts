// Reads of the silo's users, for the users and groups directory.
import { api, apiQuery, listQuery } from '../client'

export const userList = listQuery(api.userList, {})

/**
 * One user of the signed-in user's silo, by id. The only read of a single user is the
 * operator's `/v1/system/users/{id}`, which every user may call for their own silo.
 */
export const siloUserView = ({ userId, silo }: { userId: string; silo: string }) =>
  apiQuery(api.siloUserView, { path: { userId }, query: { silo } })
