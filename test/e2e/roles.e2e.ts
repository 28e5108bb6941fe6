// Actions know the user's role: a project viewer sees every change it may not make
// disabled, with the reason, before trying (the role's reason first, before a run state's);
// a silo collaborator (an admin of every project) sees them enabled. On release v14 there
// is no limited collaborator, and the reason does not name one.
import type { Locator, Page } from '@playwright/test'

import { checkA11y, closeMenu, expect, rowByName, signInAs, test } from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'
const PROJECT = '/projects/demo-project'

const who = CURRENT
  ? 'a project limited collaborator, collaborator or admin'
  : 'a project collaborator or admin'
const viewerReason = (words: string) =>
  `Only ${who} can ${words}; your role on this project is viewer`
const networkReason = (words: string) =>
  `Only a project collaborator or admin can ${words}; your role on this project is viewer`

/** A control that is off and says why on hover (and to screen readers) */
async function expectDisabledWith(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await control.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await expect(control).toHaveAccessibleDescription(reason)
  await page.mouse.move(0, 0)
}

async function openRowMenu(page: Page, table: Locator, name: string) {
  await rowByName(table, name).getByRole('button', { name: 'Row actions' }).click()
  return page.getByRole('menu')
}

test('a project viewer sees what it may not change disabled, with the reason', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await signInAs(browser, 'viewer')
  await page.goto(`${PROJECT}/instances`)
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(rowByName(table, 'db1')).toBeVisible()

  const reason = viewerReason('change instances')
  await expectDisabledWith(page, page.getByRole('button', { name: 'New instance' }), reason)

  // db1 runs: Stop and Reboot are off for the role alone, Start for both (the role's first)
  const menu = await openRowMenu(page, table, 'db1')
  for (const label of ['Start', 'Stop', 'Reboot', 'Delete']) {
    await expectDisabledWith(page, menu.getByRole('menuitem', { name: label, exact: true }), reason)
  }
  await closeMenu(page)
  await checkA11y(page)

  // the instance page's buttons, and the storage tab's (keyboard focus shows the reason too)
  await page.goto(`${PROJECT}/instances/db1/storage`)
  const stop = page.getByRole('button', { name: 'Stop', exact: true })
  await expect(stop).toHaveAttribute('aria-disabled', 'true')
  await stop.focus()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await stop.blur()
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Serial console' }),
    viewerReason('use an instance’s serial console'),
  )
  await expectDisabledWith(page, page.getByRole('button', { name: 'Attach existing disk' }), reason)
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'Create disk' }),
    viewerReason('change disks'),
  )
  const boot = page.getByRole('table', { name: 'Boot disk' })
  const bootMenu = await openRowMenu(page, boot, 'db1-boot')
  await expectDisabledWith(page, bootMenu.getByRole('menuitem', { name: 'Detach' }), reason)
  await closeMenu(page)
  await checkA11y(page)

  // other pages of the project: compute and networking
  await page.goto(`${PROJECT}/disks`)
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'New disk' }).first(),
    viewerReason('change disks'),
  )
  await page.goto(`${PROJECT}/vpcs`)
  await expectDisabledWith(
    page,
    page.getByRole('button', { name: 'New VPC' }).first(),
    networkReason('change VPCs'),
  )
  await checkA11y(page)

  // a form reached by its address shows (nothing to hide), its submit off with the reason
  await page.goto(`${PROJECT}/vpcs-new`)
  const vpcForm = page.getByRole('dialog', { name: 'Create VPC' })
  await expectDisabledWith(
    page,
    vpcForm.getByRole('button', { name: 'Create VPC' }),
    networkReason('change VPCs'),
  )
  await page.goto(`${PROJECT}/instances-new`)
  await expectDisabledWith(page, page.getByRole('button', { name: 'Create instance' }), reason)
  await checkA11y(page)
})

test('a silo collaborator (admin of every project) has them enabled', async ({ browser }) => {
  const page = await signInAs(browser, 'collaborator')
  await page.goto(`${PROJECT}/instances`)
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(rowByName(table, 'db1')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New instance' })).toBeVisible()
  const menu = await openRowMenu(page, table, 'db1')
  for (const label of ['Stop', 'Reboot']) {
    await expect(menu.getByRole('menuitem', { name: label, exact: true })).not.toHaveAttribute(
      'aria-disabled',
    )
  }
  // Delete stays off for the run state alone, and says so
  await expectDisabledWith(
    page,
    menu.getByRole('menuitem', { name: 'Delete', exact: true }),
    'Only a stopped or failed instance can be deleted',
  )
  await closeMenu(page)

  // on the storage tab of the running db1, what its run state forbids says so too
  await page.goto(`${PROJECT}/instances/db1/storage`)
  for (const name of ['Create disk', 'Attach existing disk']) {
    const button = page.getByRole('button', { name })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await button.hover()
    await expect(page.getByRole('tooltip')).toHaveText(
      /^Only a .* instance can have disks attached$/,
    )
    await page.mouse.move(0, 0)
  }

  await page.goto(`${PROJECT}/vpcs`)
  await expect(page.getByRole('link', { name: 'New VPC' }).first()).toBeVisible()
  await checkA11y(page)
})
