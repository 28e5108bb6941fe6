// A form's draft: what was typed, kept in the tab's storage when the session ends under
// it, so that signing in again brings the user back to the form as they left it. Only plain
// data is kept: no passwords or secrets (even in the tab's own storage), no files (they
// cannot be stored), and never handed to another user.

/** The values of a dirty form, for one user, at one time */
export type Draft = {
  userId: string
  savedAt: number
  values: Record<string, unknown>
  /** Something typed or chosen was left out (a password, a file): the user must give it again */
  incomplete?: boolean
}

/** A draft as restored: its values, and whether some were left out */
export type RestoredDraft = { values: Record<string, unknown>; incomplete: boolean }

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

const PREFIX = 'form-draft:'

/** A draft older than this is stale: the user went elsewhere after signing in again */
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000

/** One form's place: its route (path and query) and its title, for forms opened from a page */
export const draftKey = (pathWithQuery: string, title: string) =>
  `${PREFIX}${pathWithQuery}#${title}`

// names of what must not be written down, at any depth: a private key, a token, a password
const SECRET_NAME = /password|secret|private|token|^key$/i

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** Whether a value survives a trip through JSON unchanged and holds nothing secret */
function isStorable(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isStorable)
  if (typeof value === 'object' && isPlainObject(value)) {
    return Object.entries(value).every(([k, v]) => !SECRET_NAME.test(k) && isStorable(v))
  }
  // undefined, a File or Blob, a Date, a function: not kept
  return false
}

/**
 * The fields of a form that may be kept, whole: a field holding a password, a secret, a
 * file or anything JSON would change is left out, and keeps its default when restored.
 * `skip` names the fields the page shows as passwords.
 */
export function storableValues(
  values: Record<string, unknown>,
  skip: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    if (skip.has(name) || SECRET_NAME.test(name) || !isStorable(value)) continue
    kept[name] = value
  }
  return kept
}

/** Keeps a draft; a full or unavailable storage only means no draft */
export function saveDraft(storage: Storage, key: string, draft: Draft, skip?: ReadonlySet<string>) {
  const values = storableValues(draft.values, skip)
  if (Object.keys(values).length === 0) return
  const incomplete = Object.entries(draft.values).some(
    ([name, value]) => !(name in values) && !isBlank(value),
  )
  try {
    storage.setItem(key, JSON.stringify({ ...draft, values, incomplete }))
  } catch {
    // nothing to do: the form's own page still has the values
  }
}

/**
 * Takes the draft kept for this form, if it is this user's and recent: it is removed in any
 * case, so it is restored once, and another user's is never shown.
 */
export function takeDraft(
  storage: Storage,
  key: string,
  userId: string,
  now: number,
): RestoredDraft | null {
  let text: string | null
  try {
    text = storage.getItem(key)
    if (text === null) return null
    storage.removeItem(key)
  } catch {
    return null
  }
  try {
    const draft = JSON.parse(text) as Partial<Draft>
    if (draft.userId !== userId || typeof draft.savedAt !== 'number') return null
    if (now - draft.savedAt > DRAFT_MAX_AGE_MS || now < draft.savedAt) return null
    if (!draft.values || typeof draft.values !== 'object') return null
    return { values: storableValues(draft.values), incomplete: draft.incomplete === true }
  } catch {
    return null
  }
}

/** Forgets this form's draft: it was saved, or the user left it on purpose */
export function clearDraft(storage: Storage, key: string) {
  try {
    storage.removeItem(key)
  } catch {
    // unavailable storage holds no draft
  }
}
