// Failures stay where they happen (spec section 8): a failing card, tab or page shows its
// error in place with a Retry, and the layout (top bar, sidebar, breadcrumbs) stays. The
// failures are made here with page.route, for these tests only.
// The same on every release (SAME_ON_EVERY_RELEASE): failures are played, not the rack's.
import type { Page } from '@playwright/test'

import { checkA11y, expect, renderInBrowser, test } from './utils'

const PROJECT = 'demo-project'
const INSTANCE = 'db1'
const instanceUrl = (tab: string) => `/projects/${PROJECT}/instances/${INSTANCE}/${tab}`

// the failures are played in the browser, so the pages must be rendered there
test.beforeEach(({ page }) => renderInBrowser(page))

/** Answers 500, the way Nexus words it, for GET requests to paths matching `path`. */
async function failGets(page: Page, path: RegExp) {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().method() === 'GET' && path.test(new URL(route.request().url()).pathname)
      ? route.fulfill({
          status: 500,
          json: {
            request_id: 'e2e-failure',
            error_code: 'Internal',
            message: 'Internal Server Error',
          },
        })
      : route.fallback()
  await page.route('**/v1/**', handler)
  return () => page.unroute('**/v1/**', handler)
}

/** The signed-in layout around the content is still there. */
async function expectLayout(page: Page, sidebar: string) {
  await expect(page.getByRole('navigation', { name: sidebar })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^User menu for / })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rack Console' })).toBeVisible()
}

test('a failing card of the instance settings tab shows its error in place, and Retry works', async ({
  page,
}) => {
  const restore = await failGets(page, /^\/v1\/instances\/[^/]+\/anti-affinity-groups$/)
  await page.goto(instanceUrl('settings'))

  const groups = page.getByRole('table', { name: 'Anti-affinity groups' })
  const noGroups = page.getByText('This instance is in no anti-affinity group.')
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(alert).toContainText('Internal Server Error (request e2e-failure)')
  // the rest of the tab, the page and the layout are all there
  await expect(page.getByRole('heading', { name: 'Anti-affinity groups' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Resize' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resize' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: INSTANCE })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Instance' })).toBeVisible()
  await expectLayout(page, 'Project')
  await expect(groups.or(noGroups)).toHaveCount(0)
  await checkA11y(page)

  // Retry while it still fails: still the error, still in place
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(alert).toBeVisible()

  await restore()
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(groups.or(noGroups)).toBeVisible()
  await expect(alert).toHaveCount(0)
})

test('a failing instance tab shows its error under the instance header, and Retry works', async ({
  page,
}) => {
  const restore = await failGets(page, /^\/v1\/network-interfaces$/)
  await page.goto(instanceUrl('networking'))

  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(alert).toContainText('Internal Server Error')
  await expect(page.getByRole('heading', { level: 1, name: INSTANCE })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Instance' })
  await expect(tabs.getByRole('link', { name: 'Networking' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectLayout(page, 'Project')

  await restore()
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { name: 'Network interfaces' })).toBeVisible()
  await expect(alert).toHaveCount(0)

  // the other tabs work from there as before
  await tabs.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Resize' })).toBeVisible()
})

test('a list page whose list fails shows the error inside the layout, and Retry works', async ({
  page,
}) => {
  const restore = await failGets(page, /^\/v1\/disks$/)
  await page.goto(`/projects/${PROJECT}/instances`)
  // reached by the sidebar, a client-side navigation
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Disks' })
    .click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/disks`)

  const content = page.locator('#content')
  await expect(content.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(content).toContainText('Internal Server Error (request e2e-failure)')
  await expectLayout(page, 'Project')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Disks')
  await checkA11y(page)

  // a full load of the failing page is the same
  await page.reload()
  await expect(content.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expectLayout(page, 'Project')

  await restore()
  await content.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible()
  await expect(content.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
})

test('the sidebar still navigates away from a failed page', async ({ page }) => {
  await failGets(page, /^\/v1\/snapshots$/)
  await page.goto(`/projects/${PROJECT}/snapshots`)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Disks' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
})

test('a missing instance is still Page not found, inside the layout', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances/no-such-instance/storage`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toBeVisible()
  await expectLayout(page, 'Project')
})
