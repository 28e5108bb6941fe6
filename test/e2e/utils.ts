// Shared helpers for the E2E specs. Import `test` and `expect` from here, not from
// @playwright/test: this `test` fails any test during which the framework's default
// error screen ("Unexpected Application Error!") showed up on any page, in any context,
// or during which any page threw an error nothing caught (React's own included).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type Axe from 'axe-core'
import type { RunOptions } from 'axe-core'
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'

export { expect }

/** The demo users of `sim/seed/users.ts`; all share one password. */
export type DemoUser = 'admin' | 'collaborator' | 'viewer' | 'nobody'
export const DEMO_SILO = 'demo-silo'
export const DEMO_PASSWORD = 'demo-password'

/** React Router's own error element: seeing it means a route has no error boundary. */
export const DEFAULT_ERROR_TEXT = 'Unexpected Application Error!'

const REPORT_BINDING = '__e2eReportDefaultErrorScreen'

/**
 * Watches every page of `context` for the default error screen, across full loads and
 * client-side navigations alike, and records where it appeared in `sink`.
 */
async function watchForDefaultErrorScreen(context: BrowserContext, sink: string[]) {
  await context.exposeBinding(REPORT_BINDING, (_source, url: string) => {
    sink.push(url)
  })
  await context.addInitScript(
    ({ binding, text }) => {
      let reported = false
      const check = () => {
        if (reported) return
        for (const h of Array.from(document.getElementsByTagName('h2'))) {
          if (h.textContent?.includes(text)) {
            reported = true
            const report = (window as unknown as Record<string, (u: string) => void>)[binding]
            report?.(location.href)
            return
          }
        }
      }
      new MutationObserver(check).observe(document, { childList: true, subtree: true })
    },
    { binding: REPORT_BINDING, text: DEFAULT_ERROR_TEXT },
  )
}

/**
 * A full load of a console page returns once the page is the browser's: rendered on the
 * server, its HTML shows before its script takes it over, and a click or a keystroke
 * before then does nothing (forms hold their fields until it). The console marks <html>
 * with `data-ready` when it has; other pages (the identity provider's) have no #root.
 */
function waitForTakeover(context: BrowserContext) {
  const wrap = (page: Page) => {
    for (const method of ['goto', 'reload'] as const) {
      const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
      ;(page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await load(...args)
        await page
          .waitForFunction(
            () => !document.getElementById('root') || 'ready' in document.documentElement.dataset,
          )
          .catch(() => {}) // a page that navigated on, or closed: its own test step says so
        return response
      }
    }
  }
  context.pages().forEach(wrap)
  context.on('page', wrap)
}

/** Records every uncaught error of every page of `context`, with the page's URL. */
function watchForPageErrors(context: BrowserContext, sink: string[]) {
  const watch = (page: Page) =>
    page.on('pageerror', (error) => sink.push(`${page.url()}: ${error.message}`))
  context.pages().forEach(watch)
  context.on('page', watch)
}

type Guard = { contexts: BrowserContext[]; defaultErrorSeenAt: string[]; pageErrors: string[] }
let currentGuard: Guard | null = null

export const test = base.extend<{ errorScreenGuard: void }>({
  errorScreenGuard: [
    async ({ context }, use) => {
      const guard: Guard = { contexts: [], defaultErrorSeenAt: [], pageErrors: [] }
      currentGuard = guard
      await watchForDefaultErrorScreen(context, guard.defaultErrorSeenAt)
      watchForPageErrors(context, guard.pageErrors)
      waitForTakeover(context)
      await use()
      currentGuard = null
      for (const page of context.pages()) {
        if (!page.isClosed()) await expect(page.getByText(DEFAULT_ERROR_TEXT)).toHaveCount(0)
      }
      for (const ctx of guard.contexts) await ctx.close()
      expect(guard.defaultErrorSeenAt, `"${DEFAULT_ERROR_TEXT}" was shown`).toEqual([])
      expect(guard.pageErrors, 'a page threw an uncaught error').toEqual([])
    },
    { auto: true },
  ],
})

/** The project's baseURL; a context made with `browser.newContext()` does not inherit it. */
function baseURL() {
  const url = test.info().project.use.baseURL
  if (!url) throw new Error('the project has no baseURL')
  return url
}

/**
 * A fresh, signed-out browser context (no saved cookies), watched for the default error
 * screen like the test's own and closed when the test ends.
 */
export async function newSignedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), storageState: undefined })
  if (currentGuard) {
    currentGuard.contexts.push(context)
    await watchForDefaultErrorScreen(context, currentGuard.defaultErrorSeenAt)
    watchForPageErrors(context, currentGuard.pageErrors)
  }
  waitForTakeover(context)
  return context.newPage()
}

/**
 * Waits until the page has settled on the login page and returns its redirect_uri.
 * A signed-out load fires several API reads at once and each 401 starts its own trip to
 * /login, so the page navigates more than once; after such a burst Playwright's
 * `page.url()` was seen stuck on the starting URL, so this asks the page itself.
 */
