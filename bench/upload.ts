// Image upload from the console page through the server-mode simulator: how fast the bulk
// writes go, whether the page's main thread stays free meanwhile, and whether the browser's
// memory stays flat as the file grows. Each size is one upload in a fresh browser, of a
// file of random bytes (so no chunk is skipped as all-zero and none compresses).
//
//   npx tsx bench/upload.ts [--mib 64,256]
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { launchBareChromium, setInputFiles } from './bare-chromium.ts'
import {
  chromiumCpuMsByKind,
  chromiumMemoryBytes,
  isMain,
  log,
  sleep,
  type Figure,
  type Session,
} from './lib.ts'

export const TARGET_MIB_PER_S = 50
const TARGET_LONG_TASK_MS = 50
const MiB = 2 ** 20
const PAGE = '/projects/demo-project/images-new'
/** How often the browser's memory is read during an upload. */
const MEMORY_SAMPLE_MS = 200

function sizesArg(): number[] {
  const i = process.argv.indexOf('--mib')
  const list = i < 0 ? '64,256' : process.argv[i + 1]
  return list.split(',').map((s) => Math.max(1, Number(s) || 64))
}

/** A file of `mib` MiB of random bytes, written a few MiB at a time. */
function randomFile(dir: string, mib: number) {
  const file = path.join(dir, `image-${mib}.raw`)
  const fd = openSync(file, 'w')
  try {
    for (let written = 0; written < mib; written += 8) {
      writeSync(fd, randomBytes(Math.min(8, mib - written) * MiB))
    }
  } finally {
    closeSync(fd)
  }
  return file
}

type Probe = {
  longTasks: { start: number; duration: number }[]
  maxFrameGap: number
  armed: boolean
  uploadingAt: number | null
  fullAt: number | null
}

/**
 * In the page: long tasks of the main thread (PerformanceObserver) and the longest gap
 * between two animation frames, both while armed (during the upload); when the form says
 * "Uploading" (the first bulk write goes out then) and when its progress bar reaches 100.
 */
const PROBE = `(() => {
  const p = (window.__upload = { longTasks: [], maxFrameGap: 0, armed: false, uploadingAt: null, fullAt: null })
  try {
    new PerformanceObserver((list) => {
      if (!p.armed) return
      for (const e of list.getEntries()) p.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask' })
  } catch {}
  let last = null
  const frame = (t) => {
    if (p.armed && last !== null) p.maxFrameGap = Math.max(p.maxFrameGap, t - last)
    last = t
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  new MutationObserver(() => {
    const bar = document.querySelector('[role=progressbar]')
    if (!bar) return
    if (p.uploadingAt === null && bar.parentElement?.parentElement?.textContent?.includes('Uploading')) p.uploadingAt = performance.now()
    if (p.fullAt === null && bar.getAttribute('aria-valuenow') === '100') p.fullAt = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
})()`

type Run = {
  mib: number
  /** Bytes of the file over the time from "Uploading" to the progress bar at 100%. */
  mibPerSecond: number
  /** Click on "Upload image" to the "Image uploaded" toast. */
  totalMs: number
  longTasks: number
  longestTaskMs: number
  maxFrameGapMs: number
  /** CPU time per MiB of the file, click to toast: all of Chromium's processes, the server. */
  cpuMsPerMiB: { browser: number; server: number; byKind: string }
  memoryBeforeMiB: number
  memoryPeakMiB: number
  /** How each kind of process grew from before the upload to the peak. */
  growthByKind: string
}

const sum = (byKind: Map<string, number>) => [...byKind.values()].reduce((a, b) => a + b, 0)

/** How each kind of process changed from `before` to `after`, over `per`, as text. */
const byKindChange = (
  before: Map<string, number>,
  after: Map<string, number>,
  per: number,
  sign: '' | '+',
) =>
  [...after]
    .map(([kind, value]) => `${kind} ${sign}${f1((value - (before.get(kind) ?? 0)) / per)}`)
    .join(', ')

/** The text field whose label reads `label`, as an expression in the page. */
const field = (label: string) =>
  `document.getElementById([...document.querySelectorAll('label')].find((l) => l.textContent.trim() === ${JSON.stringify(label)}).htmlFor)`

/** Playwright's cookies as the DevTools protocol takes them. */
const cdpCookies = (session: Session) =>
  session.state.cookies.map(({ expires, ...c }) => (expires > 0 ? { ...c, expires } : c))

