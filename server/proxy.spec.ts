// Proxy mode against a fake Nexus: an in-process HTTP server with a websocket echo.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { RETRY_BODY_BYTES, stripCookieDomain } from './proxy.ts'
import {
  closeServer,
  INDEX_HTML,
  listenOnRandomPort,
  makeStaticDir,
  request,
} from './test-helpers.ts'

let upstream: http.Server
let upstreamPort: number
let wss: WebSocketServer
let proxy: ConsoleServer
let port: number
const staticDir = makeStaticDir()

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/login?redirect_uri=%2Fprojects') {
      res.writeHead(302, { location: `http://127.0.0.1:${upstreamPort}/login/silo/local` })
      return res.end()
    }
    if (req.url?.startsWith('/v1/login/')) {
      res.writeHead(204, {
        'set-cookie': [
          'session=abc; Path=/; Domain=rack.example; HttpOnly; SameSite=Lax; Max-Age=3600',
          'other=1; domain=.rack.example; Path=/',
        ],
      })
      return res.end()
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      res.writeHead(req.url === '/v1/missing' ? 404 : 200, {
        'content-type': 'application/json',
        'x-upstream': 'nexus',
      })
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
  })
  wss = new WebSocketServer({ server: upstream })
  wss.on('connection', (socket, req) => {
    socket.send(`hello ${req.url} ${req.headers.cookie}`)
    socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }))
  })
  upstreamPort = await listenOnRandomPort(upstream)
  proxy = createConsoleServer({
    staticDir: staticDir.dir,
    api: { kind: 'proxy', nexusUrl: `http://127.0.0.1:${upstreamPort}` },
    log: false,
  })
  port = await listenOnRandomPort(proxy)
})

afterAll(async () => {
  await proxy.shutdown(100)
  wss.close()
  await closeServer(upstream)
  staticDir.cleanup()
})

