import { describe, expect, it } from 'vitest'
import { keys } from '../../test/fixtures/ssh-keys'
import { seed, userIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'
import { TEXT_BOUNDS } from '../request/check'

/** Widths of the columns of Nexus's `ssh_key` table, which the request check enforces */
const PUBLIC_KEY_MAX_CHARS = TEXT_BOUNDS['SshKeyCreate.public_key']
const DESCRIPTION_MAX_CHARS = TEXT_BOUNDS['*.description']

const ed25519Data = keys.ed25519.split(' ')[1]

const ownNames = (userId: string) =>
  seed()
    .sshKeys.filter((k) => k.silo_user_id === userId)
    .map((k) => k.name)
    .sort()

const create = (sim: ReturnType<typeof setup>, token: string, name: string, publicKey: string) =>
  call(sim, 'POST', '/v1/me/ssh-keys', {
    as: { token },
    body: { name, description: `key ${name}`, public_key: publicKey },
  })

describe('demo SSH keys', () => {
  it('are OpenSSH public keys in the contract shape, two of them admin’s', () => {
    const data = seed()
    for (const k of data.sshKeys) {
      expect(k.public_key, k.name).toMatch(/^(ssh-ed25519|ssh-rsa|ecdsa-sha2-\S+) [A-Za-z0-9+/=]+/)
      expect(() => schema.SshKey.parse(k)).not.toThrow()
    }
    expect(ownNames(userIds.admin)).toHaveLength(2)
  })
})

describe('currentUserSshKeyList', () => {
  it('lists only the signed-in user’s keys, by name, in the contract shape', async () => {
    const sim = setup()
    const reply = await call(sim, 'GET', '/v1/me/ssh-keys', { as: 'admin' })
    expect(reply.status).toBe(200)
    const page = schema.SshKeyResultsPage.parse(reply.json)
    expect(page.items.map((k) => k.name)).toEqual(ownNames(userIds.admin))
    expect(page.items.every((k) => k.siloUserId === userIds.admin)).toBe(true)
    expect(page.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
    const [first] = (reply.json as { items: object[] }).items
    expect(Object.keys(first).sort()).toEqual([
      'description',
      'id',
      'name',
      'public_key',
      'silo_user_id',
      'time_created',
      'time_modified',
    ])

    const none = await call(sim, 'GET', '/v1/me/ssh-keys', { as: 'nobody' })
    expect(schema.SshKeyResultsPage.parse(none.json).items).toEqual([])
  })

  it('pages and sorts like every NameOrId list', async () => {
    const sim = setup()
    const token = sim.createSession('nobody')
    const made = ['k-c', 'k-a', 'k-e', 'k-b', 'k-d']
    for (const name of made) expect((await create(sim, token, name, keys.ed25519)).status).toBe(201)

    const seen: string[] = []
    let url = '/v1/me/ssh-keys?limit=2'
    for (let pages = 0; pages < 5; pages++) {
      const page = schema.SshKeyResultsPage.parse(
        (await call(sim, 'GET', url, { as: { token } })).json,
      )
      seen.push(...page.items.map((k) => k.name))
      if (!page.nextPage) break
      url = `/v1/me/ssh-keys?limit=2&page_token=${encodeURIComponent(page.nextPage)}`
    }
    expect(seen).toEqual([...made].sort())

    const desc = schema.SshKeyResultsPage.parse(
      (await call(sim, 'GET', '/v1/me/ssh-keys?sort_by=name_descending', { as: { token } })).json,
    )
    expect(desc.items.map((k) => k.name)).toEqual([...made].sort().reverse())

    const byId = schema.SshKeyResultsPage.parse(
      (await call(sim, 'GET', '/v1/me/ssh-keys?sort_by=id_ascending', { as: { token } })).json,
    )
    const ids = byId.items.map((k) => k.id)
    expect(ids).toEqual([...ids].sort())

    expectError(
      await call(sim, 'GET', '/v1/me/ssh-keys?page_token=nope', { as: { token } }),
      400,
      undefined, // Dropshot's refusal has no error code
      /failed to parse pagination token/,
    )
  })

  it('needs a session', async () => {
    expectError(await call(setup(), 'GET', '/v1/me/ssh-keys'), 401, 'Unauthorized')
  })
})

describe('currentUserSshKeyCreate', () => {
  it('creates a key (201) for the signed-in user, viewable by name and id', async () => {
    const sim = setup()
    const token = sim.createSession('viewer')
    const reply = await create(sim, token, 'laptop', keys.ed25519)
    expect(reply.status).toBe(201)
    const key = schema.SshKey.parse(reply.json)
    expect(key).toMatchObject({
      name: 'laptop',
      description: 'key laptop',
      publicKey: keys.ed25519,
      siloUserId: userIds.viewer,
    })
    expect(key.timeCreated).toEqual(key.timeModified)
    for (const ref of ['laptop', key.id]) {
      const view = await call(sim, 'GET', `/v1/me/ssh-keys/${ref}`, { as: { token } })
      expect(view.status).toBe(200)
      expect(view.json).toEqual(reply.json)
    }
  })

  it('stores any text as given, as Nexus does, key or not', async () => {
    const sim = setup()
    const token = sim.createSession('collaborator')
    const accepted = {
      ...keys,
      'no-comment': `ssh-ed25519 ${ed25519Data}`,
      'long-comment': `${keys.ed25519} with spaces in it`,
      'pasted-with-newline': `${keys.rsa3072}\n`,
      'with-options': `command="x" ssh-ed25519 ${ed25519Data} c`,
      'two-keys': `${keys.ed25519}\n${keys.p256}`,
      dsa: `ssh-dss ${ed25519Data}`,
      'bad-base64': 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI!!notbase64',
      'type-mismatch': `ssh-rsa ${ed25519Data} x`,
      fingerprint: 'SHA256:CXsvKeYTm7/+6qLXMV4dUSN8AvhGRepzc9ZOfHFFMr8',
      'arbitrary-text': 'hello, world',
      empty: '',
      blank: '   ',
      'private-key':
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----',
      unicode: '🔑'.repeat(PUBLIC_KEY_MAX_CHARS),
      longest: 'x'.repeat(PUBLIC_KEY_MAX_CHARS),
    }
    for (const [name, publicKey] of Object.entries(accepted)) {
      const reply = await create(sim, token, name, publicKey)
      expect(reply.status, name).toBe(201)
      expect(schema.SshKey.parse(reply.json).publicKey, name).toBe(publicKey)
      const view = await call(sim, 'GET', `/v1/me/ssh-keys/${name}`, { as: { token } })
      expect(schema.SshKey.parse(view.json).publicKey, name).toBe(publicKey)
    }
  })

  it('refuses text wider than Nexus’s columns with a 400, storing nothing', async () => {
    const sim = setup()
    const token = sim.createSession('viewer')
    const before = sim.store.list('sshKeys').length
    // a 200 KB key whose embedded type string is as long as the data
    const huge = `ssh-ed25519 ${btoa('\0\x03\x0d\x40' + 'a'.repeat(150_000))} x`
    const cases: [string, string, string][] = [
      ['x'.repeat(PUBLIC_KEY_MAX_CHARS + 1), '', 'public_key'],
      [huge, '', 'public_key'],
      [keys.ed25519, 'd'.repeat(DESCRIPTION_MAX_CHARS + 1), 'description'],
    ]
    for (const [publicKey, description, field] of cases) {
      const reply = await call(sim, 'POST', '/v1/me/ssh-keys', {
        as: { token },
        body: { name: 'too-long', description, public_key: publicKey },
      })
      // Nexus's insert fails with a 500; the simulator's request check refuses first
      expect(reply.status).toBe(400)
      expect((reply.json as { message: string }).message).toMatch(
        new RegExp(`^unable to parse JSON body: ${field}: ${field} may contain at most`),
      )
    }
    expect(sim.store.list('sshKeys')).toHaveLength(before)
    // the widest values fit
    const fits = await call(sim, 'POST', '/v1/me/ssh-keys', {
      as: { token },
      body: {
        name: 'widest',
        description: 'd'.repeat(DESCRIPTION_MAX_CHARS),
        public_key: 'k'.repeat(PUBLIC_KEY_MAX_CHARS),
      },
    })
    expect(fits.status).toBe(201)
  })

  it('refuses a name the user already has, but not one another user has', async () => {
    const sim = setup()
    const [adminKey] = seed().sshKeys.filter((k) => k.silo_user_id === userIds.admin)
    expectError(
      await create(sim, sim.createSession('admin'), adminKey.name, keys.p256),
      400,
      'ObjectAlreadyExists',
      `already exists: ssh-key "${adminKey.name}"`,
    )
    expect((await create(sim, sim.createSession('viewer'), adminKey.name, keys.p256)).status).toBe(
      201,
    )
  })

  it('rejects an invalid name or a missing field', async () => {
    const sim = setup()
    const token = sim.createSession('viewer')
    const before = sim.store.list('sshKeys').length
    for (const body of [
      { name: 'Laptop', description: '', public_key: keys.ed25519 },
      { name: 'a'.repeat(64), description: '', public_key: keys.ed25519 },
      { name: 'laptop', public_key: keys.ed25519 },
      { name: 'laptop', description: '' },
    ]) {
      const reply = await call(sim, 'POST', '/v1/me/ssh-keys', { as: { token }, body })
      expect(reply.status, JSON.stringify(body)).toBe(400)
    }
    expect(sim.store.list('sshKeys')).toHaveLength(before)
  })
})

describe('currentUserSshKeyView', () => {
  it('answers 404 in Nexus words for an unknown name or id', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    expectError(
      await call(sim, 'GET', '/v1/me/ssh-keys/nope', { as: { token } }),
      404,
      'ObjectNotFound',
      'not found: ssh-key with name "nope"',
    )
    const id = '0b0e3a56-8d7f-4a4e-9c35-2f5d1d6a0c11'
    expectError(
      await call(sim, 'GET', `/v1/me/ssh-keys/${id}`, { as: { token } }),
      404,
      'ObjectNotFound',
      `not found: ssh-key with id "${id}"`,
    )
  })

  it('hides other users’ keys, by name and by id', async () => {
    const sim = setup()
    const [adminKey] = seed().sshKeys.filter((k) => k.silo_user_id === userIds.admin)
    const token = sim.createSession('collaborator')
    expectError(
      await call(sim, 'GET', `/v1/me/ssh-keys/${adminKey.id}`, { as: { token } }),
      404,
      'ObjectNotFound',
      `not found: ssh-key with id "${adminKey.id}"`,
    )
    expectError(
      await call(sim, 'GET', `/v1/me/ssh-keys/${adminKey.name}`, { as: { token } }),
      404,
      'ObjectNotFound',
    )
  })
})

describe('currentUserSshKeyDelete', () => {
  it('deletes the user’s key (204) by name or id', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const [first, second] = seed().sshKeys.filter((k) => k.silo_user_id === userIds.admin)
    for (const ref of [first.name, second.id]) {
      const reply = await call(sim, 'DELETE', `/v1/me/ssh-keys/${ref}`, { as: { token } })
      expect(reply.status).toBe(204)
      expect(reply.json).toBeUndefined()
    }
    expect((await call(sim, 'GET', `/v1/me/ssh-keys/${first.id}`, { as: { token } })).status).toBe(
      404,
    )
    const page = schema.SshKeyResultsPage.parse(
      (await call(sim, 'GET', '/v1/me/ssh-keys', { as: { token } })).json,
    )
    expect(page.items).toEqual([])
    // the name is free again
    expect((await create(sim, token, first.name, keys.ed25519)).status).toBe(201)
  })

  it('cannot delete another user’s key', async () => {
    const sim = setup()
    const [adminKey] = seed().sshKeys.filter((k) => k.silo_user_id === userIds.admin)
    expectError(
      await call(sim, 'DELETE', `/v1/me/ssh-keys/${adminKey.id}`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
    )
    expect(sim.store.get('sshKeys', adminKey.id)).toBeDefined()
  })
})
