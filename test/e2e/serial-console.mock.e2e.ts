// The serial console in mock mode: the same guest, answered in the page through MSW's
// websocket link instead of the server.
import type { Page } from '@playwright/test'

import { checkA11y, expect, test } from './utils'

const screen = (page: Page) => page.locator('.xterm-rows')

test('the serial console of db1 shows its login prompt and echoes input', async ({ page }) => {
  await page.goto('/projects/demo-project/instances/db1/serial-console')
  await expect(page.getByRole('status')).toContainText('Connected')
  await expect(screen(page)).toContainText(/db1\s+login:/)
  await expect(page.locator('.xterm-helper-textarea')).toBeFocused()
  await checkA11y(page)

  await page.keyboard.type('root')
  await page.keyboard.press('Enter')
  await expect(screen(page)).toContainText('Password:')
  await page.keyboard.type('pw')
  await page.keyboard.press('Enter')
  await page.keyboard.type('hostname')
  await page.keyboard.press('Enter')
  await expect(screen(page)).toContainText(/root@db1:~# hostname\s*db1\s*root@db1:~#/)
})
