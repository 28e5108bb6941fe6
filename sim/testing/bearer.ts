// The device flow and bearer-token requests, for specs of what a token may do
import { expect } from 'vitest'
import type { Sim } from '../index'
import { call, type Reply } from './test-utils'

const CLIENT = 'a6b3f6b1-1c1e-4f0e-9f7e-3f1d2b8c9a01'

/** Runs the device flow as `user` and returns the bearer token granted */
export async function deviceToken(s: Sim, user: string): Promise<string> {
  const started = await call(s, 'POST', '/device/auth', { form: `client_id=${CLIENT}` })
  const { device_code, user_code } = started.json as { device_code: string; user_code: string }
  const confirmed = await call(s, 'POST', '/device/confirm', { as: user, body: { user_code } })
  expect(confirmed.status).toBe(204)
  const granted = await call(s, 'POST', '/device/token', {
    form: new URLSearchParams({
      client_id: CLIENT,
      device_code,
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    }).toString(),
  })
  return (granted.json as { access_token: string }).access_token
}

/** A request signed in with a bearer token */
export async function withBearer(
  s: Sim,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Reply> {
  const headers = new Headers({ authorization: `Bearer ${token}` })
  if (body !== undefined) headers.set('content-type', 'application/json')
  const response = await s.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { target: path },
  )
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : undefined,
  }
}
