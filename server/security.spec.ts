// The server's protections: CSRF, DNS rebinding, security headers, slow clients, and the
// connection facts (HTTPS, client address) it passes to the simulator.
import net from 'node:net'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSim } from '../sim/index.ts'
import { LOGIN_THROTTLE } from '../sim/access/login-throttle.ts'
import { CLIENT_ADDRESS_HEADER, SECURE_HEADER } from '../sim/access/session.ts'
import { memoryStore } from '../sim/store/memory.ts'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { listen } from './listen.ts'
import {
  CONTENT_SECURITY_POLICY,
  isLoopbackAddress,
  isLoopbackHost,
  parsePublicOrigins,
} from './security.ts'
import { closeServer, listenOnRandomPort, makeStaticDir, request, stubSim } from './test-helpers.ts'

const stub = stubSim([
  mswHttp.get('/v1/ping', () => HttpResponse.json({ status: 'ok' })),
  mswHttp.post('/v1/echo', async ({ request }) =>
    HttpResponse.json(
      {
        body: await request.text(),
        secure: request.headers.get(SECURE_HEADER),
        address: request.headers.get(CLIENT_ADDRESS_HEADER),
      },
      { status: 201 },
    ),
  ),
  mswHttp.post('/v1/login/:silo/local', () => new HttpResponse(null, { status: 204 })),
  mswHttp.post('/v1/logout', () => new HttpResponse(null, { status: 204 })),
  mswHttp.get('/v1/boom', () => {
    throw new Error('handler bug')
  }),
])

const staticDir = makeStaticDir()
const servers: ConsoleServer[] = []
async function start(opts: Partial<Parameters<typeof createConsoleServer>[0]> = {}, host?: string) {
  const server = createConsoleServer({
    staticDir: staticDir.dir,
    api: { kind: 'sim', sim: stub },
    log: false,
    ...opts,
  })
  servers.push(server)
  const port = host ? (await listen(server, 0, host)).port : await listenOnRandomPort(server)
  return { server, port }
}

let port: number
beforeAll(async () => {
  port = (await start()).port
})
afterAll(async () => {
  for (const server of servers) await closeServer(server)
  staticDir.cleanup()
})

const json = { 'content-type': 'application/json' }

