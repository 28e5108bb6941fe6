import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { type Action, authorizeFleet } from '../access/authz'
import { clockOf, nowIso } from '../clock'
import type { Actor, NewHandlers, SimHandlers } from '../context'
import { errorResponse, simError } from '../answers/errors'
import { lookup } from '../access/lookup'
import {
  badPageToken,
  decodePageStart,
  DEFAULT_LIMIT,
  encodePageStart,
  MAX_LIMIT,
  paginate,
  type PageQuery,
} from '../answers/pagination'
import { created, noContent } from '../answers/responses'
import { bundleEntries, collect, indexText } from '../formats/support-bundle-files'
import type { Store, SupportBundleRecord } from '../store/types'
import { uuid } from '../util'
import { chunkStream, zipChunks, zipSize, type ZipEntry } from '../formats/zip'

// Support bundles (`/experimental/v1/system/support-bundles`), as the pinned Nexus
// keeps them (nexus/src/app/support_bundles.rs, datastore/support_bundle.rs). A
// bundle is a child of the fleet: fleet viewers list, read and download them, fleet
// admins create and delete them. Each takes the debug dataset of one U.2 disk in
// service ("one per external disk") until its record is gone.
//
//   (create) ─► collecting ─(collected)─► active
//   collecting, active ─(delete)─► destroying ─(storage freed)─► gone
//   failed: only seen in the demo data; Nexus refuses to delete it at this commit
//
// Nexus's collector and cleanup run as a background task every 30 s; here each
// step takes the simulator's transition time and is applied, as instance run states
// are, by the first request that looks after it came due (`settle`).
//
// Downloads are what the sled holding the bundle answers, passed on by Nexus: the
// whole zip (`application/zip`), its index (`text/plain`, one name a line), or one
// file in it (`application/octet-stream`), each with `Accept-Ranges: bytes` and its
// length. Nexus reads a `Range` header but does not pass it on (its TODO), so every
// answer is the whole 200.

const ID_ONLY = { modes: ['id_ascending'] } as const

/** Nexus's words when no debug dataset is free (CANNOT_ALLOCATE_ERR_MSG) */
const CANNOT_ALLOCATE =
  "Current policy limits support bundle creation to 'one per external disk', and no disks " +
  'are available. You must delete old support bundles before new ones can be created'

/** The reason Nexus's external API gives every bundle it creates */
const REASON = 'Created by external API'

/** How Nexus's `Debug` names the state in its refusal (the database's enum) */
const debugState: Record<Json<Api.SupportBundleState>, string> = {
  collecting: 'Collecting',
  active: 'Active',
  destroying: 'Destroying',
  failed: 'Failed',
}

const toView = ({
  physical_disk_id: _disk,
  due_at: _due,
  collected: _collected,
  user_comment: _comment,
  ...view
}: SupportBundleRecord): Json<Api.SupportBundleInfo> => view

/** Nexus's bound on a bundle's user comment, in bytes */
const MAX_USER_COMMENT_BYTES = 4096

/**
 * Applies what came due: a collected bundle becomes active, a destroyed one is
 * gone. Each step in the store only when one is due, as `advance` does for instances.
 */
export function settle(store: Store, now = clockOf(store).now()) {
  const due = store.list('supportBundles').filter((b) => b.due_at !== null && b.due_at <= now)
  if (due.length === 0) return
  store.transaction(() => {
    for (const bundle of due) {
      if (bundle.state === 'destroying') store.remove('supportBundles', bundle.id)
      else if (bundle.state === 'collecting') {
        store.update('supportBundles', { ...bundle, state: 'active', due_at: null })
      }
    }
  })
}

/** A bundle by id, once the bundles' states are brought up to now */
function lookupBundle(store: Store, actor: Actor, id: string, action: Action) {
  settle(store)
  return lookup(store, actor, 'supportBundle', id, action).record
}

/** The U.2 disks in service whose debug dataset no bundle holds, in the rack's order */
function freeDisk(store: Store) {
  const held = new Set(store.list('supportBundles').map((b) => b.physical_disk_id))
  return store
    .list('physicalDisks')
    .find(
      (d) =>
        d.form_factor === 'u2' &&
        d.policy.kind === 'in_service' &&
        d.state === 'active' &&
        !held.has(d.id),
    )
}

/** An active bundle's files, or Nexus's refusal for any other state */
function downloadable(bundle: SupportBundleRecord): ZipEntry[] {
  if (bundle.state !== 'active') {
    throw simError.invalid('Cannot download bundle in non-active state')
  }
  return bundleEntries(bundle)
}

