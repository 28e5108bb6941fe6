// The projects this browser has opened, per user, newest first: what a user who may not list
// the silo's projects (a role on some projects only) is offered first on the projects page.
// Only names, in localStorage, read and written in effects: never at import or in render.

/** How many names are kept */
export const MAX_RECENT_PROJECTS = 8

export const recentProjectsKey = (userId: string) => `recent-projects:${userId}`

/** The stored list, or none when it is missing or not what this module wrote */
export function parseRecentProjects(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value)
      ? value.filter((n): n is string => typeof n === 'string').slice(0, MAX_RECENT_PROJECTS)
      : []
  } catch {
    return []
  }
}

/** The list with `project` first, once */
export const withOpened = (list: readonly string[], project: string) =>
  [project, ...list.filter((n) => n !== project)].slice(0, MAX_RECENT_PROJECTS)
