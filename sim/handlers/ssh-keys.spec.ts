import { describe, expect, it } from 'vitest'
import { seed, userIds } from '../seed'
import { call, expectError, schema, setup } from '../test-utils'
import { parsePublicKey } from './ssh-keys'

// Real keys made with ssh-keygen for these tests (the private halves were
// thrown away)
const keys = {
  ed25519:
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG/fCeeSPP0cEHOAYdn1qrDkJVM3t25h8upYtXpzX6GI ada@workstation',
  rsa3072:
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCy2JwCa58cLYGswIw89x4Z+OCs5V5ob4OzQcIZVokChWIgJ9XHmM0nrdVHg4Hh4pN+Q3tCo9GTGIQKWxK4meYzfmvYBZhBzottMgDvH96cZmehokKVOTRFRddrOW1y+roPs5Oc+NCXhBXz+Efrns/USEgOHreUlyF3kBNppW9oAnv6V7fcUuB/Ak98VNVOtEyrZfXz/yHJp3t6Q0Uvgh2S/aWxDvuecqQahxfdE/2eLVxGW53HQNKA2XP9EqGnzDW2qlBmkKzVl6rhTUYUElJeFDbQAJORQW79cF8G9VQOhZhLE0kVUV2nxiB6TvklaCzpWEZoBREygB3MqxuBysd7LhNAEh+x5TmUt2JTePl/uiEHMO5/fZ60TdoqxJ4FWCx9Xj1byn0085F3KZ3iS83IcY8BKEw3d0rVh8kmGO6CeSgBdwn+A1qOj9VGhG+R517Cs4nobYe8XhjwyKKC1tifkaokMUpS3rJvS+guJv3Hle+fJa7zJtgZEkyYP5dDVWk= ada@laptop',
  p256: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBHfDkFDeXGvRICMwPNvG7BOQnTgmQo6MgFPCUMfXEEiNinsgVGJkhqyEKuIlnMaWVj3zWAjcoPzzwtzd3y+RvyM= p256',
  p384: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBPX9+FLWksLJnR/ICx3sZ4RqQ4qtoxnzY/Dw7hajpbX5NSNz4BLERqVYcuofD4/CWV/hy1Ahw11eDYPjeVEiVFmbYlVQOpv2zkyYN5PBlBu8G7d7cP/pvrmOvJNZ/dzPaQ== p384',
  p521: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAFbtT5SML0JxmQp5SzD47yncNZjzh9A9/YazRqz7dPSq4t9dvliWCwDorBqjRQIAWnbb3s0rVK2zbgqmjuXzHDLNwC81MuWL0XWV5ps4W+fmzzhgxoTgvFMl62dZRRE4PHZkNplcW8S/sBIpq9q3XiFfnQiYac08Fd8ZJt2baFmU6qXFA== p521',
}

