// Universal find's matching and ranking, pure: what a typed query means (a name, part of an
// id, an IP address, a CIDR) and how well each thing the console knows of answers it. The
// palette (app/components/palette/) feeds it the lists it has loaded.
import { addressValue, ipNetProblem, isIpAddress } from './ip'

export type FindKind =
  | 'project'
  | 'instance'
  | 'disk'
  | 'snapshot'
  | 'image'
  | 'siloImage'
  | 'vpc'
  | 'subnet'
  | 'floatingIp'
  | 'silo'
  | 'sled'
  | 'ipPool'

/** What each kind is called in a result */
export const KIND_LABEL: Record<FindKind, string> = {
  project: 'Project',
  instance: 'Instance',
  disk: 'Disk',
  snapshot: 'Snapshot',
  image: 'Project image',
  siloImage: 'Silo image',
  vpc: 'VPC',
  subnet: 'Subnet',
  floatingIp: 'Floating IP',
  silo: 'Silo',
  sled: 'Sled',
  ipPool: 'IP pool',
}

/** Among results of the same score, the kinds people look for most come first */
const KIND_ORDER: FindKind[] = [
  'instance',
  'project',
  'disk',
  'vpc',
  'subnet',
  'floatingIp',
  'snapshot',
  'image',
  'siloImage',
  'silo',
  'sled',
  'ipPool',
]

/** Something find can answer with, as the palette's walker builds it from a list */
export type FindItem = {
  kind: FindKind
  id: string
  name: string
  /** Where it is, e.g. "project p1" or "project p1 · VPC v1" */
  where?: string
  /** Its page */
  to: string
  /** Addresses it holds (a floating IP's) */
  addresses?: string[]
  /** Networks it is (a subnet's IPv4 and IPv6 blocks) */
  networks?: string[]
  /** Address ranges it holds (an IP pool's), first and last inclusive */
  ranges?: { first: string; last: string }[]
}

type Span = { v6: boolean; lo: bigint; hi: bigint }

/** A parsed query: its text, and what else it may be */
export type FindQuery = {
  text: string
  /** The text as an address */
  address?: Span
  /** The text as a network (`10.0.0.0/24`) */
  network?: Span
  /** Hex digits and dashes only, at least 4 long: could be part of an id */
  idLike: boolean
}

const HEX_ID = /^[0-9a-f-]{4,36}$/

/** The range a network covers; null for anything not a network */
export function networkSpan(net: string): Span | null {
  if (ipNetProblem(net)) return null
  const [base, width] = net.split('/')
  const a = addressValue(base)
  if (!a) return null
  const bits = a.v6 ? 128n : 32n
  const host = bits - BigInt(width)
  const lo = (a.n >> host) << host
  return { v6: a.v6, lo, hi: lo | ((1n << host) - 1n) }
}

function addressSpan(s: string): Span | null {
  const a = addressValue(s)
  return a && { v6: a.v6, lo: a.n, hi: a.n }
}

export function parseQuery(raw: string): FindQuery {
  const text = raw.trim().toLowerCase()
  const address = isIpAddress(text) ? addressSpan(text) : null
  const network = text.includes('/') ? networkSpan(text) : null
  return {
    text,
    ...(address && { address }),
    ...(network && { network }),
    idLike: HEX_ID.test(text),
  }
}

const overlaps = (a: Span, b: Span) => a.v6 === b.v6 && a.lo <= b.hi && b.lo <= a.hi

/**
 * How well `item` answers `q`, 0 for not at all. Exact name 100; the whole id 95; an IP
 * equal to one the item holds 90; a name prefix 80; an address or network inside or
 * overlapping the item's networks 75, its ranges 70; an id prefix 65; a name substring
 * 60 (earlier is better); an id substring 50.
 */
export function matchScore(item: FindItem, q: FindQuery): number {
  const { text } = q
  if (!text) return 0
  let best = 0
  const name = item.name.toLowerCase()
  if (name === text) return 100
  const id = item.id.toLowerCase()
  if (id === text) return 95
  const probe = q.address ?? q.network
  if (probe) {
    for (const a of item.addresses ?? []) {
      const s = addressSpan(a)
      if (!s) continue
      if (q.address && s.lo === q.address.lo && s.v6 === q.address.v6) return 90
      if (overlaps(s, probe)) best = Math.max(best, 75)
    }
    for (const n of item.networks ?? []) {
      const s = networkSpan(n)
      if (s && overlaps(s, probe)) best = Math.max(best, 75)
    }
    for (const r of item.ranges ?? []) {
      const first = addressValue(r.first)
      const last = addressValue(r.last)
      if (!first || !last) continue
      if (overlaps({ v6: first.v6, lo: first.n, hi: last.n }, probe)) best = Math.max(best, 70)
    }
  }
  if (name.startsWith(text)) best = Math.max(best, 80)
  else {
    const at = name.indexOf(text)
    // earlier in the name ranks a little higher, never above a prefix
    if (at > 0) best = Math.max(best, 60 - Math.min(at, 9) / 10)
  }
  if (q.idLike && best < 65) {
    if (id.startsWith(text)) best = 65
    else if (id.includes(text)) best = Math.max(best, 50)
  }
  return best
}

export type Ranked = { item: FindItem; score: number }

/** The matches of `q` among `items`, best first, and how many there are in all */
export function rankMatches(
  items: Iterable<FindItem>,
  q: FindQuery,
  limit: number,
): { shown: Ranked[]; total: number } {
  const all: Ranked[] = []
  for (const item of items) {
    const score = matchScore(item, q)
    if (score > 0) all.push({ item, score })
  }
  all.sort(
    (a, b) =>
      b.score - a.score ||
      KIND_ORDER.indexOf(a.item.kind) - KIND_ORDER.indexOf(b.item.kind) ||
      a.item.name.localeCompare(b.item.name) ||
      (a.item.where ?? '').localeCompare(b.item.where ?? ''),
  )
  return { shown: all.slice(0, limit), total: all.length }
}

/** One key per thing, so a list loaded twice does not show it twice */
export const itemKey = (item: Pick<FindItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`
