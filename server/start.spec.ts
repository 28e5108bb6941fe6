// Start-up and shutdown: configuration, the port-in-use message, graceful shutdown.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createConsoleServer } from './app.ts'
import { displayUrl, listen, ListenError } from './listen.ts'
import { buildReason, parseConfig } from './start.ts'
import { closeServer, listenOnRandomPort, makeStaticDir, request } from './test-helpers.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const staticDir = makeStaticDir()
afterAll(() => staticDir.cleanup())

/** A server bound to a random port, to be in the way of another. */
async function occupiedPort() {
  const blocker = http.createServer()
  const port = await listenOnRandomPort(blocker)
  return { port, close: () => closeServer(blocker) }
}

/**
 * `npm start`'s entry as a child process, without the build; in proxy mode unless
 * `NEXUS_URL: ''` is given.
 */
function startServer(env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/start.ts', '--no-build', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, NEXUS_URL: 'http://127.0.0.1:9', HOST: '127.0.0.1', ...env },
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const output = () => ({ stdout, stderr })
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 600 && !pattern.test(stdout); i++) {
      await new Promise((r) => setTimeout(r, 50))
    }
    return pattern.exec(stdout)
  }
  return { child, exited, output, waitFor }
}

describe('parseConfig', () => {
  it('defaults to the simulator on 127.0.0.1:4000', () => {
    expect(parseConfig([], {})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      nexusUrl: undefined,
      simPassword: undefined,
      dbFile: path.join(ROOT, 'data', 'sim.db'),
      reset: false,
      build: true,
      logRequests: false,
      trustProxy: false,
      publicOrigins: [],
      failureSentinels: false,
      release: 'current',
    })
  })

  it('logs each request only when asked, by --log-requests or LOG_REQUESTS=1', () => {
    expect(parseConfig(['--log-requests'], {}).logRequests).toBe(true)
    expect(parseConfig([], { LOG_REQUESTS: '1' }).logRequests).toBe(true)
    expect(parseConfig([], { LOG_REQUESTS: '0' }).logRequests).toBe(false)
  })

  it('reads the release from --release, then SIM_RELEASE, and refuses another', () => {
    expect(parseConfig(['--release', 'v14'], {}).release).toBe('v14')
    expect(parseConfig(['--release=v14', '--reset'], {})).toMatchObject({
      release: 'v14',
      reset: true,
    })
    expect(parseConfig([], { SIM_RELEASE: 'v14' }).release).toBe('v14')
    expect(parseConfig(['--release', 'current'], { SIM_RELEASE: 'v14' }).release).toBe('current')
    expect(() => parseConfig(['--release', 'v18'], {})).toThrow(
      'The release must be one of v14, current, not v18',
    )
    expect(() => parseConfig(['--release'], {})).toThrow('--release needs a value')
  })

  it('reads PUBLIC_ORIGIN as a list of origins and refuses anything else', () => {
    expect(
      parseConfig([], { PUBLIC_ORIGIN: 'http://localhost:4009,https://Console.Example' })
        .publicOrigins,
    ).toEqual(['http://localhost:4009', 'https://console.example'])
    expect(() => parseConfig([], { PUBLIC_ORIGIN: 'console.example' })).toThrow(
      'PUBLIC_ORIGIN must be a comma-separated list of origins like https://console.example' +
        ' or http://localhost:4009 (scheme, host and port only), not "console.example"',
    )
  })

  it('turns the failure sentinels on with SIM_FAILURE_SENTINELS=1 only', () => {
    expect(parseConfig([], { SIM_FAILURE_SENTINELS: '1' }).failureSentinels).toBe(true)
    expect(parseConfig([], { SIM_FAILURE_SENTINELS: 'yes' }).failureSentinels).toBe(false)
  })

  it('reads TRUST_PROXY as 1 or 0 only', () => {
    expect(parseConfig([], { TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(parseConfig([], { TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(() => parseConfig([], { TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be 1')
  })

  it('reads HOST, PORT, NEXUS_URL, SIM_PASSWORD and --reset', () => {
    const env = {
      HOST: '0.0.0.0',
      PORT: '8080',
      NEXUS_URL: 'https://rack.example',
      SIM_PASSWORD: 's',
    }
    expect(parseConfig(['--reset'], env)).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      nexusUrl: 'https://rack.example',
      simPassword: 's',
      reset: true,
    })
  })

  it('refuses bad values with a message', () => {
    expect(() => parseConfig([], { PORT: 'http' })).toThrow('PORT must be a port number')
    expect(() => parseConfig([], { NEXUS_URL: 'rack.example' })).toThrow('NEXUS_URL must be')
    expect(() => parseConfig(['--rest'], {})).toThrow('Unknown argument --rest')
  })
})

describe('buildReason', () => {
  it('asks for a build when dist or the page renderer is missing, or older than a source', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'console-root-'))
    try {
      mkdirSync(path.join(root, 'app', 'pages'), { recursive: true })
      writeFileSync(path.join(root, 'app', 'pages', 'x.tsx'), '')
      expect(buildReason(root)).toBe('dist/index.html is missing')
      mkdirSync(path.join(root, 'dist'))
      writeFileSync(path.join(root, 'dist', 'index.html'), '')
      expect(buildReason(root)).toBe('dist-ssr/render.js is missing')
      mkdirSync(path.join(root, 'dist-ssr'))
      writeFileSync(path.join(root, 'dist-ssr', 'render.js'), '')
      const built = new Date(Date.now() - 30_000)
      utimesSync(path.join(root, 'dist', 'index.html'), built, built)
      const old = new Date(Date.now() - 60_000)
      utimesSync(path.join(root, 'app', 'pages', 'x.tsx'), old, old)
      utimesSync(path.join(root, 'app', 'pages'), old, old)
      utimesSync(path.join(root, 'app'), old, old)
      expect(buildReason(root)).toBe(null)
      writeFileSync(path.join(root, 'vite.config.ts'), '')
      expect(buildReason(root)).toBe('vite.config.ts changed since the last build')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('listen', () => {
  it('explains a port in use in one line', async () => {
    const blocker = await occupiedPort()
    const server = createConsoleServer({
      staticDir: staticDir.dir,
      api: { kind: 'proxy', nexusUrl: 'http://127.0.0.1:9' },
      log: false,
    })
    try {
      await expect(listen(server, blocker.port, '127.0.0.1')).rejects.toThrow(
        new ListenError(
          `Port ${blocker.port} on 127.0.0.1 is already in use; set PORT to use another`,
          'EADDRINUSE',
        ),
      )
    } finally {
      await blocker.close()
    }
  })

  it('prints a usable URL', () => {
    expect(displayUrl('127.0.0.1', 4000)).toBe('http://127.0.0.1:4000/')
    expect(displayUrl('0.0.0.0', 4000)).toBe('http://localhost:4000/')
    expect(displayUrl('::1', 4000)).toBe('http://[::1]:4000/')
  })
})

describe('npm start (server/start.ts)', () => {
  it('exits with code 1 and one clear line when the port is taken', async () => {
    const blocker = await occupiedPort()
    try {
      const started = startServer({ PORT: String(blocker.port) })
      expect(await started.exited).toBe(1)
      expect(started.output().stderr.trim()).toBe(
        `Port ${blocker.port} on 127.0.0.1 is already in use; set PORT to use another`,
      )
    } finally {
      await blocker.close()
    }
  }, 60_000)

  it('finishes a request in flight, then exits 0 on SIGTERM', async () => {
    // a slow rack: the answer comes 300 ms after the request
    const slow = http.createServer((_req, res) => {
      setTimeout(() => res.end('{"slow":true}'), 300)
    })
    const slowPort = await listenOnRandomPort(slow)
    const started = startServer({ PORT: '0', NEXUS_URL: `http://127.0.0.1:${slowPort}` })
    try {
      const match = await started.waitFor(/Console at http:\/\/127\.0\.0\.1:(\d+)\//)
      expect(match, started.output().stderr).not.toBe(null)
      const port = Number(match![1])
      const inFlight = request(port, 'GET', '/v1/projects')
      await new Promise((r) => setTimeout(r, 100))
      started.child.kill('SIGTERM')
      const res = await inFlight
      expect(res.status).toBe(200)
      expect(res.text).toBe('{"slow":true}')
      expect(await started.exited).toBe(0)
      await expect(request(port, 'GET', '/')).rejects.toThrow(/ECONNREFUSED/)
    } finally {
      started.child.kill('SIGKILL')
      await closeServer(slow)
    }
  }, 60_000)

  it('runs the simulator on SIM_DB, keeps its data across restarts, and --reset restores it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'console-db-'))
    const env = { PORT: '0', NEXUS_URL: '', SIM_DB: path.join(dir, 'sim.db'), SIM_PASSWORD: 'pw' }
    const run = async (args: string[], fn: (port: number) => Promise<void>) => {
      const started = startServer(env, args)
      try {
        const match = await started.waitFor(/Console at http:\/\/127\.0\.0\.1:(\d+)\//)
        expect(match, started.output().stderr).not.toBe(null)
        expect(started.output().stdout).toContain('password the value of SIM_PASSWORD')
        await fn(Number(match![1]))
        started.child.kill('SIGINT')
        expect(await started.exited).toBe(0)
      } finally {
        started.child.kill('SIGKILL')
      }
    }
    const signIn = async (port: number) => {
      const res = await request(port, 'POST', '/v1/login/demo-silo/local', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'pw' }),
      })
      expect(res.status).toBe(204)
      return res.headers['set-cookie']![0].split(';')[0]
    }
    const projectNames = async (port: number, cookie: string) => {
      const res = await request(port, 'GET', '/v1/projects?limit=100', { headers: { cookie } })
      return JSON.parse(res.text).items.map((p: { name: string }) => p.name) as string[]
    }
    try {
      let cookie = ''
      await run([], async (port) => {
        cookie = await signIn(port)
        const created = await request(port, 'POST', '/v1/projects', {
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'kept-project', description: '' }),
        })
        expect(created.status).toBe(201)
      })
      await run([], async (port) => {
        // the session and the project survived the restart
        expect(await projectNames(port, cookie)).toContain('kept-project')
      })
      await run(['--reset'], async (port) => {
        expect((await request(port, 'GET', '/v1/me', { headers: { cookie } })).status).toBe(401)
        expect(await projectNames(port, await signIn(port))).not.toContain('kept-project')
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
