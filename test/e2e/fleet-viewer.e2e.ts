// A fleet viewer on the System pages: an operator who may look at everything and change
// nothing. A new local user, given the fleet viewer role (and no silo role) through the
// fleet's policy, signs in and walks the pages: each shows its data, and every change is
// off with the reason, in rows' menus too; a form's URL sends them back with the reason.
// The user and their role are removed at the end. One test: the fleet's policy is read and
// written whole, so parallel grants could undo one another.
import type { Locator, Page } from '@playwright/test'

import { createLocalUser, deleteLocalUserIfPresent, grantFleetRole, removeScopeRole } from './api'
import {
  checkA11y,
  closeMenu,
  DEMO_PASSWORD,
  DEMO_SILO,
  expect,
  expectToast,
  newSignedOutPage,
  rowByName,
  submitLogin,
  test,
  uniqueName,
} from './utils'

/** `control` is off and, hovered, its tooltip says `reason` */
async function expectOff(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await control.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  // away again, so the next control's tooltip is the only one (in steps: the tooltip
  // stays while the pointer is on its way from the control to it)
  await page.mouse.move(0, 0, { steps: 5 })
  await expect(page.getByRole('tooltip')).toHaveCount(0)
}

/** Opens the row's menu, checks each item is off with `reason`, and closes it */
async function expectRowActionsOff(page: Page, row: Locator, items: string[], reason: string) {
  await row.getByRole('button', { name: 'Row actions' }).click()
  for (const item of items) {
    await expectOff(page, page.getByRole('menuitem', { name: item, exact: true }), reason)
  }
  await checkA11y(page)
  await closeMenu(page)
}

const IP_POOLS = 'Only a fleet admin can change IP pools'

