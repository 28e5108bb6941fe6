// The instances list of a project holding 1,000 instances against one holding 10.
//
// Both projects are made through the API before anything is timed (stopped instances with
// no network interface, so they need nothing else and count against no quota). The list
// fetches one page at a time (spec section 7), so the size of the project should not show.
//
// - First page: cold loads of /projects/{project}/instances to the first table row, each in
//   a fresh context (empty cache) of one running browser, alternating the two projects.
// - Page to page: in the 1,000-instance project, a click on Next until the first row of the
//   next page is on screen (its name is known: instances are named in list order), for the
//   first pages and for pages deep in the list (keyset pagination: a late page should cost
//   what an early one does). The 10-instance project fits on one page, so it has no Next.
//
//   npx tsx bench/instance-list.ts [--runs 7] [--pages 5]
import { request, type Browser, type Page } from '@playwright/test'
import {
  fmtStats,
  INSTRUMENT,
  isMain,
  launchChromium,
  log,
  ms,
  summarize,
  type Figure,
  type Session,
  type Stats,
  triple,
} from './lib.ts'
import { coldLoad } from './page-load.ts'

/** Within 10%: only one page is ever fetched, whatever the project holds. */
export const TARGET_RATIO = 1.1

const PAGE_SIZE = 25
const BIG = { name: 'bench-1000-instances', count: 1000 }
const SMALL = { name: 'bench-10-instances', count: 10 }

/** Zero-padded, so the name order (the list's order) is the creation order. */
const instanceName = (i: number, count: number) =>
  `inst-${String(i).padStart(String(count).length, '0')}`

