// The first view arrives as HTML (server-rendered) and the browser takes it over without
// asking the API again, re-drawing it or moving it; what only a browser can draw (the
// terminal, charts) comes after, in frames the server already laid out.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'

import { ADMIN_STATE } from './auth-state'
import { checkA11y, expect, rowByName, signInAs, test, uniqueName } from './utils'

const INSTANCES = '/projects/demo-project/instances'

/** A signed-in user (the admin unless given) in a browser that runs no script: the server's page */
async function withoutScript(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'] = ADMIN_STATE,
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState,
    javaScriptEnabled: false,
  })
  return { page: await context.newPage(), close: () => context.close() }
}

/** Console messages and API requests of the page from now on */
function watch(page: Page) {
  const messages: string[] = []
  const apiReads: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text())
  })
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/v1/')) apiReads.push(`${r.method()} ${url.pathname}${url.search}`)
  })
  return { messages, apiReads }
}

test('a list page is HTML with its rows before any script runs', async ({ browser }) => {
  const { page, close } = await withoutScript(browser)
  await page.goto(INSTANCES)
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()
  await expect(rowByName(page, 'db1')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('demo-project')
  await close()
})

test("what a user's role forbids is disabled in the server's HTML", async ({ browser }) => {
  const signedIn = await signInAs(browser, 'viewer')
  const { page, close } = await withoutScript(browser, await signedIn.context().storageState())
  await signedIn.context().close()
  await page.goto(INSTANCES)
  await expect(rowByName(page, 'db1')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New instance' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await close()
})

test('the browser takes the page over with no second read, no error and no shift', async ({
  page,
}) => {
  const seen = watch(page)
  await page.goto(INSTANCES)
  // the row menu answering is the page's script at work: hydrated
  await rowByName(page, 'db1').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('Escape')
  // the list, the project, the user and the user's roles were in the page: none is read again
  expect(seen.apiReads).toEqual([])
  expect(seen.messages.filter((m) => /hydrat|did not match/i.test(m))).toEqual([])
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[]
          resolve(entries.reduce((sum, e) => sum + e.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 500)
      }),
  )
  expect(shift).toBeLessThan(0.01)
  await checkA11y(page)
})

test('a name holding markup stays text in the page and in its data', async ({ page }) => {
  const name = uniqueName('markup')
  const description = '</script><script>window.__broke = 1</script><!-- & \u2028'
  const created = await page.request.post('/v1/projects', { data: { name, description } })
  expect(created.status()).toBe(201)
  const seen = watch(page)
  await page.goto(`/projects/${name}/instances`)
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()
  expect(await page.evaluate(() => (window as { __broke?: number }).__broke)).toBeUndefined()
  expect(seen.messages.filter((m) => /Content Security Policy|hydrat/i.test(m))).toEqual([])
  // the description reached the page's data intact: the edit form shows it
  await page.goto(`/projects/${name}/edit`)
  await expect(page.getByLabel('Description')).toHaveValue(description)
  await page.request.delete(`/v1/projects/${name}`)
})

test('the serial console and charts: frames from the server, drawing in the browser', async ({
  browser,
  page,
}) => {
  // a page's first render in the server's process loads its code (the terminal's is large),
  // which on a loaded machine can outlast the render budget and send the browser-rendered
  // shell instead; what is tested here is the render, so each page's code is loaded first
  for (const path of ['serial-console', 'metrics/cpu']) {
    await page.request.get(`/projects/demo-project/instances/db1/${path}`)
  }
  const { page: bare, close } = await withoutScript(browser)
  await bare.goto('/projects/demo-project/instances/db1/serial-console')
  await expect(bare.getByRole('heading', { name: 'Serial console: db1' })).toBeVisible()
  await bare.goto('/projects/demo-project/instances/db1/metrics/cpu')
  const frame = bare.getByRole('figure', { name: 'vCPU utilization' })
  await expect(frame).toBeVisible()
  await expect(frame.locator('canvas')).toHaveCount(0)
  await close()

  await page.goto('/projects/demo-project/instances/db1/metrics/cpu')
  await expect(
    page.getByRole('figure', { name: 'vCPU utilization' }).locator('canvas'),
  ).toBeVisible()
  await page.goto('/projects/demo-project/instances/db1/serial-console')
  await expect(page.locator('.xterm-rows')).toContainText(/login:/)
})

test('an explicit theme is on the page before its script runs', async ({ browser }) => {
  const { page, close } = await withoutScript(browser)
  await page
    .context()
    .addCookies([{ name: 'console-theme', value: 'light', url: test.info().project.use.baseURL! }])
  await page.goto(INSTANCES)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await close()
})
