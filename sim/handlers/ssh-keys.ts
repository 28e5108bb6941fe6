import type { Actor, SimHandlers } from '../context'
import { simError } from '../errors'
import { paginate } from '../pagination'
import { created } from '../responses'
import type { SshKeyRecord, Store } from '../store/types'
import { isoNow, isUuid, uuid } from '../util'

// The signed-in user's SSH public keys (`/v1/me/ssh-keys`). Keys belong to
// one silo user (`silo_user_id`); names are unique per user. Nexus words its
// errors with the resource type `ssh-key`.
//
// Nexus does not parse `public_key`: it stores the text as given, options,
// comments, line breaks and all. The only bounds are the columns of its
// `ssh_key` table, `public_key STRING(1023)` and `description STRING(512)`
// (counted in characters, i.e. code points): a longer value fails the insert,
// which Nexus answers with a 500 Internal Server Error. The console warns about
// text that does not look like a key (app/forms/ssh-public-key.ts).

const NOUN = 'ssh-key'

/** Widths of the columns of Nexus's `ssh_key` table */
export const PUBLIC_KEY_MAX_CHARS = 1023
export const DESCRIPTION_MAX_CHARS = 512

/** Length in code points, as the database counts a `STRING(n)` */
function charCount(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    // a high surrogate followed by a low one is one code point
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) i++
    }
    n++
  }
  return n
}

/** The actor's key by name or id; another user's key is as good as missing */
function lookupSshKey(store: Store, actor: Actor, nameOrId: string): SshKeyRecord {
  const mine = (k: SshKeyRecord) => k.silo_user_id === actor.user.id
  const key = isUuid(nameOrId)
    ? store.get('sshKeys', nameOrId)
    : store.list('sshKeys').find((k) => mine(k) && k.name === nameOrId)
  if (!key || !mine(key)) {
    throw simError.notFound(NOUN, isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId })
  }
  return key
}

// Every signed-in user may manage their own keys and nobody else's (Nexus's
// Polar policy gives a silo user the SshKey permissions under themselves), so
// there is no role check beyond being signed in.
export const sshKeys = {
  currentUserSshKeyList({ query }, { store, actor }) {
    const userId = actor.user.id
    return paginate(store.list('sshKeys'), query, {
      include: (k) => k.silo_user_id === userId,
    })
  },

  currentUserSshKeyCreate({ body }, { store, actor }) {
    // the insert fails on a value wider than its column, before the unique index is checked
    if (
      charCount(body.public_key) > PUBLIC_KEY_MAX_CHARS ||
      charCount(body.description) > DESCRIPTION_MAX_CHARS
    ) {
      throw simError.internal()
    }
    const userId = actor.user.id
    if (store.list('sshKeys').some((k) => k.silo_user_id === userId && k.name === body.name)) {
      throw simError.alreadyExists(NOUN, body.name)
    }
    const now = isoNow()
    const key = store.insert('sshKeys', {
      id: uuid(),
      name: body.name,
      description: body.description,
      // stored as sent, as Nexus does
      public_key: body.public_key,
      silo_user_id: userId,
      time_created: now,
      time_modified: now,
    })
    return created(key)
  },

  currentUserSshKeyView({ path }, { store, actor }) {
    return lookupSshKey(store, actor, path.sshKey)
  },

  currentUserSshKeyDelete({ path }, { store, actor }) {
    const key = lookupSshKey(store, actor, path.sshKey)
    // Nexus soft-deletes the key and leaves instances' references to it in
    // place; lists of an instance's keys skip deleted ones.
    store.remove('sshKeys', key.id)
    return 204
  },
} satisfies Partial<SimHandlers>
