import { errorResponse } from './errors'

// Pagination as Nexus (dropshot) does it:
// - `limit` defaults to 100 and is capped at 10000 (dropshot's defaults; the
//   contract only says "minimum 1"), never an error;
// - `page_token` is opaque: base64url of `{"v":"v1","page_start":{sort_by, last_seen}}`.
//   The next page starts strictly after `last_seen` in the token's sort
//   order (keyset pagination), so a scan survives inserts and deletes, and
//   the token's sort mode wins over any `sort_by` sent with it;
// - every non-empty page carries a `next_page` token, the last one included (dropshot's
//   `ResultsPage::new`), so a scan ends with an empty page whose `next_page` is null.

export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 10_000

export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

export type PageQuery = {
  limit?: number | null
  pageToken?: string | null
  sortBy?: SortMode
}

type Item = { id: string; name?: string }

export type Page<T> = { items: T[]; next_page: string | null }

const keyOf = (item: Item, mode: SortMode): string =>
  mode === 'id_ascending' ? item.id : (item.name ?? item.id)

// Names and uuids are ASCII, so code-unit order is the byte order the
// database sorts by.
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

// Sorted views are cached per source array: the store hands out the same
// array until the table changes, so a list request sorts nothing.
const sortedCache = new WeakMap<readonly Item[], Map<SortMode, readonly Item[]>>()

function sorted<T extends Item>(items: readonly T[], mode: SortMode): readonly T[] {
  let byMode = sortedCache.get(items)
  if (!byMode) {
    byMode = new Map()
    sortedCache.set(items, byMode)
  }
  let view = byMode.get(mode)
  if (!view) {
    const dir = mode === 'name_descending' ? -1 : 1
    view = [...items].sort((a, b) => dir * compareKeys(keyOf(a, mode), keyOf(b, mode)))
    byMode.set(mode, view)
  }
  // the cached view holds exactly the items of `items`, re-ordered
  return view as readonly T[]
}

/** Encoded like dropshot's tokens: base64url JSON (always starts with `eyJ`) */
export function encodePageToken(mode: SortMode, lastSeen: string): string {
  return encodePageStart({ sort_by: mode, last_seen: lastSeen })
}

/** A dropshot token for any page selector (`page_start`), for lists with their own */
export function encodePageStart(pageStart: unknown): string {
  const json = JSON.stringify({ v: 'v1', page_start: pageStart })
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_')
}

/** Dropshot's own refusal of a token: a 400 without an error code */
export const badPageToken = (why = 'corrupted token') =>
  errorResponse(
    400,
    undefined,
    `unable to parse query string: failed to parse pagination token: ${why}`,
  )

/** The page selector (`page_start`) a dropshot token carries, not checked further */
export function decodePageStart(token: string): unknown {
  if (token.length > 512) throw badPageToken('too large')
  let parsed: unknown
  try {
    parsed = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')))
  } catch {
    throw badPageToken()
  }
  if (typeof parsed !== 'object' || parsed === null || !('page_start' in parsed)) {
    throw badPageToken()
  }
  return parsed.page_start
}

function decodePageToken(token: string, allowed: readonly SortMode[]) {
  const fail = badPageToken
  const start = decodePageStart(token)
  if (
    typeof start !== 'object' ||
    start === null ||
    !('sort_by' in start) ||
    !('last_seen' in start) ||
    typeof start.last_seen !== 'string'
  ) {
    throw fail('corrupted token')
  }
  const mode = allowed.find((m) => m === start.sort_by)
  if (!mode) throw fail('corrupted token')
  return { mode, lastSeen: start.last_seen }
}

/**
 * One page of `items` (any order; sorted here). `include` filters without
 * giving up the cached sort. Map the items to their view afterwards if the
 * records hold internal fields.
 */
export function paginate<T extends Item>(
  items: readonly T[],
  query: PageQuery,
  opts: {
    /** sort modes the endpoint accepts; the first is its default */
    modes?: readonly SortMode[]
    include?: (item: T) => boolean
  } = {},
): Page<T> {
  const modes = opts.modes ?? ['name_ascending', 'name_descending', 'id_ascending']
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)

  let mode = query.sortBy && modes.includes(query.sortBy) ? query.sortBy : modes[0]
  let lastSeen: string | undefined
  if (query.pageToken) {
    const token = decodePageToken(query.pageToken, modes)
    mode = token.mode
    lastSeen = token.lastSeen
  }
  const list = sorted(items, mode)
  const start = lastSeen === undefined ? 0 : firstAfter(list, mode, lastSeen)

  const page: T[] = []
  for (let i = start; i < list.length && page.length < limit; i++) {
    const item = list[i]
    if (!opts.include || opts.include(item)) page.push(item)
  }
  const last = page.at(-1)
  return { items: page, next_page: last ? encodePageToken(mode, keyOf(last, mode)) : null }
}

/** Index of the first item strictly after `lastSeen` in `mode` order (binary search) */
function firstAfter(list: readonly Item[], mode: SortMode, lastSeen: string): number {
  const dir = mode === 'name_descending' ? -1 : 1
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (dir * compareKeys(keyOf(list[mid], mode), lastSeen) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}
