// Reads of silos.
import { api, apiQuery } from '../client'

/** One silo; a silo's own users may read it, e.g. to learn whether it manages users locally. */
export const siloView = (silo: string) => apiQuery(api.siloView, { path: { silo } })