const headers = (contentType: string, length: number) => ({
  'Accept-Ranges': 'bytes',
  'Content-Type': contentType,
  'Content-Length': String(length),
})

/**
 * The bytes a `Range` header asks of `size` (one range: `bytes=a-b`, `bytes=a-`,
 * `bytes=-n`): null for no header or one not understood (the whole body is sent),
 * `unsatisfiable` for a range outside the body
 */
function requestedRange(header: string | null | undefined, size: number) {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!m || (m[1] === '' && m[2] === '')) return null
  if (m[1] === '') {
    const suffix = Number(m[2])
    return suffix === 0 || size === 0
      ? ('unsatisfiable' as const)
      : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  return start > end || start >= size ? ('unsatisfiable' as const) : { start, end }
}

/** The bytes `start`..=`end` of a body given in chunks */
function* sliced(chunks: Iterator<Uint8Array>, start: number, end: number) {
  let at = 0
  for (let next = chunks.next(); !next.done; next = chunks.next()) {
    const chunk = next.value
    const from = Math.max(start - at, 0)
    const to = Math.min(end + 1 - at, chunk.length)
    if (to > from) yield chunk.subarray(from, to)
    at += chunk.length
    if (at > end) {
      chunks.return?.(undefined)
      return
    }
  }
}

/**
 * A download, whole or the one range asked for (206 with its `Content-Range`; 416 for
 * one past the end). v14's Nexus reads no `Range`; the versioned API's passes it on, and
 * the door hands it to the handler as `query.range` (sim/versions/translations/system.ts).
 */
function download(
  range: string | null | undefined,
  contentType: string,
  size: number,
  body: () => Iterator<Uint8Array>,
) {
  const asked = requestedRange(range, size)
  if (asked === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } })
  }
  if (!asked)
    return new Response(chunkStream(body()), { status: 200, headers: headers(contentType, size) })
  return new Response(chunkStream(sliced(body(), asked.start, asked.end)), {
    status: 206,
    headers: {
      ...headers(contentType, asked.end - asked.start + 1),
      'Content-Range': `bytes ${asked.start}-${asked.end}/${size}`,
    },
  })
}

/**
 * One file of the bundle, as the sled agent finds it in the zip. A name the zip
 * does not hold, or a folder's, is refused with the sled agent's words and status
 * (Nexus answers 500 there; see docs/sim-differences.md).
 */
function fileOf(entries: readonly ZipEntry[], name: string): ZipEntry {
  const entry = entries.find((e) => e.name === name)
  if (!entry) throw errorResponse(404, undefined, 'Entry not found')
  if (entry.name.endsWith('/')) throw errorResponse(400, undefined, 'Not a file')
  return entry
}

const TIME_MODES = ['time_and_id_ascending', 'time_and_id_descending'] as const

/**
 * A page of bundles by creation time, then id (the versioned API's orders, which the
 * door asks for: sim/versions/translations/system.ts); the token holds the last one's both.
 */
