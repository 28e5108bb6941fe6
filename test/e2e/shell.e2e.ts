// The signed-in frame (spec section 2): redirects, the silo/system scope switch,
// breadcrumbs, the skip link and scroll restoration.
// The same on every release (SAME_ON_EVERY_RELEASE): the frame reads what v14 serves too.
import type { Page } from '@playwright/test'

import { checkA11y, expect, signInAs, test } from './utils'

test('/ redirects to /projects', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
})

test('/settings redirects to the profile, which shows the user', async ({ page }) => {
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/settings\/profile$/)
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('definition').first()).toHaveText('admin')
  await expect(main.getByText('Yes (can view the system)')).toBeVisible()
  await checkA11y(page)
})

test('the user menu opens Settings', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: 'User menu for admin' }).click()
  await expect(page.getByRole('menu')).toContainText('Signed in to demo-silo')
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/settings\/profile$/)
})

test('an operator switches between silo and system', async ({ page }) => {
  await page.goto('/projects')
  const scope = page.getByRole('navigation', { name: 'Scope' })
  await expect(scope.getByRole('link', { name: 'Silo' })).toHaveAttribute('aria-current', 'true')
  await scope.getByRole('link', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/system\/issues$/)
  await expect(page.getByRole('heading', { name: 'Issues', exact: true })).toBeVisible()
  await expect(scope.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'true')
  await checkA11y(page)
  await scope.getByRole('link', { name: 'Silo' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})

test('/system redirects to /system/issues', async ({ page }) => {
  await page.goto('/system')
  await expect(page).toHaveURL(/\/system\/issues$/)
  await expect(page.getByRole('heading', { name: 'Issues', exact: true })).toBeVisible()
})

test('a viewer has no scope switch and no system pages', async ({ browser }) => {
  const page = await signInAs(browser, 'viewer')
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Scope' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'System' })).toHaveCount(0)
  await page.goto('/system/issues')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/system')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('breadcrumbs show the project on a project page', async ({ page }) => {
  await page.goto('/projects/demo-project')
  await expect(page).toHaveURL(/\/projects\/demo-project\/instances$/)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('listitem')).toHaveText(['Projects', /demo-project/, /Instances/])
  await expect(crumbs.getByRole('link', { name: 'demo-project' })).toBeVisible()
  await expect(crumbs.getByText('Instances')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Instances' }).getByRole('row')).not.toHaveCount(0)
  await checkA11y(page)

  await crumbs.getByRole('link', { name: 'Projects' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
})

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // the next Tab continues inside the content, not back in the header
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'New project' })).toBeFocused()
})

/** Opens the projects list in a short window (7 demo projects and more scroll) and scrolls its pane */
async function scrollProjectsList(page: Page) {
  await page.setViewportSize({ width: 1280, height: 360 })
  await page.goto('/projects')
  const main = page.getByRole('main')
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row')).not.toHaveCount(1)
  const scrolled = await main.evaluate((el) => {
    el.scrollTop = 180
    return el.scrollTop
  })
  expect(scrolled).toBeGreaterThan(100)
  return { main, scrolled }
}

test('the list scroll position comes back after going away and back', async ({ page }) => {
  const { main, scrolled } = await scrollProjectsList(page)

  await page
    .getByRole('navigation', { name: 'Scope' })
    .getByRole('link', { name: 'System' })
    .click()
  await expect(page.getByRole('heading', { name: 'Issues', exact: true })).toBeVisible()
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeAttached()
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(scrolled)

  // a new visit to the list (not Back) starts at the top
  await page
    .getByRole('navigation', { name: 'Silo' })
    .getByRole('link', { name: 'Projects' })
    .click()
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0)
})

test('a reload keeps the list where it was scrolled; a new visit starts at the top', async ({
  page,
}) => {
  const { main, scrolled } = await scrollProjectsList(page)
  // the offset is kept a moment after scrolling stops
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('scroll:'))),
    )
    .toBe(true)

  await page.reload()
  await expect(page.locator('html[data-ready]')).toBeAttached()
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(scrolled)

  // the same address typed again is a new page: nothing of the old one comes back
  await page.goto('/projects')
  await expect(page.locator('html[data-ready]')).toBeAttached()
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row')).not.toHaveCount(1)
  expect(await main.evaluate((el) => el.scrollTop)).toBe(0)
})
