import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../index'
import { CLIENT_ADDRESS_HEADER, MAX_SESSIONS_PER_USER, SECURE_HEADER } from '../access/session'
import { LOGIN_THROTTLE, loginThrottle } from '../access/login-throttle'
import { userIds } from '../seed'
import { memoryStore } from '../store/memory'
import { call, expectError, schema, setup } from '../testing/test-utils'

const login = (sim = setup(), silo = 'demo-silo', username = 'admin', password = 'demo-password') =>
  call(sim, 'POST', `/v1/login/${silo}/local`, { body: { username, password } })

const cookieToken = (setCookie: string | null) => setCookie?.match(/^session=([^;]+);/)?.[1]

describe('loginLocal', () => {
  it('starts a session and sets the session cookie', async () => {
    const sim = setup()
    const reply = await login(sim)
    expect(reply.status).toBe(204)
    const setCookie = reply.headers.get('set-cookie')
    expect(setCookie).toMatch(
      /^session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    )
    const token = cookieToken(setCookie)!
    const me = await call(sim, 'GET', '/v1/me', { as: { token } })
    expect(me.status).toBe(200)
    expect(schema.CurrentUser.parse(me.json).displayName).toBe('admin')
  })

  it('answers 401 for a wrong password or an unknown user', async () => {
    const sim = setup()
    for (const reply of [
      await login(sim, 'demo-silo', 'admin', 'wrong'),
      await login(sim, 'demo-silo', 'nosuchuser'),
    ]) {
      expectError(reply, 401, 'Unauthorized', 'credentials missing or invalid')
      expect(reply.headers.get('set-cookie')).toBeNull()
    }
  })

  // Nexus looks the silo up (as the external authenticator, who reads every silo) before the
  // credentials: a missing silo is its 404, and a silo without local users has no "local"
  it('answers 404 for a silo that does not exist, or one that signs in through SAML', async () => {
    const sim = setup()
    const missing = await login(sim, 'other-silo', 'admin')
    expectError(missing, 404, 'ObjectNotFound', 'not found: silo with name "other-silo"')
    expect(missing.headers.get('set-cookie')).toBeNull()
    const saml = await login(sim, 'corp-sso', 'admin')
    expectError(saml, 404, 'ObjectNotFound', 'not found: identity-provider with name "local"')
  })

  it('uses the configured password', async () => {
    const sim = createSim({ store: memoryStore(), password: 's3cret' })
    expect((await login(sim)).status).toBe(401)
    expect((await login(sim, 'demo-silo', 'admin', 's3cret')).status).toBe(204)
  })

  it('rejects a body that does not match the contract with 400', async () => {
    const sim = setup()
    const reply = await call(sim, 'POST', '/v1/login/demo-silo/local', {
      body: { username: 'admin' },
    })
    expect(reply.status).toBe(400)
  })
})

describe('logout', () => {
  it('ends the session and expires the cookie', async () => {
    const sim = setup()
    const token = sim.createSession('viewer')
    expect((await call(sim, 'GET', '/v1/me', { as: { token } })).status).toBe(200)

    const reply = await call(sim, 'POST', '/v1/logout', { as: { token } })
    expect(reply.status).toBe(204)
    expect(reply.headers.get('set-cookie')).toBe(
      'session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    )
    expect(sim.store.get('sessions', token)).toBeUndefined()
    expectError(await call(sim, 'GET', '/v1/me', { as: { token } }), 401, 'Unauthorized')
  })

  it('succeeds without a session, like Nexus', async () => {
    expect((await call(setup(), 'POST', '/v1/logout')).status).toBe(204)
  })
})

describe('authentication', () => {
  it('answers 401 without a session, with a bad one, and with an expired one', async () => {
    const sim = setup()
    const expired = sim.createSession('admin')
    sim.store.update('sessions', {
      ...sim.store.get('sessions', expired)!,
      expires_at: Date.now() - 1,
    })
    for (const opts of [
      {},
      { cookie: 'session=nope' },
      { as: { token: expired } },
      { cookie: 'other=1' },
    ]) {
      for (const path of [
        '/v1/me',
        '/v1/projects',
        '/v1/users',
        '/v1/system/policy',
        '/v1/instances?project=x',
      ]) {
        expectError(
          await call(sim, 'GET', path, opts),
          401,
          'Unauthorized',
          'credentials missing or invalid',
        )
      }
    }
  })

  it('reads the session among other cookies', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const reply = await call(sim, 'GET', '/v1/me', { cookie: `theme=dark; session=${token}; x=y` })
    expect(reply.status).toBe(200)
  })

  it('lets ping through without a session', async () => {
    const reply = await call(setup(), 'GET', '/v1/ping')
    expect(reply.status).toBe(200)
    expect(schema.Ping.parse(reply.json)).toEqual({ status: 'ok' })
  })
})

