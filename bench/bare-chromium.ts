// Chromium driven over a bare DevTools protocol connection that enables no domain it does
// not need. Playwright enables the Network domain on every page and worker, and with it
// Chromium copies each request body for the inspector: string bodies of half a MiB then
// go three to four times slower than for a user without DevTools open (measured: 13 against
// 53 MiB/s). A bench of request throughput has to run without it.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { WebSocket } from 'ws'
import { CHROMIUM_ARGS, chromiumPath, log, newMarker, sleep } from './lib.ts'

type Reply = { id: number; result?: unknown; error?: { message: string } }

class Connection {
  private nextId = 0
  private readonly waiting = new Map<number, (reply: Reply) => void>()
  constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Partial<Reply>
      if (message.id === undefined) return // an event: none is listened to
      this.waiting.get(message.id)?.(message as Reply)
      this.waiting.delete(message.id)
    })
  }

  send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, (reply) =>
        reply.error
          ? reject(new Error(`${method}: ${reply.error.message}`))
          : resolve(reply.result as T),
      )
      this.ws.send(JSON.stringify({ id, method, params, sessionId }))
    })
  }

  close() {
    this.ws.close()
  }
}

export interface BarePage {
  /** A DevTools protocol command for this page. */
  send<T>(method: string, params?: object): Promise<T>
  /** The value of a JavaScript expression in the page (promises awaited). */
  evaluate<T>(expression: string): Promise<T>
  /** Polls `expression` every `everyMs` until it is truthy; returns its value. */
  waitFor<T>(expression: string, opts?: { timeoutMs?: number; everyMs?: number }): Promise<T>
}

export interface BareChromium {
  /** The switch that marks this browser's processes (for chromiumMemoryBytes). */
  marker: string
  setCookies(cookies: object[]): Promise<void>
  newPage(url: string, initScript?: string): Promise<BarePage>
  close(): Promise<void>
}

async function devtoolsUrl(child: ChildProcess): Promise<string> {
  let stderr = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no DevTools URL:\n${stderr}`)), 30_000)
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      const url = /DevTools listening on (ws:\/\/\S+)/.exec(stderr)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve(url)
      }
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${stderr}`)))
  })
}

export async function launchBareChromium(): Promise<BareChromium> {
  const marker = newMarker()
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'))
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      marker,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const ws = new WebSocket(await devtoolsUrl(child), { maxPayload: 256 * 2 ** 20 })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const cdp = new Connection(ws)

  return {
    marker,
    async setCookies(cookies) {
      await cdp.send('Storage.setCookies', { cookies })
    },
    async newPage(url, initScript) {
      const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
      })
      const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      })
      const send = <T>(method: string, params: object = {}) =>
        cdp.send<T>(method, params, sessionId)
      const evaluate = async <T>(expression: string) => {
        const r = await send<{
          result: { value?: T }
          exceptionDetails?: { exception?: { description?: string }; text: string }
        }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
        if (r.exceptionDetails) {
          const { exception, text } = r.exceptionDetails
          throw new Error(`in the page: ${exception?.description ?? text}`)
        }
        return r.result.value as T
      }
      const page: BarePage = {
        send,
        evaluate,
        async waitFor(expression, { timeoutMs = 30_000, everyMs = 100 } = {}) {
          const deadline = Date.now() + timeoutMs
          for (;;) {
            const value = await evaluate<unknown>(expression)
            if (value) return value as never
            if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`)
            await sleep(everyMs)
          }
        },
      }
      if (initScript) {
        // the Page domain is needed for init scripts; it does not touch the network
        await send('Page.enable')
        await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript })
      }
      await send('Page.navigate', { url })
      return page
    },
    async close() {
      const exited = new Promise((resolve) =>
        child.exitCode === null ? child.once('exit', resolve) : resolve(null),
      )
      // a clean shutdown, so no helper process is still writing to the profile after
      await cdp.send('Browser.close').catch(() => child.kill())
      cdp.close()
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))])
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (err) {
        log(`left ${profile} behind: ${(err as Error).message}`)
      }
    },
  }
}

/** Sets the files of the file input `selector` finds (fires its input and change events). */
export async function setInputFiles(page: BarePage, selector: string, files: string[]) {
  const { root } = await page.send<{ root: { nodeId: number } }>('DOM.getDocument')
  const { nodeId } = await page.send<{ nodeId: number }>('DOM.querySelector', {
    nodeId: root.nodeId,
    selector,
  })
  await page.send('DOM.setFileInputFiles', { nodeId, files })
}