async function uploadOnce(session: Session, file: string, mib: number): Promise<Run> {
  const browser = await launchBareChromium()
  try {
    await browser.setCookies(cdpCookies(session))
    const page = await browser.newPage(session.server.url + PAGE, PROBE)
    await page.waitFor(`!!document.querySelector('input[type=file]')`)
    const name = `bench-upload-${mib}-${Date.now().toString(36)}`
    for (const [label, text] of [
      ['Name', name],
      ['OS', 'bench'],
      ['Version', '1'],
    ]) {
      await page.evaluate(`${field(label)}.focus(), true`)
      await page.send('Input.insertText', { text })
    }
    await setInputFiles(page, 'input[type=file]', [file])
    // the form names the file it took
    await page.waitFor(
      `document.querySelector('[role=dialog]').textContent.includes('${path.basename(file)}')`,
    )
    // let the page settle, then take the memory it needs before any byte is sent
    await sleep(1000)
    const before = chromiumMemoryBytes(browser.marker)
    const memoryBefore = sum(before)
    let memoryPeak = memoryBefore
    let peakByKind = before
    const sampler = setInterval(() => {
      const now = chromiumMemoryBytes(browser.marker)
      if (sum(now) <= memoryPeak) return
      memoryPeak = sum(now)
      peakByKind = now
    }, MEMORY_SAMPLE_MS)

    const cpuBefore = {
      browser: chromiumCpuMsByKind(browser.marker),
      server: session.server.cpuMs(),
    }
    const clicked = performance.now()
    await page.evaluate(`(() => {
      window.__upload.armed = true
      ;[...document.querySelectorAll('button[type=submit]')].find((b) => b.textContent.trim() === 'Upload image').click()
    })()`)
    await page.waitFor(`document.body.innerText.includes('Image uploaded')`, {
      timeoutMs: Math.max(60_000, mib * 2000),
      everyMs: 250,
    })
    const totalMs = performance.now() - clicked
    clearInterval(sampler)
    const cpuAfter = chromiumCpuMsByKind(browser.marker)
    const cpuMs = {
      browser: sum(cpuAfter) - sum(cpuBefore.browser),
      server: session.server.cpuMs() - cpuBefore.server,
      byKind: byKindChange(cpuBefore.browser, cpuAfter, mib, ''),
    }
    const probe = await page.evaluate<Probe>(`(() => {
      window.__upload.armed = false
      return window.__upload
    })()`)
    if (probe.uploadingAt === null || probe.fullAt === null) {
      throw new Error('the upload finished without showing its progress')
    }
    return {
      mib,
      mibPerSecond: mib / ((probe.fullAt - probe.uploadingAt) / 1000),
      totalMs,
      longTasks: probe.longTasks.length,
      longestTaskMs: Math.max(0, ...probe.longTasks.map((t) => t.duration)),
      maxFrameGapMs: probe.maxFrameGap,
      cpuMsPerMiB: {
        browser: cpuMs.browser / mib,
        server: cpuMs.server / mib,
        byKind: cpuMs.byKind,
      },
      memoryBeforeMiB: memoryBefore / MiB,
      memoryPeakMiB: memoryPeak / MiB,
      growthByKind: byKindChange(before, peakByKind, MiB, '+'),
    }
  } finally {
    await browser.close()
  }
}

const f1 = (n: number) => n.toFixed(1)

export async function runUpload(
  session: Session,
  opts: { mib?: number[] } = {},
): Promise<Figure[]> {
  const sizes = opts.mib ?? sizesArg()
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'))
  const runs: Run[] = []
  try {
    for (const mib of sizes) {
      log(`upload: ${mib} MiB of random bytes`)
      const file = randomFile(dir, mib)
      runs.push(await uploadOnce(session, file, mib))
      rmSync(file)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  console.log('\nImage upload through the server-mode simulator (loopback)')
  const figures: Figure[] = []
  for (const r of runs) {
    const growth = r.memoryPeakMiB - r.memoryBeforeMiB
    console.log(
      `  ${r.mib} MiB: ${f1(r.mibPerSecond)} MiB/s, ` +
        `${f1(r.totalMs / 1000)} s click to toast; ${r.longTasks} long tasks ` +
        `(longest ${f1(r.longestTaskMs)} ms), longest frame gap ${f1(r.maxFrameGapMs)} ms; ` +
        `CPU per MiB: browser ${f1(r.cpuMsPerMiB.browser)} ms (${r.cpuMsPerMiB.byKind}), server ${f1(r.cpuMsPerMiB.server)} ms; ` +
        `browser memory ${f1(r.memoryBeforeMiB)} → peak ${f1(r.memoryPeakMiB)} MiB (+${f1(growth)}: ${r.growthByKind})`,
    )
    figures.push(
      {
        bench: 'upload',
        figure: `Upload of a ${r.mib} MiB file, throughput (click to "Image uploaded" ${f1(r.totalMs / 1000)} s)`,
        value: `**${f1(r.mibPerSecond)} MiB/s**`,
        target: r.mib >= 256 ? `≥ ${TARGET_MIB_PER_S} MiB/s` : undefined,
        ok: r.mib >= 256 ? r.mibPerSecond >= TARGET_MIB_PER_S : undefined,
      },
      {
        bench: 'upload',
        figure: `Upload of a ${r.mib} MiB file, main-thread long tasks (longest gap between frames ${f1(r.maxFrameGapMs)} ms)`,
        value: r.longTasks === 0 ? 'none' : `${r.longTasks}, longest ${f1(r.longestTaskMs)} ms`,
        target: `none over ${TARGET_LONG_TASK_MS} ms`,
        ok: r.longTasks === 0,
      },
      {
        bench: 'upload',
        figure: `Upload of a ${r.mib} MiB file, browser memory (all processes, PSS) before → peak`,
        value: `${f1(r.memoryBeforeMiB)} → ${f1(r.memoryPeakMiB)} MiB (+${f1(growth)})`,
      },
    )
  }
  if (runs.length >= 2) {
    const small = runs[0]
    const large = runs[runs.length - 1]
    const growth = (r: Run) => r.memoryPeakMiB - r.memoryBeforeMiB
    // flat: a file several times larger may not need more than a few MiB of extra memory
    const flat = growth(large) <= growth(small) + 32
    figures.push({
      bench: 'upload',
      figure: `Browser memory growth, ${large.mib} MiB file against ${small.mib} MiB`,
      value: `+${f1(growth(large))} MiB against +${f1(growth(small))} MiB`,
      target: 'flat (not growing with the file)',
      ok: flat,
    })
  }
  return figures
}

if (isMain(import.meta.url)) {
  const { withSession } = await import('./lib.ts')
  const figures = await withSession((s) => runUpload(s))
  for (const f of figures) console.log(`${f.figure}: ${f.value}`)
}
