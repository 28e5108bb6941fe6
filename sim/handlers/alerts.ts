import type * as Api from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import { checkAlertSubscription } from '../request/patterns'
import type { Json } from '../../app/api/__generated_versions__/2026081901.0.0/msw-handlers'
import type { Actor, NewHandlers } from '../context'
import { nowIso } from '../clock'
import { errorResponse, simError } from '../answers/errors'
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  badPageToken,
  decodePageStart,
  encodePageStart,
  paginate,
} from '../answers/pagination'
import { created } from '../answers/responses'
import { authorizeFleetChild, lookupKey } from '../access/lookup'
import { authorizeFleet, type Action } from '../access/authz'
import type { AlertReceiverRecord, AlertRecord, WebhookDeliveryRecord } from '../store/alert-types'
import type { Store } from '../store/types'
import { isUuid, uuid } from '../util'

// Alerts and what every kind of alert receiver shares (`/v1/alerts`, `/v1/alert-classes`,
// `/v1/alert-receivers`): Nexus's nexus/src/app/alert.rs and its datastore. Webhooks, the
// only kind of receiver, are created, changed, given secrets and probed in webhooks.ts.
//
// Every alert, receiver and secret is a child of the fleet (Polar's `FleetChild`): fleet
// viewers read them, fleet admins change them, and to anyone else a receiver or an alert
// is not there (404); the lists refuse them with 403.
//
// Nexus expands a glob subscription into one subscription per matching class when the
// dispatcher next runs (and again whenever a release adds classes); the simulator does it
// at once, which comes to the same, as the class list never changes here.

/** Nexus's alert classes, in the order of its database enum (the class list's order) */
export const ALERT_CLASSES: readonly { name: string; description: string; test: boolean }[] = [
  {
    name: 'probe',
    description:
      'Synthetic events sent for webhook receiver liveness probes.\nReceivers should return 2xx HTTP responses for these events, but they should NOT be treated as notifications of an actual event in the system.',
    test: false,
  },
  // test classes: never listed, but subscriptions and filters may name them
  ...['test.foo', 'test.foo.bar', 'test.foo.baz', 'test.quux.bar', 'test.quux.bar.baz'].map(
    (name) => ({ name, description: 'This is a test of the emergency alert system', test: true }),
  ),
  {
    name: 'hardware.power_shelf.psu.insert',
    description: 'A power supply unit (PSU) has been inserted into a power shelf',
    test: false,
  },
  {
    name: 'hardware.power_shelf.psu.remove',
    description: 'A power supply unit (PSU) has been removed from a power shelf',
    test: false,
  },
]

const classRank = new Map(ALERT_CLASSES.map((c, i) => [c.name, i]))

/** A subscription as Nexus reads it: one class by name, or a glob over the classes */
export type Subscription = { glob: string } | { exact: string }

const badClass = (message: string) => simError.invalidValue('alert_class', message)

/** Nexus's reading of a subscription (or a class filter), with its refusals */
export function parseSubscription(value: string): Subscription {
  if (value.length === 0) throw badClass('must not be empty')
  if (/\s/.test(value)) {
    throw badClass(
      `invalid alert class ${JSON.stringify(value)}: alert classes do not contain whitespace`,
    )
  }
  if (value.includes('*')) {
    for (const segment of value.split('.')) {
      if (segment === '') {
        throw badClass(
          `invalid alert class ${JSON.stringify(value)}: dot-delimited alert class segments must not be empty`,
        )
      }
      if (segment.includes('*') && segment !== '*' && segment !== '**') {
        throw badClass(
          `invalid alert class ${JSON.stringify(value)}: all segments must be either '*', '**', or any sequence of non-'*' alphanumeric characters`,
        )
      }
    }
    return { glob: value }
  }
  if (!classRank.has(value)) {
    throw badClass(`expected one of [${ALERT_CLASSES.map((c) => c.name).join(', ')}]`)
  }
  if (value === 'probe') {
    throw badClass(
      "the 'probe' alert class is a synthetic alert used only for webhook liveness probes, and is not included in alert lists and cannot be subscribed to",
    )
  }
  return { exact: value }
}

/**
 * Whether a glob matches a class: `*` is one dot-delimited segment, `**` one or more,
 * anything else itself (Nexus turns the glob into a regular expression to the same end).
 * Segment by segment, so a long glob costs no more than its length times the class's.
 */
export function globMatches(glob: string, alertClass: string): boolean {
  const g = glob.split('.')
  const c = alertClass.split('.')
  // reach[j]: the glob's first i segments can match the class's first j
  let reach = Array.from({ length: c.length + 1 }, (_, j) => j === 0)
  for (const segment of g) {
    const next = Array<boolean>(c.length + 1).fill(false)
    let anyBefore = false
    for (let j = 1; j <= c.length; j++) {
      if (segment === '**') {
        anyBefore ||= reach[j - 1]
        next[j] = anyBefore
      } else {
        next[j] = reach[j - 1] && (segment === '*' || segment === c[j - 1])
      }
    }
    reach = next
  }
  return reach[c.length]
}

