// Sign-in, the redirect back to where the user was, refused open redirects and sign-out
// (spec sections 2, 7 and 8). Every test starts signed out in a fresh context.
import type { Page } from '@playwright/test'

import {
  checkA11y,
  DEMO_SILO,
  expect,
  expectLoginPage,
  newSignedOutPage,
  signInAs,
  submitLogin,
  test,
} from './utils'

const LOGIN_PATH = `/login/${DEMO_SILO}/local`

// nothing in these tests should ever leave the console's origin; if it tries, fail fast
// instead of waiting on the network
async function blockOffOrigin(page: Page) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
}

test('a signed-out visit goes to login with path and query kept, and back after sign-in', async ({
  browser,
}) => {
  const page = await newSignedOutPage(browser)
  await page.goto('/projects?sort=x&page=2')
  expect(await expectLoginPage(page)).toBe('/projects?sort=x&page=2')

  await submitLogin(page, 'admin')
  await expect(page).toHaveURL((u) => u.pathname + u.search === '/projects?sort=x&page=2')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
})

test('a wrong password shows an error and keeps what was typed', async ({ browser }) => {
  const page = await newSignedOutPage(browser)
  await page.goto(LOGIN_PATH)
  await submitLogin(page, 'admin', 'not-the-password')

  await expect(page.getByRole('alert')).toContainText('Could not sign in')
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin')
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password')
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page).toHaveURL((u) => u.pathname === LOGIN_PATH)

  // and the right password still works from there
  await page.getByLabel('Password').fill('demo-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL((u) => u.pathname === '/projects')
})

for (const target of ['https://example.com/x', '//example.com', '/\\example.com']) {
  test(`an off-origin redirect_uri (${target}) is refused`, async ({ browser, baseURL }) => {
    const page = await newSignedOutPage(browser)
    await blockOffOrigin(page)
    await page.goto(`${LOGIN_PATH}?redirect_uri=${encodeURIComponent(target)}`)
    await submitLogin(page, 'admin')
    await expect(page).toHaveURL(`${baseURL}/projects`)
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  })
}

test('sign out from the user menu ends the session', async ({ browser }) => {
  const page = await signInAs(browser, 'collaborator')
  await page.getByRole('button', { name: 'User menu for collaborator' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()

  expect(await expectLoginPage(page)).toBeNull()

  // the old cookie no longer opens the console
  await page.goto('/projects')
  expect(await expectLoginPage(page)).toBe('/projects')
})

test('/login keeps redirect_uri on its way to the silo login page', async ({ browser }) => {
  const page = await newSignedOutPage(browser)
  await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile')
  await expect(page).toHaveURL((u) => u.pathname === LOGIN_PATH)
  expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe('/settings/profile')
  await submitLogin(page, 'viewer')
  await expect(page).toHaveURL((u) => u.pathname === '/settings/profile')
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
})

test('accessibility of the login page, also with an error showing', async ({ browser }) => {
  const page = await newSignedOutPage(browser)
  await page.goto(LOGIN_PATH)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused()
  await checkA11y(page)
  await submitLogin(page, 'admin', 'wrong')
  await expect(page.getByRole('alert')).toBeVisible()
  await checkA11y(page)
})
