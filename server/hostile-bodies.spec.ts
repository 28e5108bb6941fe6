// Request bodies a careless or hostile client sends, through a real socket: each is
// refused as Nexus refuses it, without reading more than the limit, and the server
// goes on answering everyone else.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSim } from '../sim/index.ts'
import { BODY_LIMIT } from '../sim/request/pipeline.ts'
import { memoryStore } from '../sim/store/memory.ts'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { listenOnRandomPort, makeStaticDir, request } from './test-helpers.ts'

const staticDir = makeStaticDir()
let server: ConsoleServer
let port: number

beforeAll(async () => {
  const sim = createSim({ store: memoryStore() })
  server = createConsoleServer({ staticDir: staticDir.dir, api: { kind: 'sim', sim }, log: false })
  port = await listenOnRandomPort(server)
})
afterAll(async () => {
  await server.shutdown(100)
  staticDir.cleanup()
})

/**
 * POSTs `total` bytes of JSON-looking text in 64 KiB writes (chunked unless `declare`),
 * stopping as soon as an answer arrives; resolves with the status and the bytes written.
 */
function flood(path: string, total: number, declare: boolean) {
  return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' }
    if (declare) headers['content-length'] = total
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers })
    let written = 0
    let answered = false
    req.on('response', (res) => {
      answered = true
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, written }))
    })
    req.on('error', (err) => (answered ? undefined : reject(err)))
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length
        if (
          !req.write(
            written === chunk.length
              ? Buffer.from('{"name":"' + 'x'.repeat(chunk.length - 9))
              : chunk,
          )
        ) {
          req.once('drain', pump)
          return
        }
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('hostile bodies', () => {
  it('refuses a body declared larger than the limit before reading it', async () => {
    const sent = await flood('/v1/projects', 100 * 1024 * 1024, true)
    expect(sent.status).toBe(400)
    expect(JSON.parse(sent.body)).toMatchObject({
      message: `request body exceeded maximum size of ${BODY_LIMIT} bytes`,
    })
    expect(sent.written).toBeLessThan(20 * 1024 * 1024)
  })

  it('stops reading a streamed body at the limit', async () => {
    const sent = await flood('/v1/login/demo-silo/local', 50 * 1024 * 1024, false)
    expect(sent.status).toBe(400)
    expect(sent.written).toBeLessThan(20 * 1024 * 1024)
    expect((await request(port, 'GET', '/v1/ping')).status).toBe(200)
  })

  it('answers deep nesting on login with a 400', async () => {
    const res = await request(port, 'POST', '/v1/login/demo-silo/local', {
      headers: { 'content-type': 'application/json' },
      body: '['.repeat(100_000),
    })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text).message).toBe(
      'unable to parse JSON body: recursion limit exceeded at line 1 column 129',
    )
  })

  it('refuses a byte-order mark before a JSON body, as serde_json does', async () => {
    const res = await request(port, 'POST', '/v1/login/demo-silo/local', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('{"username":"admin","password":"demo-password"}'),
      ]),
    })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text).message).toBe(
      'unable to parse JSON body: expected value at line 1 column 1',
    )
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it("answers a form post to a JSON endpoint with Dropshot's 400", async () => {
    const res = await request(port, 'POST', '/v1/projects', {
      headers: { 'content-type': 'text/plain' },
      body: '{"name":"csrf","description":""}',
    })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text).message).toBe(
      'expected content type "application/json", got "text/plain"',
    )
  })
})