describe('currentUserView and currentUserGroups', () => {
  it('shows the signed-in user with the silo', async () => {
    const reply = await call(setup(), 'GET', '/v1/me', { as: 'collaborator' })
    expect(reply.json).toEqual({
      id: userIds.collaborator,
      display_name: 'collaborator',
      silo_id: '7cda6471-5464-4237-8886-e60a95d148c0',
      silo_name: 'demo-silo',
    })
    schema.CurrentUser.parse(reply.json)
  })

  it('lists the groups of the signed-in user', async () => {
    const sim = setup()
    const reply = await call(sim, 'GET', '/v1/me/groups', { as: 'hannah-okafor' })
    const page = schema.GroupResultsPage.parse(reply.json)
    expect(page.items.map((g) => g.displayName).sort()).toEqual(['platform-team', 'sre-oncall'])
    expect(page.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
    const none = await call(sim, 'GET', '/v1/me/groups', { as: 'nobody' })
    expect(schema.GroupResultsPage.parse(none.json).items).toEqual([])
  })
})

/** A login with the headers the Node server adds (client address, HTTPS) */
async function loginWith(
  sim: Sim,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const request = new Request('http://localhost/v1/login/demo-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  })
  const response = await sim.fetch(request)
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text && JSON.parse(text) }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('session timeouts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const me = (sim: Sim, token: string) => call(sim, 'GET', '/v1/me', { as: { token } })

  it('ends a session after 8 hours without a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    const sim = setup()
    const token = cookieToken((await login(sim)).headers.get('set-cookie'))!
    vi.setSystemTime(Date.now() + 8 * HOUR - MINUTE)
    expect((await me(sim, token)).status).toBe(200)
    // that request moved the idle deadline on
    vi.setSystemTime(Date.now() + 8 * HOUR - MINUTE)
    expect((await me(sim, token)).status).toBe(200)
    vi.setSystemTime(Date.now() + 8 * HOUR + 1)
    expectError(await me(sim, token), 401, 'Unauthorized', 'credentials missing or invalid')
  })

  it('moves the idle deadline with every request, however close together', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    const sim = setup()
    const token = cookieToken((await login(sim)).headers.get('set-cookie'))!
    // 30 s after login: too soon to write the store, but the deadline moves all the same
    vi.setSystemTime(Date.now() + 30_000)
    expect((await me(sim, token)).status).toBe(200)
    vi.setSystemTime(Date.now() + 8 * HOUR - 1)
    expect((await me(sim, token)).status).toBe(200)
    vi.setSystemTime(Date.now() + 8 * HOUR + 1)
    expect((await me(sim, token)).status).toBe(401)
  })

  it('ends a session 24 hours after login however busy it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    const sim = setup()
    const token = cookieToken((await login(sim)).headers.get('set-cookie'))!
    for (let h = 1; h < 24; h++) {
      vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z') + h * HOUR)
      expect((await me(sim, token)).status).toBe(200)
    }
    vi.setSystemTime(Date.parse('2026-01-02T00:00:00Z') + 1)
    expect((await me(sim, token)).status).toBe(401)
  })

  it('writes the session at most once a minute while it is used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    const sim = setup()
    const token = sim.createSession('admin')
    const update = vi.spyOn(sim.store, 'update')
    const sessionWrites = () => update.mock.calls.filter(([table]) => table === 'sessions').length
    for (let i = 0; i < 20; i++) {
      vi.setSystemTime(Date.now() + 5_000)
      expect((await me(sim, token)).status).toBe(200)
    }
    // 100 seconds of requests every 5 seconds: one write, once the deadline moved a minute
    expect(sessionWrites()).toBe(1)
  })
})