// Hand-built key data, for shapes ssh-keygen will not produce
const wireString = (bytes: Uint8Array | string) => {
  const b = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  const out = new Uint8Array(4 + b.length)
  new DataView(out.buffer).setUint32(0, b.length)
  out.set(b, 4)
  return out
}
const keyData = (...parts: Array<Uint8Array | string>) => {
  const chunks = parts.map(wireString)
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    all.set(c, at)
    at += c.length
  }
  return btoa(String.fromCharCode(...all))
}
const bytes = (length: number, first = 0x42) =>
  Uint8Array.from({ length }, (_, i) => (i === 0 ? first : (i * 7) & 0xff))

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
  it('are well-formed OpenSSH public keys, two of them admin’s', () => {
    const data = seed()
    for (const k of data.sshKeys) {
      expect(parsePublicKey(k.public_key), k.name).not.toHaveProperty('error')
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
    expect(page.nextPage).toBeNull()
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
      'InvalidRequest',
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

  it('accepts every key type OpenSSH takes, with or without a comment', async () => {
    const sim = setup()
    const token = sim.createSession('collaborator')
    const accepted = {
      ...keys,
      'no-comment': `ssh-ed25519 ${ed25519Data}`,
      'long-comment': `${keys.ed25519} with spaces in it`,
      'pasted-with-newline': `${keys.rsa3072}\n`,
      'sk-ed25519': `sk-ssh-ed25519@openssh.com ${keyData('sk-ssh-ed25519@openssh.com', bytes(32), 'ssh:')} yubikey`,
      'sk-p256': `sk-ecdsa-sha2-nistp256@openssh.com ${keyData('sk-ecdsa-sha2-nistp256@openssh.com', 'nistp256', bytes(65, 0x04), 'ssh:')}`,
    }
    for (const [name, publicKey] of Object.entries(accepted)) {
      const reply = await create(sim, token, name.toLowerCase(), publicKey)
      expect(reply.status, name).toBe(201)
      expect(schema.SshKey.parse(reply.json).publicKey).toBe(publicKey)
    }
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

  const rejected: Array<[string, string, string | RegExp]> = [
    ['empty', '   ', 'public_key must not be empty'],
    ['one word', 'hello', /expected "<type> <base64 key data> \[comment\]"/],
    ['a fingerprint', 'SHA256:CXsvKeYTm7/+6qLXMV4dUSN8AvhGRepzc9ZOfHFFMr8', /expected "<type>/],
    [
      'DSA',
      `ssh-dss ${ed25519Data}`,
      /^public_key has unsupported key type "ssh-dss"; use ssh-ed25519, ssh-rsa/,
    ],
    [
      'bad base64',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI!!notbase64',
      'public_key has key data that is not valid base64',
    ],
    [
      'unpadded base64',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG',
      'public_key has key data that is not valid base64',
    ],
    [
      'type says RSA, data is ed25519',
      `ssh-rsa ${ed25519Data} x`,
      'public_key says "ssh-rsa" but its key data is a "ssh-ed25519" key',
    ],
    [
      'truncated ed25519',
      `ssh-ed25519 ${keyData('ssh-ed25519', bytes(31))}`,
      'public_key has malformed ssh-ed25519 key data',
    ],
    [
      'trailing bytes',
      `ssh-ed25519 ${keyData('ssh-ed25519', bytes(32), 'extra')}`,
      'public_key has malformed ssh-ed25519 key data',
    ],
    [
      'small RSA',
      `ssh-rsa ${keyData('ssh-rsa', Uint8Array.of(1, 0, 1), bytes(96, 0x7f))}`,
      'public_key is a 767-bit RSA key; RSA keys need at least 1024 bits',
    ],
    [
      'ECDSA on the wrong curve',
      `ecdsa-sha2-nistp256 ${keyData('ecdsa-sha2-nistp256', 'nistp384', bytes(65, 0x04))}`,
      'public_key has malformed ecdsa-sha2-nistp256 key data',
    ],
    [
      'compressed ECDSA point',
      `ecdsa-sha2-nistp256 ${keyData('ecdsa-sha2-nistp256', 'nistp256', bytes(33, 0x02))}`,
      'public_key has malformed ecdsa-sha2-nistp256 key data',
    ],
    [
      'security key without its application',
      `sk-ssh-ed25519@openssh.com ${keyData('sk-ssh-ed25519@openssh.com', bytes(32))}`,
      'public_key has malformed sk-ssh-ed25519@openssh.com key data',
    ],
    [
      'two keys',
      `${keys.ed25519}\n${keys.p256}`,
      'public_key must be a single line holding one OpenSSH public key',
    ],
    [
      'a private key',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----',
      'public_key looks like a private key; paste the public key (the .pub file) instead',
    ],
    [
      'SSH2 format',
      `---- BEGIN SSH2 PUBLIC KEY ----\n${ed25519Data}\n---- END SSH2 PUBLIC KEY ----`,
      /^public_key is in SSH2 \(RFC 4716\) format/,
    ],
  ]

  it.each(rejected)('rejects %s with 400 InvalidRequest', async (_, publicKey, message) => {
    const sim = setup()
    const token = sim.createSession('viewer')
    expectError(await create(sim, token, 'bad-key', publicKey), 400, 'InvalidRequest', message)
    expect(sim.store.list('sshKeys').some((k) => k.name === 'bad-key')).toBe(false)
  })

  it('rejects an invalid name or a missing field before looking at the key', async () => {
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
