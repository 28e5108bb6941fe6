import { describe, expect, it } from 'vitest'
import { defaultSilo } from '../seed/silos'
import { deviceToken, withBearer } from '../testing/bearer'
import { shapeProblems } from '../testing/response-shape'
import { call, expectError, setup } from '../testing/test-utils'
import { NEWEST } from '../versions/served'
import { userIds } from '../seed/users'
import { grantedTokenExpiry } from './auth-settings'

const sim = () => setup({ release: 'current' })
type Token = { time_created: string; time_expires: string | null }

describe('authSettingsView, authSettingsUpdate', () => {
  it('reads the silo’s settings (no max at first) and changes them as a silo admin', async () => {
    const s = sim()
    const view = await call(s, 'GET', '/v1/auth-settings', { as: 'nobody' })
    expect(view.status).toBe(200)
    expect(shapeProblems(NEWEST, 'authSettingsView', view.json)).toEqual([])
    expect(view.json).toEqual({ silo_id: defaultSilo.id, device_token_max_ttl_seconds: null })

    const set = await call(s, 'PUT', '/v1/auth-settings', {
      as: 'admin',
      body: { device_token_max_ttl_seconds: 3600 },
    })
    expect(set.status).toBe(200)
    expect(set.json).toEqual({ silo_id: defaultSilo.id, device_token_max_ttl_seconds: 3600 })
    expect((await call(s, 'GET', '/v1/auth-settings', { as: 'viewer' })).json).toEqual(set.json)

    const cleared = await call(s, 'PUT', '/v1/auth-settings', {
      as: 'admin',
      body: { device_token_max_ttl_seconds: null },
    })
    expect(cleared.json).toEqual({ silo_id: defaultSilo.id, device_token_max_ttl_seconds: null })
  })

  it('refuses other users 403, and a TTL below 1 400', async () => {
    const s = sim()
    const body = { device_token_max_ttl_seconds: 60 }
    expectError(
      await call(s, 'PUT', '/v1/auth-settings', { as: 'collaborator', body }),
      403,
      'Forbidden',
    )
    const zero = await call(s, 'PUT', '/v1/auth-settings', {
      as: 'admin',
      body: { device_token_max_ttl_seconds: 0 },
    })
    expect(zero.status).toBe(400)
    const empty = await call(s, 'PUT', '/v1/auth-settings', { as: 'admin', body: {} })
    expectError(empty, 400, undefined, /missing field `device_token_max_ttl_seconds`/)
  })

  it('limits the lifetime of device tokens granted from then on', async () => {
    const s = sim()
    await call(s, 'PUT', '/v1/auth-settings', {
      as: 'admin',
      body: { device_token_max_ttl_seconds: 3600 },
    })
    const before = Date.now()
    const bearer = await deviceToken(s, 'nobody')
    const [token] = (
      (await withBearer(s, 'GET', '/v1/me/access-tokens', bearer)).json as {
        items: Token[]
      }
    ).items
    const expires = Date.parse(token.time_expires!)
    expect(expires).toBeGreaterThanOrEqual(before + 3600_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000)

    // a token confirmed with that token lives no longer than it, even under a larger max
    await call(s, 'PUT', '/v1/auth-settings', {
      as: 'admin',
      body: { device_token_max_ttl_seconds: 86_400 },
    })
    const started = await call(s, 'POST', '/device/auth', {
      form: 'client_id=a6b3f6b1-1c1e-4f0e-9f7e-3f1d2b8c9a01',
    })
    const { user_code } = started.json as { user_code: string }
    expect((await withBearer(s, 'POST', '/device/confirm', bearer, { user_code })).status).toBe(204)
    const all = (
      (await withBearer(s, 'GET', '/v1/me/access-tokens', bearer)).json as {
        items: Token[]
      }
    ).items
    expect(all).toHaveLength(2)
    for (const t of all) expect(Date.parse(t.time_expires!)).toBeLessThanOrEqual(expires)
  })
})

describe('grantedTokenExpiry', () => {
  it('checks a requested lifetime against the silo max and the signing-in token', () => {
    const s = sim()
    const user = s.store.get('users', userIds.nobody)!
    const silo = s.store.get('silos', user.silo_id)!
    const session = { id: 'x', user_id: user.id, time_created: '', expires_at: 0 }
    const actor = { user, silo, groupIds: [], session }
    const req = new Request('http://localhost/device/confirm')
    const now = Date.parse('2026-01-01T00:00:00.000Z')
    expect(grantedTokenExpiry(s.store, actor, req, now)).toBeNull()
    expect(grantedTokenExpiry(s.store, actor, req, now, 60)).toBe('2026-01-01T00:01:00.000Z')
    s.store.insert('siloAuthSettings', { id: silo.id, device_token_max_ttl_seconds: 30 })
    expect(grantedTokenExpiry(s.store, actor, req, now)).toBe('2026-01-01T00:00:30.000Z')
    let refusal: unknown
    try {
      grantedTokenExpiry(s.store, actor, req, now, 60)
    } catch (e) {
      refusal = e
    }
    expect((refusal as Response).status).toBe(400)

    // signed in with a token that ends in 10 s: nothing longer
    const token = { ...s.store.list('deviceAccessTokens')[0], id: 'abc', user_id: user.id }
    s.store.insert('deviceAccessTokens', { ...token, time_expires: '2026-01-01T00:00:10.000Z' })
    const byToken = { ...actor, session: null }
    const bearer = new Request('http://localhost/device/confirm', {
      headers: { authorization: 'Bearer oxide-token-abc' },
    })
    expect(grantedTokenExpiry(s.store, byToken, bearer, now)).toBe('2026-01-01T00:00:10.000Z')
    expect(() => grantedTokenExpiry(s.store, byToken, bearer, now, 20)).toThrow()
  })
})