function timePage(bundles: readonly SupportBundleRecord[], query: PageQuery) {
  let mode = query.sortBy as unknown as (typeof TIME_MODES)[number]
  let after: readonly [string, string] | null = null
  if (query.pageToken) {
    const start = decodePageStart(query.pageToken) as { sort_by?: unknown; last_seen?: unknown }
    const seen = start?.last_seen
    const found = TIME_MODES.find((m) => m === start?.sort_by)
    if (
      !found ||
      !Array.isArray(seen) ||
      seen.length !== 2 ||
      seen.some((v) => typeof v !== 'string')
    ) {
      throw badPageToken()
    }
    mode = found
    after = [seen[0], seen[1]]
  }
  const dir = mode === 'time_and_id_descending' ? -1 : 1
  const key = (b: SupportBundleRecord) => [b.time_created, b.id] as const
  const compare = (a: readonly [string, string], b: readonly [string, string]) =>
    dir * (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const items = [...bundles]
    .sort((a, b) => compare(key(a), key(b)))
    .filter((b) => !after || compare(key(b), after) > 0)
    .slice(0, limit)
  const last = items.at(-1)
  return {
    items,
    next_page: last ? encodePageStart({ sort_by: mode, last_seen: key(last) }) : null,
  }
}

function* contentOf(entry: ZipEntry): Generator<Uint8Array> {
  for (const chunk of entry.content?.() ?? []) if (chunk.length > 0) yield chunk
}

export const supportBundles = {
  supportBundleList({ query }, { store, actor }) {
    settle(store)
    authorizeFleet(store, actor, 'read')
    const sortBy = query.sortBy as string | undefined
    const page = sortBy?.startsWith('time_and_id')
      ? timePage(store.list('supportBundles'), query)
      : paginate(store.list('supportBundles'), query, ID_ONLY)
    return { items: page.items.map(toView), next_page: page.next_page }
  },

  // A later version's request may carry the operator's comment (v14's carries no body)
  supportBundleCreate(params, { store, actor }) {
    settle(store)
    authorizeFleet(store, actor, 'modify')
    const { body } = params as { body?: { user_comment?: string | null } }
    const comment = body?.user_comment ?? null
    const disk = freeDisk(store)
    if (!disk) throw simError.insufficientCapacity(CANNOT_ALLOCATE)
    const bundle = store.insert('supportBundles', {
      id: uuid(),
      time_created: nowIso(store),
      reason_for_creation: REASON,
      reason_for_failure: null,
      state: 'collecting',
      physical_disk_id: disk.id,
      due_at: clockOf(store).now() + clockOf(store).transitionMs,
      collected: collect(store),
      ...(comment !== null && { user_comment: comment }),
    })
    return created(toView(bundle))
  },

  supportBundleView: ({ path }, { store, actor }) =>
    toView(lookupBundle(store, actor, path.supportBundle, 'read')),

  // Nexus marks the bundle destroying (a state it may not leave) and frees its
  // storage later; a failed bundle cannot become destroying at this commit
  supportBundleDelete({ path }, { store, actor }) {
    const bundle = lookupBundle(store, actor, path.supportBundle, 'modify')
    if (bundle.state !== 'collecting' && bundle.state !== 'active') {
      throw simError.invalid(
        `Cannot update support bundle state from ${debugState[bundle.state]} to Destroying`,
      )
    }
    store.update('supportBundles', {
      ...bundle,
      state: 'destroying',
      due_at: clockOf(store).now() + clockOf(store).transitionMs,
    })
    return noContent()
  },

  supportBundleDownload(params, { store, actor }) {
    const { path } = params
    const bundle = lookupBundle(store, actor, path.supportBundle, 'read')
    const entries = downloadable(bundle)
    const modified = Date.parse(bundle.time_created)
    const range = (params as { query?: { range?: string | null } }).query?.range
    return download(range, 'application/zip', zipSize(entries), () => zipChunks(entries, modified))
  },

  supportBundleHead({ path }, { store, actor }) {
    const bundle = lookupBundle(store, actor, path.supportBundle, 'read')
    const entries = downloadable(bundle)
    return new Response(null, {
      status: 200,
      headers: headers('application/zip', zipSize(entries)),
    })
  },

  supportBundleIndex({ path }, { store, actor }) {
    const bundle = lookupBundle(store, actor, path.supportBundle, 'read')
    const text = new TextEncoder().encode(indexText(downloadable(bundle)))
    return new Response(text, { status: 200, headers: headers('text/plain', text.length) })
  },

  supportBundleDownloadFile(params, { store, actor }) {
    const { path } = params
    const bundle = lookupBundle(store, actor, path.supportBundle, 'read')
    const entry = fileOf(downloadable(bundle), path.file)
    const range = (params as { query?: { range?: string | null } }).query?.range
    return download(range, 'application/octet-stream', entry.size, () => contentOf(entry))
  },

  supportBundleHeadFile({ path }, { store, actor }) {
    const bundle = lookupBundle(store, actor, path.supportBundle, 'read')
    const entry = fileOf(downloadable(bundle), path.file)
    return new Response(null, {
      status: 200,
      headers: headers('application/octet-stream', entry.size),
    })
  },
} satisfies Partial<SimHandlers>

/**
 * The versioned API's operations on bundles. A bundle's user comment is kept with it;
 * the view above is v14's, which had none.
 */
export const supportBundlesNew = {
  supportBundleUpdate({ path, body }, { store, actor }) {
    const bundle = lookupBundle(store, actor, path.bundleId, 'modify')
    const comment = body.user_comment ?? null
    if (comment !== null && new TextEncoder().encode(comment).length > MAX_USER_COMMENT_BYTES) {
      throw simError.invalid('User comment cannot exceed 4096 bytes')
    }
    const updated = store.update('supportBundles', { ...bundle, user_comment: comment })
    return { ...toView(updated), user_comment: comment }
  },
} satisfies Partial<NewHandlers>
