import { describe, expect, it } from 'vitest'
import { CONFIRM_THROTTLE } from '../access/login-throttle'
import { CLIENT_ADDRESS_HEADER } from '../access/session'
import { timedSim } from '../testing/test-clock'
import { call, expectError, setup, type Reply } from '../testing/test-utils'
import {
  DEVICE_AUTH_TIMEOUT_SECONDS,
  MAX_DEVICE_AUTH_REQUESTS,
  MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS,
} from './device-auth'
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

  it('tells a late confirmation that the request expired; the client gets a token that works for no one', async () => {
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
    // as from Nexus, the poll hands over the token left behind, already expired
    const granted = await poll(sim, started.device_code)
    expect(granted.status).toBe(200)
    const { access_token } = granted.json as { access_token: string }
    // it authenticates no one (Nexus checks a token's expiry from a later release on),
    // and is deleted
    expectError(await getWithBearer(sim, '/v1/me', access_token), 401, 'Unauthorized')
    const id = access_token.slice('oxide-token-'.length)
    expect(sim.store.get('deviceAccessTokens', id)).toBeUndefined()
  })

  it('keeps a token working after the console session that confirmed it ends, as Nexus does', async () => {
    const sim = timedSim()
    const started = await start(sim)
    const session = sim.createSession('viewer')
    const confirmed = await call(sim, 'POST', '/device/confirm', {
      as: { token: session },
      body: { user_code: started.user_code },
    })
    expect(confirmed.status).toBe(204)
    const { access_token } = (await poll(sim, started.device_code)).json as {
      access_token: string
    }
    expect((await call(sim, 'POST', '/v1/logout', { as: { token: session } })).status).toBe(204)
    // Nexus's tokens at the contract's commit have no lifetime, and logout ends the session only
    sim.tick(30 * 24 * 3600 * 1000)
    expect((await getWithBearer(sim, '/v1/me', access_token)).status).toBe(200)
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

describe('device authorization requests are bounded', () => {
  it('deletes expired requests as new ones come', async () => {
    const sim = timedSim()
    for (let i = 0; i < 5; i++) await start(sim)
    expect(sim.store.list('deviceAuthRequests')).toHaveLength(5)
    sim.tick(DEVICE_AUTH_TIMEOUT_SECONDS * 1000 + 1)
    const fresh = await start(sim)
    expect(sim.store.list('deviceAuthRequests').map((r) => r.id)).toEqual([fresh.user_code])
  })

  it(`refuses an address more than ${MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS} unexpired requests, in OAuth's shape`, async () => {
    const sim = timedSim()
    for (let i = 0; i < MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS; i++) {
      expect((await startFrom(sim, '203.0.113.7')).status).toBe(200)
      sim.tick(10_000)
    }
    const refused = await startFrom(sim, '203.0.113.7')
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ error: 'slow_down', error_description: expect.any(String) })
    // until the first of them expires
    const wait =
      DEVICE_AUTH_TIMEOUT_SECONDS - (MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS * 10_000) / 1000
    expect(refused.headers.get('retry-after')).toBe(String(wait))
    expect(sim.store.list('deviceAuthRequests')).toHaveLength(MAX_DEVICE_AUTH_REQUESTS_PER_ADDRESS)
    // another address is not affected, and once the first request expires there is room
    expect((await startFrom(sim, '203.0.113.8')).status).toBe(200)
    sim.tick(wait * 1000 + 1)
    expect((await startFrom(sim, '203.0.113.7')).status).toBe(200)
  })

  it(`keeps at most ${MAX_DEVICE_AUTH_REQUESTS} unexpired requests in all`, async () => {
    const sim = timedSim()
    const now = new Date(sim.now()).toISOString()
    const later = new Date(sim.now() + DEVICE_AUTH_TIMEOUT_SECONDS * 1000).toISOString()
    sim.store.transaction(() => {
      for (let i = 0; i < MAX_DEVICE_AUTH_REQUESTS - 1; i++) {
        sim.store.insert('deviceAuthRequests', {
          id: `FILL-${i}`,
          client_id: CLIENT,
          device_code: `code-${i}`,
          time_created: now,
          time_expires: later,
          client_address: `192.0.2.${i % 200}`,
        })
      }
    })
    expect((await startFrom(sim, '203.0.113.7')).status).toBe(200)
    const refused = await startFrom(sim, '203.0.113.9')
    expect(refused.status).toBe(503)
    expect(refused.json).toEqual({
      error: 'temporarily_unavailable',
      error_description: expect.any(String),
    })
    expect(refused.headers.get('retry-after')).toBe(String(DEVICE_AUTH_TIMEOUT_SECONDS))
    expect(sim.store.list('deviceAuthRequests')).toHaveLength(MAX_DEVICE_AUTH_REQUESTS)
  })
})

