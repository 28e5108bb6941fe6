// A short most-recent-first list of strings kept in browser storage (the projects a user
// opened, the resources they visited). Pure: the callers read and write storage in effects.

/** The stored list, or none when it is missing or not what `withRecent` wrote */
export function parseRecent(raw: string | null, max: number): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value)
      ? value.filter((n): n is string => typeof n === 'string').slice(0, max)
      : []
  } catch {
    return []
  }
}

/** The list with `item` first, once, cut to `max` */
export const withRecent = (list: readonly string[], item: string, max: number) =>
  [item, ...list.filter((n) => n !== item)].slice(0, max)
