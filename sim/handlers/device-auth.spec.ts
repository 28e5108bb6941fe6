import { describe, expect, it } from 'vitest'
import { timedSim } from '../test-clock'
import { call, expectError, setup } from '../test-utils'
import { DEVICE_AUTH_TIMEOUT_SECONDS } from './device-auth'
import type { Sim } from '../index'

const CLIENT = 'a6b3f6b1-1c1e-4f0e-9f7e-3f1d2b8c9a01'
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

type Start = {
  device_code: string
  user_code: string
  verification_uri: string
  expires_in: number
}

async function start(sim: Sim, client = CLIENT) {
  const reply = await call(sim, 'POST', '/device/auth', { form: `client_id=${client}` })
  expect(reply.status).toBe(200)
  return reply.json as Start
}

const poll = (sim: Sim, deviceCode: string, client = CLIENT, grant = GRANT) =>
  call(sim, 'POST', '/device/token', {
    form: new URLSearchParams({
      client_id: client,
      device_code: deviceCode,
      grant_type: grant,
    }).toString(),
  })

describe('device authorization', () => {
  it('hands out a code, stays pending until a signed-in user confirms, then grants a bearer token', async () => {
    const sim = setup()
    const started = await start(sim)
    expect(started.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/)
    expect(started.device_code).toMatch(/^[0-9a-f]{40}$/)
    expect(started.verification_uri).toBe('http://localhost/device/verify')
    expect(started.expires_in).toBe(DEVICE_AUTH_TIMEOUT_SECONDS)

    const pending = await poll(sim, started.device_code)
    expect(pending.status).toBe(400)
    expect(pending.json).toEqual({ error: 'authorization_pending' })

    const confirmed = await call(sim, 'POST', '/device/confirm', {
      as: 'viewer',
      body: { user_code: started.user_code },
    })
    expect(confirmed.status).toBe(204)

    const granted = await poll(sim, started.device_code)
    expect(granted.status).toBe(200)
    const { access_token, token_type } = granted.json as {
      access_token: string
      token_type: string
    }
    expect(token_type).toBe('Bearer')
    expect(access_token).toMatch(/^oxide-token-[0-9a-f]{40}$/)

    // the token works on every API call, as the user who confirmed it, and only as far as
    // that user may go: viewer reads demo-project and may not create in it
    const me = await getWithBearer(sim, '/v1/me', access_token)
    expect((me.json as { display_name: string }).display_name).toBe('viewer')
    expect((await getWithBearer(sim, '/v1/projects/demo-project', access_token)).status).toBe(200)
    expect((await getWithBearer(sim, '/v1/projects/web-frontend', access_token)).status).toBe(404)
    // without it, nobody
    expectError(await call(sim, 'GET', '/v1/me'), 401, 'Unauthorized')
  })

  it('uses a code once: a second confirmation finds nothing', async () => {
    const sim = setup()
    const { user_code } = await start(sim)
    const confirm = () => call(sim, 'POST', '/device/confirm', { as: 'admin', body: { user_code } })
    expect((await confirm()).status).toBe(204)
    expectError(
      await confirm(),
      404,
      'ObjectNotFound',
      `not found: device-auth-request with id "user_code = "${user_code}""`,
    )
  })

  it('refuses a wrong code in Nexus words, and confirmation needs a session', async () => {
    const sim = setup()
    await start(sim)
    const wrong = await call(sim, 'POST', '/device/confirm', {
      as: 'admin',
      body: { user_code: 'bcdf-"ghj' },
    })
    expectError(
      wrong,
      404,
      'ObjectNotFound',
      'not found: device-auth-request with id "user_code = "bcdf-\\"ghj""',
    )
    const anonymous = await call(sim, 'POST', '/device/confirm', {
      body: { user_code: 'BCDF-GHJK' },
    })
    expectError(anonymous, 401, 'Unauthorized')
  })

  it('tells a late confirmation that the request expired (and the client gets its token anyway, as from Nexus)', async () => {
    const sim = timedSim()
    const started = await start(sim)
    sim.tick(DEVICE_AUTH_TIMEOUT_SECONDS * 1000 + 1)
    const late = await call(sim, 'POST', '/device/confirm', {
      as: 'admin',
      body: { user_code: started.user_code },
    })
    expectError(late, 400, 'InvalidRequest', 'device authorization request expired')
    // the request is used up
    const again = await call(sim, 'POST', '/device/confirm', {
      as: 'admin',
      body: { user_code: started.user_code },
    })
    expect(again.status).toBe(404)
    expect((await poll(sim, started.device_code)).status).toBe(200)
  })

  it('keeps a device code to the client that asked for it, and refuses other grant types', async () => {
    const sim = setup()
    const started = await start(sim)
    await call(sim, 'POST', '/device/confirm', {
      as: 'admin',
      body: { user_code: started.user_code },
    })
    const otherClient = await poll(sim, started.device_code, '0e3c3b7a-5a0e-4c55-8f43-6a3c0f2b9d10')
    expect(otherClient.json).toEqual({ error: 'authorization_pending' })
    const unknown = await poll(sim, 'f'.repeat(40))
    expect(unknown.json).toEqual({ error: 'authorization_pending' })
    const grant = await poll(sim, started.device_code, CLIENT, 'password')
    expect(grant.status).toBe(400)
    expect(grant.json).toEqual({ error: 'unsupported_grant_type' })
  })

  it('parses the form bodies as Dropshot does', async () => {
    const sim = setup()
    const missing = await call(sim, 'POST', '/device/auth', { form: 'client=1' })
    expectError(
      missing,
      400,
      undefined,
      'unable to parse URL-encoded body: missing field `client_id`',
    )
    const notUuid = await call(sim, 'POST', '/device/auth', { form: 'client_id=xyz' })
    expectError(
      notUuid,
      400,
      undefined,
      /^unable to parse URL-encoded body: client_id: UUID parsing failed/,
    )
    const twice = await call(sim, 'POST', '/device/auth', {
      form: `client_id=${CLIENT}&client_id=${CLIENT}`,
    })
    expectError(
      twice,
      400,
      undefined,
      'unable to parse URL-encoded body: duplicate field `client_id`',
    )
    const json = await call(sim, 'POST', '/device/auth', { body: { client_id: CLIENT } })
    expectError(
      json,
      400,
      undefined,
      'expected content type "application/x-www-form-urlencoded", got "application/json"',
    )
  })

  it('ignores a bearer token that is not a device access token, and a deleted user’s token', async () => {
    const sim = setup()
    expectError(await getWithBearer(sim, '/v1/me', 'oxide-token-nope'), 401, 'Unauthorized')
    expectError(await getWithBearer(sim, '/v1/me', 'some-other-scheme'), 401, 'Unauthorized')
  })
})

async function getWithBearer(sim: Sim, path: string, token: string) {
  const { getResponse } = await import('msw')
  const response = await getResponse(
    sim.httpHandlers,
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
    { baseUrl: 'http://localhost' },
  )
  const text = await response!.text()
  return {
    status: response!.status,
    headers: response!.headers,
    json: text ? JSON.parse(text) : undefined,
  }
}
