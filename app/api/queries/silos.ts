// Reads of silos.
import { api, apiQuery, listQuery } from '../client'

/** One silo; a silo's own users may read it, e.g. to learn whether it manages users locally. */
export const siloView = (silo: string) => apiQuery(api.siloView, { path: { silo } })

/** The discoverable silos, for the operator's silos page */
export const siloList = listQuery(api.siloList, {})

/** A silo's identity providers (SAML ones; a local-only silo's own "local" is not listed) */
export const identityProviderList = (silo: string) =>
  listQuery(api.siloIdentityProviderList, { query: { silo } })

/** One SAML identity provider of a silo, by name */
export const samlIdentityProviderView = ({ silo, provider }: { silo: string; provider: string }) =>
  apiQuery(api.samlIdentityProviderView, { path: { provider }, query: { silo } })
