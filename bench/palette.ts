// The command palette on a silo of 1,000 instances across 50 projects.
//
// The silo is made through the API before anything is timed: 50 projects (each with the
// default VPC and subnet the API makes) of 20 stopped instances without network
// interfaces, so they count against no quota and need nothing else. One instance, named
// `needle-in-the-last`, is in the last project only.
//
// - Open to first result: on a project's instance list, Ctrl+K until the first option is
//   on screen; cold (a fresh browser context: the palette's code is fetched on the press)
//   and warm (the second press in the same page).
// - Find across 1,000 instances: in a fresh context (nothing of the other projects in the
//   query cache), "/" and the needle's name typed; from the last key to the result on
//   screen, with the longest main-thread task meanwhile (the page must not freeze). Then
//   the same search again in the same page, when every list is in the query cache.
//
//   npx tsx bench/palette.ts [--runs 5]
import { request, type Browser, type Page } from '@playwright/test'
import {
  fmtStats,
  isMain,
  launchChromium,
  log,
  ms,
  summarize,
  withSession,
  type Figure,
  type Session,
} from './lib.ts'

const PROJECTS = 50
const PER_PROJECT = 20
const NEEDLE = 'needle-in-the-last'
const projectName = (p: number) => `bench-find-${String(p).padStart(2, '0')}`

