// The serial console's websocket in simulator mode, through the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createSim, type Sim } from '../sim/index.ts'
import { serialConsoleOf, typeInto, type SerialConsole } from '../sim/serial/console.ts'
import { MAX_LINE_BYTES, toBytes } from '../sim/serial/guest.ts'
import {
  CLOSE,
  CLOSE_REASON,
  INPUT_BURST_BYTES,
  INPUT_BYTES_PER_SECOND,
  OUTPUT_QUEUE_BYTES,
} from '../sim/serial/stream.ts'
import { memoryStore } from '../sim/store/memory.ts'
import { createConsoleServer, type ConsoleServer } from './app.ts'
import { serialConsoleUpgrade } from './serial-console.ts'
import { listenOnRandomPort, makeStaticDir } from './test-helpers.ts'

const staticDir = makeStaticDir()
let server: ConsoleServer
let port: number
let cookie: string
let sim: Sim

const STREAM = '/v1/instances/db1/serial-console/stream?project=demo-project'

beforeAll(async () => {
  sim = createSim({ store: memoryStore() })
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
    expect(closed).toEqual([1011, 'instance is stopped and has no active serial console server'])
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

  const db1Console = (): SerialConsole => {
    const db1 = sim.store.list('instances').find((i) => i.name === 'db1')!
    return serialConsoleOf(sim.store, db1)!
  }
  const closeOf = (ws: WebSocket) =>
    new Promise<[number, string]>((resolve) =>
      ws.on('close', (code, reason) => resolve([code, reason.toString()])),
    )
  const opened = (ws: WebSocket) => new Promise((resolve) => ws.once('open', resolve))

  it('closes a socket that sends a message larger than the burst with 1009', async () => {
    const { ws } = connect(STREAM)
    await opened(ws)
    const closed = closeOf(ws)
    ws.send(Buffer.alloc(INPUT_BURST_BYTES + 1, 0x78))
    expect((await closed)[0]).toBe(1009)
  })

  it('drops a listener that does not read, while another keeps getting output', async () => {
    const c = db1Console()
    const before = c.listeners.size
    const stalled = new WebSocket(`ws://127.0.0.1:${port}${STREAM}`, { headers: { cookie } })
    await opened(stalled)
    const stalledClosed = closeOf(stalled)
    // stop reading: the kernel's buffers fill, then the server's queue
    ;(stalled as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause()
    const reader = connect(STREAM)
    await opened(reader.ws)
    await new Promise((r) => setTimeout(r, 50))
    expect(c.listeners.size).toBe(before + 2)

    typeInto(c, toBytes('root\rpw\r'))
    const line = toBytes(`echo ${'y'.repeat(4000)}\r`)
    let produced = 0
    while (c.listeners.size === before + 2 && produced < 256 * 2 ** 20) {
      for (let i = 0; i < 64; i++) typeInto(c, line)
      produced += 64 * 2 * line.length
      await new Promise((r) => setTimeout(r, 1))
    }
    expect(c.listeners.size).toBe(before + 1)
    expect(produced).toBeGreaterThan(OUTPUT_QUEUE_BYTES)
    typeInto(c, toBytes('echo still-here\r'))
    await reader.until('still-here\r\nroot@db1:~# ')

    // once it reads again, it learns why: the close code and reason follow what was queued
    ;(stalled as unknown as { _socket: { resume(): void } })._socket.resume()
    expect(await stalledClosed).toEqual([CLOSE.tryAgain, CLOSE_REASON.slow])
    typeInto(c, toBytes('exit\r'))
    reader.ws.close()
  }, 30_000)
  // last: the bytes a flooder left waiting keep reaching db1's guest for a few seconds
  it('keeps the line bounded under 10 MiB typed without a newline, at the typing rate', async () => {
    const flooder = connect(STREAM)
    await opened(flooder.ws)
    // 64 KiB messages that each end in Ctrl+C: one `^C` printed per message typed
    const message = Buffer.alloc(INPUT_BURST_BYTES, 0x78)
    message[message.length - 1] = 0x03
    for (let sent = 0; sent < 10 * 2 ** 20; sent += message.length) flooder.ws.send(message)
    const t0 = performance.now()
    await new Promise((r) => setTimeout(r, 2000))
    const seconds = (performance.now() - t0) / 1000
    const typed = flooder.received().split('^C').length - 1
    // the burst, then the socket's rate: far from the 160 messages sent
    expect(typed).toBeGreaterThanOrEqual(1)
    expect(typed).toBeLessThanOrEqual(
      1 + Math.ceil(((seconds + 1) * INPUT_BYTES_PER_SECOND) / INPUT_BURST_BYTES),
    )
    expect(flooder.ws.readyState).toBe(WebSocket.OPEN)
    expect(db1Console().guest.line.length).toBeLessThanOrEqual(MAX_LINE_BYTES)
    flooder.ws.terminate()
    await new Promise((r) => setTimeout(r, 50))
    typeInto(db1Console(), toBytes('\x03'))
    expect(db1Console().guest.line).toBe('')
  })
})