/** Makes the project and its stopped instances through the API, signed in as the session. */
async function createProject(session: Session, project: { name: string; count: number }) {
  const api = await request.newContext({
    baseURL: session.server.url,
    storageState: session.state,
  })
  try {
    const post = async (path: string, data: object) => {
      const res = await api.post(path, { data })
      if (res.status() !== 201) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`)
    }
    await post('/v1/projects', { name: project.name, description: 'benchmark' })
    const started = performance.now()
    let next = 1
    // a few requests in flight at once: the server handles one at a time anyway
    const worker = async () => {
      while (next <= project.count) {
        const name = instanceName(next++, project.count)
        await post(`/v1/instances?project=${project.name}`, {
          name,
          description: '',
          hostname: name,
          ncpus: 1,
          memory: 1024 ** 3,
          start: false,
          network_interfaces: { type: 'none' },
        })
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    log(`${project.name}: ${project.count} instances created in ${ms(performance.now() - started)}`)
  } finally {
    await api.dispose()
  }
}

const firstNameCell = 'table[aria-label="Instances"] tbody tr:first-child td:first-child'

/**
 * From the list's first page, clicks Next `skip` times without timing, then `pages` times
 * timing each click until the next page's first row (by name) is on screen.
 */
async function pageToPage(
  browser: Browser,
  session: Session,
  skip: number,
  pages: number,
): Promise<number[]> {
  const context = await browser.newContext({
    baseURL: session.server.url,
    storageState: session.state,
  })
  try {
    await context.addInitScript(INSTRUMENT)
    const page = await context.newPage()
    await page.goto(`/projects/${BIG.name}/instances`)
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', {
      name: 'Next',
    })
    const times: number[] = []
    for (let p = 1; p <= skip + pages; p++) {
      await waitForFirstName(page, instanceName(1 + (p - 1) * PAGE_SIZE, BIG.count))
      const expected = instanceName(1 + p * PAGE_SIZE, BIG.count)
      await next.click()
      const { seenMs, clickMs } = await waitForFirstName(page, expected)
      if (p > skip) times.push(seenMs - clickMs)
    }
    return times
  } finally {
    await context.close()
  }
}

/** Polls every frame until the table's first row shows `name`; the page's clock then. */
async function waitForFirstName(page: Page, name: string) {
  const handle = await page.waitForFunction(
    ([selector, expected]) => {
      const cell = document.querySelector(selector)
      if (cell?.textContent !== expected || cell.getBoundingClientRect().height === 0) return false
      const b = (window as unknown as { __bench: { clickAt: number | null } }).__bench
      return { seenMs: performance.now(), clickMs: b.clickAt ?? NaN }
    },
    [firstNameCell, name] as const,
    { polling: 'raf', timeout: 30_000 },
  )
  return (await handle.jsonValue()) as { seenMs: number; clickMs: number }
}

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(name)
  return i < 0 ? fallback : Math.max(1, Number(process.argv[i + 1]) || fallback)
}

export async function runInstanceList(
  session: Session,
  opts: { runs?: number; pages?: number } = {},
): Promise<Figure[]> {
  const runs = Math.max(5, opts.runs ?? arg('--runs', 7))
  const pages = Math.max(3, opts.pages ?? arg('--pages', 5))
  await createProject(session, SMALL)
  await createProject(session, BIG)

  // deep: a few pages before the end of the 40
  const deepStart = Math.floor(BIG.count / PAGE_SIZE) - pages - 4
  const browser = await launchChromium()
  const cold = new Map<string, Stats>()
  let shallow: Stats
  let deep: Stats
  try {
    // alternate the projects, so a change in the machine's load hits both alike
    const seen: Record<string, number[]> = { [SMALL.name]: [], [BIG.name]: [] }
    const load = (name: string) =>
      coldLoad(session.server.url, session.state, `/projects/${name}/instances`, browser)
    // one load each first, discarded: the server compresses each file on its first request
    for (const p of [SMALL, BIG]) await load(p.name)
    for (let i = 0; i < runs; i++) {
      for (const p of [SMALL, BIG]) {
        const r = await load(p.name)
        if (r.kind !== 'row') throw new Error(`${p.name}: ${r.message}`)
        seen[p.name].push(r.seenMs)
        log(`cold ${p.name} ${i + 1}/${runs}: ${ms(r.seenMs)}`)
      }
    }
    for (const p of [SMALL, BIG]) cold.set(p.name, summarize(seen[p.name]))

    const early: number[] = []
    const late: number[] = []
    for (let i = 0; i < Math.ceil(runs / 2); i++) {
      early.push(...(await pageToPage(browser, session, 0, pages)))
      late.push(...(await pageToPage(browser, session, deepStart, pages)))
      log(`page to page ${i + 1}: early ${ms(early.at(-1)!)}, late ${ms(late.at(-1)!)}`)
    }
    shallow = summarize(early)
    deep = summarize(late)
    console.log(`\nPage to page in ${BIG.name} (click on Next to the next page's first row)`)
    console.log(`  pages 1 -> ${pages + 1}:  ${fmtStats(shallow)}`)
    console.log(`  pages ${deepStart + 1} -> ${deepStart + pages + 1}: ${fmtStats(deep)}`)
  } finally {
    await browser.close()
  }

  const small = cold.get(SMALL.name)!
  const big = cold.get(BIG.name)!
  const coldRatio = big.median / small.median
  const pageRatio = deep.median / shallow.median
  console.log(`\nFirst page, cold load in a fresh context of a running browser, to the first row`)
  console.log(`  ${SMALL.count} instances:    ${fmtStats(small)}`)
  console.log(`  ${BIG.count} instances: ${fmtStats(big)}`)
  console.log(`  ratio of the medians: ${coldRatio.toFixed(2)} (target ≤ ${TARGET_RATIO})`)
  console.log(`  ratio deep / early pages: ${pageRatio.toFixed(2)} (target ≤ ${TARGET_RATIO})`)

  return [
    {
      bench: 'instance-list',
      figure: `First page of a project's instances, cold load in a running browser, ${SMALL.count} instances (n=${small.n}; min / median / max)`,
      value: triple(small),
    },
    {
      bench: 'instance-list',
      figure: `The same with ${BIG.count} instances (n=${big.n}); ratio of the medians`,
      value: `${triple(big)}; ratio **${coldRatio.toFixed(2)}**`,
      target: `ratio ≤ ${TARGET_RATIO}`,
      ok: coldRatio <= TARGET_RATIO,
    },
    {
      bench: 'instance-list',
      figure: `Page to page (Next to the next page's first row) in ${BIG.count} instances, pages 1-${pages + 1} (n=${shallow.n})`,
      value: triple(shallow),
    },
    {
      bench: 'instance-list',
      figure: `The same deep in the list, pages ${deepStart + 1}-${deepStart + pages + 1} (n=${deep.n}); ratio to the first pages`,
      value: `${triple(deep)}; ratio **${pageRatio.toFixed(2)}**`,
      target: `ratio ≤ ${TARGET_RATIO}`,
      ok: pageRatio <= TARGET_RATIO,
    },
  ]
}

if (isMain(import.meta.url)) {
  const { withSession } = await import('./lib.ts')
  const figures = await withSession((s) => runInstanceList(s))
  for (const f of figures) console.log(`${f.figure}: ${f.value}`)
}
