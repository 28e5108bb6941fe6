// Mock mode's service worker (MSW): on each load the console finds the worker registered
// by an earlier page and asks it to update, which fails with "Failed to update a
// ServiceWorker for scope … Not found" when that registration has gone away meanwhile (the
// worker unregisters itself when its last page closes, e.g. on the full-page reloads of a
// chaos-mode 401). Mock mode still works then, and the failure must not surface as an
// unhandled rejection.
import { expect, test } from './utils'

test('a worker registration that goes away during startup raises no page error', async ({
  context,
  page,
}) => {
  const errors: string[] = []
  await page.goto('/projects')
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()

  // the first page keeps the worker registered; the second finds that registration and
  // asks it to update, and here it is gone by then, as when the race is lost
  const second = await context.newPage()
  second.on('pageerror', (e) => errors.push(e.message))
  await second.addInitScript(() => {
    const update = ServiceWorkerRegistration.prototype.update
    ServiceWorkerRegistration.prototype.update = async function (this: ServiceWorkerRegistration) {
      await this.unregister()
      try {
        return await update.call(this)
      } finally {
        // the browser takes a moment to refuse; the test waits for it
        document.documentElement.dataset.workerUpdate = 'settled'
      }
    }
  })
  await second.goto('/projects')
  await expect(second.getByRole('table', { name: 'Projects' })).toBeVisible()
  await expect(second.locator('html')).toHaveAttribute('data-worker-update', 'settled')
  await expect(second.getByRole('region', { name: 'Technical preview' })).toBeVisible()
  // an unhandled rejection is reported right after the promise settles
  await second.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
  expect(errors).toEqual([])
})

test('reloads and full-page navigations in chaos mode raise no page errors', async ({ page }) => {
  // eight full loads of the mock build, each starting the service worker again: on a
  // loaded two-core machine that alone has taken most of the default 30 s
  test.setTimeout(60_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/projects')
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()

  // chaos mode answers some calls with 401 (a trip to the login page: another full load)
  // or other errors; the banner, with the switch, stays whatever fails
  const banner = page.getByRole('region', { name: 'Technical preview' })
  await banner.getByRole('checkbox', { name: 'Chaos mode' }).check()
  for (let i = 0; i < 6; i++) {
    await page.goto(i % 2 ? '/projects' : '/projects/demo-project/instances')
    await expect(banner).toBeVisible()
  }
  await banner.getByRole('checkbox', { name: 'Chaos mode' }).uncheck()
  await page.goto('/projects')
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
  expect(errors).toEqual([])
})
