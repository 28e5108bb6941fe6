// The System update page (server mode, signed in as the demo fleet admin). On a current
// rack it shows where the update stands and the releases uploaded to the rack; setting one
// as the target starts the update, which the status then follows component by component.
// A fleet viewer sees "Set as target" off with the reason. A v14 rack has no update
// status: the page says so in one line.
//
// A target release is never undone (the rack refuses an older one), so the test sets the
// oldest release it may still set: a retry moves on to the next one.
import type { APIRequestContext, Page } from '@playwright/test'

import type {
  TufRepoResultsPage,
  UpdateStatus,
} from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import { processResponseBody } from '../../app/api/__generated_versions__/2026081901.0.0/util'
import { createLocalUser, deleteLocalUserIfPresent, grantFleetRole, removeScopeRole } from './api'
import {
  checkA11y,
  closeMenu,
  confirmIn,
  DEMO_PASSWORD,
  DEMO_SILO,
  expect,
  expectToast,
  newSignedOutPage,
  submitLogin,
  test,
  uniqueName,
} from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'

const releasesTable = (page: Page) => page.getByRole('table', { name: 'Releases' })
const releaseRow = (page: Page, version: string) =>
  releasesTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(version, { exact: true }) })
const status = (page: Page) => page.getByRole('region', { name: 'Status' })
const property = (page: Page, label: string) =>
  status(page).getByText(label, { exact: true }).locator('xpath=following-sibling::dd')

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path)
  expect(res.status(), await res.text()).toBe(200)
  return processResponseBody(await res.json()) as T
}

/** Semver order of the plain x.y.z[-pre] versions the demo rack holds */
function older(a: string, b: string) {
  const [coreA, preA = ''] = a.split('-')
  const [coreB, preB = ''] = b.split('-')
  const x = coreA.split('.').map(Number)
  const y = coreB.split('.').map(Number)
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i]
  if (preA === preB) return false
  return preA !== '' && (preB === '' || preA < preB)
}

test('the page is reachable from the System nav', async ({ page }) => {
  await page.goto('/system/silos')
  await page
    .getByRole('navigation', { name: 'System' })
    .getByRole('link', { name: 'System update' })
    .click()
  await expect(page).toHaveURL(/\/system\/update$/)
  await expect(page.getByRole('heading', { level: 1, name: 'System update' })).toBeVisible()
  if (CURRENT) {
    await expect(status(page)).toBeVisible()
    await expect(releasesTable(page)).toBeVisible()
    await expect(page.getByRole('table', { name: 'Components by release' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Trust roots' }).getByRole('row')).toHaveCount(2)
  } else {
    await expect(page.getByRole('note')).toHaveText(
      'System updates need a newer rack: its release v14 (unversioned API) does not have them',
    )
    await expect(releasesTable(page)).toHaveCount(0)
  }
  await checkA11y(page)
})

test('setting a release as the target starts the update', async ({ page, request }) => {
  test.skip(!CURRENT, 'a v14 rack has no update status')
  const before = await read<UpdateStatus>(request, '/v1/system/update/status')
  const repos = await read<TufRepoResultsPage>(request, '/v1/system/update/repositories')
  const current = before.targetRelease?.version ?? null
  const choice = repos.items
    .map((r) => r.systemVersion)
    .filter((v) => current === null || older(current, v))
    .sort((a, b) => (older(a, b) ? -1 : 1))[0]
  expect(choice, 'a release newer than the target is uploaded').toBeDefined()

  await page.goto('/system/update')
  await expect(releaseRow(page, choice)).toBeVisible()
  if (current) {
    await expect(property(page, 'Target release')).toHaveText(current)
  } else {
    await expect(property(page, 'Target release')).toHaveText('None set')
    await expect(status(page).getByText(/^No target release is set/)).toBeVisible()
  }

  await releaseRow(page, choice).getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Set as target', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Set target release' })
  await expect(dialog).toContainText(`Make ${choice} the rack’s target release?`)
  await checkA11y(page)
  await confirmIn(page, 'Set target release', 'Set as target')
  await expectToast(page, choice)

  // the status follows: the new target, then its components moving one by one
  await expect(property(page, 'Target release')).toHaveText(choice)
  await expect(status(page).getByText(`Updating to ${choice}:`)).toBeVisible()
  await expect(property(page, 'At target')).not.toHaveText(/^0 of/, { timeout: 15_000 })
  await expect(
    page.getByRole('progressbar', { name: `Components running ${choice}` }),
  ).toBeVisible()
  await expect(releaseRow(page, choice).getByText('target', { exact: true })).toBeVisible()

  // the target itself, and anything older, may not be set again
  await releaseRow(page, choice).getByRole('button', { name: 'Row actions' }).click()
  const item = page.getByRole('menuitem', { name: 'Set as target', exact: true })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await item.hover()
  await expect(page.getByRole('tooltip')).toHaveText('This release is already the target release')
  await closeMenu(page)
  await checkA11y(page)
})

test('a fleet viewer may look but not set the target', async ({ browser, request }) => {
  test.skip(!CURRENT, 'a v14 rack has no update status')
  const username = uniqueName('update-viewer')
  const user = await createLocalUser(request, username, DEMO_PASSWORD)
  try {
    await grantFleetRole(request, user.id, 'viewer')
    const page = await newSignedOutPage(browser)
    await page.goto(`/login/${DEMO_SILO}/local`)
    await submitLogin(page, username)
    await expect(page).toHaveURL(/\/projects$/)
    await page.goto('/system/update')
    await expect(status(page)).toBeVisible()
    const row = releasesTable(page).getByRole('row').nth(1)
    await row.getByRole('button', { name: 'Row actions' }).click()
    const item = page.getByRole('menuitem', { name: 'Set as target', exact: true })
    await expect(item).toHaveAttribute('aria-disabled', 'true')
    await item.hover()
    await expect(page.getByRole('tooltip')).toHaveText(
      'Only a fleet admin can change the target release',
    )
    await checkA11y(page)
    await closeMenu(page)
  } finally {
    await removeScopeRole(request, 'fleet', user.id)
    await deleteLocalUserIfPresent(request, username)
  }
})
