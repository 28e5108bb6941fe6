// Compute and identity: instances and their interfaces, addresses and probes
// (instances.ts), disks (disks.ts), OxQL results (metrics.ts), users and groups
// (identity.ts)
import type { Translations } from '../translation'
import { diskTranslations } from './disks'
import { identityTranslations } from './identity'
import { instanceTranslations } from './instances'
import { metricsTranslations } from './metrics'

export const computeTranslations: Translations = {
  ...instanceTranslations,
  ...diskTranslations,
  ...metricsTranslations,
  ...identityTranslations,
}
