import type { Translations } from '../translation'

export const networkTranslations: Translations = {}
