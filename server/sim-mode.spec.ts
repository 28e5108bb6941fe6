// The console server with the real simulator (memory store): sessions, auth, errors,
// websocket hook and shutdown.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { createSim } from '../sim/index.ts'
import { memoryStore } from '../sim/store/memory.ts'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { listenOnRandomPort, makeStaticDir, request } from './test-helpers.ts'

const staticDir = makeStaticDir()
let server: ConsoleServer
let port: number

async function login(username: string, password = 'demo-password') {
  return request(port, 'POST', '/v1/login/demo-silo/local', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
}

/** `session=...` from a login response, ready for a Cookie header. */
function sessionOf(res: { headers: http.IncomingHttpHeaders }) {
  return res.headers['set-cookie']?.[0]?.split(';')[0] ?? ''
}

beforeAll(async () => {
  const sim = createSim({ store: memoryStore(), password: 'demo-password' })
  server = createConsoleServer({ staticDir: staticDir.dir, api: { kind: 'sim', sim }, log: false })
  port = await listenOnRandomPort(server)
})
afterAll(async () => {
  await server.shutdown(100)
  staticDir.cleanup()
})

describe('simulator mode', () => {
  it('signs in with an HttpOnly, SameSite session cookie that /v1/me accepts', async () => {
    const res = await login('admin')
    expect(res.status).toBe(204)
    const [cookie] = res.headers['set-cookie'] ?? []
    expect(cookie).toMatch(/^session=[^;]+; /)
    expect(cookie).toMatch(/; HttpOnly(;|$)/)
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/)
    expect(cookie).not.toMatch(/Domain=/i)

    const me = await request(port, 'GET', '/v1/me', { headers: { cookie: sessionOf(res) } })
    expect(me.status).toBe(200)
    expect(JSON.parse(me.text)).toMatchObject({ display_name: 'admin', silo_name: 'demo-silo' })
  })

  it('refuses a wrong password with 401', async () => {
    const res = await login('admin', 'wrong')
    expect(res.status).toBe(401)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('answers an unknown API path with a 404 in the error shape, as Dropshot does', async () => {
    for (const [method, target] of [
      ['GET', '/v1/nope'],
      ['POST', '/device/unknown'],
    ]) {
      const res = await request(port, method, target)
      expect(res.status, target).toBe(404)
      const body = JSON.parse(res.text)
      // the router's own 404 has no error code
      expect(body).toEqual({
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        message: 'Not Found',
      })
    }
    const wrongMethod = await request(port, 'DELETE', '/v1/ping')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.allow).toBe('GET')
    expect(JSON.parse(wrongMethod.text).message).toBe('Method Not Allowed')
  })

  it('answers 401 to an unauthenticated API call', async () => {
    const res = await request(port, 'GET', '/v1/projects')
    expect(res.status).toBe(401)
    expect(JSON.parse(res.text)).toMatchObject({ error_code: 'Unauthorized' })
  })

  it('lists projects for a signed-in user', async () => {
    const cookie = sessionOf(await login('admin'))
    const res = await request(port, 'GET', '/v1/projects?limit=25', { headers: { cookie } })
    expect(res.status).toBe(200)
    const names = JSON.parse(res.text).items.map((p: { name: string }) => p.name)
    expect(names).toContain('demo-project')
  })

  it('ends the session on logout', async () => {
    const cookie = sessionOf(await login('admin'))
    const out = await request(port, 'POST', '/v1/logout', { headers: { cookie } })
    expect(out.status).toBe(204)
    expect(out.headers['set-cookie']?.[0]).toMatch(/^session=; .*Max-Age=0/)
    expect((await request(port, 'GET', '/v1/me', { headers: { cookie } })).status).toBe(401)
  })

  it('answers a body that is not JSON with a 400, as Nexus does', async () => {
    const cookie = sessionOf(await login('admin'))
    const res = await request(port, 'POST', '/v1/projects', {
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(res.status).toBe(400)
    const body = JSON.parse(res.text)
    expect(body.message).toBe(
      'unable to parse JSON body: EOF while parsing a value at line 1 column 8',
    )
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('routes paths as Dropshot does: exact, undecodable or dot segments refused', async () => {
    const cookie = sessionOf(await login('admin'))
    const get = async (target: string) => {
      const res = await request(port, 'GET', target, { headers: { cookie } })
      return { status: res.status, body: JSON.parse(res.text) }
    }
    // a segment that is not UTF-8 once decoded, and raw dot segments: the router refuses
    for (const target of ['/v1/projects/%E0%A4%A', '/v1/projects/../me', '/v1/./me']) {
      expect(await get(target), target).toMatchObject({
        status: 400,
        body: { message: 'invalid path encoding', request_id: expect.any(String) },
      })
    }
    // encoded dots are a value, never a step up: `..` is not a project name
    expect(await get('/v1/projects/%2e%2e/policy')).toMatchObject({
      status: 400,
      body: {
        message: 'bad parameter in URL path: name must begin with an ASCII lowercase character',
      },
    })
    // literals are compared exactly; empty segments and a trailing slash are dropped
    expect((await get('/v1/Projects')).status).toBe(404)
    expect((await get('/v1//projects/')).status).toBe(200)
    expect((await get('/v1/%70rojects')).status).toBe(200)
  })

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const res = await request(port, 'GET', '/v1/no-such-thing')
    expect(res.status).toBe(404)
    const body = JSON.parse(res.text)
    // the router's own 404: Dropshot gives it no error code
    expect(body).toEqual({ message: 'Not Found', request_id: expect.any(String) })
  })

  it('redirects /login to the demo silo, keeping redirect_uri', async () => {
    const res = await request(port, 'GET', '/login?redirect_uri=%2Fprojects%3Fa%3D1')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/login/demo-silo/local?redirect_uri=%2Fprojects%3Fa%3D1')
  })
})

describe('websocket hook and shutdown', () => {
  it('hands serial console upgrades to onUpgrade and closes them on shutdown', async () => {
    const wss = new WebSocketServer({ noServer: true })
    const sim = createSim({ store: memoryStore() })
    const withWs = createConsoleServer({
      staticDir: staticDir.dir,
      api: { kind: 'sim', sim },
      log: false,
      onUpgrade(req, socket, head) {
        wss.handleUpgrade(req, socket, head, (ws) => ws.send(`serial ${req.url}`))
      },
    })
    const wsPort = await listenOnRandomPort(withWs)

    const ws = new WebSocket(`ws://127.0.0.1:${wsPort}/v1/instances/i1/serial-console/stream`)
    const first = await new Promise<string>((resolve, reject) => {
      ws.on('message', (data) => resolve(data.toString()))
      ws.on('error', reject)
    })
    expect(first).toBe('serial /v1/instances/i1/serial-console/stream')

    // an idle keep-alive connection must not hold the shutdown up
    const agent = new http.Agent({ keepAlive: true })
    await new Promise<void>((resolve) =>
      http.get({ port: wsPort, host: '127.0.0.1', path: '/', agent }, (res) => {
        res.resume()
        res.on('end', resolve)
      }),
    )
    const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()))
    const started = Date.now()
    await withWs.shutdown(5000)
    await closed
    expect(Date.now() - started).toBeLessThan(1000)
    expect(withWs.listening).toBe(false)
    agent.destroy()
    wss.close()
  })
})

describe('the websocket names its API version', () => {
  it('hands the simulator the api-version query parameter as the header', async () => {
    const wss = new WebSocketServer({ noServer: true })
    const sim = createSim({ store: memoryStore() })
    const withWs = createConsoleServer({
      staticDir: staticDir.dir,
      api: { kind: 'sim', sim },
      log: false,
      onUpgrade(req, socket, head) {
        wss.handleUpgrade(req, socket, head, (ws) =>
          ws.send(`${req.url} ${req.headers['api-version']}`),
        )
      },
    })
    const wsPort = await listenOnRandomPort(withWs)
    const ws = new WebSocket(
      `ws://127.0.0.1:${wsPort}/v1/instances/i1/serial-console/stream?project=p&api-version=20250212.0.0`,
    )
    const first = await new Promise<string>((resolve, reject) => {
      ws.on('message', (data) => resolve(data.toString()))
      ws.on('error', reject)
    })
    expect(first).toBe('/v1/instances/i1/serial-console/stream?project=p 20250212.0.0')
    ws.close()
    await withWs.shutdown(100)
    wss.close()
  })
})

describe('the server as an adapter', () => {
  /** What the simulator decides of an answer, without what differs from run to run. */
  function comparable(status: number, headers: Headers, text: string) {
    const scrub = (_key: string, value: unknown) =>
      _key === 'request_id' || _key === 'id' || _key.startsWith('time_') ? '…' : value
    let body: unknown = text
    try {
      body = JSON.parse(text, scrub)
    } catch {
      // not JSON: compare the text
    }
    const cookies = headers.getSetCookie().map((c) => c.replace(/=[^;]+/, '=…'))
    const decided = ['content-type', 'allow', 'location']
    return {
      status,
      headers: Object.fromEntries(decided.map((name) => [name, headers.get(name)])),
      cookies,
      body,
    }
  }

  it('answers over HTTP exactly what the simulator answers a Fetch request', async () => {
    const served = createSim({ store: memoryStore() })
    const server = createConsoleServer({
      staticDir: staticDir.dir,
      api: { kind: 'sim', sim: served },
      log: false,
    })
    const port = await listenOnRandomPort(server)
    const direct = createSim({ store: memoryStore() })
    const sessions = { http: '', direct: '' }
    const json = { 'content-type': 'application/json' }
    // [method, path, body?, Cookie header with SESSION for the session cookie]
    const cases: [string, string, string?, string?][] = [
      ['GET', '/v1/projects', undefined, ''],
      ['POST', '/v1/login/demo-silo/local', '{"username":"admin","password":"nope"}'],
      ['POST', '/v1/login/demo-silo/local', '{"username":"admin","password":"demo-password"}'],
      ['GET', '/v1/ping'],
      ['GET', '/v1/me'],
      ['GET', '/v1/me/groups'],
      ['GET', '/v1/projects'],
      ['GET', '/v1/projects?limit=2'],
      ['GET', '/v1/projects?limit=abc'],
      ['GET', '/v1/projects/demo-project'],
      ['GET', '/v1/projects/no-such-project'],
      ['GET', '/v1/projects/Not%20A%20Name'],
      ['GET', '/v1/projects/demo%2Dproject'],
      ['GET', '/v1/me', undefined, ' theme=dark ;SESSION; session=stale'],
      ['GET', '/v1/me', undefined, 'session=stale; SESSION'],
      ['GET', '/v1/projects/demo-project/policy'],
      ['GET', '/v1/instances?project=demo-project'],
      ['GET', '/v1/instances'],
      ['GET', '/v1/system/silos'],
      ['GET', '/v1/system/hardware/racks'],
      ['POST', '/v1/projects', '{"name":"made-here","description":"d"}'],
      ['POST', '/v1/projects', '{"name":"made-here","description":"d"}'],
      ['POST', '/v1/projects', '{"name":'],
      ['POST', '/v1/projects', '{"description":"no name"}'],
      ['PUT', '/v1/projects/made-here', '{"description":"changed"}'],
      ['DELETE', '/v1/projects/made-here'],
      ['DELETE', '/v1/projects/made-here'],
      ['HEAD', '/experimental/v1/system/support-bundles/b/download'],
      ['POST', '/device/auth'],
      ['GET', '/v1/nothing'],
      ['POST', '/v1/logout'],
      ['GET', '/v1/me'],
    ]
    for (const [method, path, body, cookie = 'SESSION'] of cases) {
      const headersFor = (session: string) => ({
        ...(body && json),
        ...(cookie.replace('SESSION', session) && { cookie: cookie.replace('SESSION', session) }),
      })
      const overHttp = await request(port, method, path, {
        headers: headersFor(sessions.http),
        body,
      })
      const viaHttp = comparable(
        overHttp.status,
        new Headers(
          Object.entries(overHttp.headers).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value ?? '']).map((v): [string, string] => [name, v]),
          ),
        ),
        method === 'HEAD' ? '' : overHttp.text,
      )
      const answer = await direct.fetch(
        new Request(`http://localhost${path}`, {
          method,
          headers: headersFor(sessions.direct),
          body,
        }),
        { target: path },
      )
      const viaFetch = comparable(
        answer.status,
        answer.headers,
        method === 'HEAD' ? '' : await answer.text(),
      )
      for (const [key, res] of [
        ['http', overHttp.headers['set-cookie']?.[0]],
        ['direct', answer.headers.getSetCookie()[0]],
      ] as const) {
        const set = res?.split(';')[0]
        if (set && set.length > 'session='.length) sessions[key] = set
      }
      expect(viaHttp, `${method} ${path}`).toEqual(viaFetch)
    }
    await server.shutdown(100)
  })
})
