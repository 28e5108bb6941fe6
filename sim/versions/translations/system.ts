import type { Translations } from '../translation'

export const systemTranslations: Translations = {}