/** Makes the projects and their instances through the API, a few requests at a time */
async function seed(session: Session) {
  const api = await request.newContext({ baseURL: session.server.url, storageState: session.state })
  try {
    const post = async (path: string, data: object) => {
      const res = await api.post(path, { data })
      if (res.status() !== 201) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`)
    }
    const started = performance.now()
    const jobs: (() => Promise<void>)[] = []
    for (let p = 0; p < PROJECTS; p++) {
      const project = projectName(p)
      const instances = Array.from({ length: PER_PROJECT }, (_, i) =>
        p === PROJECTS - 1 && i === PER_PROJECT - 1
          ? NEEDLE
          : `vm-${String(p).padStart(2, '0')}-${String(i).padStart(2, '0')}`,
      )
      jobs.push(async () => {
        await post('/v1/projects', { name: project, description: 'palette benchmark' })
        for (const name of instances) {
          await post(`/v1/instances?project=${project}`, {
            name,
            description: '',
            hostname: name,
            ncpus: 1,
            memory: 1024 ** 3,
            start: false,
            network_interfaces: { type: 'none' },
          })
        }
      })
    }
    let next = 0
    const worker = async () => {
      while (next < jobs.length) await jobs[next++]()
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    const took = performance.now() - started
    log(`${PROJECTS} projects, ${PROJECTS * PER_PROJECT} instances created in ${ms(took)}`)
    return took
  } finally {
    await api.dispose()
  }
}

// the page's clock at each keydown (capture phase, before React) and its long tasks
const KEYS = `(() => {
  const b = (window.__palette = { keyAt: [], longTasks: [] })
  addEventListener('keydown', () => b.keyAt.push(performance.now()), true)
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
})()`

type Probe = { keyAt: number[]; longTasks: { start: number; duration: number }[] }

/** Polls every frame until an option whose text matches `pattern` is on screen */
async function optionSeen(page: Page, pattern: string) {
  const handle = await page.waitForFunction(
    (source) => {
      const re = new RegExp(source)
      for (const o of document.querySelectorAll('[role=option]')) {
        if (re.test(o.textContent ?? '') && o.getBoundingClientRect().height > 0) {
          return performance.now()
        }
      }
      return false
    },
    pattern,
    { polling: 'raf', timeout: 60_000 },
  )
  return (await handle.jsonValue()) as number
}

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __palette: Probe }).__palette)

async function freshPage(browser: Browser, session: Session) {
  const context = await browser.newContext({
    baseURL: session.server.url,
    storageState: session.state,
  })
  await context.addInitScript(KEYS)
  const page = await context.newPage()
  await page.goto(`/projects/${projectName(0)}/instances`)
  await page.waitForSelector('table tbody tr')
  await page.waitForLoadState('networkidle')
  return { context, page }
}

async function openTimes(browser: Browser, session: Session) {
  const { context, page } = await freshPage(browser, session)
  try {
    const times: number[] = []
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Control+k')
      const seen = await optionSeen(page, '.')
      times.push(seen - (await probe(page)).keyAt.at(-1)!)
      await page.keyboard.press('Escape')
      await page.waitForSelector('[role=dialog]', { state: 'detached' })
    }
    return { cold: times[0], warm: times[1] }
  } finally {
    await context.close()
  }
}

async function findTimes(browser: Browser, session: Session) {
  const { context, page } = await freshPage(browser, session)
  try {
    // the palette's code first, so the figure is the search alone
    await page.keyboard.press('Control+k')
    await optionSeen(page, '.')
    await page.keyboard.press('Escape')
    await page.waitForSelector('[role=dialog]', { state: 'detached' })

    const search = async () => {
      await page.keyboard.press('/')
      await page.waitForSelector('[role=combobox]')
      await page.keyboard.type(NEEDLE)
      const seen = await optionSeen(page, `Instance${NEEDLE}project ${projectName(PROJECTS - 1)}`)
      const p = await probe(page)
      const lastKey = p.keyAt.at(-1)!
      const firstKey = p.keyAt.at(-NEEDLE.length)!
      const longest = Math.max(
        0,
        ...p.longTasks.filter((t) => t.start + t.duration >= firstKey).map((t) => t.duration),
      )
      await page.keyboard.press('Escape')
      await page.waitForSelector('[role=dialog]', { state: 'detached' })
      return { fromLastKey: seen - lastKey, fromFirstKey: seen - firstKey, longest }
    }
    const cold = await search()
    const warm = await search()
    return { cold, warm }
  } finally {
    await context.close()
  }
}

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(name)
  return i < 0 ? fallback : Math.max(1, Number(process.argv[i + 1]) || fallback)
}

export async function runPalette(
  session: Session,
  opts: { runs?: number } = {},
): Promise<Figure[]> {
  const runs = Math.max(3, opts.runs ?? arg('--runs', 5))
  const seedMs = await seed(session)
  const browser = await launchChromium()
  const open = { cold: [] as number[], warm: [] as number[] }
  const find = {
    cold: [] as number[],
    coldFromFirst: [] as number[],
    warm: [] as number[],
    longest: [] as number[],
  }
  try {
    for (let r = 0; r < runs; r++) {
      const o = await openTimes(browser, session)
      open.cold.push(o.cold)
      open.warm.push(o.warm)
      const f = await findTimes(browser, session)
      find.cold.push(f.cold.fromLastKey)
      find.coldFromFirst.push(f.cold.fromFirstKey)
      find.warm.push(f.warm.fromLastKey)
      find.longest.push(Math.max(f.cold.longest, f.warm.longest))
      log(
        `run ${r + 1}: open ${ms(o.cold)} cold, ${ms(o.warm)} warm; find ${ms(f.cold.fromLastKey)} ` +
          `(cache empty), ${ms(f.warm.fromLastKey)} (cached); longest task ${ms(Math.max(f.cold.longest, f.warm.longest))}`,
      )
    }
  } finally {
    await browser.close()
  }
  const s = {
    openCold: summarize(open.cold),
    openWarm: summarize(open.warm),
    findCold: summarize(find.cold),
    findColdFirst: summarize(find.coldFromFirst),
    findWarm: summarize(find.warm),
    longest: summarize(find.longest),
  }
  console.log(`\nCommand palette, ${PROJECTS * PER_PROJECT} instances in ${PROJECTS} projects`)
  console.log(`  seeding through the API: ${ms(seedMs)}`)
  console.log(`  open to first option, first press (code fetched): ${fmtStats(s.openCold)}`)
  console.log(`  open to first option, again:                      ${fmtStats(s.openWarm)}`)
  console.log(`  find in the last project, cache empty, last key:  ${fmtStats(s.findCold)}`)
  console.log(`  … from the first key:                             ${fmtStats(s.findColdFirst)}`)
  console.log(`  find again, every list cached, last key:          ${fmtStats(s.findWarm)}`)
  console.log(`  longest main-thread task while finding:           ${fmtStats(s.longest)}`)
  return [
    {
      bench: 'palette',
      figure: 'Palette open (Ctrl+K) to first option, first press, median',
      value: ms(s.openCold.median),
    },
    {
      bench: 'palette',
      figure: 'Palette open (Ctrl+K) to first option, code loaded, median',
      value: ms(s.openWarm.median),
      target: '≤ 100 ms',
      ok: s.openWarm.median <= 100,
    },
    {
      bench: 'palette',
      figure: `Find across ${PROJECTS * PER_PROJECT} instances / ${PROJECTS} projects, last key to result, cache empty, median`,
      value: ms(s.findCold.median),
    },
    {
      bench: 'palette',
      figure: 'Find again with every list cached, last key to result, median',
      value: ms(s.findWarm.median),
      target: '≤ 100 ms',
      ok: s.findWarm.median <= 100,
    },
    {
      bench: 'palette',
      figure: 'Longest main-thread task while finding, median of runs',
      value: ms(s.longest.median),
      target: '< 200 ms',
      ok: s.longest.median < 200,
    },
  ]
}

if (isMain(import.meta.url)) {
  await withSession((session) => runPalette(session))
}
