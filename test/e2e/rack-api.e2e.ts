// Which API the console speaks with the rack: the user menu's about box names it, and a
// rack the console cannot serve (or that does not answer) gets a full page saying why.
// Runs against each release (E2E_RELEASE=v14 or current); the unsupported racks are played
// by intercepting the console's probe of /v1/ping and the endpoints it looks for.
import type { Page } from '@playwright/test'

import { checkA11y, expect, renderInBrowser, test } from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'
const SHOTS = process.env.E2E_SCREENSHOTS

// the failures are played in the browser, so the pages must be rendered there
test.beforeEach(({ page }) => renderInBrowser(page))

test('the about box names the API version the console speaks with this rack', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: 'User menu for admin' }).click()
  await page.getByRole('menuitem', { name: 'About' }).click()
  const dialog = page.getByRole('dialog', { name: 'About this console' })
  await expect(dialog).toBeVisible()
  if (CURRENT) {
    await expect(dialog.getByTestId('about-api-version')).toHaveText('API version 2026081901.0.0')
    await expect(dialog).toContainText('Versioned')
  } else {
    await expect(dialog.getByTestId('about-api-version')).toHaveText(
      'release v14 (unversioned API)',
    )
    await expect(dialog).toContainText('Unversioned: it serves one API (releases v14 to v17)')
  }
  await expect(dialog).toContainText('2025112000.0.0 (release v18) through 2026081901.0.0')
  await checkA11y(page)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/about-${CURRENT ? 'current' : 'v14'}.png` })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // the page is usable again after the dialog
  await page.getByRole('button', { name: 'User menu for admin' }).click()
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible()
})

/** The full page for a rack the console cannot serve, with what the console supports */
async function expectUnsupportedPage(page: Page, heading: string, detail: string | RegExp) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  await expect(main).toContainText(detail)
  await expect(main).toContainText("release v14's unversioned API")
  await expect(main).toContainText('2025112000.0.0 (release v18) through 2026081901.0.0')
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  // no console chrome: nothing of a broken page behind it
  await expect(page.getByRole('navigation')).toHaveCount(0)
}

test('a server whose ping fails gets a full page naming what it speaks, and Try again asks again', async ({
  page,
}) => {
  await page.route('**/v1/ping', (route) => route.fulfill({ status: 500, body: 'oops' }))
  await page.goto('/projects')
  await expectUnsupportedPage(
    page,
    'This console does not support this rack',
    'The rack speaks an API the console does not recognise, because its ping answered 500.',
  )
  await checkA11y(page)
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/unsupported-${CURRENT ? 'current' : 'v14'}.png` })

  // the rack is fixed: Try again asks once more and the console opens
  await page.unroute('**/v1/ping')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
})

test('an unversioned rack older than v14 gets the full page', async ({ page }) => {
  // a ping that ignores the header, and none of the lists v14 and later added
  await page.route('**/v1/ping', (route) => route.fulfill({ json: { status: 'ok' } }))
  for (const path of ['subnet-pools', 'multicast-groups', 'anti-affinity-groups']) {
    await page.route(`**/v1/${path}`, (route) =>
      route.fulfill({ status: 404, json: { request_id: 'r', message: 'Not Found' } }),
    )
  }
  await page.goto('/projects')
  await expectUnsupportedPage(
    page,
    'This console does not support this rack',
    'The rack speaks an unversioned API older than release v14, because it lacks endpoints release v14 added.',
  )
})

test('a rack that does not answer gets the same page with the failure', async ({ page }) => {
  await page.route('**/v1/ping', (route) => route.abort('connectionrefused'))
  await page.goto('/projects')
  await expectUnsupportedPage(page, 'The rack did not answer', 'That request failed')
  await checkA11y(page)
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/no-answer-${CURRENT ? 'current' : 'v14'}.png` })
})