describe('sessions per user', () => {
  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the oldest`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    const sim = setup()
    const tokens: string[] = []
    for (let i = 0; i <= MAX_SESSIONS_PER_USER; i++) {
      vi.setSystemTime(Date.now() + 1000)
      tokens.push(sim.createSession('admin'))
    }
    const other = sim.createSession('viewer')
    expect((await call(sim, 'GET', '/v1/me', { as: { token: tokens[0] } })).status).toBe(401)
    for (const token of [...tokens.slice(1), other]) {
      expect((await call(sim, 'GET', '/v1/me', { as: { token } })).status).toBe(200)
    }
    const admins = sim.store.list('sessions').filter((s) => s.user_id === userIds.admin)
    expect(admins).toHaveLength(MAX_SESSIONS_PER_USER)
    vi.useRealTimers()
  })
})

describe('Secure session cookie', () => {
  it('marks the cookie Secure when the server says the client used HTTPS', async () => {
    const sim = setup()
    const reply = await loginWith(sim, 'admin', 'demo-password', { [SECURE_HEADER]: '1' })
    expect(reply.headers.get('set-cookie')).toMatch(
      /^session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=86400$/,
    )
    const plain = await loginWith(sim, 'admin', 'demo-password')
    expect(plain.headers.get('set-cookie')).not.toContain('Secure')
  })
})

describe('login throttling', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address })
  const guessFrom = async (address: string, times = 1) => {
    for (let i = 0; i < times; i++) {
      const reply = await loginWith(sim, 'admin', 'wrong', from(address))
      expectError(reply, 401, 'Unauthorized', 'credentials missing or invalid')
    }
  }
  let sim: Sim

  it('lets the right password through from a clean address while guessers are throttled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    sim = setup()
    // an attacker fails ten times for admin from one address: admin is under attack
    await guessFrom('203.0.113.7', LOGIN_THROTTLE.perUser)
    // from that address, even the right password answers 429, before any check
    const throttled = await loginWith(sim, 'admin', 'demo-password', from('203.0.113.7'))
    expect(throttled.status).toBe(429)
    expect(throttled.json).toEqual({ request_id: expect.any(String), message: 'Too Many Requests' })
    expect(Number(throttled.headers.get('retry-after'))).toBe(LOGIN_THROTTLE.windowMs / 1000)
    expect(throttled.headers.get('set-cookie')).toBeNull()
    // the real admin, from an address that has not failed, signs in all the same
    const owner = await loginWith(sim, 'admin', 'demo-password', from('198.51.100.20'))
    expect(owner.status).toBe(204)
    expect(owner.headers.get('set-cookie')).toMatch(/^session=/)
    // another user is not affected, and the window ends
    expect((await loginWith(sim, 'viewer', 'demo-password', from('203.0.113.7'))).status).toBe(204)
    vi.setSystemTime(Date.now() + LOGIN_THROTTLE.windowMs)
    expect((await loginWith(sim, 'admin', 'demo-password', from('203.0.113.7'))).status).toBe(204)
  })

  it('gives each clean address one guess at a throttled account, and checks it', async () => {
    sim = setup()
    await guessFrom('203.0.113.7', LOGIN_THROTTLE.perUser)
    // a fresh address's wrong password is checked (401) and marks the address
    await guessFrom('198.51.100.30')
    for (const password of ['wrong', 'demo-password']) {
      const again = await loginWith(sim, 'admin', password, from('198.51.100.30'))
      expect(again.status).toBe(429)
    }
    // the real admin's success from elsewhere leaves the guessers stopped
    expect((await loginWith(sim, 'admin', 'demo-password', from('198.51.100.31'))).status).toBe(204)
    expect((await loginWith(sim, 'admin', 'wrong', from('203.0.113.7'))).status).toBe(429)
  })

  it('counts unknown user names the same way, revealing nothing', async () => {
    sim = setup()
    for (let i = 0; i < LOGIN_THROTTLE.perUser; i++) await loginWith(sim, 'ghost', 'x', from('a'))
    expect((await loginWith(sim, 'ghost', 'x', from('a'))).status).toBe(429)
    expect((await loginWith(sim, 'ghost', 'x', from('b'))).status).toBe(401)
  })

  it('clears a user name count on a successful login', async () => {
    sim = setup()
    for (let i = 0; i < LOGIN_THROTTLE.perUser - 1; i++) await loginWith(sim, 'admin', 'wrong')
    expect((await loginWith(sim, 'admin', 'demo-password')).status).toBe(204)
    for (let i = 0; i < LOGIN_THROTTLE.perUser - 1; i++) await loginWith(sim, 'admin', 'wrong')
    expect((await loginWith(sim, 'admin', 'demo-password')).status).toBe(204)
  })

  it('answers 429 to one client address after repeated failures over many names', async () => {
    sim = setup()
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      expect((await loginWith(sim, `user${i}`, 'x', from('203.0.113.7'))).status).toBe(401)
    }
    expect((await loginWith(sim, 'admin', 'demo-password', from('203.0.113.7'))).status).toBe(429)
    expect((await loginWith(sim, 'admin', 'demo-password', from('203.0.113.8'))).status).toBe(204)
  })

  it('keeps refusing guessers after junk names from many addresses fill the throttle', async () => {
    sim = setup()
    await guessFrom('203.0.113.7', LOGIN_THROTTLE.perUser)
    // 10,005 failures under junk names from 345 addresses (too many to send one by one here)
    const throttle = loginThrottle(sim.store)
    for (let i = 0; i < 10_005; i++) {
      throttle.fail(
        `demo-silo/junk-${i}`,
        `198.51.${(i % 345) >> 8}.${(i % 345) & 255}`,
        Date.now(),
      )
    }
    expect(throttle.accounts.size).toBeLessThanOrEqual(LOGIN_THROTTLE.maxKeys)
    for (let guess = 0; guess < LOGIN_THROTTLE.perUser; guess++) {
      expect((await loginWith(sim, 'admin', 'wrong', from('203.0.113.7'))).status).toBe(429)
    }
  })
})
