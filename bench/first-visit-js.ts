// (a) JavaScript a first visit downloads: a fresh browser context holding only the session
// cookie (empty HTTP cache) opens a page and waits for the first table row and network
// idle; every JavaScript response is listed with its transferred size and its size under
// gzip -9 (node:zlib on the decoded body, so the figure does not depend on what the
// server compresses with). Server mode; the mock build's JS total is printed beside it.
//
//   npx tsx bench/first-visit-js.ts
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Response } from '@playwright/test'
import {
  cookiesOnly,
  ensureBuild,
  isMain,
  kB,
  launchChromium,
  ROOT,
  withSession,
  waitForOutcome,
  type Figure,
  type Session,
} from './lib.ts'

/** Target for the JS of a first visit, gzip -9 (1 kB = 1000 bytes, as Vite prints). */
export const TARGET_GZIP_BYTES = 150_000

export const FIRST_VISIT_PATHS = ['/projects', '/projects/demo-project/instances']

export interface JsFile {
  url: string
  /** Decoded body. */
  rawBytes: number
  /** Body as sent plus response headers (what DevTools calls "transferred"). */
  transferredBytes: number
  /** Content-Encoding it came with. */
  encoding: string
  gzipBytes: number
  /** ms after navigation start the response finished */
  finishedMs: number
  /** Loaded after the first row was already on screen. */
  afterFirstRow: boolean
}

export interface FirstVisit {
  path: string
  files: JsFile[]
  rawBytes: number
  transferredBytes: number
  gzipBytes: number
  firstRowMs: number
  /** Set when the page showed an error screen instead of the table. */
  error?: string
}

const isJs = (r: Response) =>
  r.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(r.headers()['content-type'] ?? '')

export async function measureFirstVisit(
  browser: Browser,
  session: Session,
  pagePath: string,
): Promise<FirstVisit> {
  const context = await browser.newContext({
    baseURL: session.server.url,
    storageState: cookiesOnly(session.state),
  })
  try {
    const page = await context.newPage()
    const seen: Response[] = []
    page.on('response', (r) => {
      if (isJs(r)) seen.push(r)
    })
    await page.goto(pagePath)
    // the first row, or an error screen (e.g. an endpoint the simulator lacks): the JS a
    // page needs is loaded either way, but the figure is then marked
    const outcome = await waitForOutcome(page, 'tbody tr')
    const firstRowMs = outcome.seenMs
    await page.waitForLoadState('networkidle')

    const origin = await page.evaluate(() => performance.timeOrigin)
    const files: JsFile[] = []
    for (const r of seen) {
      const body = await r.body()
      const sizes = await r.request().sizes()
      const timing = r.request().timing()
      const finishedMs = timing.startTime - origin + timing.responseEnd
      files.push({
        url: new URL(r.url()).pathname,
        rawBytes: body.length,
        transferredBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: r.headers()['content-encoding'] ?? 'identity',
        gzipBytes: gzipSync(body, { level: 9 }).length,
        finishedMs,
        afterFirstRow: finishedMs > firstRowMs,
      })
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes)
    const sum = (k: 'rawBytes' | 'transferredBytes' | 'gzipBytes') =>
      files.reduce((a, f) => a + f[k], 0)
    return {
      path: pagePath,
      files,
      rawBytes: sum('rawBytes'),
      transferredBytes: sum('transferredBytes'),
      gzipBytes: sum('gzipBytes'),
      firstRowMs,
      error: outcome.kind === 'error' ? outcome.message : undefined,
    }
  } finally {
    await context.close()
  }
}

export interface MockBuildJs {
  files: { name: string; rawBytes: number; gzipBytes: number }[]
  rawBytes: number
  gzipBytes: number
}

/** Every JS file of the mock build (`npm run build:mock`, dist-mock/assets), gzip -9. */
export function mockBuildJs(): MockBuildJs {
  ensureBuild('build:mock')
  const dir = path.join(ROOT, 'dist-mock', 'assets')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((name) => {
      const body = readFileSync(path.join(dir, name))
      return { name, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return {
    files,
    rawBytes: files.reduce((a, f) => a + f.rawBytes, 0),
    gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
  }
}

export function printFirstVisit(v: FirstVisit) {
  const target = v.gzipBytes <= TARGET_GZIP_BYTES ? 'meets' : 'MISSES'
  const reached = v.error ? `ERROR SCREEN instead of the table at` : 'first row at'
  console.log(`\nFirst visit to ${v.path} (${reached} ${v.firstRowMs.toFixed(0)} ms)`)
  if (v.error) console.log(`  NOTE: ${v.error}`)
  console.log(
    `  ${'file'.padEnd(44)} ${'raw'.padStart(9)} ${'transferred'.padStart(16)} ${'gzip -9'.padStart(9)}`,
  )
  for (const f of v.files) {
    const late = f.afterFirstRow ? '  (after first row)' : ''
    console.log(
      `  ${f.url.padEnd(44)} ${kB(f.rawBytes).padStart(9)} ${`${kB(f.transferredBytes)} ${f.encoding}`.padStart(16)} ${kB(f.gzipBytes).padStart(9)}${late}`,
    )
  }
  console.log(
    `  ${`total (${v.files.length} files)`.padEnd(44)} ${kB(v.rawBytes).padStart(9)} ${kB(v.transferredBytes).padStart(16)} ${kB(v.gzipBytes).padStart(9)}`,
  )
  console.log(`  target: at most ${kB(TARGET_GZIP_BYTES)} gzipped -> ${target}`)
}

export function printMockBuild(m: MockBuildJs) {
  console.log(`\nMock build (dist-mock/assets/*.js, all chunks, for information)`)
  for (const f of m.files.slice(0, 8)) {
    console.log(
      `  ${f.name.padEnd(44)} ${kB(f.rawBytes).padStart(9)} ${kB(f.gzipBytes).padStart(9)}`,
    )
  }
  if (m.files.length > 8) console.log(`  … ${m.files.length - 8} smaller files`)
  console.log(
    `  ${`total (${m.files.length} files)`.padEnd(44)} ${kB(m.rawBytes).padStart(9)} ${kB(m.gzipBytes).padStart(9)}`,
  )
}

/** Measures both pages and the mock build; returns the figures for the report. */
export async function runFirstVisitJs(session: Session): Promise<Figure[]> {
  const browser = await launchChromium()
  const visits: FirstVisit[] = []
  try {
    for (const p of FIRST_VISIT_PATHS) visits.push(await measureFirstVisit(browser, session, p))
  } finally {
    await browser.close()
  }
  visits.forEach(printFirstVisit)
  const mock = mockBuildJs()
  printMockBuild(mock)
  return [
    ...visits.map((v) => ({
      bench: 'first-visit-js',
      figure:
        `JS for a first visit to ${v.path}, gzip -9 (${v.files.length} files; ${kB(v.transferredBytes)} transferred)` +
        (v.error
          ? ` — the page showed an error screen, not the table: ${v.error.slice(0, 120)}`
          : ''),
      value: kB(v.gzipBytes),
      target: `≤ ${kB(TARGET_GZIP_BYTES)}`,
      ok: v.gzipBytes <= TARGET_GZIP_BYTES,
    })),
    {
      bench: 'first-visit-js',
      figure: `Mock build, all JS chunks, gzip -9 (${mock.files.length} files; information)`,
      value: kB(mock.gzipBytes),
    },
  ]
}

if (isMain(import.meta.url)) {
  await withSession(runFirstVisitJs)
}
