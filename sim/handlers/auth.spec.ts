import { describe, expect, it } from 'vitest'
import { createSim } from '../index'
import { userIds } from '../seed'
import { memoryStore } from '../store/memory'
import { call, expectError, schema, setup } from '../test-utils'

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

  it('answers 401 for a wrong password, an unknown user or a wrong silo', async () => {
    const sim = setup()
    for (const reply of [
      await login(sim, 'demo-silo', 'admin', 'wrong'),
      await login(sim, 'demo-silo', 'nosuchuser'),
      await login(sim, 'other-silo', 'admin'),
    ]) {
      expectError(reply, 401, 'Unauthorized', 'credentials missing or invalid')
      expect(reply.headers.get('set-cookie')).toBeNull()
    }
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
    expect(page.nextPage).toBeNull()
    const none = await call(sim, 'GET', '/v1/me/groups', { as: 'nobody' })
    expect(schema.GroupResultsPage.parse(none.json).items).toEqual([])
  })
})