export async function expectLoginPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const currentUrl = () => page.evaluate(() => location.pathname + location.search).catch(() => '')
  await expect
    .poll(async () => new URL(await currentUrl(), 'http://x').pathname)
    .toBe(`/login/${DEMO_SILO}/local`)
  return new URL(await currentUrl(), 'http://x').searchParams.get('redirect_uri')
}

/** Fills the local login form of the page already showing it and submits it. */
export async function submitLogin(page: Page, user: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Username' }).fill(user)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Signs `user` in through the login page in a fresh context and returns the page, which
 * has landed on /projects.
 */
export async function signInAs(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await newSignedOutPage(browser)
  await page.goto(`/login/${DEMO_SILO}/local`)
  await submitLogin(page, user)
  await expect(page).toHaveURL(/\/projects$/)
  return page
}

/** The table row whose cell reads exactly `name`. */
export function rowByName(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope
  return scope.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
}

/**
 * Waits for a row whose cells include each given value (exact cell text), e.g.
 * `expectRow(table, { name: 'web-1', description: 'Front end' })`. Returns the row.
 */
export async function expectRow(table: Locator, cells: { name: string } & Record<string, string>) {
  const row = rowByName(table, cells.name)
  await expect(row).toHaveCount(1)
  for (const value of Object.values(cells)) {
    await expect(row.getByRole('cell', { name: value, exact: true })).toBeVisible()
  }
  return row
}

/** Opens a row's "Row actions" menu and picks `actionLabel`. */
export async function clickRowAction(page: Page, rowName: string, actionLabel: string) {
  await rowByName(page, rowName).getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: actionLabel, exact: true }).click()
}

/**
 * Closes an open menu with Escape. A disabled item's tooltip takes the first Escape when
 * one is showing, so it presses until the menu is gone.
 */
export async function closeMenu(page: Page) {
  const menu = page.getByRole('menu')
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden({ timeout: 500 })
  }).toPass()
}

/** Presses `button` in the dialog titled `title` and waits for the dialog to close. */
export async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** Waits for a toast: an item of the list in the "Notifications (F8)" region. */
export async function expectToast(page: Page, text: string | RegExp) {
  const toasts = page.getByRole('region', { name: /^Notifications/ })
  await expect(toasts.getByRole('listitem').filter({ hasText: text }).first()).toBeVisible()
}

/**
 * Serious rules axe leaves out by default because they are tagged experimental, turned on
 * here: `label-content-name-mismatch` (WCAG 2.5.3) checks that a control's accessible name
 * contains its visible text.
 */
const EXTRA_RULES = ['label-content-name-mismatch']

/** axe-core's browser build, read once per worker */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Runs axe on the page as it is now, with `EXTRA_RULES` on, and fails on any serious or
 * critical violation, listing each rule with the elements it found.
 */
export async function checkA11y(page: Page) {
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]))
  // axe goes into each document once and runs there: a check is one axe.run, 1.3 s on
  // CI's two cores, where @axe-core/playwright took 3.6 s (it injected the 580 kB script
  // two to four times and finished every run in a new blank page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = { rules, resultTypes: ['violations'] }
  const { violations } = await page.evaluate(
    (opts) => (window as unknown as { axe: typeof Axe }).axe.run(document, opts),
    options,
  )
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n'),
    )
    .join('\n')
  expect(
    bad.map((v) => v.id),
    `axe found serious/critical violations on ${page.url()}:\n${report}`,
  ).toEqual([])
}

let counter = 0
// fixed-width and shrinking with time, so newer names sort first
const REVERSE_STAMP_BASE = 36 ** 9
/**
 * A name valid for the API (lowercase start, letters/digits/dashes, at most 63 characters)
 * and unique across runs and workers, since server-mode state persists in the simulator's
 * database. Lists sort by name, so names start `e2e-` plus a stamp that decreases with
 * time: a test's fresh resources are on the first page however many earlier runs left,
 * and they sort after the demo data's `demo-project`.
 */
export function uniqueName(prefix: string) {
  const stamp = (REVERSE_STAMP_BASE - Date.now()).toString(36).padStart(9, '0')
  const unique = `${test.info().workerIndex.toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 5)}`
  return `e2e-${stamp}${unique}-${prefix}`.slice(0, 63).replace(/-+$/, '')
}

/**
 * Full loads of `page` render in the browser, not on the server: the browser holds no
 * time-zone cookie and reports none, as on its very first visit. For tests that play
 * the API's answers with `page.route`, which only the browser's own requests pass through.
 */
export async function renderInBrowser(page: Page) {
  await page.context().clearCookies({ name: 'console-tz' })
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get!.call(document) as string,
      set: (value: string) => {
        if (!value.startsWith('console-tz=')) cookie.set!.call(document, value)
      },
    })
  })
}
