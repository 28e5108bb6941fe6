import { describe, expect, it } from 'vitest'
import { defaultSilo } from '../seed/silos'
import { deviceToken, withBearer } from '../testing/bearer'
import { shapeProblems } from '../testing/response-shape'
import { call, expectError, setup } from '../testing/test-utils'
import { NEWEST } from '../versions/served'

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