/** The classes a subscription names, in the enum's order */
export const matchingClasses = (sub: Subscription) =>
  ALERT_CLASSES.filter((c) =>
    'exact' in sub ? c.name === sub.exact : globMatches(sub.glob, c.name),
  ).map((c) => c.name)

/** A receiver by name or id, once the actor may perform `action` on it */
export function lookupReceiver(
  store: Store,
  actor: Actor,
  key: string,
  action: Action,
): AlertReceiverRecord {
  const byId = isUuid(key)
  const id = key.toLowerCase()
  const notFound = () => simError.notFound('alert-receiver', byId ? { id } : lookupKey(key))
  const rx = byId
    ? store.get('alertReceivers', id)
    : store.list('alertReceivers').find((r) => r.name === key)
  if (!rx) throw notFound()
  authorizeFleetChild(store, actor, action, notFound)
  return rx
}

function lookupAlert(store: Store, actor: Actor, alertId: string): AlertRecord {
  const id = alertId.toLowerCase()
  const notFound = () => simError.notFound('alert', { id })
  const alert = store.get('alerts', id)
  if (!alert) throw notFound()
  authorizeFleetChild(store, actor, 'read', notFound)
  return alert
}

/** A receiver's secrets, in the order of Nexus's index (by id) */
export const secretsOf = (store: Store, rxId: string) =>
  store
    .list('webhookSecrets')
    .filter((s) => s.rx_id === rxId)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id, time_created }) => ({ id, time_created }))

/** The subscriptions a receiver shows: classes asked for by name, then its globs */
function subscriptionsOf(store: Store, rxId: string): string[] {
  const exact = store
    .list('alertSubscriptions')
    .filter((s) => s.rx_id === rxId && s.glob === null)
    .map((s) => s.alert_class)
    .sort((a, b) => (classRank.get(a) ?? 0) - (classRank.get(b) ?? 0))
  const globs = store
    .list('alertGlobs')
    .filter((g) => g.rx_id === rxId)
    .map((g) => g.glob)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return [...exact, ...globs]
}

/** The `WebhookReceiver` view; `subscriptions` as given when a create answers */
export function webhookView(
  store: Store,
  rx: AlertReceiverRecord,
  subscriptions = subscriptionsOf(store, rx.id),
): Json<Api.WebhookReceiver> {
  return { ...rx, secrets: secretsOf(store, rx.id), subscriptions }
}

function receiverView(store: Store, rx: AlertReceiverRecord): Json<Api.AlertReceiver> {
  const { endpoint, secrets, ...rest } = webhookView(store, rx)
  return { ...rest, kind: { kind: 'webhook', endpoint, secrets } }
}

/**
 * Adds a subscription as Nexus does: one already there is left as it is. A class asked
 * for by name takes over the row a glob made for it: Nexus expands a glob only when its
 * dispatcher next runs, so the class it is asked for first is the one it keeps.
 */
export function addSubscription(store: Store, rxId: string, sub: Subscription, now: string) {
  const subscribe = (alertClass: string, glob: string | null) => {
    const id = `${rxId}/${alertClass}`
    const row = { id, rx_id: rxId, alert_class: alertClass, glob, time_created: now }
    const existing = store.get('alertSubscriptions', id)
    if (!existing) store.insert('alertSubscriptions', row)
    else if (glob === null && existing.glob !== null) store.update('alertSubscriptions', row)
  }
  if ('exact' in sub) return subscribe(sub.exact, null)
  const id = `${rxId}/${sub.glob}`
  if (store.get('alertGlobs', id)) return
  store.insert('alertGlobs', { id, rx_id: rxId, glob: sub.glob, time_created: now })
  for (const alertClass of matchingClasses(sub)) subscribe(alertClass, sub.glob)
}

function removeSubscription(store: Store, rxId: string, sub: Subscription) {
  if ('exact' in sub) {
    // the class's row goes even when a glob made it, as in Nexus
    store.remove('alertSubscriptions', `${rxId}/${sub.exact}`)
    return
  }
  for (const s of store.list('alertSubscriptions')) {
    if (s.rx_id === rxId && s.glob === sub.glob) store.remove('alertSubscriptions', s.id)
  }
  store.remove('alertGlobs', `${rxId}/${sub.glob}`)
}

