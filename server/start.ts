// `npm start`: build the console if needed, then serve it with the simulator (default) or
// as a proxy to a real rack (NEXUS_URL). See docs/architecture.md, "Server-mode contract".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createConsoleServer, type ConsoleServer, type ConsoleServerOptions } from './app.ts'
import { loadPageRenderer, type PageRenderOptions } from './page-render.ts'
import { displayUrl, listen, ListenError } from './listen.ts'
import { parsePublicOrigins } from './security.ts'
import { RELEASES, type Release } from '../sim/context.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIST = path.join(ROOT, 'dist')
/** The page renderer's build (`vite build --ssr`), beside the console's */
const DIST_SSR = path.join(ROOT, 'dist-ssr')
const DEFAULT_DB_FILE = path.join(ROOT, 'data', 'sim.db')
/** What the server-mode build is made from. */
const BUILD_INPUTS = ['app', 'index.html', 'vite.config.ts', 'package.json']
const DEFAULT_PASSWORD = 'demo-password'

export interface StartConfig {
  host: string
  port: number
  nexusUrl: string | undefined
  simPassword: string | undefined
  /** The simulator's SQLite file: SIM_DB, else data/sim.db in the repository. */
  dbFile: string
  reset: boolean
  build: boolean
  /** `--log-requests` or LOG_REQUESTS=1: a line per request (method, path, status, time) */
  logRequests: boolean
  /**
   * TRUST_PROXY=1: the server is behind a TLS-terminating proxy whose X-Forwarded-Proto
   * and X-Forwarded-For it believes (README.md, "Security").
   */
  trustProxy: boolean
  /**
   * PUBLIC_ORIGIN: the origins the console is served at when that is not the Host this
   * server sees (a proxy that sets its own Host), comma-separated; normalized.
   */
  publicOrigins: string[]
  /**
   * SIM_FAILURE_SENTINELS=1: names such as `project-create-500` fail on purpose
   * (sim/sentinels.ts), for the end-to-end tests. Off, the simulator answers as a rack.
   */
  failureSentinels: boolean
  /**
   * --release or SIM_RELEASE: the rack release the simulator answers as, `current` (a
   * versioned API, every version of api/versions/served.json; the default) or `v14`
   */
  release: Release
}

export class ConfigError extends Error {}

/** `--release X` or `--release=X` taken out of `argv`; undefined when absent */
function takeRelease(argv: string[]): { release: string | undefined; rest: string[] } {
  const rest: string[] = []
  let release: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--release') {
      if (i + 1 >= argv.length) throw new ConfigError('--release needs a value: v14 or current')
      release = argv[++i]
    } else if (arg.startsWith('--release=')) release = arg.slice('--release='.length)
    else rest.push(arg)
  }
  return { release, rest }
}

function parseRelease(value: string | undefined): Release {
  if (value === undefined || value === '') return 'current'
  if ((RELEASES as readonly string[]).includes(value)) return value as Release
  throw new ConfigError(`The release must be one of ${RELEASES.join(', ')}, not ${value}`)
}

export function parseConfig(argv: string[], env: NodeJS.ProcessEnv): StartConfig {
  const { release, rest } = takeRelease(argv)
  const known = new Set(['--reset', '--no-build', '--log-requests'])
  const unknown = rest.filter((a) => !known.has(a))
  if (unknown.length > 0) {
    throw new ConfigError(
      `Unknown argument ${unknown[0]}; use --reset, --no-build, --log-requests and/or --release v14|current`,
    )
  }
  const port = env.PORT === undefined || env.PORT === '' ? 4000 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), not ${env.PORT}`)
  }
  const nexusUrl = env.NEXUS_URL || undefined
  if (nexusUrl !== undefined) {
    let url: URL | undefined
    try {
      url = new URL(nexusUrl)
    } catch {
      url = undefined
    }
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
      throw new ConfigError(
        `NEXUS_URL must be an http(s) URL like https://rack.example, not ${nexusUrl}`,
      )
    }
  }
  return {
    host: env.HOST || '127.0.0.1',
    port,
    nexusUrl,
    simPassword: env.SIM_PASSWORD || undefined,
    dbFile: env.SIM_DB ? path.resolve(env.SIM_DB) : DEFAULT_DB_FILE,
    reset: argv.includes('--reset'),
    build: !argv.includes('--no-build'),
    logRequests: argv.includes('--log-requests') || env.LOG_REQUESTS === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigins: parsePublicOriginSetting(env.PUBLIC_ORIGIN),
    failureSentinels: env.SIM_FAILURE_SENTINELS === '1',
    // the argument wins over the environment
    release: parseRelease(release ?? env.SIM_RELEASE),
  }
}

function parseTrustProxy(value: string | undefined) {
  if (value === undefined || value === '' || value === '0') return false
  if (value === '1') return true
  throw new ConfigError(`TRUST_PROXY must be 1 (behind a trusted proxy) or 0, not ${value}`)
}

function parsePublicOriginSetting(value: string | undefined) {
  try {
    return parsePublicOrigins(value)
  } catch (err) {
    throw new ConfigError((err as Error).message)
  }
}

/** A path relative to the working directory when it is inside it, else absolute. */
function shortPath(file: string) {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
}

