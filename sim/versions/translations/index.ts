// Every translation between a served version's shapes and the handlers' (../translation.ts)
import type { Translations } from '../translation'
import { computeTranslations } from './compute'
import { networkTranslations } from './network'
import { systemTranslations } from './system'

export const translations: Translations = {
  ...computeTranslations,
  ...networkTranslations,
  ...systemTranslations,
}