function deliveryView(store: Store, d: WebhookDeliveryRecord): Json<Api.AlertDelivery> {
  return {
    id: d.id,
    receiver_id: d.rx_id,
    alert_class: store.get('alerts', d.alert_id)?.class ?? 'probe',
    alert_id: d.alert_id,
    state: d.state,
    trigger: d.trigger,
    attempts: { webhook: [...d.attempts].sort((a, b) => a.attempt - b.attempt) },
    time_started: d.time_created,
  }
}

// Pages by (time, id), as Nexus's `PaginatedByTimeAndId`: the token carries the sort
// order, the last item's time and id, and the scan's own parameters (the alert list's
// filters), which win over the query's when a token is given.

type TimeIdMode = Api.TimeAndIdSortMode
const TIME_ID_MODES: readonly TimeIdMode[] = ['time_and_id_ascending', 'time_and_id_descending']

type TimeIdQuery = { limit?: number | null; pageToken?: string | null; sortBy?: TimeIdMode }

/** The sort mode, the marker and the scan's parameters of a query or its token */
function timeIdScan<S extends Record<string, unknown>>(query: TimeIdQuery, scan: S) {
  if (!query.pageToken) {
    const mode: TimeIdMode = query.sortBy ?? 'time_and_id_ascending'
    return { mode, marker: undefined, scan: scan as Record<keyof S, unknown> }
  }
  const start = decodePageStart(query.pageToken)
  if (typeof start !== 'object' || start === null) throw badPageToken()
  const fields = start as Record<string, unknown>
  const mode = TIME_ID_MODES.find((m) => m === fields.sort_by)
  const last = fields.last_seen
  if (
    !mode ||
    !Array.isArray(last) ||
    last.length !== 2 ||
    typeof last[0] !== 'string' ||
    Number.isNaN(Date.parse(last[0])) ||
    typeof last[1] !== 'string' ||
    !isUuid(last[1])
  ) {
    throw badPageToken()
  }
  const fromToken = Object.fromEntries(Object.keys(scan).map((k) => [k, fields[k] ?? null]))
  return {
    mode,
    marker: { time: Date.parse(last[0]), id: last[1].toLowerCase() },
    scan: fromToken as Record<keyof S, unknown>,
  }
}

function pageByTimeAndId<T>(
  items: readonly T[],
  key: (item: T) => { time: string; id: string },
  query: TimeIdQuery,
  { mode, marker, scan }: ReturnType<typeof timeIdScan>,
): { items: T[]; next_page: string | null } {
  const dir = mode === 'time_and_id_descending' ? -1 : 1
  const compare = (a: { time: number; id: string }, b: { time: number; id: string }) =>
    dir * (a.time - b.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const keyed = items.map((item) => {
    const k = key(item)
    return { item, k: { time: Date.parse(k.time), id: k.id }, time: k.time }
  })
  keyed.sort((a, b) => compare(a.k, b.k))
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const page = keyed.filter((e) => !marker || compare(e.k, marker) > 0).slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((e) => e.item),
    next_page: last
      ? encodePageStart({ sort_by: mode, ...scan, last_seen: [last.time, last.k.id] })
      : null,
  }
}

const timeMs = (t: unknown) => (typeof t === 'string' ? Date.parse(t) : null)