function newestMtime(file: string): number {
  let info
  try {
    info = statSync(file)
  } catch {
    return 0
  }
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const name of readdirSync(file))
    newest = Math.max(newest, newestMtime(path.join(file, name)))
  return newest
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function buildReason(root = ROOT): string | null {
  const index = path.join(root, 'dist', 'index.html')
  if (!existsSync(index)) return 'dist/index.html is missing'
  if (!existsSync(path.join(root, 'dist-ssr', 'render.js'))) return 'dist-ssr/render.js is missing'
  const built = statSync(index).mtimeMs
  const stale = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > built)
  return stale ? `${stale} changed since the last build` : null
}

function buildIfNeeded() {
  const reason = buildReason()
  if (!reason) return
  console.log(`Building the console (${reason})…`)
  const started = performance.now()
  // only Vite's warnings and errors: its list of a hundred chunks tells a first start nothing
  // (`npm run build` still shows it)
  const build = (...args: string[]) =>
    spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    })
  // the page renderer second: the console's build is what its freshness is measured by
  const result = build().status === 0 ? build('--ssr', 'app/ssr/render.tsx') : { status: 1 }
  if (result.status !== 0) {
    console.error('The console build failed; see the output above.')
    process.exit(1)
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`)
}

/** The server's page renderer, or none (pages render in the browser) when it is not built */
async function renderer(api: PageRenderOptions['api'], trustProxy: boolean) {
  // React's production build unless asked otherwise: the development one checks every
  // element and renders a page several times slower
  process.env.NODE_ENV ??= 'production'
  return (await loadPageRenderer({ ssrDir: DIST_SSR, api, trustProxy })) ?? undefined
}

async function main() {
  let config: StartConfig
  try {
    config = parseConfig(process.argv.slice(2), process.env)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    console.error(err.message)
    process.exit(1)
  }
  if (config.build) buildIfNeeded()

  let closeStore = () => {}
  let server: ConsoleServer
  let releaseLine = ''
  let renderPage: ConsoleServerOptions['renderPage']
  if (config.nexusUrl) {
    const api = { kind: 'proxy' as const, nexusUrl: config.nexusUrl }
    renderPage = await renderer(api, config.trustProxy)
    server = createConsoleServer({
      staticDir: DIST,
      api,
      renderPage,
      trustProxy: config.trustProxy,
      publicOrigins: config.publicOrigins,
      log: config.logRequests,
    })
  } else {
    // loaded only here, so proxy mode never opens the database
    const { createSim } = await import('../sim/index.ts')
    const { sqliteStore } = await import('../sim/store/sqlite.ts')
    mkdirSync(path.dirname(config.dbFile), { recursive: true })
    const store = sqliteStore(config.dbFile)
    closeStore = () => store.close()
    if (config.reset) {
      store.reset()
      console.log('Simulator data reset to the demo data.')
    }
    const sim = createSim({
      store,
      password: config.simPassword ?? DEFAULT_PASSWORD,
      failureSentinels: config.failureSentinels,
      release: config.release,
    })
    const { INITIAL, NEWEST } = await import('../sim/versions/served.ts')
    releaseLine =
      config.release === 'current'
        ? `It answers as a current release, API versions ${INITIAL.text} to ${NEWEST.text} (--release v14: release v14's unversioned API)`
        : 'It answers as release v14: one unversioned API, the api-version header ignored'
    const { serialConsoleUpgrade } = await import('./serial-console.ts')
    const { samlPages } = await import('./saml-pages.ts')
    const api = { kind: 'sim' as const, sim }
    renderPage = await renderer(api, config.trustProxy)
    server = createConsoleServer({
      staticDir: DIST,
      api,
      renderPage,
      onUpgrade: serialConsoleUpgrade(store),
      samlPages: samlPages(store),
      trustProxy: config.trustProxy,
      publicOrigins: config.publicOrigins,
      log: config.logRequests,
    })
  }

  try {
    await listen(server, config.port, config.host)
  } catch (err) {
    if (!(err instanceof ListenError)) throw err
    console.error(err.message)
    closeStore()
    process.exit(1)
  }

  const { port } = server.address() as { port: number }
  const url = displayUrl(config.host, port)
  if (config.nexusUrl) {
    console.log(`Console at ${url} (API proxied to ${config.nexusUrl})`)
  } else {
    const password = config.simPassword ? 'the value of SIM_PASSWORD' : DEFAULT_PASSWORD
    console.log(
      [
        `Console at ${url} with the simulated rack (data in ${shortPath(config.dbFile)}; --reset restores the demo data)`,
        releaseLine,
        `Sign in to silo demo-silo as admin, collaborator, viewer or nobody, password ${password}`,
      ].join('\n'),
    )
  }
  // after listening, so that a failed start says only why it failed
  if (!renderPage)
    console.warn('dist-ssr/ is missing: pages render in the browser (`npm run build`).')
  if (config.publicOrigins.length > 0) {
    console.log(`Also served at ${config.publicOrigins.join(', ')} (PUBLIC_ORIGIN)`)
  }

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now`)
      process.exit(1)
    }
    stopping = true
    console.log(`${signal}: shutting down`)
    server
      .shutdown(3000)
      .then(() => {
        closeStore()
        process.exit(0)
      })
      .catch((err: unknown) => {
        console.error('Shutdown failed:', err)
        process.exit(1)
      })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