describe('device code confirmation is throttled', () => {
  const wrongCode = (sim: Sim, user: string, address: string, code = 'BBBB-BBBB') =>
    confirmFrom(sim, user, address, code)

  it(`answers 429 to a user after ${CONFIRM_THROTTLE.perUser} wrong codes, before looking the code up`, async () => {
    const sim = timedSim()
    const { user_code } = await start(sim)
    for (let i = 0; i < CONFIRM_THROTTLE.perUser; i++) {
      expect((await wrongCode(sim, 'viewer', `203.0.113.${i}`)).status).toBe(404)
    }
    // from any address and session, even with the right code
    const throttled = await confirmFrom(sim, 'viewer', '198.51.100.1', user_code)
    expect(throttled.status).toBe(429)
    expect(throttled.json).toEqual({ request_id: expect.any(String), message: 'Too Many Requests' })
    expect(throttled.headers.get('retry-after')).toBe(String(CONFIRM_THROTTLE.windowMs / 1000))
    // another user may confirm; after the window, the viewer may again
    expect((await wrongCode(sim, 'admin', '198.51.100.1')).status).toBe(404)
    sim.tick(CONFIRM_THROTTLE.windowMs)
    const next = await start(sim)
    expect((await confirmFrom(sim, 'viewer', '198.51.100.1', next.user_code)).status).toBe(204)
  })

  it('clears nothing on a right code, so confirming one’s own requests does not reset the count', async () => {
    const sim = timedSim()
    for (let i = 0; i < CONFIRM_THROTTLE.perUser - 1; i++) {
      expect((await wrongCode(sim, 'viewer', '203.0.113.1')).status).toBe(404)
    }
    const own = await start(sim)
    expect((await confirmFrom(sim, 'viewer', '203.0.113.1', own.user_code)).status).toBe(204)
    expect((await wrongCode(sim, 'viewer', '203.0.113.1')).status).toBe(404)
    expect((await wrongCode(sim, 'viewer', '203.0.113.1')).status).toBe(429)
  })

  it(`answers 429 to an address after ${CONFIRM_THROTTLE.perAddress} wrong codes over many users`, async () => {
    const sim = timedSim()
    const users = ['admin', 'collaborator', 'viewer', 'nobody']
    for (let i = 0; i < CONFIRM_THROTTLE.perAddress; i++) {
      expect((await wrongCode(sim, users[i % users.length], '203.0.113.7')).status).toBe(404)
    }
    expect((await wrongCode(sim, 'admin', '203.0.113.7')).status).toBe(429)
    expect((await wrongCode(sim, 'admin', '203.0.113.8')).status).toBe(404)
  })

  it('makes guessing a live code hopeless', () => {
    // at most this many codes are live, among 20^8 possible; a user gets perUser guesses
    // per window, so a day of guessing by one user finds one with this probability:
    const codes = 20 ** 8
    const guessesPerDay = CONFIRM_THROTTLE.perUser * ((24 * 3600_000) / CONFIRM_THROTTLE.windowMs)
    expect((MAX_DEVICE_AUTH_REQUESTS / codes) * guessesPerDay).toBeLessThan(1e-4)
  })
})

/** `POST /device/auth` as the Node server passes it on, with the client's address */
function startFrom(sim: Sim, address: string) {
  return send(sim, '/device/auth', {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [CLIENT_ADDRESS_HEADER]: address,
    },
    body: `client_id=${CLIENT}`,
  })
}

/** `POST /device/confirm` by a demo user (a new session each time) from an address */
function confirmFrom(sim: Sim, user: string, address: string, userCode: string) {
  return send(sim, '/device/confirm', {
    headers: {
      'content-type': 'application/json',
      cookie: `session=${sim.createSession(user)}`,
      [CLIENT_ADDRESS_HEADER]: address,
    },
    body: JSON.stringify({ user_code: userCode }),
  })
}

async function send(sim: Sim, path: string, init: RequestInit): Promise<Reply> {
  const response = await sim.fetch(
    new Request(`http://localhost${path}`, { method: 'POST', ...init }),
  )
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : undefined,
  }
}

async function getWithBearer(sim: Sim, path: string, token: string) {
  const response = await sim.fetch(
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
  )
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : undefined,
  }
}
