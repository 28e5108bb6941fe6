// The operator's subnet pool pages (signed in as admin). On a current rack: the seeded
// pools listed; a pool's whole life through the pages (created, a member added with the
// network rules, refused deletion while it has one, linked to a silo as its default in
// place of another pool, seen in the silo's tab, the other pool made the default again and
// then cleared, unlinked, the member removed, renamed, deleted). On a v14 rack, which has no subnet pools, every place they
// would be says why in one line.
// Tests run in parallel on one simulator: the pool's member lies in 100.64.0.0/10, which no
// seeded pool or range uses, and the silo it is linked to is the test's own, so the seeded
// demo-silo's defaults (which external subnet tests rely on) stay as they are.
import type { Locator, Page } from '@playwright/test'

import { createSilo, deleteSiloIfPresent } from './api'
import { call, callAs } from './api-client'
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

const CURRENT = process.env.E2E_RELEASE === 'current'
const POOLS = '/system/networking/subnet-pools'
const REASON =
  'Subnet pools need a newer rack: its release v14 (unversioned API) does not have them'

const poolsTable = (page: Page) => page.getByRole('table', { name: 'Subnet pools' })
const membersTable = (page: Page) => page.getByRole('table', { name: 'Members' })
const silosTable = (page: Page) => page.getByRole('table', { name: 'Linked silos' })

/** The cell of a table row under the column `header` */
async function cellUnder(table: Locator, row: string, header: string) {
  await expect(table.getByRole('columnheader').first()).toBeVisible()
  const headers = await table.getByRole('columnheader').allTextContents()
  const index = headers.findIndex((h) => h.trim() === header)
  expect(index, `no column ${header}`).toBeGreaterThanOrEqual(0)
  return rowByName(table, row).getByRole('cell').nth(index)
}

