// The serial console's websocket in simulator mode, through the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createSim } from '../sim/index.ts'
import { memoryStore } from '../sim/store/memory.ts'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { serialConsoleUpgrade } from './serial-console.ts'
import { listenOnRandomPort, makeStaticDir } from './test-helpers.ts'

const staticDir = makeStaticDir()
let server: ConsoleServer
let port: number
let cookie: string

const STREAM = '/v1/instances/db1/serial-console/stream?project=demo-project'

beforeAll(async () => {
  const sim = createSim({ store: memoryStore() })
  cookie = `session=${sim.createSession('admin')}`
  server = createConsoleServer({
    staticDir: staticDir.dir,
    api: { kind: 'sim', sim },
    log: false,
    onUpgrade: serialConsoleUpgrade(sim.store),
  })
  port = await listenOnRandomPort(server)
})
afterAll(async () => {
  await server.shutdown(100)
  staticDir.cleanup()
})

/** A client that collects what it receives as text */
function connect(path: string, headers: Record<string, string> = { cookie }) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers })
  let received = ''
  ws.on('message', (data: Buffer, isBinary) => {
    expect(isBinary).toBe(true)
    received += data.toString('latin1')
  })
  const until = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!received.includes(text)) return
        ws.off('message', check)
        resolve(received)
      }
      ws.on('message', check)
      ws.on('close', () => reject(new Error(`closed before "${text}": ${received}`)))
      check()
    })
  return { ws, until, received: () => received }
}

describe('serial console websocket', () => {
  it('streams the history tail and echoes typed bytes', async () => {
    const client = connect(`${STREAM}&most_recent=64`)
    expect(await client.until('db1 login: ')).toMatch(/db1 login: $/)
    client.ws.send(Buffer.from('root\r'))
    await client.until('Password: ')
    client.ws.send(Buffer.from('pw\r'))
    await client.until('root@db1:~# ')
    client.ws.send(Buffer.from('hostname\r'))
    await client.until('hostname\r\ndb1\r\nroot@db1:~# ')
    client.ws.close()
  })

  it('answers 401 to an upgrade without a session cookie', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${STREAM}`)
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    )
    expect(status).toBe(401)
  })

  it('refuses an upgrade from another origin', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${STREAM}`, {
      headers: { cookie, origin: 'http://elsewhere.example' },
    })
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    )
    expect(status).toBe(403)
  })

  it('closes with 1011 and the reason for an instance without a console', async () => {
    const created = await fetch(`http://127.0.0.1:${port}/v1/instances?project=demo-project`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'web1',
        description: '',
        hostname: 'web1',
        ncpus: 1,
        memory: 1024 ** 3,
        start: false,
      }),
    })
    expect(created.status).toBe(201)
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/v1/instances/web1/serial-console/stream?project=demo-project`,
      { headers: { cookie } },
    )
    const closed = await new Promise<[number, string]>((resolve) =>
      ws.on('close', (code, reason) => resolve([code, reason.toString()])),
    )
    expect(closed).toEqual([1011, 'instance is creating and has no active serial console server'])
  })

  it('answers 404 for an instance not in the project', async () => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/v1/instances/db1/serial-console/stream?project=nope`,
      { headers: { cookie } },
    )
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    )
    expect(status).toBe(404)
  })
})
