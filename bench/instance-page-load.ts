// Cold load of an instance page (its storage tab, where /instances/{instance} leads) until
// its content is on screen: the heading naming the instance and the first row of the
// tab's table. Each run is a fresh browser process with the signed-in state injected, as
// page-load's cold load; one load right after the server starts is discarded.
//
//   npx tsx bench/instance-page-load.ts [--runs 7]
import type { Page } from '@playwright/test'
import {
  chromiumCpuMs,
  fmtStats,
  INSTRUMENT,
  isMain,
  launchChromium,
  log,
  ms,
  summarize,
  type Figure,
  type Session,
} from './lib.ts'
import { TARGET_COLD_MEDIAN_MS } from './page-load.ts'

const INSTANCE = 'db1'
export const INSTANCE_PAGE_PATH = `/projects/demo-project/instances/${INSTANCE}/storage`

type Reached = { seenMs: number; heading: boolean; row: boolean }

/**
 * Polls every frame until the page's h1 reads the instance's name and a table row is laid
 * out; on timeout, says which of the two was missing.
 */
async function waitForContent(page: Page): Promise<Reached> {
  type Probed = Window & { __lastProbe?: Reached }
  try {
    const handle = await page.waitForFunction(
      (name) => {
        const tr = document.querySelector('main table tbody tr')
        const r = {
          seenMs: performance.now(),
          heading: Array.from(document.querySelectorAll('main h1')).some(
            (h) => h.textContent?.trim() === name,
          ),
          row: !!tr && tr.getBoundingClientRect().height > 0,
        }
        // kept for the report when the content never shows
        ;(window as Probed).__lastProbe = r
        return r.heading && r.row ? r : false
      },
      INSTANCE,
      { polling: 'raf', timeout: 15_000 },
    )
    return (await handle.jsonValue()) as Reached
  } catch {
    const last = await page.evaluate(() => (window as Probed).__lastProbe)
    return last ?? { seenMs: NaN, heading: false, row: false }
  }
}

async function coldLoadInstance(session: Session) {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      baseURL: session.server.url,
      storageState: session.state,
    })
    await context.addInitScript(INSTRUMENT)
    const page = await context.newPage()
    const cpuBefore = chromiumCpuMs(browser)
    await page.goto(INSTANCE_PAGE_PATH, { waitUntil: 'commit' })
    const reached = await waitForContent(page)
    return { ...reached, cpuMs: chromiumCpuMs(browser) - cpuBefore }
  } finally {
    await browser.close()
  }
}

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(name)
  return i < 0 ? fallback : Math.max(1, Number(process.argv[i + 1]) || fallback)
}

export async function runInstancePageLoad(
  session: Session,
  opts: { runs?: number } = {},
): Promise<Figure[]> {
  const runs = Math.max(5, opts.runs ?? arg('--runs', 7))
  const figure = `Cold load ${INSTANCE_PAGE_PATH} to the instance's name heading and first table row, fresh browser`
  const warmup = await coldLoadInstance(session)
  if (!warmup.heading || !warmup.row) {
    const missing = [!warmup.heading && `h1 reading ${INSTANCE}`, !warmup.row && 'table row']
    const why = `the page shows no ${missing.filter(Boolean).join(' and no ')} within 15 s`
    console.log(`\nCold load of ${INSTANCE_PAGE_PATH}: not measurable: ${why}`)
    return [{ bench: 'instance-page', figure, value: `n/a (${why})` }]
  }
  const seen: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const r = await coldLoadInstance(session)
    log(`cold ${INSTANCE_PAGE_PATH} ${i + 1}/${runs}: ${ms(r.seenMs)}`)
    if (!r.heading || !r.row) throw new Error(`${INSTANCE_PAGE_PATH}: content did not show`)
    seen.push(r.seenMs)
    cpu.push(r.cpuMs)
  }
  const s = summarize(seen)
  const c = summarize(cpu)
  console.log(`\nCold load of ${INSTANCE_PAGE_PATH} to its content, fresh browser each run`)
  console.log(`  content on screen: ${fmtStats(s)}`)
  console.log(`  browser CPU time:  ${fmtStats(c)}`)
  console.log(`  target: median ≤ ${TARGET_COLD_MEDIAN_MS} ms`)
  return [
    {
      bench: 'instance-page',
      figure: `${figure} (n=${s.n}; min / median / max)`,
      value: `${s.min.toFixed(0)} / **${s.median.toFixed(0)}** / ${s.max.toFixed(0)} ms (browser CPU median ${c.median.toFixed(0)} ms)`,
      target: `median ≤ ${TARGET_COLD_MEDIAN_MS} ms`,
      ok: s.median <= TARGET_COLD_MEDIAN_MS,
    },
  ]
}

if (isMain(import.meta.url)) {
  const { withSession } = await import('./lib.ts')
  const figures = await withSession((s) => runInstancePageLoad(s))
  for (const f of figures) console.log(`${f.figure}: ${f.value}`)
}