test('a v14 rack has no subnet pools, and each place says why', async ({ page }) => {
  test.skip(CURRENT, 'a current rack has subnet pools')
  await page.goto(POOLS)
  await expect(page.getByRole('heading', { name: 'Subnet pools', level: 1 })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText(REASON)
  await expect(page.getByRole('link', { name: 'New subnet pool' })).toHaveCount(0)
  await checkA11y(page)

  // a pool's address or a form's shows the same line, never an error
  await page.goto(`${POOLS}/routed-v4`)
  await expect(page.getByRole('heading', { name: 'routed-v4', level: 1 })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText(REASON)
  await checkA11y(page)
  await page.goto(`${POOLS}/routed-v4/members-add`)
  await expect(page.getByRole('note')).toHaveText(REASON)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto('/system/silos/demo-silo?tab=subnet-pools')
  await expect(page.getByRole('note')).toHaveText(REASON)
  await checkA11y(page)
})

test('the list shows the seeded pools and leads to their members', async ({ page }) => {
  test.skip(!CURRENT, 'a v14 rack has no subnet pools')
  await page.goto(POOLS)
  await expect(
    page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Subnet pools' }),
  ).toHaveAttribute('aria-current', 'page')
  const table = poolsTable(page)
  await expect(await cellUnder(table, 'routed-v4', 'IP version')).toHaveText('IPv4')
  await expect(await cellUnder(table, 'routed-v6', 'IP version')).toHaveText('IPv6')
  await checkA11y(page)

  await table.getByRole('link', { name: 'routed-v6' }).click()
  await expect(page).toHaveURL((u) => u.pathname === `${POOLS}/routed-v6`)
  await expect(
    await cellUnder(membersTable(page), '2001:db8:1000::/36', 'Prefix lengths'),
  ).toHaveText('/48 to /64')
  await checkA11y(page)
})

test('a pool from creation to deletion, with a silo linked as its default', async ({
  page,
  request,
}) => {
  test.skip(!CURRENT, 'a v14 rack has no subnet pools')
  test.setTimeout(120_000)
  const name = uniqueName('subnets')
  const renamed = `${name.slice(0, 55)}-renamed`
  const silo = uniqueName('subnet-silo')
  const net = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}`
  const subnet = `${net}.0/24`
  await createSilo(request, { name: silo })
  // the silo's IPv4 default is the seeded pool, which the new pool will replace
  await call(request, 'systemSubnetPoolSiloLink', {
    path: { pool: 'routed-v4' },
    body: { silo, isDefault: true },
  })
  try {
    // create
    await page.goto(POOLS)
    await page.getByRole('link', { name: 'New subnet pool' }).click()
    await expect(page).toHaveURL((u) => u.pathname === `${POOLS}-new`)
    const create = page.getByRole('dialog', { name: 'Create subnet pool' })
    await create.getByRole('button', { name: 'Create subnet pool' }).click()
    await expect(create.getByText('Name is required')).toBeVisible()
    await expect(create.getByRole('radio', { name: /^IPv4/ })).toBeChecked()
    await checkA11y(page)
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await create.getByRole('textbox', { name: /^Description/ }).fill('Made by the e2e suite')
    await create.getByRole('button', { name: 'Create subnet pool' }).click()
    await expectToast(page, 'Subnet pool created')
    await expect(page).toHaveURL((u) => u.pathname === `${POOLS}/${name}`)
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(page.getByText('No members yet')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No members' })).toBeVisible()
    await checkA11y(page)

    // add a member: a network of the pool's version, as its first address, sound lengths
    await page.getByRole('link', { name: 'Add member' }).click()
    await expect(page).toHaveURL((u) => u.pathname === `${POOLS}/${name}/members-add`)
    const add = page.getByRole('dialog', { name: 'Add member' })
    const subnetField = add.getByRole('textbox', { name: 'Subnet' })
    const min = add.getByRole('spinbutton', { name: /^Minimum prefix length/ })
    const max = add.getByRole('spinbutton', { name: /^Maximum prefix length/ })
    await subnetField.fill(net)
    await add.getByRole('button', { name: 'Add member' }).click()
    await expect(
      add.getByText('Must contain an IP address and a width, separated by a /'),
    ).toBeVisible()
    await subnetField.fill('fd00::/48')
    await add.getByRole('button', { name: 'Add member' }).click()
    await expect(add.getByText('Must be an IPv4 network, as the pool is')).toBeVisible()
    await subnetField.fill(`${net}.7/24`)
    await add.getByRole('button', { name: 'Add member' }).click()
    await expect(add.getByText(`Must be the network’s first address: ${subnet}`)).toBeVisible()
    await subnetField.fill(subnet)
    await min.fill('20')
    await add.getByRole('button', { name: 'Add member' }).click()
    await expect(add.getByText('Must be at least 24, the subnet’s width')).toBeVisible()
    await min.fill('28')
    await max.fill('26')
    await add.getByRole('button', { name: 'Add member' }).click()
    await expect(add.getByText('Must not be below the smallest prefix length (28)')).toBeVisible()
    await checkA11y(page)
    await max.fill('30')
    await add.getByRole('button', { name: 'Add member' }).click()
    await expect(add).toBeHidden()
    await expectToast(page, 'Member added')
    await expect(await cellUnder(membersTable(page), subnet, 'Prefix lengths')).toHaveText(
      '/28 to /30',
    )
    await expect(page.getByText('0 / 256', { exact: true })).toBeVisible()

    // an overlapping member is Nexus's to refuse; its words show and what was typed stays
    await page.getByRole('link', { name: 'Add member' }).click()
    await subnetField.fill(`${net}.128/25`)
    await add.getByRole('button', { name: 'Add member' }).click()
    await expect(add.getByRole('alert')).toContainText('overlaps with an existing subnet pool')
    await expect(subnetField).toHaveValue(`${net}.128/25`)
    await add.getByRole('button', { name: 'Cancel' }).click()
    await confirmIn(page, 'Leave this form?', 'Leave')

    // a pool with a member cannot be deleted: Nexus's words show in the toast
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expectToast(page, /while it contains members/)
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

    // link the silo as its default: the form names the default it replaces
    await page.getByRole('link', { name: 'Linked silos' }).click()
    await expect(page).toHaveURL((u) => u.searchParams.get('tab') === 'silos')
    await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()
    await checkA11y(page)
    await page.getByRole('button', { name: 'Link silo' }).click()
    const link = page.getByRole('dialog', { name: 'Link silo' })
    await link.getByRole('button', { name: 'Link silo' }).click()
    await expect(link.getByText('Silo is required')).toBeVisible()
    await link.getByRole('combobox', { name: 'Silo' }).selectOption(silo)
    await link.getByRole('checkbox', { name: /default pool/ }).check()
    await expect(link.getByRole('status')).toContainText(`routed-v4 is the default of ${silo} now`)
    await checkA11y(page)
    await link.getByRole('button', { name: 'Link silo' }).click()
    await expect(link).toBeHidden()
    await expectToast(page, 'Silo linked, pool is its default')
    await expect(await cellUnder(silosTable(page), silo, 'Default')).toHaveText('default')

    // the silo's tab: the new pool is its default, routed-v4 no longer is
    await silosTable(page).getByRole('link', { name: silo }).click()
    await expect(page).toHaveURL(
      (u) => u.pathname === `/system/silos/${silo}` && u.searchParams.get('tab') === 'subnet-pools',
    )
    const siloPools = poolsTable(page)
    await expect(await cellUnder(siloPools, name, 'Default')).toHaveText('default')
    await expect(await cellUnder(siloPools, 'routed-v4', 'Default')).toHaveText('No')
    await checkA11y(page)

    // routed-v4 made the default again from its page: the dialog names the pool it replaces;
    // then its default cleared, which leaves the silo without an IPv4 default
    await siloPools.getByRole('link', { name: 'routed-v4' }).click()
    await expect(page).toHaveURL((u) => u.pathname === `${POOLS}/routed-v4`)
    await page.getByRole('link', { name: 'Linked silos' }).click()
    await clickRowAction(page, silo, 'Make default')
    await expect(page.getByRole('dialog', { name: 'Make default pool' })).toContainText(
      `${name} is the default IPv4 subnet pool of ${silo} now`,
    )
    await checkA11y(page)
    await confirmIn(page, 'Make default pool', 'Make default')
    await expectToast(page, 'Default pool changed')
    await expect(await cellUnder(silosTable(page), silo, 'Default')).toHaveText('default')
    await clickRowAction(page, silo, 'Clear default')
    await expect(page.getByRole('dialog', { name: 'Clear default pool' })).toContainText(
      `Stop routed-v4 being the default IPv4 subnet pool of ${silo}?`,
    )
    await confirmIn(page, 'Clear default pool', 'Clear default')
    await expectToast(page, 'Default pool cleared')
    await expect(await cellUnder(silosTable(page), silo, 'Default')).toHaveText('No')

    // back on the new pool, no longer the default: unlink the silo
    await page.goto(`${POOLS}/${name}?tab=silos`)
    await expect(await cellUnder(silosTable(page), silo, 'Default')).toHaveText('No')
    await clickRowAction(page, silo, 'Unlink')
    await expect(page.getByRole('dialog', { name: 'Unlink silo' })).toContainText(
      'Its projects can no longer take external subnets from the pool',
    )
    await checkA11y(page)
    await confirmIn(page, 'Unlink silo', 'Unlink')
    await expectToast(page, 'Silo unlinked')
    await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()

    // remove the member
    await page.getByRole('link', { name: 'Members' }).click()
    await clickRowAction(page, subnet, 'Remove')
    await expect(page.getByRole('dialog', { name: 'Remove member' })).toContainText(subnet)
    await checkA11y(page)
    await confirmIn(page, 'Remove member', 'Remove')
    await expectToast(page, 'Member removed')
    await expect(page.getByRole('heading', { name: 'No members' })).toBeVisible()

    // rename it from the list's row actions, then delete it there
    await page.goto(POOLS)
    await clickRowAction(page, name, 'Edit')
    await expect(page).toHaveURL((u) => u.pathname === `${POOLS}/${name}/edit`)
    const edit = page.getByRole('dialog', { name: 'Edit subnet pool' })
    await expect(edit.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Made by the e2e suite',
    )
    await checkA11y(page)
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
    await edit.getByRole('button', { name: 'Update subnet pool' }).click()
    await expectToast(page, 'Subnet pool updated')
    await expect(page).toHaveURL((u) => u.pathname === `${POOLS}/${renamed}`)
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Subnet pools' })
      .click()
    await clickRowAction(page, renamed, 'Delete')
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expectToast(page, 'Subnet pool deleted')
    await expect(rowByName(poolsTable(page), renamed)).toHaveCount(0)
  } finally {
    for (const pool of [name, renamed]) {
      await callAs(request, 'systemSubnetPoolMemberRemove', { path: { pool }, body: { subnet } })
      await callAs(request, 'systemSubnetPoolDelete', { path: { pool } })
    }
    await callAs(request, 'systemSubnetPoolSiloUnlink', { path: { pool: 'routed-v4', silo } })
    await deleteSiloIfPresent(request, silo)
  }
})
