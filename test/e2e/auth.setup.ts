// Signs the admin in through the UI once; the `server` project reuses the cookies.
import { test as setup } from '@playwright/test'

import { ADMIN_STATE } from './auth-state'
import { DEMO_SILO, expect, submitLogin } from './utils'

setup('sign in as admin', async ({ page }) => {
  await page.goto(`/login/${DEMO_SILO}/local`)
  await submitLogin(page, 'admin')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  // the browser reports its time zone once idle; with it, the server renders later pages
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'console-tz'))
    .toBe(true)
  await page.context().storageState({ path: ADMIN_STATE })
})
