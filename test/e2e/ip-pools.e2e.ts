// The operator's IP pool pages (spec section 2, signed in as admin): the pools list with
// each pool's utilization; a pool's whole life through the pages (create, a range added
// with the address rules, linked to corp-sso as its default and back, unlinked, the range
// removed, renamed, deleted) with the API's refusals shown; and a silo's IP pools tab.
// Tests run in parallel on one simulator: each makes its own pool, with a range of its own
// in 198.18.0.0/15 (no seeded range is there), and leaves the seeded `default` pool's
// links alone, as other tests allocate addresses from it.
import type { Locator, Page } from '@playwright/test'

import { deleteIpPoolIfPresent, makeDefaultIpPool } from './api'
import {
  checkA11y,
  clickRowAction,
  confirmIn,
  expect,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'

const IP_POOLS = '/system/networking/ip-pools'
/** A current rack has IPv6 and multicast pools; a v14 rack's are all IPv4 unicast */
const CURRENT = process.env.E2E_RELEASE === 'current'
const SAML_SILO = 'corp-sso'
const SAML_SILO_POOL = 'corp-pool'

const poolsTable = (page: Page) => page.getByRole('table', { name: 'IP pools' })
const rangesTable = (page: Page) => page.getByRole('table', { name: 'IP ranges' })
const silosTable = (page: Page) => page.getByRole('table', { name: 'Linked silos' })

/** The cell of a table row under the column `header` */
async function cellUnder(table: Locator, row: string, header: string) {
  await expect(table.getByRole('columnheader').first()).toBeVisible()
  const headers = await table.getByRole('columnheader').allTextContents()
  const index = headers.findIndex((h) => h.trim() === header)
  expect(index, `no column ${header}`).toBeGreaterThanOrEqual(0)
  return rowByName(table, row).getByRole('cell').nth(index)
}

test('the pools list shows each seeded pool with its utilization', async ({ page }) => {
  // spec: /system/networking redirects to the pools
  await page.goto('/system/networking')
  await expect(page).toHaveURL((u) => u.pathname === IP_POOLS)
  await expect(page.getByRole('heading', { name: 'IP pools', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'IP pools' }),
  ).toHaveAttribute('aria-current', 'page')

  const table = poolsTable(page)
  // 203.0.113.10-250 and 192.0.2.16-127; what is allocated moves with other tests
  await expect(await cellUnder(table, 'default', 'Allocated')).toContainText(/^\d+ \/ 241/)
  await expect(await cellUnder(table, SAML_SILO_POOL, 'Allocated')).toContainText(/^\d+ \/ 112/)
  await expect(await cellUnder(table, 'default', 'IP version')).toHaveText('IPv4')
  await expect(await cellUnder(table, 'default', 'Type')).toHaveText('Unicast')
  await expect(rowByName(table, 'default')).toContainText('Default pool of demo-silo')
  // the rack's own services' pool is not one to manage here
  await expect(rowByName(table, 'oxide-service-pool')).toHaveCount(0)
  await checkA11y(page)

  await table.getByRole('link', { name: 'default', exact: true }).click()
  await expect(page).toHaveURL((u) => u.pathname === `${IP_POOLS}/default`)
  await expect(page.getByRole('heading', { name: 'default', level: 1 })).toBeVisible()
  await expect(page.getByText(/^\d+ \/ 241$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'IPv4', level: 3 })).toBeVisible()
  const ranges = rangesTable(page)
  await expect(rowByName(ranges, '203.0.113.10')).toContainText('203.0.113.250')
  await checkA11y(page)
})

test('a current rack makes an IPv6 multicast pool; the list and page say so', async ({
  page,
  request,
}) => {
  test.skip(!CURRENT, 'a v14 rack has IPv4 unicast pools only')
  const name = uniqueName('pool6')
  try {
    await page.goto(`${IP_POOLS}-new`)
    const create = page.getByRole('dialog', { name: 'Create IP pool' })
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await create.getByRole('radio', { name: 'IPv6' }).check()
    await create.getByRole('radio', { name: /^Multicast/ }).check()
    await create.getByRole('button', { name: 'Create IP pool' }).click()
    await expectToast(page, 'IP pool created')
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(page.getByText('No IPv6 ranges')).toBeVisible()
    await expect(page.getByText('Multicast', { exact: true })).toBeVisible()
    await page.goto(IP_POOLS)
    const table = poolsTable(page)
    await expect(await cellUnder(table, name, 'IP version')).toHaveText('IPv6')
    await expect(await cellUnder(table, name, 'Type')).toHaveText('Multicast')
  } finally {
    await deleteIpPoolIfPresent(request, name)
  }
})

