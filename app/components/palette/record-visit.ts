// Notes the resource pages opened, for the palette's Recent. Loaded by PaletteTrigger from
// the second page on, so a first visit downloads none of it.
import { resourcePathOf, visitsKey, withVisit } from '~/util/visited-resource'

export function recordVisits(userId: string, pathnames: string[]) {
  const key = visitsKey(userId)
  try {
    for (const pathname of pathnames) {
      const path = resourcePathOf(pathname)
      if (path)
        localStorage.setItem(key, JSON.stringify(withVisit(localStorage.getItem(key), path)))
    }
  } catch {
    // storage full or refused: Recent simply misses these visits
  }
}
