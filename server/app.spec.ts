// Routing and static files of the console server, with a small stand-in for the simulator.
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConsoleServer, isApiPath, type ConsoleServer } from './app.ts'
import { negotiateEncoding } from './static.ts'
import {
  ASSET_JS,
  closeServer,
  INDEX_HTML,
  listenOnRandomPort,
  makeStaticDir,
  request,
  stubSim,
} from './test-helpers.ts'

const sim = stubSim([
  mswHttp.get('/v1/ping', () => HttpResponse.json({ status: 'ok' })),
  mswHttp.post('/device/auth', () => HttpResponse.json({ device: true })),
  mswHttp.post('/login/:silo/saml/:provider', ({ params }) => HttpResponse.json(params)),
  mswHttp.get('/v1/cookies', () => {
    const headers = new Headers()
    headers.append('set-cookie', 'a=1; Path=/; HttpOnly; SameSite=Lax')
    headers.append('set-cookie', 'b=2; Path=/; HttpOnly; SameSite=Lax')
    return new HttpResponse(null, { status: 204, headers })
  }),
  mswHttp.get('/v1/whoami', ({ cookies, request }) =>
    HttpResponse.json({ cookies, url: request.url }),
  ),
  mswHttp.post('/v1/echo', async ({ request }) =>
    HttpResponse.json({ got: await request.json() }, { status: 201 }),
  ),
  mswHttp.get('/v1/stream', () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['one ', 'two ', 'three']) {
          controller.enqueue(new TextEncoder().encode(part))
        }
        controller.close()
      },
    })
    return new HttpResponse(stream, { headers: { 'content-type': 'text/plain' } })
  }),
  mswHttp.get('/v1/big', () => {
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 40) controller.close()
        else controller.enqueue(new Uint8Array(64 * 1024).fill(97))
      },
    })
    return new HttpResponse(stream, { headers: { 'content-type': 'application/octet-stream' } })
  }),
  mswHttp.get('/v1/boom', () => {
    throw new Error('handler bug')
  }),
  mswHttp.head('/experimental/v1/bundle', () => new HttpResponse(null, { status: 200 })),
])

let server: ConsoleServer
let port: number
const staticDir = makeStaticDir()

beforeAll(async () => {
  server = createConsoleServer({ staticDir: staticDir.dir, api: { kind: 'sim', sim }, log: false })
  port = await listenOnRandomPort(server)
})
afterAll(async () => {
  await closeServer(server)
  staticDir.cleanup()
})

describe('isApiPath', () => {
  it('sends the contract paths to the API and console pages to the SPA', () => {
    expect(isApiPath('GET', '/v1/projects')).toBe(true)
    expect(isApiPath('DELETE', '/experimental/v1/probes/p')).toBe(true)
    expect(isApiPath('POST', '/login/demo-silo/saml/idp')).toBe(true)
    expect(isApiPath('POST', '/device/confirm')).toBe(true)
    expect(isApiPath('GET', '/login/demo-silo/local')).toBe(false)
    expect(isApiPath('GET', '/device/verify')).toBe(false)
    expect(isApiPath('GET', '/projects/x/instances')).toBe(false)
    expect(isApiPath('GET', '/v1')).toBe(false)
  })
})

describe('static files', () => {
  it('falls back to index.html for console routes', async () => {
    for (const route of [
      '/',
      '/projects/x/instances',
      '/login/demo-silo/local',
      '/device/verify',
    ]) {
      const res = await request(port, 'GET', route)
      expect(res.status, route).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.text).toBe(INDEX_HTML)
    }
  })

  it('serves hashed assets as immutable, compressed as the client asks', async () => {
    const plain = await request(port, 'GET', '/assets/index-abc123.js')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(ASSET_JS)

    const gz = await request(port, 'GET', '/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toBe('Accept-Encoding')
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length)
    expect(gz.body.length).toBeLessThan(ASSET_JS.length / 4)
    expect(gunzipSync(gz.body).toString()).toBe(ASSET_JS)

    const br = await request(port, 'GET', '/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET_JS)
  })

  it('answers HEAD with the headers only', async () => {
    const res = await request(port, 'HEAD', '/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers['content-length']).toBe(String(ASSET_JS.length))
    expect(res.body.length).toBe(0)
  })

  it('gives a 404 for a missing asset rather than HTML', async () => {
    const res = await request(port, 'GET', '/assets/index-old999.js')
    expect(res.status).toBe(404)
  })

  it('revalidates index.html with its ETag', async () => {
    const first = await request(port, 'GET', '/projects')
    const etag = first.headers.etag
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await request(port, 'GET', '/index.html', {
      headers: { 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['cache-control']).toBe('no-cache')
  })

  it('decides caching on the normalized path', async () => {
    const res = await request(port, 'GET', '/assets/../index.html')
    expect(res.text).toBe(INDEX_HTML)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('serves other files with their content type', async () => {
    const res = await request(port, 'GET', '/favicon.svg')
    expect(res.headers['content-type']).toBe('image/svg+xml')
  })

  it('never serves a file outside the static directory', async () => {
    for (const target of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await request(port, 'GET', target)
      expect(res.text, target).not.toContain('root:')
      expect(res.text, target).not.toContain('"name"')
      expect([200, 400, 404]).toContain(res.status)
      if (res.status === 200) expect(res.text).toBe(INDEX_HTML)
    }
    expect((await request(port, 'GET', '/%E0%A4%A')).status).toBe(400)
    expect((await request(port, 'GET', '/a%00b')).status).toBe(400)
  })

  it('refuses other methods on console paths', async () => {
    const res = await request(port, 'POST', '/projects')
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expect(JSON.parse(res.text)).toMatchObject({ error_code: 'MethodNotAllowed' })
  })
})

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(negotiateEncoding(undefined)).toBe(null)
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe(null)
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('identity')).toBe(null)
  })
})

