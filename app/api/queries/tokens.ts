// Reads of credentials the console lists but never shows the secret of: the signed-in
// user's device access tokens (made by the CLI's sign-in) and a silo's SCIM tokens.
import { api, apiQuery, listQuery } from '../client'

export const accessTokenList = listQuery(api.currentUserAccessTokenList, {})

/** Every SCIM token of the silo: Nexus answers the whole list, unpaged */
export const scimTokenList = (silo: string) => apiQuery(api.scimTokenList, { query: { silo } })
