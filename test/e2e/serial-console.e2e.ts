// The serial console page in server mode: the guest's boot log and login prompt, typing
// through the websocket, keyboard focus, and the message when the instance has no console
// (spec §4 serialConsole: running, rebooting, migrating, repairing).
import type { Page } from '@playwright/test'

import { checkA11y, expect, test, uniqueName } from './utils'
import { createInstance, waitForRunState } from './api'

/** An instance of demo-project, waited for until it is `running` or `stopped`. */
async function createTestInstance(page: Page, name: string, start: boolean) {
  await createInstance(page.request, { name, hostname: 'serial', start })
  await waitForRunState(page.request, name, start ? 'running' : 'stopped')
}

/** The terminal's text as xterm.js draws it in the DOM */
const screen = (page: Page) => page.locator('.xterm-rows')

test('log in on the serial console and run a command', async ({ page }) => {
  test.setTimeout(60_000)
  const name = uniqueName('serial')
  await createTestInstance(page, name, true)
  await page.goto(`/projects/demo-project/instances/${name}/serial-console`)

  await expect(page.getByRole('heading', { name: `Serial console: ${name}` })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Connected')
  await expect(screen(page)).toContainText('serial ttyS0')
  await expect(screen(page)).toContainText(/serial\s+login:/)
  // focus lands in the terminal, so typing goes to the guest
  await expect(page.locator('.xterm-helper-textarea')).toBeFocused()
  await checkA11y(page)

  await page.keyboard.type('alice')
  await expect(screen(page)).toContainText(/login:\s+alice/)
  await page.keyboard.press('Enter')
  await expect(screen(page)).toContainText('Password:')
  await page.keyboard.type('secret')
  await page.keyboard.press('Enter')
  await expect(screen(page)).toContainText(/alice@serial:~\$/)
  await page.keyboard.type('echo typed-through')
  await page.keyboard.press('Enter')
  await expect(screen(page).getByText('typed-through', { exact: true })).toBeVisible()

  // Shift+Tab leaves the terminal for the way back
  await page.keyboard.press('Shift+Tab')
  const back = page.getByRole('link', { name: 'Back to instance' })
  await expect(back).toBeFocused()

  // the instance stops: the connection closes and the page says why
  const stop = await page.request.post(`/v1/instances/${name}/stop?project=demo-project`)
  expect(stop.status()).toBe(202)
  await expect(
    page.getByRole('heading', { name: 'The serial console is not available' }),
  ).toBeVisible()
  await expect(screen(page)).toHaveCount(0)
})

test('a stopped instance shows why there is no console, with a way back', async ({ page }) => {
  const name = uniqueName('serial-off')
  await createTestInstance(page, name, false)
  await page.goto(`/projects/demo-project/instances/${name}/serial-console`)

  await expect(
    page.getByRole('heading', { name: 'The serial console is not available' }),
  ).toBeVisible()
  await expect(page.getByText(/running, rebooting, migrating or repairing/)).toBeVisible()
  await expect(screen(page)).toHaveCount(0)
  await checkA11y(page)

  await page.getByRole('link', { name: 'Back to instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/instances/${name}/storage$`))
})
