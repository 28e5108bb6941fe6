// Reads of silos.
import { api, apiQuery, listQuery, PICKER_PAGE_SIZE } from '../client'

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

/**
 * A silo's quotas (`allocated`) beside what its instances, disks and snapshots hold now:
 * the one read the quotas tab and the readiness checklist need
 */
export const siloUtilizationView = (silo: string) =>
  apiQuery(api.siloUtilizationView, { path: { silo } })

/**
 * Who holds which role on a silo, read by the operator (`/v1/system/silos/{silo}/policy`);
 * `siloPolicyView` in `access.ts` is the signed-in user's own silo's.
 */
export const systemSiloPolicyView = (silo: string) =>
  apiQuery(api.siloPolicyView, { path: { silo } })

/** Every user of a silo (`/v1/system/users?silo=`), to learn whether anyone can sign in */
export const siloUserPicker = (silo: string) =>
  listQuery(api.siloUserList, { query: { silo } }).page(undefined, PICKER_PAGE_SIZE)
