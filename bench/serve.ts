// Bench-only stand-in for `server/start.ts --reset --no-build`, for when start.ts has no
// SIM_DB or a build other than dist/ is to be served (BENCH_STATIC_DIR): the same modules
// wired the same way (simulator over a SQLite store, the console server, request log on),
// over the SQLite file named by SIM_DB, optionally with a bench's data (BENCH_DATASET).
// bench/lib.ts starts it as a child process; so does bench/support-bundle-download.ts, to
// give new support bundles a large log (BENCH_SUPPORT_BUNDLE_LOG_BYTES), and
// bench/first-view.ts as the console before server rendering: it loads no page renderer,
// so every page is the client-rendered shell. BENCH_RELEASE picks the simulated release.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createConsoleServer } from '../server/app.ts'
import { listen } from '../server/listen.ts'
import { samlPages } from '../server/saml-pages.ts'
import { serialConsoleUpgrade } from '../server/serial-console.ts'
import { createSim } from '../sim/index.ts'
import { sqliteStore } from '../sim/store/sqlite.ts'

// BENCH_STATIC_DIR: serve another build (e.g. an unminified one, for profiling)
const DIST =
  process.env.BENCH_STATIC_DIR ||
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')

const file = process.env.SIM_DB
if (!file || !path.isAbsolute(file)) throw new Error('SIM_DB must be an absolute file path')
const port = Number(process.env.PORT ?? 0)
const host = process.env.HOST || '127.0.0.1'

const store = sqliteStore(file)
store.reset()
// BENCH_DATASET=system-scale: the System pages bench's rack (bench/system-scale.ts)
if (process.env.BENCH_DATASET === 'system-scale') {
  const { addSystemScale } = await import('./system-scale.ts')
  addSystemScale(store)
}
const bundleLog = Number(process.env.BENCH_SUPPORT_BUNDLE_LOG_BYTES)
const release = process.env.BENCH_RELEASE
if (release !== undefined && release !== 'v14' && release !== 'current')
  throw new Error('BENCH_RELEASE: v14 or current')
const sim = createSim({
  store,
  ...(release && { release }),
  password: process.env.SIM_PASSWORD || 'demo-password',
  ...(bundleLog > 0 && { supportBundleLogBytes: bundleLog }),
})
const server = createConsoleServer({
  staticDir: DIST,
  api: { kind: 'sim', sim },
  onUpgrade: serialConsoleUpgrade(store),
  samlPages: samlPages(store),
})
const address = await listen(server, port, host)
console.log(`Console at http://${host}:${address.port} (bench server, data in ${file})`)

const stop = () => {
  server
    .shutdown(3000)
    .then(() => {
      store.close()
      process.exit(0)
    })
    .catch(() => process.exit(1))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