describe('proxy mode', () => {
  it('forwards method, path, query, headers and body, rewriting Host', async () => {
    const res = await request(port, 'PUT', '/v1/projects/p?project=x', {
      headers: { cookie: 'session=abc', 'content-type': 'application/json', 'x-custom': 'yes' },
      body: '{"name":"p"}',
    })
    expect(res.status).toBe(200)
    expect(res.headers['x-upstream']).toBe('nexus')
    const seen = JSON.parse(res.text)
    expect(seen).toMatchObject({
      method: 'PUT',
      url: '/v1/projects/p?project=x',
      body: '{"name":"p"}',
    })
    expect(seen.headers).toMatchObject({
      host: `127.0.0.1:${upstreamPort}`,
      cookie: 'session=abc',
      'x-custom': 'yes',
      'x-forwarded-host': `127.0.0.1:${port}`,
      'x-forwarded-for': '127.0.0.1',
    })
  })

  it('streams a large body through', async () => {
    const big = 'y'.repeat(2_000_000)
    const res = await request(port, 'POST', '/v1/disks/d/bulk-write', { body: big })
    expect(JSON.parse(res.text).body.length).toBe(big.length)
  })

  it('passes upstream statuses on', async () => {
    expect((await request(port, 'GET', '/v1/missing')).status).toBe(404)
  })

  it('strips Domain from Set-Cookie so the cookie lands on our origin', async () => {
    const res = await request(port, 'POST', '/v1/login/silo/local', { body: '{}' })
    expect(res.status).toBe(204)
    expect(res.headers['set-cookie']).toEqual([
      'session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600',
      'other=1; Path=/',
    ])
  })

  it('passes /login to Nexus and keeps its redirects on our origin', async () => {
    const res = await request(port, 'GET', '/login?redirect_uri=%2Fprojects')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/login/silo/local')
  })

  it('still serves the console itself', async () => {
    const res = await request(port, 'GET', '/projects/x/instances')
    expect(res.text).toBe(INDEX_HTML)
  })

  it('pipes websocket upgrades to the rack', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/instances/i1/serial-console/stream`, {
      headers: { cookie: 'session=abc' },
    })
    const messages: string[] = []
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        messages.push(data.toString())
        if (messages.length === 1) ws.send('typed keys')
        if (messages.length === 2) resolve()
      })
      ws.on('error', reject)
    })
    expect(messages).toEqual([
      'hello /v1/instances/i1/serial-console/stream session=abc',
      'typed keys',
    ])
    ws.close()
  })
})

describe('proxy mode with the rack down', () => {
  let down: ConsoleServer
  let downPort: number
  beforeAll(async () => {
    // a port that was just free: nothing listens there
    const probe = http.createServer()
    const freePort = await listenOnRandomPort(probe)
    await closeServer(probe)
    down = createConsoleServer({
      staticDir: staticDir.dir,
      api: { kind: 'proxy', nexusUrl: `http://127.0.0.1:${freePort}` },
      log: false,
    })
    downPort = await listenOnRandomPort(down)
  })
  afterAll(() => down.shutdown(100))

  it('answers 502 in the API error shape', async () => {
    const res = await request(downPort, 'GET', '/v1/projects')
    expect(res.status).toBe(502)
    const body = JSON.parse(res.text)
    expect(body).toMatchObject({ error_code: 'BadGateway' })
    expect(body.message).toMatch(
      /^Could not reach the rack at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/,
    )
    expect(body.request_id).toBeTruthy()
  })

  it('fails websocket upgrades with a 502', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${downPort}/v1/instances/i1/serial-console/stream`)
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode))
      ws.on('error', () => resolve(undefined))
    })
    expect(status).toBe(502)
  })
})

describe('proxy mode when the rack closes kept-alive connections', () => {
  // Each connection answers one request and then, like a rack whose idle connection
  // timed out just as the next request was sent, resets on the next one.
  let rack: http.Server
  let front: ConsoleServer
  let frontPort: number
  const seen: { method?: string; body: string; reused: boolean }[] = []
  beforeAll(async () => {
    const served = new WeakSet<object>()
    rack = http.createServer((req, res) => {
      const reused = served.has(req.socket)
      served.add(req.socket)
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString()
        seen.push({ method: req.method, body, reused })
        if (reused) return req.socket.resetAndDestroy()
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ method: req.method, body }))
      })
    })
    const rackPort = await listenOnRandomPort(rack)
    front = createConsoleServer({
      staticDir: staticDir.dir,
      api: { kind: 'proxy', nexusUrl: `http://127.0.0.1:${rackPort}` },
      log: false,
    })
    frontPort = await listenOnRandomPort(front)
  })
  afterAll(async () => {
    await front.shutdown(100)
    await closeServer(rack)
  })

  it('sends an idempotent request again on a new connection', async () => {
    seen.length = 0
    for (let i = 0; i < 6; i++) {
      const res = await request(frontPort, 'GET', `/v1/projects?i=${i}`)
      expect(res.status, `request ${i}`).toBe(200)
    }
    // every other request met a closed connection and was sent again
    expect(seen.filter((s) => s.reused).length).toBeGreaterThan(0)
    expect(seen.filter((s) => !s.reused)).toHaveLength(6)
  })

  it('sends the same body again', async () => {
    seen.length = 0
    const body = JSON.stringify({ role_assignments: [{ role_name: 'viewer' }] })
    for (let i = 0; i < 4; i++) {
      const res = await request(frontPort, 'PUT', '/v1/policy', {
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(res.status, `request ${i}`).toBe(200)
      expect(JSON.parse(res.text)).toEqual({ method: 'PUT', body })
    }
    expect(seen.every((s) => s.body === body)).toBe(true)
  })

  it('does not keep a large body to send again', async () => {
    expect((await request(frontPort, 'GET', '/v1/ping')).status).toBe(200)
    seen.length = 0
    const res = await request(frontPort, 'PUT', '/v1/big', {
      body: 'z'.repeat(RETRY_BODY_BYTES + 1),
    })
    expect(res.status).toBe(502)
    expect(seen).toHaveLength(1)
  })

  it('does not send a POST twice, and answers its failure with a 502', async () => {
    // a GET leaves a connection in the pool, which the POST then meets closed
    expect((await request(frontPort, 'GET', '/v1/ping')).status).toBe(200)
    seen.length = 0
    const res = await request(frontPort, 'POST', '/v1/projects', {
      headers: { 'content-type': 'application/json' },
      body: '{"name":"p","description":""}',
    })
    expect(res.status).toBe(502)
    expect(JSON.parse(res.text)).toMatchObject({
      error_code: 'BadGateway',
      message: expect.stringMatching(/^Could not reach the rack at .*: ECONNRESET$/),
    })
    expect(seen).toEqual([{ method: 'POST', body: '{"name":"p","description":""}', reused: true }])
  })
})

describe('stripCookieDomain', () => {
  it('removes only the Domain attribute', () => {
    expect(stripCookieDomain('s=1; Domain=x.y; Secure')).toBe('s=1; Secure')
    expect(stripCookieDomain('domain=keep; Path=/')).toBe('domain=keep; Path=/')
  })
})

describe('proxy mode: the websocket names its API version', () => {
  it('turns the api-version query parameter into the header the rack reads', async () => {
    const seen = new Promise<http.IncomingMessage>((resolve) =>
      wss.once('connection', (_socket, req) => resolve(req)),
    )
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/v1/instances/i1/serial-console/stream?project=p%201&api-version=2026081901.0.0&most_recent=262144`,
    )
    const req = await seen
    // the rack's greeting: the handshake is through on our side too
    await new Promise((resolve) => ws.once('message', resolve))
    expect(req.url).toBe('/v1/instances/i1/serial-console/stream?project=p%201&most_recent=262144')
    expect(req.headers['api-version']).toBe('2026081901.0.0')
    ws.close()
  })

  it('leaves the query empty when the version was all of it, and keeps a header sent', async () => {
    const seen = new Promise<http.IncomingMessage>((resolve) =>
      wss.once('connection', (_socket, req) => resolve(req)),
    )
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/v1/instances/i1/serial-console/stream?api-version=20250212.0.0`,
      { headers: { 'api-version': '2025112000.0.0' } },
    )
    const req = await seen
    // the rack's greeting: the handshake is through on our side too
    await new Promise((resolve) => ws.once('message', resolve))
    expect(req.url).toBe('/v1/instances/i1/serial-console/stream')
    expect(req.headers['api-version']).toBe('2025112000.0.0')
    ws.close()
  })
})