export const alerts = {
  alertClassList({ query }, { store, actor }) {
    let lastSeen: string | undefined
    if (query.pageToken) {
      const start = decodePageStart(query.pageToken)
      if (typeof start !== 'object' || start === null || !('last_seen' in start)) {
        throw badPageToken()
      }
      if (typeof start.last_seen !== 'string') throw badPageToken()
      lastSeen = start.last_seen
    }
    // AlertClassList: `"list_children" if "viewer" on "parent_fleet"`, refused as it is
    authorizeFleet(store, actor, 'list_children')
    const filter = query.filter ? parseSubscription(query.filter) : undefined
    let classes = ALERT_CLASSES.filter(
      (c) => !c.test && (!filter || matchingClasses(filter).includes(c.name)),
    )
    if (lastSeen !== undefined) {
      // Nexus skips up to the class last seen; a class it does not know ends the scan
      const at = classes.findIndex((c) => c.name === lastSeen)
      classes = at < 0 ? [] : classes.slice(at + 1)
    }
    const items = classes
      .slice(0, Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT))
      .map(({ name, description }) => ({ name, description }))
    const last = items.at(-1)
    return { items, next_page: last ? encodePageStart({ last_seen: last.name }) : null }
  },

  alertList({ query }, { store, actor }) {
    const scan = timeIdScan(query, {
      alert_class: query.alertClass ?? null,
      start_time: query.startTime ? new Date(query.startTime).toISOString() : null,
      end_time: query.endTime ? new Date(query.endTime).toISOString() : null,
    })
    const { alert_class, start_time, end_time } = scan.scan
    // a token's filters are read as the query's are
    const text = (v: unknown) => v === null || (typeof v === 'string' && v !== '')
    if (
      !text(alert_class) ||
      !text(start_time) ||
      !text(end_time) ||
      (typeof alert_class === 'string' && checkAlertSubscription(alert_class)) ||
      [start_time, end_time].some((t) => typeof t === 'string' && Number.isNaN(Date.parse(t)))
    ) {
      throw badPageToken()
    }
    const after = timeMs(start_time)
    const before = timeMs(end_time)
    if (after !== null && before !== null && after > before) {
      throw simError.invalid('`before` timestamp must be later than `after` timestamp')
    }
    let classes: string[] | undefined
    if (typeof alert_class === 'string') {
      const sub = parseSubscription(alert_class)
      classes = matchingClasses(sub)
      if (classes.length === 0) {
        throw errorResponse(
          404,
          'Not Found',
          `alert class glob '${alert_class}' does not match any existing alert classes`,
        )
      }
    }
    authorizeFleet(store, actor, 'list_children')
    const items = store.list('alerts').filter((a) => {
      const t = Date.parse(a.time_created)
      return (
        a.class !== 'probe' &&
        (after === null || t >= after) &&
        (before === null || t <= before) &&
        (!classes || classes.includes(a.class))
      )
    })
    return pageByTimeAndId(items, (a) => ({ time: a.time_created, id: a.id }), query, scan)
  },

  alertView({ path }, { store, actor }) {
    return lookupAlert(store, actor, path.alertId)
  },

  alertReceiverList({ query }, { store, actor }) {
    // the page token is read before anything is authorized
    const page = paginate(store.list('alertReceivers'), query)
    authorizeFleet(store, actor, 'list_children')
    return { ...page, items: page.items.map((rx) => receiverView(store, rx)) }
  },

  alertReceiverView({ path }, { store, actor }) {
    return receiverView(store, lookupReceiver(store, actor, path.receiver, 'read'))
  },

  alertReceiverDelete({ path }, { store, actor }) {
    const rx = lookupReceiver(store, actor, path.receiver, 'modify')
    // Nexus deletes the receiver's secrets, subscriptions, globs and deliveries with it
    for (const table of [
      'webhookSecrets',
      'alertSubscriptions',
      'alertGlobs',
      'webhookDeliveries',
    ] as const) {
      for (const row of store.list(table)) if (row.rx_id === rx.id) store.remove(table, row.id)
    }
    store.remove('alertReceivers', rx.id)
    return 204
  },

  alertReceiverSubscriptionAdd({ path, body }, { store, actor }) {
    const rx = lookupReceiver(store, actor, path.receiver, 'modify')
    addSubscription(store, rx.id, parseSubscription(body.subscription), nowIso(store))
    return created({ subscription: body.subscription })
  },

  alertReceiverSubscriptionRemove({ path }, { store, actor }) {
    const rx = lookupReceiver(store, actor, path.receiver, 'modify')
    // removing a subscription the receiver does not have is no error in Nexus
    removeSubscription(store, rx.id, parseSubscription(path.subscription))
    return 204
  },

  alertDeliveryList({ path, query }, { store, actor }) {
    const scan = timeIdScan(query, {})
    const rx = lookupReceiver(store, actor, path.receiver, 'list_children')
    const flags = [query.pending, query.failed, query.delivered]
    // no flag set, or all three true: every state; otherwise the states set true (none
    // true at all filters nothing, as in Nexus)
    const states = flags.every((f) => f === undefined || f === null)
      ? []
      : (['pending', 'failed', 'delivered'] as const).filter((_, i) => flags[i] === true)
    const items = store
      .list('webhookDeliveries')
      .filter(
        (d) =>
          d.rx_id === rx.id &&
          d.trigger !== 'probe' &&
          store.get('alerts', d.alert_id) !== undefined &&
          (states.length === 0 || states.includes(d.state)),
      )
    const page = pageByTimeAndId(items, (d) => ({ time: d.time_created, id: d.id }), query, scan)
    return { ...page, items: page.items.map((d) => deliveryView(store, d)) }
  },

  alertDeliveryResend({ path, query }, { store, actor }) {
    const rx = lookupReceiver(store, actor, query.receiver, 'create_child')
    const alert = lookupAlert(store, actor, path.alertId)
    if (!store.get('alertSubscriptions', `${rx.id}/${alert.class}`)) {
      throw simError.invalid(
        `cannot resend alert: receiver is not subscribed to the '${alert.class}' alert class`,
      )
    }
    // the new delivery waits for a deliverator, which the simulator does not run
    const delivery = store.insert('webhookDeliveries', {
      id: uuid(),
      alert_id: alert.id,
      rx_id: rx.id,
      trigger: 'resend',
      state: 'pending',
      time_created: nowIso(store),
      attempts: [],
    })
    return created({ delivery_id: delivery.id })
  },
} satisfies Partial<NewHandlers>
