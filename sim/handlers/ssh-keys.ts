import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { lookupSshKey } from '../access/lookup'
import { paginate } from '../answers/pagination'
import { created } from '../answers/responses'
import { isoNow, uuid } from '../util'

// The signed-in user's SSH public keys (`/v1/me/ssh-keys`). Keys belong to
// one silo user (`silo_user_id`); names are unique per user. Nexus words its
// errors with the resource type `ssh-key`.
//
// Nexus does not parse `public_key`: it stores the text as given, options,
// comments, line breaks and all. The only bounds are the columns of its
// `ssh_key` table, `public_key STRING(1023)` and `description STRING(512)`
// (counted in characters, i.e. code points): a longer value fails Nexus's insert
// with a 500; the simulator's request check refuses it first with a 400
// (`TEXT_BOUNDS` in sim/request/check.ts). The console warns about text that
// does not look like a key (app/forms/ssh-public-key.ts).

const NOUN = 'ssh-key'

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