describe('API through the simulator handlers', () => {
  it('answers API paths from the handlers', async () => {
    const res = await request(port, 'GET', '/v1/ping')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text)).toEqual({ status: 'ok' })
    expect(res.headers['content-type']).toMatch(/^application\/json/)
  })

  it('sends device and SAML login POSTs to the API', async () => {
    expect(JSON.parse((await request(port, 'POST', '/device/auth')).text)).toEqual({ device: true })
    const saml = await request(port, 'POST', '/login/demo-silo/saml/idp')
    expect(JSON.parse(saml.text)).toEqual({ silo: 'demo-silo', provider: 'idp' })
  })

  it('passes every Set-Cookie through and cookies in', async () => {
    const res = await request(port, 'GET', '/v1/cookies')
    expect(res.status).toBe(204)
    expect(res.headers['set-cookie']).toEqual([
      'a=1; Path=/; HttpOnly; SameSite=Lax',
      'b=2; Path=/; HttpOnly; SameSite=Lax',
    ])
    const who = await request(port, 'GET', '/v1/whoami?x=1', { headers: { cookie: 'a=1; b=2' } })
    expect(JSON.parse(who.text)).toEqual({
      cookies: { a: '1', b: '2' },
      url: `http://127.0.0.1:${port}/v1/whoami?x=1`,
    })
  })

  it('streams request and response bodies', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(100_000) })
    const res = await request(port, 'POST', '/v1/echo', {
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(res.status).toBe(201)
    expect(JSON.parse(res.text)).toEqual({ got: JSON.parse(body) })

    const streamed = await request(port, 'GET', '/v1/stream')
    expect(streamed.text).toBe('one two three')
  })

  it('streams a large response with backpressure', async () => {
    const warnings: Error[] = []
    const onWarning = (w: Error) => warnings.push(w)
    process.on('warning', onWarning)
    const res = await request(port, 'GET', '/v1/big')
    process.off('warning', onWarning)
    expect(res.status).toBe(200)
    expect(res.body.length).toBe(40 * 64 * 1024)
    expect(warnings).toEqual([])
  })

  it('answers HEAD without a body', async () => {
    const res = await request(port, 'HEAD', '/experimental/v1/bundle')
    expect(res.status).toBe(200)
    expect(res.body.length).toBe(0)
  })

  it('turns a handler crash into a 500 in the error shape', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await request(port, 'GET', '/v1/boom')
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    expect(res.status).toBe(500)
    expect(JSON.parse(res.text)).toMatchObject({ error_code: 'Internal' })
  })

  it('redirects /login to the demo silo login page, keeping redirect_uri', async () => {
    const res = await request(port, 'GET', '/login?redirect_uri=%2Fprojects%3Fa%3D1')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/login/demo-silo/local?redirect_uri=%2Fprojects%3Fa%3D1')
    const bare = await request(port, 'GET', '/login')
    expect(bare.headers.location).toBe('/login/demo-silo/local')
  })

  it('refuses websocket upgrades with a 501 until the simulator handles them', async () => {
    const res = await request(port, 'GET', '/v1/instances/i/serial-console/stream', {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    })
    expect(res.status).toBe(501)
  })
})

describe('request log', () => {
  it('writes one line per request: method, path, status, time', async () => {
    const logged = createConsoleServer({ staticDir: staticDir.dir, api: { kind: 'sim', sim } })
    const logPort = await listenOnRandomPort(logged)
    const lines: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk))
      return true
    })
    try {
      await request(logPort, 'GET', '/v1/ping?secret=1')
      await request(logPort, 'GET', '/projects')
      await new Promise((r) => setTimeout(r, 50))
    } finally {
      write.mockRestore()
      await closeServer(logged)
    }
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^GET \/v1\/ping 200 \d+\.\dms\n$/)
    expect(lines[1]).toMatch(/^GET \/projects 200 \d+\.\dms\n$/)
  })
})
