// The task log's rules, apart from any storage: which call becomes an entry, what of it is
// kept (names, never bodies: no passwords, keys, tokens or file contents), the words a
// person reads ("Stop instance db-2") and the page the entry links to.
import { pb } from '~/util/path-builder'

/** What the hook in `client.ts` saw of one write, before it is made an entry */
export type CallRecord = {
  operation: string
  method: string
  params: unknown
  startedAt: number
  endedAt: number
  /** The answer, when the call succeeded */
  result?: unknown
  /** The API's message, when it failed */
  error?: string
}

export type TaskEntry = {
  id: string
  operation: string
  method: string
  /** Path and query parameters, names only (`{ project: 'web', instance: 'db-2' }`) */
  params: Record<string, string>
  /** The name the resource was given (a create's answer, or its body's `name`) */
  name?: string
  at: number
  ms: number
  ok: boolean
  error?: string
}

/** The most entries kept per user; the oldest go first */
export const TASK_LOG_CAP = 500

/** Calls that are no change a person made to the rack: signing in and out */
const NOT_TASKS = new Set([
  'loginLocal',
  'logout',
  'deviceAuthRequest',
  'deviceAuthConfirm',
  // an image upload's chunks, hundreds of them: its start, stop and finalize are logged
  'diskBulkWriteImport',
])

// a parameter whose name says it may hold a secret is never kept, whatever its value
const SECRET = /pass|secret|token|private|credential|content|^key$|publicKey|data$/i

const isPlainValue = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

/** A params object's path and query parts as plain names; anything else is left out */
export function keptParams(params: unknown): Record<string, string> {
  const kept: Record<string, string> = {}
  if (!params || typeof params !== 'object') return kept
  for (const part of ['query', 'path'] as const) {
    const values = (params as Record<string, unknown>)[part]
    if (!values || typeof values !== 'object') continue
    for (const [k, v] of Object.entries(values)) {
      // a list's paging says nothing about the change
      if (k === 'limit' || k === 'pageToken' || SECRET.test(k) || !isPlainValue(v)) continue
      kept[k] = String(v).slice(0, 200)
    }
  }
  return kept
}

/** The `name` a call gave its new resource: the answer's, else the body's */
function givenName(params: unknown, result: unknown): string | undefined {
  const fromResult = (result as { name?: unknown } | undefined)?.name
  if (typeof fromResult === 'string') return fromResult
  const body = (params as { body?: { name?: unknown } } | undefined)?.body
  return typeof body?.name === 'string' ? body.name : undefined
}

let counter = 0

/** The entry for one call, or `null` for a read or a sign-in */
export function makeEntry(call: CallRecord): TaskEntry | null {
  if (call.method === 'GET' || NOT_TASKS.has(call.operation)) return null
  const name = givenName(call.params, call.result)
  return {
    id: `${call.startedAt.toString(36)}-${(++counter).toString(36)}`,
    operation: call.operation,
    method: call.method,
    params: keptParams(call.params),
    ...(name ? { name } : {}),
    at: call.startedAt,
    ms: Math.max(0, call.endedAt - call.startedAt),
    ok: call.error === undefined,
    ...(call.error !== undefined ? { error: call.error.slice(0, 500) } : {}),
  }
}

/** Newest first, at most `cap` */
export const addEntries = (log: TaskEntry[], added: TaskEntry[], cap = TASK_LOG_CAP) =>
  [...added.sort((a, b) => b.at - a.at), ...log].slice(0, cap)

/** A stored log read back; whatever is not an entry is dropped */
export function parseLog(text: string | null): TaskEntry[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return []
    return value.filter(
      (e): e is TaskEntry =>
        !!e &&
        typeof e === 'object' &&
        typeof (e as TaskEntry).operation === 'string' &&
        typeof (e as TaskEntry).at === 'number',
    )
  } catch {
    return []
  }
}

/** The localStorage key of one user's log */
export const taskLogKey = (userId: string) => `console-task-log:${userId}`

// ---- words -------------------------------------------------------------------------

// how an operation's words are spelled where plain lower case would be wrong
const SPELLING: Record<string, string> = {
  ip: 'IP',
  ips: 'IPs',
  vpc: 'VPC',
  ssh: 'SSH',
  saml: 'SAML',
  scim: 'SCIM',
  nic: 'NIC',
  cidr: 'CIDR',
  bgp: 'BGP',
  idp: 'IdP',
  tls: 'TLS',
}

