// Notes the resource pages opened, for the palette's Recent: PaletteTrigger calls it on
// every navigation, so it stays a few lines (the naming of visits is the palette's).
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
