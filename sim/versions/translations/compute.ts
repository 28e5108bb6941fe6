import type { Translations } from '../translation'

export const computeTranslations: Translations = {}