test('a fleet viewer sees the System pages with every change off', async ({ browser, request }) => {
  // some twenty pages, each checked by axe: past 120 s when two workers share two busy
  // cores (silos 39 s, IP pools 44 s in one such run)
  test.setTimeout(240_000)
  const username = uniqueName('fleet-viewer')
  const user = await createLocalUser(request, username, DEMO_PASSWORD)
  try {
    await grantFleetRole(request, user.id, 'viewer')
    const page = await newSignedOutPage(browser)
    await page.goto(`/login/${DEMO_SILO}/local`)
    await submitLogin(page, username)
    await expect(page).toHaveURL(/\/projects$/)

    await test.step('silos', async () => {
      await page.goto('/system/silos')
      await expect(rowByName(page.getByRole('table', { name: 'Silos' }), 'corp-sso')).toBeVisible()
      await expectOff(
        page,
        page.getByRole('button', { name: 'New silo' }),
        'Only a fleet collaborator or admin can create silos',
      )
      await checkA11y(page)

      await page.goto('/system/silos/corp-sso')
      await expect(page.getByRole('heading', { level: 1, name: 'corp-sso' })).toBeVisible()
      await expect(rowByName(page, 'simulated-idp')).toBeVisible()
      await expectOff(
        page,
        page.getByRole('button', { name: 'Delete', exact: true }),
        'Only a fleet collaborator or admin, or an admin of this silo, can delete this silo',
      )
      await expectOff(
        page,
        page.getByRole('button', { name: 'New provider' }),
        'Only a fleet admin or an admin of this silo can add identity providers to this silo',
      )
      await checkA11y(page)

      await page.getByRole('link', { name: 'Quotas', exact: true }).click()
      await expect(page.getByText(/provisioned|Quota 0/).first()).toBeVisible()
      await expectOff(
        page,
        page.getByRole('button', { name: 'Edit quotas' }),
        'Only a fleet collaborator or admin, or an admin of this silo, can change this silo’s quotas',
      )
      await checkA11y(page)

      // a form reached by its URL sends the viewer back with the reason
      await page.goto('/system/silos/corp-sso/idps-new')
      await expect(page).toHaveURL((u) => u.pathname === '/system/silos/corp-sso')
      await expectToast(page, 'can add identity providers to this silo')
      await expect(page.getByRole('dialog', { name: 'Create identity provider' })).toHaveCount(0)
      await page.goto('/system/silos-new')
      await expect(page).toHaveURL((u) => u.pathname === '/system/silos')
      await expectToast(page, 'Only a fleet collaborator or admin can create silos')
      await expect(page.getByRole('heading', { name: 'Create silo' })).toHaveCount(0)
      await checkA11y(page)
    })

    await test.step('IP pools', async () => {
      await page.goto('/system/networking/ip-pools')
      const pools = page.getByRole('table', { name: 'IP pools' })
      await expect(rowByName(pools, 'default')).toBeVisible()
      await expectOff(page, page.getByRole('button', { name: 'New IP pool' }), IP_POOLS)
      await checkA11y(page)
      await expectRowActionsOff(page, rowByName(pools, 'default'), ['Edit', 'Delete'], IP_POOLS)

      await page.goto('/system/networking/ip-pools/default')
      await expect(page.getByRole('heading', { level: 1, name: 'default' })).toBeVisible()
      await expectOff(page, page.getByRole('button', { name: 'Edit', exact: true }), IP_POOLS)
      await expectOff(page, page.getByRole('button', { name: 'Delete', exact: true }), IP_POOLS)
      await expectOff(page, page.getByRole('button', { name: 'Add range' }), IP_POOLS)
      const ranges = page.getByRole('table', { name: 'IP ranges' })
      await expect(ranges.getByRole('row').nth(1)).toBeVisible()
      await checkA11y(page)
      await expectRowActionsOff(page, ranges.getByRole('row').nth(1), ['Remove'], IP_POOLS)

      await page.getByRole('link', { name: 'Linked silos', exact: true }).click()
      const links = page.getByRole('table', { name: 'Linked silos' })
      await expect(rowByName(links, DEMO_SILO)).toBeVisible()
      await expectOff(page, page.getByRole('button', { name: 'Link silo' }), IP_POOLS)
      await checkA11y(page)
      await expectRowActionsOff(
        page,
        rowByName(links, DEMO_SILO),
        ['Make default', 'Unlink'],
        IP_POOLS,
      )

      await page.goto('/system/networking/ip-pools/default/edit')
      await expect(page).toHaveURL((u) => u.pathname === '/system/networking/ip-pools/default')
      await expectToast(page, IP_POOLS)
      await expect(page.getByRole('dialog', { name: 'Edit IP pool' })).toHaveCount(0)
    })

    await test.step('inventory', async () => {
      await page.goto('/system/inventory/sleds')
      const sleds = page.getByRole('table', { name: 'Sleds' })
      const firstSled = sleds.getByRole('row').nth(1)
      await expect(firstSled).toBeVisible()
      await checkA11y(page)
      await firstSled.getByRole('button', { name: 'Row actions' }).click()
      await expectOff(
        page,
        page.getByRole('menuitem', { name: /^Mark / }),
        'Only a fleet admin can change a sled’s provision policy',
      )
      await page.keyboard.press('Escape')
      // the sleds found but not added yet (other tests may have added them all)
      const adds = page.getByRole('button', { name: /^Add sled / })
      for (const add of await adds.all()) {
        await expectOff(page, add, 'Only a fleet admin can add sleds to the rack')
      }
    })

    await test.step('support bundles', async () => {
      await page.goto('/system/support-bundles')
      const bundles = page.getByRole('table', { name: 'Support bundles' })
      await expect(bundles.getByRole('row').nth(1)).toBeVisible()
      const reason = 'Only a fleet admin can create or delete support bundles'
      await expectOff(page, page.getByRole('button', { name: 'Create bundle' }), reason)
      await checkA11y(page)
      // looking stays on: an active bundle's files and its download
      const active = bundles.getByRole('row').filter({ hasText: 'active' }).first()
      await active.getByRole('button', { name: 'Row actions' }).click()
      await expect(page.getByRole('menuitem', { name: 'View files' })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      )
      await expectOff(page, page.getByRole('menuitem', { name: 'Delete', exact: true }), reason)
      await checkA11y(page)
      await page.keyboard.press('Escape')
    })

    await test.step('rack networking allow list', async () => {
      await page.goto('/system/networking/rack')
      await page.getByRole('link', { name: 'Allow list', exact: true }).click()
      await expect(page.getByText('Allowed sources')).toBeVisible()
      await expectOff(
        page,
        page.getByRole('button', { name: 'Edit allow list' }),
        'Only a fleet admin can change the allow list',
      )
      await checkA11y(page)
    })

    await test.step('fleet access', async () => {
      await page.goto('/system/access')
      const reason = 'Only a fleet admin can change who has access to the fleet'
      await expect(page.getByText(`${reason}. Your role here: viewer.`)).toBeVisible()
      await expect(rowByName(page, username)).toBeVisible()
      await expectOff(page, page.getByRole('button', { name: 'Add user or group' }), reason)
      await checkA11y(page)
      const admin = rowByName(page, 'admin').first()
      await expectRowActionsOff(page, admin, ['Change role', 'Remove'], reason)
    })

    await test.step('a fleet collaborator creates silos, but none that confer fleet roles', async () => {
      await grantFleetRole(request, user.id, 'collaborator')
      await page.goto('/system/silos-new')
      await expect(page.getByRole('heading', { name: 'Create silo' })).toBeVisible()
      await expect(
        page.getByText(
          'Only a fleet admin can create a silo that confers fleet roles: none will be conferred.',
        ),
      ).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'Fleet viewer' })).toHaveCount(0)
      await checkA11y(page)
    })
  } finally {
    await removeScopeRole(request, 'fleet', user.id)
    await deleteLocalUserIfPresent(request, username)
  }
})