// the operation names' last word that is the verb, and what it reads as
const VERBS: Record<string, string> = {
  create: 'Create',
  delete: 'Delete',
  update: 'Update',
  start: 'Start',
  stop: 'Stop',
  reboot: 'Reboot',
  attach: 'Attach',
  detach: 'Detach',
  promote: 'Promote',
  demote: 'Demote',
  add: 'Add',
  remove: 'Remove',
  import: 'Import',
  upload: 'Upload',
  finalize: 'Finalize',
  link: 'Link',
  unlink: 'Unlink',
  set: 'Set',
  resize: 'Resize',
}

const words = (operation: string) =>
  operation
    .replace(/^currentUser/, '')
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean)

const spell = (w: string) => SPELLING[w] ?? w

// the path parameter naming the thing acted on, most specific first
const SUBJECT_PARAMS = [
  'instance',
  'disk',
  'snapshot',
  'floatingIp',
  'image',
  'sshKey',
  'subnet',
  'router',
  'route',
  'gateway',
  'rule',
  'vpc',
  'antiAffinityGroup',
  'externalSubnet',
  'pool',
  'silo',
  'certificate',
  'project',
]

/** The name of what the entry acted on */
export function subjectName(entry: Pick<TaskEntry, 'params' | 'name'>): string | undefined {
  if (entry.name) return entry.name
  const key = SUBJECT_PARAMS.find((k) => k in entry.params)
  return key ? entry.params[key] : Object.values(entry.params).at(-1)
}

/** "Stop instance db-2", "Create disk data-1", "Detach floating IP web-ip" */
export function entryWords(entry: Pick<TaskEntry, 'operation' | 'params' | 'name'>): string {
  const parts = words(entry.operation)
  const last = parts.at(-1) ?? ''
  const verb = VERBS[last]
  const noun = (verb ? parts.slice(0, -1) : parts).map(spell).join(' ')
  const phrase = verb ? `${verb} ${noun}` : `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`
  const subject = subjectName(entry)
  return subject ? `${phrase} ${subject}` : phrase
}

// ---- links -------------------------------------------------------------------------

type Names = Record<string, string | undefined>

// by the operation's first word (its resource): the page that shows it, from its names
const PAGES: [prefix: string, page: (n: Names) => string | undefined][] = [
  [
    'instance',
    (n) => n.project && n.instance && pb.instance({ project: n.project, instance: n.instance }),
  ],
  ['disk', (n) => n.project && n.disk && pb.disk({ project: n.project, disk: n.disk })],
  ['snapshot', (n) => n.project && pb.snapshots({ project: n.project })],
  ['floatingIp', (n) => n.project && pb.floatingIps({ project: n.project })],
  ['vpc', (n) => n.project && n.vpc && pb.vpc({ project: n.project, vpc: n.vpc })],
  [
    'antiAffinityGroup',
    (n) =>
      n.project &&
      n.antiAffinityGroup &&
      pb.antiAffinityGroup({ project: n.project, antiAffinityGroup: n.antiAffinityGroup }),
  ],
  ['externalSubnet', (n) => n.project && pb.externalSubnets({ project: n.project })],
  ['image', (n) => (n.project ? pb.projectImages({ project: n.project }) : pb.siloImages())],
  ['project', (n) => n.project && pb.project({ project: n.project })],
  ['currentUserSshKey', () => pb.sshKeys()],
  ['silo', (n) => n.silo && pb.systemSilo({ silo: n.silo })],
  ['ipPool', (n) => n.pool && pb.systemIpPool({ pool: n.pool })],
]

// the key a create's new name goes under: `diskCreate` names a `disk`
const CREATED_KEY: Record<string, string> = {
  instance: 'instance',
  disk: 'disk',
  snapshot: 'snapshot',
  floatingIp: 'floatingIp',
  vpc: 'vpc',
  antiAffinityGroup: 'antiAffinityGroup',
  project: 'project',
  silo: 'silo',
  ipPool: 'pool',
}

/**
 * The page of what the entry acted on, or `undefined`: a failed call, a delete (nothing is
 * left to open) or a resource without a page.
 */
export function entryLink(
  entry: Pick<TaskEntry, 'operation' | 'method' | 'params' | 'name' | 'ok'>,
) {
  if (!entry.ok || entry.method === 'DELETE') return undefined
  const found = PAGES.find(([prefix]) => entry.operation.startsWith(prefix))
  if (!found) return undefined
  const [prefix, page] = found
  const names: Names = { ...entry.params }
  // a create's path names its parent; the new thing's name came in the answer
  if (entry.operation === `${prefix}Create` && entry.name && CREATED_KEY[prefix]) {
    names[CREATED_KEY[prefix]] = entry.name
  }
  return page(names) || undefined
}
