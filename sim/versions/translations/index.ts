// Every translation between a served version's shapes and the handlers' (../translation.ts)
import type { Translations } from '../translation'
import { accessTranslations } from './access'
import { computeTranslations } from './compute'
import { multicastTranslations } from './multicast'
import { networkTranslations } from './network'
import { subnetPoolTranslations } from './subnet-pools'
import { systemTranslations } from './system'

export const translations: Translations = {
  ...computeTranslations,
  ...networkTranslations,
  ...systemTranslations,
  ...multicastTranslations,
  ...subnetPoolTranslations,
  ...accessTranslations,
}
