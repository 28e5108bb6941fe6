// The projects this browser has opened, per user, newest first: what a user who may not list
// the silo's projects (a role on some projects only) is offered first on the projects page.
// Only names, in localStorage, read and written in effects: never at import or in render.

import { parseRecent, withRecent } from '~/util/recent-list'

/** How many names are kept */
export const MAX_RECENT_PROJECTS = 8

export const recentProjectsKey = (userId: string) => `recent-projects:${userId}`

/** The stored list, or none when it is missing or not what this module wrote */
export const parseRecentProjects = (raw: string | null) => parseRecent(raw, MAX_RECENT_PROJECTS)

/** The list with `project` first, once */
export const withOpened = (list: readonly string[], project: string) =>
  withRecent(list, project, MAX_RECENT_PROJECTS)
