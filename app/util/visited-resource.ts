// The resources this browser visited, for the palette's Recent section: which page is a
// resource's (the address up to the resource, whatever tab is open), and what to call it.
// `resourcePathOf` and `withVisit` run on every navigation, so they stay small; the rest
// is read by the palette only.

import { parseRecent, withRecent } from './recent-list'

/** How many resource visits are kept per user */
export const MAX_VISITS = 20

export const visitsKey = (userId: string) => `recent-visits:${userId}`

// a resource inside a project (deepest first), a System or directory resource, or else the
// project itself when any page of it is open
const RESOURCE =
  /^\/(?:projects\/[^/]+\/(?:(?:vpcs\/[^/]+\/(?:routers|internet-gateways))|instances|disks|vpcs|affinity)\/[^/]+|system\/(?:silos|inventory\/sleds|networking\/(?:ip-pools|subnet-pools))\/[^/]+|directory\/(?:users|groups)\/[^/]+|projects\/[^/]+)/

/** The address of the resource whose page `pathname` is, or null for a list or a form */
export function resourcePathOf(pathname: string): string | null {
  // a form's address (`vpcs-new`, `…/edit`) counts as the resource or project it is in
  const m = RESOURCE.exec(pathname)
  return m ? m[0] : null
}

/** The stored list with `path` first, once */
export const withVisit = (raw: string | null, path: string): string[] =>
  withRecent(parseVisits(raw), path, MAX_VISITS)

export const parseVisits = (raw: string | null): string[] => parseRecent(raw, MAX_VISITS)

export type VisitedResource = { kind: string; name: string; where?: string }

const d = decodeURIComponent

/** What a visited resource's address names: its kind, its name and where it is */
export function describeVisit(path: string): VisitedResource | null {
  const parts = path.split('/').slice(1).map(d)
  const [top, a, b, c, e, f] = parts
  if (top === 'projects' && a) {
    const where = `project ${a}`
    if (!b) return { kind: 'Project', name: a }
    if (b === 'vpcs' && e && f) {
      const kind = e === 'routers' ? 'Router' : 'Internet gateway'
      return { kind, name: f, where: `${where} · VPC ${c}` }
    }
    const kinds: Record<string, string> = {
      instances: 'Instance',
      disks: 'Disk',
      vpcs: 'VPC',
      affinity: 'Anti-affinity group',
    }
    return kinds[b] && c ? { kind: kinds[b], name: c, where } : null
  }
  if (top === 'system') {
    if (a === 'silos' && b) return { kind: 'Silo', name: b, where: 'System' }
    if (a === 'inventory' && b === 'sleds' && c) return { kind: 'Sled', name: c, where: 'System' }
    if (a === 'networking' && b === 'ip-pools' && c)
      return { kind: 'IP pool', name: c, where: 'System' }
    if (a === 'networking' && b === 'subnet-pools' && c) {
      return { kind: 'Subnet pool', name: c, where: 'System' }
    }
  }
  if (top === 'directory' && b) {
    return { kind: a === 'users' ? 'User' : 'Group', name: b, where: 'Users & groups' }
  }
  return null
}