describe('CSRF', () => {
  it('refuses a state-changing API request from another origin with a 403 in the API shape', async () => {
    for (const headers of [
      // a form on another port of the same host
      { origin: 'http://127.0.0.1:1', 'content-type': 'text/plain' },
      { origin: 'http://evil.example', ...json },
      { origin: 'null', ...json },
      { 'sec-fetch-site': 'same-site', ...json },
      { 'sec-fetch-site': 'cross-site', ...json },
      // the same origin on paper, but the browser says the page was elsewhere
      { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-site', ...json },
    ]) {
      const res = await request(port, 'POST', '/v1/echo', { headers, body: '{"a":1}' })
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(JSON.parse(res.text)).toMatchObject({
        request_id: expect.any(String),
        error_code: 'Forbidden',
        message: expect.stringContaining('cross-site request refused'),
      })
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })

  it('covers login and logout', async () => {
    for (const path of ['/v1/login/demo-silo/local', '/v1/logout']) {
      const res = await request(port, 'POST', path, {
        headers: { origin: 'http://localhost:9999', 'content-type': 'text/plain' },
        body: '{"username":"admin","password":"x"}',
      })
      expect(res.status, path).toBe(403)
    }
  })

  it('lets same-origin requests, requests without Origin, and reads through', async () => {
    for (const headers of [
      { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', ...json },
      { 'sec-fetch-site': 'none', ...json },
      // the CLI, scripts and token clients send neither
      json,
    ]) {
      const res = await request(port, 'POST', '/v1/echo', { headers, body: '{}' })
      expect(res.status, JSON.stringify(headers)).toBe(201)
    }
    const read = await request(port, 'GET', '/v1/ping', {
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(read.status).toBe(200)
  })

  it('refuses cross-site requests in proxy mode before they reach the rack', async () => {
    // nothing listens on port 9 (discard): without the check this is a 502
    const { port: proxyPort } = await start({
      api: { kind: 'proxy', nexusUrl: 'http://127.0.0.1:9' },
    })
    const res = await request(proxyPort, 'POST', '/v1/projects', {
      headers: { origin: 'http://127.0.0.1:1', 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(res.status).toBe(403)
  })

  it('compares the origin with https when a trusted proxy says the client used it', async () => {
    const { port: p } = await start({ trustProxy: true })
    const headers = { ...json, origin: `https://127.0.0.1:${p}`, 'x-forwarded-proto': 'https' }
    expect((await request(p, 'POST', '/v1/echo', { headers, body: '{}' })).status).toBe(201)
    // without the trust, the same headers name another origin
    expect((await request(port, 'POST', '/v1/echo', { headers, body: '{}' })).status).toBe(403)
  })

  it('refuses a websocket handshake from another origin', async () => {
    const res = await request(port, 'GET', '/v1/instances/i/serial-console/stream', {
      headers: { connection: 'Upgrade', upgrade: 'websocket', origin: 'http://127.0.0.1:1' },
    })
    expect(res.status).toBe(403)
  })
})

describe('CSRF behind a proxy that sets its own Host', () => {
  // Vite's dev proxy with changeOrigin, or nginx's default `proxy_set_header Host
  // $proxy_host`: the browser is at one origin, the server sees another Host
  const browser = 'http://localhost:4009'
  const write = (p: number, headers: Record<string, string | undefined>) =>
    request(p, 'POST', '/v1/echo', { headers: { ...json, ...headers }, body: '{}' })

  it("refuses the browser's origin unless it is configured, saying what to set", async () => {
    const res = await write(port, { origin: browser, 'sec-fetch-site': 'same-origin' })
    expect(res.status).toBe(403)
    const body = JSON.parse(res.text)
    expect(body).toMatchObject({ request_id: expect.any(String), error_code: 'Forbidden' })
    expect(body.message).toBe(
      `cross-site request refused (Origin ${browser} is not this console's origin http://127.0.0.1:${port}); ` +
        `if the console is served at ${browser}, set PUBLIC_ORIGIN to it, ` +
        'or, behind a proxy that sends X-Forwarded-Host, set TRUST_PROXY=1',
    )
  })

  it('takes writes from a configured public origin, and only from it', async () => {
    const { port: p } = await start({ publicOrigins: [browser, 'https://console.example'] })
    for (const headers of [
      { origin: browser, 'sec-fetch-site': 'same-origin' },
      // a listed origin on another port of the same host is same-site to the browser
      { origin: browser, 'sec-fetch-site': 'same-site' },
      { origin: 'HTTPS://Console.Example:443' },
      // the Host the server sees is still its own origin
      { origin: `http://127.0.0.1:${p}` },
    ]) {
      expect((await write(p, headers)).status, JSON.stringify(headers)).toBe(201)
    }
    for (const headers of [
      { origin: 'http://localhost:4010', 'sec-fetch-site': 'same-site' },
      { origin: 'https://console.example.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      expect((await write(p, headers)).status, JSON.stringify(headers)).toBe(403)
    }
  })

  it('lets a user sign in through such a proxy', async () => {
    const sim = createSim({ store: memoryStore() })
    const { port: p } = await start({ api: { kind: 'sim', sim }, publicOrigins: [browser] })
    const res = await request(p, 'POST', '/v1/login/demo-silo/local', {
      headers: { ...json, origin: browser, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ username: 'admin', password: 'demo-password' }),
    })
    expect(res.status).toBe(204)
    expect(String(res.headers['set-cookie'])).toMatch(/^session=/)
  })

  it('takes the first X-Forwarded-Host as its own host behind a trusted proxy', async () => {
    const headers = {
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': 'console.example:8443, 127.0.0.1',
      'x-forwarded-proto': 'https',
      origin: 'https://console.example:8443',
      'sec-fetch-site': 'same-origin',
    }
    const { port: trusted } = await start({ trustProxy: true })
    expect((await write(trusted, { ...headers, host: `127.0.0.1:${trusted}` })).status).toBe(201)
    // anyone can send the header: without the trust it names nothing
    const refused = await write(port, headers)
    expect(refused.status).toBe(403)
    expect(JSON.parse(refused.text).message).toContain('set TRUST_PROXY=1')
  })

  it('does not check the Origin of a request signed in by a bearer token alone', async () => {
    const foreign = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }
    const token = { authorization: 'Bearer oxide-token-abc' }
    expect((await write(port, { ...foreign, ...token })).status).toBe(201)
    // with a cookie, the cookie may be what signs the request in
    expect((await write(port, { ...foreign, ...token, cookie: 'session=x' })).status).toBe(403)
    expect((await write(port, { ...foreign, authorization: 'Basic YTpi' })).status).toBe(403)
    expect((await write(port, { ...foreign, authorization: 'Bearer ' })).status).toBe(403)
  })

  it('applies the same rules to websocket handshakes, with the reason in the refusal', async () => {
    const upgrade = { connection: 'Upgrade', upgrade: 'websocket', origin: browser }
    const path = '/v1/instances/i/serial-console/stream'
    const refused = await request(port, 'GET', path, { headers: upgrade })
    expect(refused.status).toBe(403)
    expect(JSON.parse(refused.text).message).toContain('set PUBLIC_ORIGIN')
    const { port: p } = await start({ publicOrigins: [browser] })
    // past the check: the stub simulator has no websockets
    expect((await request(p, 'GET', path, { headers: upgrade })).status).toBe(501)
  })

  it("answers on a loopback listener to the public origins' host names", async () => {
    const { port: p } = await start({ publicOrigins: ['https://console.example:8443'] })
    for (const host of ['console.example', 'console.example:8443', 'CONSOLE.EXAMPLE.:80']) {
      expect((await request(p, 'GET', '/v1/ping', { headers: { host } })).status, host).toBe(200)
    }
    for (const host of ['evil.example', 'console.example.evil.example']) {
      const res = await request(p, 'GET', '/v1/ping', {
        headers: { host, 'x-forwarded-host': 'console.example' },
      })
      expect(res.status, host).toBe(421)
    }
  })
})

describe('parsePublicOrigins', () => {
  it('reads a comma-separated list of origins, normalized', () => {
    expect(parsePublicOrigins(undefined)).toEqual([])
    expect(parsePublicOrigins('')).toEqual([])
    expect(
      parsePublicOrigins('http://localhost:4009, HTTPS://Console.Example:443/,http://[::1]:80'),
    ).toEqual(['http://localhost:4009', 'https://console.example', 'http://[::1]'])
  })

  it('refuses anything that is not an http(s) origin, naming it', () => {
    for (const bad of [
      'localhost:4009',
      'console.example',
      'ftp://console.example',
      'https://console.example/console',
      'https://console.example?x=1',
      'https://user@console.example',
      'http:console.example',
      'https://console.example,',
      'null',
    ]) {
      expect(() => parsePublicOrigins(bad), bad).toThrow(
        /^PUBLIC_ORIGIN must be a comma-separated list of origins/,
      )
    }
    expect(() => parsePublicOrigins('http://ok.example, nope')).toThrow(/not "nope"$/)
  })

  it('is checked when the server is made', () => {
    expect(() =>
      createConsoleServer({
        staticDir: staticDir.dir,
        api: { kind: 'sim', sim: stub },
        publicOrigins: ['https://console.example/app'],
      }),
    ).toThrow('PUBLIC_ORIGIN must be')
  })
})

describe('security headers', () => {
  it('sends CSP, no framing, nosniff and a referrer policy with console pages', async () => {
    for (const path of ['/', '/projects/x', '/assets/index-abc123.js']) {
      const res = await request(port, 'GET', path)
      expect(res.headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY)
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('same-origin')
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('sends no-store and nosniff with API answers, errors included', async () => {
    for (const path of ['/v1/ping', '/v1/boom', '/v1/nothing-here']) {
      const res = await request(port, 'GET', path)
      expect(res.headers['cache-control'], path).toBe('no-store')
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
    }
  })
})

describe('DNS rebinding', () => {
  it('recognises loopback names and addresses', () => {
    for (const host of [
      'localhost',
      'localhost:4000',
      'LOCALHOST.',
      'console.localhost:80',
      '127.0.0.1',
      '127.1.2.3:8080',
      '[::1]',
      '[::1]:4000',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
    for (const host of [
      undefined,
      '',
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '10.0.0.1',
      '[::2]',
      '[::1]x',
      'localhost:abc',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
    expect(isLoopbackAddress('127.0.0.1')).toBe(true)
    expect(isLoopbackAddress('::1')).toBe(true)
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopbackAddress('0.0.0.0')).toBe(false)
    expect(isLoopbackAddress('::')).toBe(false)
  })

  it('refuses requests for another host name on a loopback listener with a 421', async () => {
    for (const path of ['/', '/v1/ping']) {
      const res = await request(port, 'GET', path, { headers: { host: 'evil.example' } })
      expect(res.status, path).toBe(421)
      expect(JSON.parse(res.text)).toMatchObject({ error_code: 'MisdirectedRequest' })
    }
    for (const host of ['localhost:4000', `127.0.0.1:${port}`, '[::1]:1', 'x.localhost']) {
      expect((await request(port, 'GET', '/v1/ping', { headers: { host } })).status).toBe(200)
    }
  })

  it('refuses websocket upgrades for another host name', async () => {
    const res = await request(port, 'GET', '/v1/instances/i/serial-console/stream', {
      headers: { connection: 'Upgrade', upgrade: 'websocket', host: 'evil.example' },
    })
    expect(res.status).toBe(421)
  })

  it('does not check the Host when listening on all addresses', async () => {
    const { port: p } = await start({}, '0.0.0.0')
    const res = await request(p, 'GET', '/v1/ping', { headers: { host: 'rack.example' } })
    expect(res.status).toBe(200)
  })
})

describe('slow clients', () => {
  it('closes a socket that never finishes its headers, in bounded time', async () => {
    const { port: p } = await start({
      timeouts: { headersMs: 300, requestMs: 1000, checkIntervalMs: 100 },
    })
    const socket = net.connect(p, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
    const startedAt = Date.now()
    let received = ''
    socket.on('data', (d: Buffer) => (received += d.toString()))
    await new Promise((resolve) => socket.once('close', resolve))
    // generous bound: the limit is 300 ms, checked every 100 ms
    expect(Date.now() - startedAt).toBeLessThan(5000)
    expect(received).toMatch(/^HTTP\/1\.1 408/)
  })

  it('has documented defaults long enough for a 512 KiB body on a slow link', async () => {
    const { server } = await start()
    expect(server.headersTimeout).toBe(20_000)
    expect(server.requestTimeout).toBe(120_000)
    expect(server.keepAliveTimeout).toBe(5_000)
    // 512 KiB at 40 kbit/s
    expect(server.requestTimeout).toBeGreaterThan(((512 * 1024 * 8) / 40_000) * 1000)
  })
})

describe('connection facts for the simulator', () => {
  it('replaces what a client claims with what the server knows', async () => {
    const res = await request(port, 'POST', '/v1/echo', {
      headers: { ...json, [SECURE_HEADER]: '1', [CLIENT_ADDRESS_HEADER]: '203.0.113.9' },
      body: '{}',
    })
    expect(JSON.parse(res.text)).toMatchObject({ secure: '0', address: '127.0.0.1' })
  })

  it('believes X-Forwarded-Proto and -For only behind a trusted proxy', async () => {
    const headers = {
      ...json,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.1, 203.0.113.5',
    }
    const trusted = await start({ trustProxy: true })
    const res = await request(trusted.port, 'POST', '/v1/echo', { headers, body: '{}' })
    expect(JSON.parse(res.text)).toMatchObject({ secure: '1', address: '203.0.113.5' })
    const plain = await request(port, 'POST', '/v1/echo', { headers, body: '{}' })
    expect(JSON.parse(plain.text)).toMatchObject({ secure: '0', address: '127.0.0.1' })
  })

  it('gets a Secure session cookie and a per-address login throttle from the simulator', async () => {
    const sim = createSim({ store: memoryStore() })
    const { port: p } = await start({ api: { kind: 'sim', sim }, trustProxy: true })
    const login = (username: string, password: string, headers: Record<string, string> = {}) =>
      request(p, 'POST', '/v1/login/demo-silo/local', {
        headers: { ...json, ...headers },
        body: JSON.stringify({ username, password }),
      })
    const ok = await login('admin', 'demo-password', { 'x-forwarded-proto': 'https' })
    expect(ok.status).toBe(204)
    expect(String(ok.headers['set-cookie'])).toContain('; Secure;')
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      expect((await login(`u${i}`, 'x', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(401)
    }
    expect(
      (await login('admin', 'demo-password', { 'x-forwarded-for': '198.51.100.7' })).status,
    ).toBe(429)
    expect(
      (await login('admin', 'demo-password', { 'x-forwarded-for': '198.51.100.8' })).status,
    ).toBe(204)
  })
})
