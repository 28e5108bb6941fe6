// What the audit log page narrows by, beside the time range: who made the request and
// which operation it was. Nexus's `auditLogList` takes only a time range (and an order),
// so these two apply in the browser, to the entries fetched so far; the page says how
// many that is. Both live in the URL (`?actor=…&operation=…`) with the range, so a view
// can be shared and survives a reload.
import type {
  AuditLogEntry,
  AuditLogEntryActor,
} from '~/api/__generated_versions__/2026081901.0.0/Api'

export type AuditLogFilters = {
  /** '' (anyone), an actor kind (`silo_user`), or one actor (`silo_user:<user id>`) */
  actor: string
  /** part of an operation id, any case (`instance_` finds every instance operation) */
  operation: string
}

export const NO_FILTERS: AuditLogFilters = { actor: '', operation: '' }

export function filtersFromSearch(search: URLSearchParams): AuditLogFilters {
  return {
    actor: search.get('actor')?.trim() ?? '',
    operation: search.get('operation')?.trim() ?? '',
  }
}

/** `search` with these filters in place of earlier ones (empty ones left out); others stay */
export function withFilters(search: URLSearchParams, filters: AuditLogFilters) {
  const next = new URLSearchParams(search)
  for (const key of ['actor', 'operation'] as const) {
    const value = filters[key].trim()
    if (value) next.set(key, value)
    else next.delete(key)
  }
  return next
}

export const hasFilters = (f: AuditLogFilters) => !!(f.actor || f.operation)

type ActorKind = AuditLogEntryActor['kind']

export const ACTOR_KINDS: { kind: ActorKind; label: string }[] = [
  { kind: 'silo_user', label: 'Any silo user' },
  { kind: 'user_builtin', label: 'Any built-in user' },
  { kind: 'scim', label: 'Any SCIM client' },
  { kind: 'unauthenticated', label: 'Unauthenticated' },
]

/** The one id that tells this actor apart from others of its kind, if any */
export function actorId(actor: AuditLogEntryActor): string | undefined {
  switch (actor.kind) {
    case 'silo_user':
      return actor.siloUserId
    case 'user_builtin':
      return actor.userBuiltinId
    case 'scim':
      return actor.siloId
    case 'unauthenticated':
      return undefined
  }
}

/** The filter value that picks out exactly this actor */
export function actorKey(actor: AuditLogEntryActor): string {
  const id = actorId(actor)
  return id ? `${actor.kind}:${id}` : actor.kind
}

/** Whether the actor is the one (or of the kind) the filter names */
export function matchesActor(actor: AuditLogEntryActor, filter: string) {
  if (!filter) return true
  return filter.includes(':') ? actorKey(actor) === filter : actor.kind === filter
}

export function matchesOperation(operationId: string, filter: string) {
  return operationId.toLowerCase().includes(filter.trim().toLowerCase())
}

export function filterEntries(entries: AuditLogEntry[], filters: AuditLogFilters) {
  return entries.filter(
    (e) =>
      matchesActor(e.actor, filters.actor) && matchesOperation(e.operationId, filters.operation),
  )
}

const KIND_NAME: Record<ActorKind, string> = {
  silo_user: 'User',
  user_builtin: 'Built-in user',
  scim: 'SCIM client of silo',
  unauthenticated: 'Unauthenticated',
}

/** How a filter value reads in its select: a kind's label, or "User <id>" */
export function actorFilterLabel(filter: string) {
  const kind = ACTOR_KINDS.find((k) => k.kind === filter)
  if (kind) return kind.label
  const [k, id] = filter.split(':', 2) as [ActorKind, string | undefined]
  return KIND_NAME[k] ? `${KIND_NAME[k]} ${id ?? ''}`.trim() : filter
}

/**
 * The single actors a user can pick: every one in the fetched entries, in the order first
 * met (newest first), and the one the URL names even when no fetched entry has it, so a
 * shared link shows what it filters by.
 */
export function actorChoices(entries: AuditLogEntry[], selected: string) {
  const keys = new Set<string>()
  for (const e of entries) if (actorId(e.actor)) keys.add(actorKey(e.actor))
  if (selected.includes(':')) keys.add(selected)
  return [...keys]
}

/** The distinct operation ids in the fetched entries, sorted, for the operation field's suggestions */
export const operationChoices = (entries: AuditLogEntry[]) =>
  [...new Set(entries.map((e) => e.operationId))].sort()

/** How long the request took, in ms; undefined if the times make no sense */
export function durationMs(entry: Pick<AuditLogEntry, 'timeStarted' | 'timeCompleted'>) {
  const ms = entry.timeCompleted.getTime() - entry.timeStarted.getTime()
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined
}

/** `212 ms`, `1.4 s`, `2 min 5 s` */
export function formatDuration(ms: number) {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 60)} min ${s % 60} s`
}
