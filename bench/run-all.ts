// Runs every benchmark in sequence and prints one markdown table of the figures, for the
// README; also writes it to bench/results/latest.md (git-ignored).
//
//   npm run bench            (node --import tsx bench/run-all.ts)
//   npx tsx bench/run-all.ts [--runs 7] [--nav-runs 7] [--seconds 10] [--keys 300]
//                            [--hostile-seconds 30] [--first-view-runs 9]
//                            [--oxide-console-dist <the Oxide console's dist/>]
//
// first-visit-js and page-load share one build, one server and one sign-in; the simulator
// throughput bench runs as a child process, as it would on its own; the hostile-load bench
// last, on a server of its own.
import { spawnSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { firstViewFigures, oxideConsoleDist, runFirstView } from './first-view.ts'
import { runFirstVisitJs } from './first-visit-js.ts'
import { runHostileLoad } from './hostile-load.ts'
import { runInstanceList } from './instance-list.ts'
import { runInstancePageLoad } from './instance-page-load.ts'
import { browserDescription, log, ROOT, withSession, writeResult, type Figure } from './lib.ts'
import { runSerialEcho } from './serial-echo.ts'
import { runUpload } from './upload.ts'
import { runPageLoad } from './page-load.ts'
import { runSsrThroughput, ssrThroughputFigures } from './ssr-throughput.ts'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

interface Throughput {
  requests: number
  errors: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  seconds: number
  connections: number
  serverCpuUsPerRequest?: { user: number; system: number } | null
}

/** The throughput bench's targets (bench/README.md). */
const TARGET_RPS = 3000
const TARGET_P99_MS = 20

/** bench/sim-throughput.ts as a child process; its last line is a JSON summary. */
function runSimThroughput(): Figure[] {
  const seconds = arg('--seconds') ?? '10'
  log(`sim-throughput: ${seconds} s`)
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/sim-throughput.ts', '--seconds', seconds],
    { cwd: ROOT, encoding: 'utf8', timeout: (Number(seconds) + 120) * 1000 },
  )
  process.stdout.write(`\n${r.stdout}`)
  const line = r.stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'))
  if (r.status !== 0 || !line) {
    process.stderr.write(r.stderr)
    return [
      {
        bench: 'sim-throughput',
        figure: 'GET /v1/projects throughput',
        value: `failed (exit ${r.status})`,
      },
    ]
  }
  const t = JSON.parse(line) as Throughput
  const how = `${t.connections} connections, ${t.seconds} s`
  const cpu = t.serverCpuUsPerRequest
  return [
    {
      bench: 'sim-throughput',
      figure: `GET /v1/projects as admin, requests/s (${how}; ${t.errors} errors)`,
      value:
        `${t.requestsPerSecond}` +
        (cpu ? ` (server CPU ${cpu.user} µs user + ${cpu.system} µs system per request)` : ''),
      target: `≥ ${TARGET_RPS}`,
      ok: t.requestsPerSecond >= TARGET_RPS,
    },
    {
      bench: 'sim-throughput',
      figure: `GET /v1/projects latency p50 / p99 / max (${how})`,
      value: `${t.p50Ms} / **${t.p99Ms}** / ${t.maxMs} ms`,
      target: `p99 < ${TARGET_P99_MS} ms`,
      ok: t.p99Ms < TARGET_P99_MS,
    },
  ]
}

const escape = (s: string) => s.replace(/\|/g, '\\|')

export function markdownTable(figures: Figure[]) {
  const verdict = (f: Figure) => (f.ok === undefined ? '' : f.ok ? 'met' : '**missed**')
  return [
    '| Bench | Figure | Measured | Target | |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map(
      (f) =>
        `| ${f.bench} | ${escape(f.figure)} | ${escape(f.value)} | ${escape(f.target ?? '')} | ${verdict(f)} |`,
    ),
  ].join('\n')
}

function describeMachine() {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' })
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'app', 'sim', 'server'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  const commit = `${git.stdout.trim()}${dirty.stdout.trim() ? ' + uncommitted changes' : ''}`
  const mem = `${Math.round(totalmem() / 2 ** 30)} GiB`
  // other work on the machine skews every timing: the load average says how much there was
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}; ${cpus().length} cores, ${mem}, load average ${load} (1/5/15 min) at the end; Node ${process.version}; ${browserDescription()}`
}

async function main() {
  const started = performance.now()
  const figures: Figure[] = []
  await withSession(async (session) => {
    figures.push(...(await runFirstVisitJs(session)))
    figures.push(
      ...(await runPageLoad(session, {
        runs: Number(arg('--runs') ?? 7),
        navRuns: Number(arg('--nav-runs') ?? 7),
      })),
    )
    figures.push(...(await runInstancePageLoad(session, { runs: Number(arg('--runs') ?? 7) })))
    figures.push(...(await runSerialEcho(session, { keys: Number(arg('--keys') ?? 300) })))
    // adds an image to demo-project per size
    figures.push(...(await runUpload(session, { mib: [64, 256] })))
    // last: it adds two projects and 1,010 instances to the server's data
    figures.push(...(await runInstanceList(session, { runs: Number(arg('--runs') ?? 7) })))
  })
  figures.push(...runSimThroughput())
  // against the bare page, and the Oxide console when its build is named
  const firstView = { runs: Number(arg('--first-view-runs') ?? 9), clientOnly: false }
  const viewResult = await runFirstView({
    ...firstView,
    oxideDist: oxideConsoleDist(arg('--oxide-console-dist')),
    verbose: false,
  })
  figures.push(...firstViewFigures(viewResult, firstView))
  const ssr = { seconds: Number(arg('--seconds') ?? 10), pageConnections: 4, pageRate: 10 }
  figures.push(...ssrThroughputFigures(await runSsrThroughput({ ...ssr, clientOnly: false }), ssr))
  figures.push(...(await runHostileLoad({ seconds: Number(arg('--hostile-seconds') ?? 30) })))

  const table = markdownTable(figures)
  const text = `${describeMachine()}\n\n${table}\n`
  const file = writeResult('latest.md', text)
  console.log(`\n${text}`)
  log(`written to ${file} in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

await main()