test('a pool from creation to deletion, with the refusals on the way', async ({ page }) => {
  test.setTimeout(120_000)
  const name = uniqueName('pool')
  const renamed = `${name.slice(0, 55)}-renamed`
  const net = `198.18.${Math.floor(Math.random() * 256)}`
  try {
    // create
    await page.goto(IP_POOLS)
    await page.getByRole('link', { name: 'New IP pool' }).first().click()
    await expect(page).toHaveURL((u) => u.pathname === '/system/networking/ip-pools-new')
    const create = page.getByRole('dialog', { name: 'Create IP pool' })
    await create.getByRole('button', { name: 'Create IP pool' }).click()
    await expect(create.getByText('Name is required')).toBeVisible()
    if (CURRENT) {
      // IPv4 unicast unless chosen otherwise
      await expect(create.getByRole('radio', { name: 'IPv4' })).toBeChecked()
      await expect(create.getByRole('radio', { name: /^Unicast/ })).toBeChecked()
      await expect(create.getByRole('radio', { name: /^Multicast/ })).toBeVisible()
    } else {
      await expect(create.getByRole('radio', { name: 'IPv6' })).toHaveCount(0)
      await expect(create.getByText(/every pool is IPv4 unicast/)).toBeVisible()
    }
    await checkA11y(page)
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await create.getByRole('textbox', { name: /^Description/ }).fill('Made by the e2e suite')
    await create.getByRole('button', { name: 'Create IP pool' }).click()
    await expectToast(page, 'IP pool created')
    await expect(page).toHaveURL((u) => u.pathname === `${IP_POOLS}/${name}`)
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(page.getByText('No IPv4 ranges')).toBeVisible()
    await expect(page.getByRole('link', { name: 'IP ranges' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible()
    await checkA11y(page)

    // add a range: each end an address, of one family, in order
    await page.getByRole('link', { name: 'Add range' }).click()
    await expect(page).toHaveURL((u) => u.pathname === `${IP_POOLS}/${name}/ranges-add`)
    const add = page.getByRole('dialog', { name: 'Add IP range' })
    const first = add.getByRole('textbox', { name: 'First address' })
    const last = add.getByRole('textbox', { name: 'Last address' })
    await first.fill(`${net}.10`)
    await last.fill(net)
    await add.getByRole('button', { name: 'Add IP range' }).click()
    await expect(add.getByText('Not a valid IP address')).toBeVisible()
    await checkA11y(page)
    await last.fill(`${net}.5`)
    await add.getByRole('button', { name: 'Add IP range' }).click()
    await expect(add.getByText('Must not come before the first address')).toBeVisible()
    await last.fill(`${net}.20`)
    await add.getByRole('button', { name: 'Add IP range' }).click()
    await expect(add).toBeHidden()
    await expectToast(page, 'IP range added')
    await expect(rowByName(rangesTable(page), `${net}.10`)).toContainText(`${net}.20`)
    await expect(rowByName(rangesTable(page), `${net}.10`)).toContainText('IPv4')
    await expect(page.getByText('0 / 11', { exact: true })).toBeVisible()

    // a range overlapping another pool's is the API's to refuse; what was typed stays
    await page.getByRole('link', { name: 'Add range' }).click()
    await first.fill('203.0.113.100')
    await last.fill('203.0.113.110')
    await add.getByRole('button', { name: 'Add IP range' }).click()
    await expect(add.getByRole('alert')).toContainText(
      'The provided IP range 203.0.113.100-203.0.113.110 overlaps with an existing range',
    )
    await expect(first).toHaveValue('203.0.113.100')
    await expect(last).toHaveValue('203.0.113.110')
    await checkA11y(page)
    await add.getByRole('button', { name: 'Cancel' }).click()
    await confirmIn(page, 'Leave this form?', 'Leave')
    await expect(add).toBeHidden()

    // a pool with ranges cannot be deleted: the API's words show in the toast
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expectToast(page, 'IP Pool cannot be deleted while it contains IP ranges')
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

    // link corp-sso, making the pool its default in place of corp-pool
    await page.getByRole('link', { name: 'Linked silos' }).click()
    await expect(page).toHaveURL((u) => u.searchParams.get('tab') === 'silos')
    await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()
    await checkA11y(page)
    await page.getByRole('button', { name: 'Link silo' }).click()
    const link = page.getByRole('dialog', { name: 'Link silo' })
    await link.getByRole('button', { name: 'Link silo' }).click()
    await expect(link.getByText('Silo is required')).toBeVisible()
    await link.getByRole('combobox', { name: 'Silo' }).selectOption(SAML_SILO)
    await link.getByRole('checkbox', { name: /default pool/ }).check()
    await expect(link.getByRole('status')).toContainText(
      `${SAML_SILO_POOL} is the default of ${SAML_SILO} now`,
    )
    await checkA11y(page)
    await link.getByRole('button', { name: 'Link silo' }).click()
    await expect(link).toBeHidden()
    await expectToast(page, 'Silo linked, pool is its default')
    await expect(await cellUnder(silosTable(page), SAML_SILO, 'Default')).toHaveText('default')
    await checkA11y(page)

    // the silo's IP pools tab: the new pool is its default, corp-pool no longer is
    await page.goto(`/system/silos/${SAML_SILO}?tab=ip-pools`)
    const siloPools = poolsTable(page)
    await expect(
      page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'IP pools' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(await cellUnder(siloPools, name, 'Default')).toHaveText('default')
    await expect(await cellUnder(siloPools, SAML_SILO_POOL, 'Default')).toHaveText('No')
    await checkA11y(page)

    // corp-pool made the default again from its own page; the dialog names what it replaces
    await siloPools.getByRole('link', { name: SAML_SILO_POOL }).click()
    await expect(page).toHaveURL((u) => u.pathname === `${IP_POOLS}/${SAML_SILO_POOL}`)
    await page.getByRole('link', { name: 'Linked silos' }).click()
    await clickRowAction(page, SAML_SILO, 'Make default')
    const makeDefault = page.getByRole('dialog', { name: 'Make default pool' })
    await expect(makeDefault).toContainText(`${name} is the default pool of ${SAML_SILO} now`)
    await checkA11y(page)
    await confirmIn(page, 'Make default pool', 'Make default')
    await expectToast(page, 'Default pool changed')
    await expect(await cellUnder(silosTable(page), SAML_SILO, 'Default')).toHaveText('default')

    // back on the new pool: corp-sso is linked without it being the default; unlink it
    await page.goto(`${IP_POOLS}/${name}?tab=silos`)
    await expect(await cellUnder(silosTable(page), SAML_SILO, 'Default')).toHaveText('No')
    await clickRowAction(page, SAML_SILO, 'Unlink')
    await expect(page.getByRole('dialog', { name: 'Unlink silo' })).toContainText(
      'Its projects can no longer take addresses from the pool',
    )
    await checkA11y(page)
    await confirmIn(page, 'Unlink silo', 'Unlink')
    await expectToast(page, 'Silo unlinked')
    await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()

    // remove the range
    await page.getByRole('link', { name: 'IP ranges' }).click()
    await clickRowAction(page, `${net}.10`, 'Remove')
    await expect(page.getByRole('dialog', { name: 'Remove IP range' })).toContainText(
      `${net}.10 – ${net}.20`,
    )
    await checkA11y(page)
    await confirmIn(page, 'Remove IP range', 'Remove')
    await expectToast(page, 'IP range removed')
    await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible()
    await expect(page.getByText('No IPv4 ranges')).toBeVisible()

    // rename it from the list's row actions: the edit form opens over the pool's page
    await page.goto(IP_POOLS)
    await clickRowAction(page, name, 'Edit')
    await expect(page).toHaveURL((u) => u.pathname === `${IP_POOLS}/${name}/edit`)
    const edit = page.getByRole('dialog', { name: 'Edit IP pool' })
    await expect(edit.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Made by the e2e suite',
    )
    await checkA11y(page)
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
    await edit.getByRole('button', { name: 'Update IP pool' }).click()
    await expectToast(page, 'IP pool updated')
    await expect(page).toHaveURL((u) => u.pathname === `${IP_POOLS}/${renamed}`)
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()

    // and delete it from the list, now that it holds no range
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'IP pools' })
      .click()
    await expect(page).toHaveURL((u) => u.pathname === IP_POOLS)
    await clickRowAction(page, renamed, 'Delete')
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expectToast(page, 'IP pool deleted')
    await expect(rowByName(poolsTable(page), renamed)).toHaveCount(0)
  } finally {
    await makeDefaultIpPool(page.request, SAML_SILO_POOL, SAML_SILO)
    await deleteIpPoolIfPresent(page.request, name)
    await deleteIpPoolIfPresent(page.request, renamed)
  }
})

test("a silo's IP pools tab lists its pools and leads to them", async ({ page }) => {
  await page.goto('/system/silos/demo-silo?tab=ip-pools')
  const pools = poolsTable(page)
  await expect(await cellUnder(pools, 'default', 'Default')).toHaveText('default')
  await expect(rowByName(pools, 'default')).toContainText('Default pool of demo-silo')
  await checkA11y(page)

  await pools.getByRole('link', { name: 'default', exact: true }).click()
  await expect(page).toHaveURL((u) => u.pathname === `${IP_POOLS}/default`)
  await page.getByRole('link', { name: 'Linked silos' }).click()
  const demo = rowByName(silosTable(page), 'demo-silo')
  await expect(await cellUnder(silosTable(page), 'demo-silo', 'Default')).toHaveText('default')
  // already the default: the action says so instead of acting
  await demo.getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Make default' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')
  await checkA11y(page)
})
