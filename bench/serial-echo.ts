// Round trip of the serial console on loopback, server mode: from a keypress to its echo.
// Two ways: a raw websocket client (the server, the simulated guest and the socket only),
// and the console page in Chromium (keydown to the echoed character drawn by xterm.js).
// db1 sits at its login prompt, which echoes what is typed; Ctrl+C clears the line now
// and then so it never grows long.
//
//   npx tsx bench/serial-echo.ts [--keys 300]
import { WebSocket } from 'ws'
import { isMain, launchChromium, log, percentile, type Figure, type Session } from './lib.ts'

const PAGE = '/projects/demo-project/instances/db1/serial-console'
const STREAM = '/v1/instances/db1/serial-console/stream?project=demo-project'
export const TARGET_ECHO_MS = 50
/** Keys typed between two line clears */
const LINE_KEYS = 50

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(name)
  return i < 0 ? fallback : Math.max(10, Number(process.argv[i + 1]) || fallback)
}

const sessionCookie = (session: Session) => {
  const c = session.state.cookies.find((cookie) => cookie.name === 'session')
  if (!c) throw new Error('no session cookie in the signed-in state')
  return `session=${c.value}`
}

/** Typed keys one at a time over a bare websocket; ms from send to the echoed byte */
async function rawEcho(session: Session, keys: number): Promise<number[]> {
  const url = session.server.url.replace(/^http/, 'ws') + STREAM
  const ws = new WebSocket(url, { headers: { cookie: sessionCookie(session) } })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const received = (byte: number) =>
    new Promise<void>((resolve) => {
      const onMessage = (data: Buffer) => {
        if (!data.includes(byte)) return
        ws.off('message', onMessage)
        resolve()
      }
      ws.on('message', onMessage)
    })
  const samples: number[] = []
  try {
    for (let i = 0; i < keys; i++) {
      if (i % LINE_KEYS === 0) {
        const cleared = received(0x3a) // the prompt's "login:" after ^C
        ws.send(Buffer.from([0x03]))
        await cleared
      }
      const key = 0x61 + (i % 26)
      const echoed = received(key)
      const t0 = performance.now()
      ws.send(Buffer.from([key]))
      await echoed
      samples.push(performance.now() - t0)
    }
  } finally {
    ws.close()
  }
  return samples
}

type EchoProbe = Window & { __echo?: { t0: number | null; samples: number[] } }

/** Keys pressed in the console page; ms from keydown to xterm.js drawing the echo */
async function browserEcho(session: Session, keys: number): Promise<number[]> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      baseURL: session.server.url,
      storageState: session.state,
    })
    const page = await context.newPage()
    await page.goto(PAGE)
    await page.getByRole('status').getByText('Connected').waitFor()
    await page
      .locator('.xterm-rows')
      .getByText(/login:/)
      .last()
      .waitFor()
    await page.locator('.xterm-helper-textarea').focus()
    await page.evaluate(() => {
      const probe = { t0: null as number | null, samples: [] as number[] }
      ;(window as EchoProbe).__echo = probe
      document.addEventListener('keydown', () => (probe.t0 = performance.now()), true)
      // the DOM renderer redraws the changed row: that is the echo on screen
      new MutationObserver(() => {
        if (probe.t0 === null) return
        probe.samples.push(performance.now() - probe.t0)
        probe.t0 = null
      }).observe(document.querySelector('.xterm-rows')!, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    const settled = () =>
      page.waitForFunction(() => (window as EchoProbe).__echo?.t0 === null, undefined, {
        polling: 'raf',
        timeout: 5000,
      })
    for (let i = 0; i < keys; i++) {
      if (i % LINE_KEYS === 0) {
        await page.keyboard.press('Control+C')
        await settled()
        await page.waitForTimeout(50)
      }
      await page.keyboard.press(String.fromCharCode(0x61 + (i % 26)))
      await settled()
    }
    const all = await page.evaluate(() => (window as EchoProbe).__echo!.samples)
    // the Ctrl+C presses are in there too: keep the letters only
    return all.filter((_, i) => i % (LINE_KEYS + 1) !== 0)
  } finally {
    await browser.close()
  }
}

function figure(how: string, samples: number[]): Figure {
  const sorted = [...samples].sort((a, b) => a - b)
  const p50 = percentile(sorted, 50)
  const p95 = percentile(sorted, 95)
  console.log(
    `  ${how}: median ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (n=${sorted.length})`,
  )
  return {
    bench: 'serial-echo',
    figure: `Serial console keypress to echo, ${how} (n=${sorted.length}; median / p95)`,
    value: `**${p50.toFixed(1)}** / ${p95.toFixed(1)} ms`,
    target: `median < ${TARGET_ECHO_MS} ms`,
    ok: p50 < TARGET_ECHO_MS,
  }
}

export async function runSerialEcho(
  session: Session,
  opts: { keys?: number } = {},
): Promise<Figure[]> {
  const keys = opts.keys ?? arg('--keys', 300)
  log(`serial-echo: ${keys} keys, raw websocket then the console page`)
  const raw = await rawEcho(session, keys)
  const page = await browserEcho(session, keys)
  console.log('\nSerial console round trip on loopback (server mode)')
  return [
    figure('raw websocket (send to echoed byte)', raw),
    figure('console page in Chromium (keydown to echo drawn)', page),
  ]
}

if (isMain(import.meta.url)) {
  const { withSession } = await import('./lib.ts')
  const figures = await withSession((s) => runSerialEcho(s))
  for (const f of figures) console.log(`${f.figure}: ${f.value}`)
}
