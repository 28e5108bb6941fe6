// Instances list: state badges, row actions allowed per run state (spec §4) and polling
// while an instance changes state (server mode, signed in as admin).
import type { Page } from '@playwright/test'

import { checkA11y, expect, expectToast, rowByName, test } from './utils'
import { runState, startInstance } from './api'

const LIST = '/projects/demo-project/instances'
const instancesTable = (page: Page) => page.getByRole('table', { name: 'Instances' })
const stateCell = (page: Page, state: string) =>
  rowByName(instancesTable(page), 'db1').getByRole('cell', { name: state, exact: true })

/**
 * Other specs expect the seeded db1 to be running: put it back through the API if an
 * earlier (failed) attempt left it stopped or on its way there.
 */
async function ensureDb1Running(page: Page) {
  await expect
    .poll(
      async () => {
        const state = await runState(page.request, 'db1')
        if (state === 'stopped' || state === 'failed') await startInstance(page.request, 'db1')
        return state
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe('running')
}

test('stop and start db1 from its row actions', async ({ page }) => {
  test.setTimeout(60_000)
  await ensureDb1Running(page)
  try {
    await page.goto(LIST)
    await expect(stateCell(page, 'running')).toBeVisible()

    const row = rowByName(instancesTable(page), 'db1')
    await row.getByRole('button', { name: 'Row actions' }).click()
    const menu = page.getByRole('menu')
    const start = menu.getByRole('menuitem', { name: 'Start', exact: true })
    const stop = menu.getByRole('menuitem', { name: 'Stop', exact: true })
    await expect(start).toHaveAttribute('aria-disabled', 'true')
    await expect(stop).not.toHaveAttribute('aria-disabled')
    await expect(menu.getByRole('menuitem', { name: 'Reboot', exact: true })).not.toHaveAttribute(
      'aria-disabled',
    )
    await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    // the reason is a tooltip on hover and the item's description for screen readers
    await start.hover()
    const reason = 'Only a stopped or failed instance can be started'
    await expect(page.getByRole('tooltip')).toHaveText(reason)
    await expect(start).toHaveAccessibleDescription(reason)
    // choosing it does nothing (Playwright won't click an aria-disabled item: use the keyboard)
    await expect(start).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await checkA11y(page)

    // Stop asks first, naming the instance
    await stop.click()
    const dialog = page.getByRole('dialog', { name: 'Stop instance' })
    await expect(dialog).toContainText('Are you sure you want to stop db1?')
    await dialog.getByRole('button', { name: 'Stop' }).click()
    await expect(dialog).toBeHidden()
    await expectToast(page, 'Stopping instance')

    // the list polls while db1 changes state: a spinner while stopping, none once stopped
    await expect(stateCell(page, 'stopping')).toBeVisible()
    await expect(stateCell(page, 'stopping').locator('svg.animate-spin')).toBeVisible()
    await expect(stateCell(page, 'stopped')).toBeVisible()
    await expect(stateCell(page, 'stopped').locator('svg.animate-spin')).toHaveCount(0)

    // now Start is allowed and Stop is not; Start runs without a confirm
    await row.getByRole('button', { name: 'Row actions' }).click()
    await expect(menu.getByRole('menuitem', { name: 'Stop', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await menu.getByRole('menuitem', { name: 'Start', exact: true }).click()
    await expectToast(page, 'Starting instance')
    await expect(stateCell(page, 'starting')).toBeVisible()
    await expect(stateCell(page, 'starting').locator('svg.animate-spin')).toBeVisible()
    await expect(stateCell(page, 'running')).toBeVisible()
  } finally {
    await ensureDb1Running(page)
  }
})
