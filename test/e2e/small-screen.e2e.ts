// Small screens (issue 26): at 390 × 844 the page never scrolls sideways (a table scrolls
// within itself), the sidebar is a drawer behind the top bar's Menu button, and axe
// passes. Server mode, signed in as admin; the same on both releases.
import type { Page } from '@playwright/test'

import { checkA11y, expect, test } from './utils'

test.use({ viewport: { width: 390, height: 844 } })

/**
 * What sticks out past the screen's right edge: the document's own width, and any
 * element that is not inside something scrolling sideways by itself (a table's scroller,
 * a row of tabs). Tables are checked by their own tests.
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const inOwnScroller = (el: Element) => {
      for (let p = el.parentElement; p && p.id !== 'content'; p = p.parentElement) {
        if (p.tagName === 'TABLE') return true
        const x = getComputedStyle(p).overflowX
        if (x === 'auto' || x === 'scroll') return true
      }
      return false
    }
    const out = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return (
          box.width > 0 && box.right > width + 1 && el.tagName !== 'TABLE' && !inOwnScroller(el)
        )
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
    return { scrollWidth: document.documentElement.scrollWidth, width, out }
  })
}

const PAGES = [
  ['/projects', 'Projects'],
  ['/projects/demo-project/instances', 'Instances'],
  ['/projects/demo-project/instances/db1', 'db1'],
  ['/projects/demo-project/disks', 'Disks'],
  ['/projects/demo-project/vpcs/default', 'default'],
  ['/projects/demo-project/instances-new', 'Create instance'],
  ['/projects/demo-project/disks-new', 'Create disk'],
  ['/directory/users', 'Users & groups'],
  ['/system/silos', 'Silos'],
  ['/system/inventory', 'Inventory'],
  ['/system/utilization', 'Utilization'],
] as const

test('the main pages fit 390 pixels and pass axe', async ({ page }) => {
  test.setTimeout(120_000)
  for (const [path, heading] of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
    // what loads after the heading (tables, charts) too
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    const { scrollWidth, out } = await sidewaysOverflow(page)
    expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(390)
    expect(out, `${path}: past the right edge`).toEqual([])
    // the desktop sidebar is not shown; the Menu button is (behind a side modal form, the
    // page is hidden from assistive technology, so look for the element itself)
    await expect(page.locator('header button', { hasText: /^Menu$/ }), path).toBeVisible()
    await expect(page.locator('aside'), path).toBeHidden()
    await checkA11y(page)
  }
})

test('the drawer opens, keeps focus, navigates and closes', async ({ page }) => {
  await page.goto('/projects/demo-project/instances/db1')
  await expect(page.getByRole('heading', { name: 'db1' })).toBeVisible()
  // the breadcrumbs keep the current page's name in view
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('db1', { exact: true }),
  ).toBeVisible()
  const sideNav = page.getByRole('navigation', { name: 'Project' })
  await expect(sideNav).toBeHidden()

  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  await menu.click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('navigation', { name: 'Project' })).toBeVisible()
  await checkA11y(page)

  // Tab and Shift+Tab go round inside it
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }

  // Escape closes it, and focus is back on the button that opened it
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(menu).toBeFocused()

  // following a link closes it too
  await menu.click()
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/disks$/)
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Disks', exact: true })).toBeVisible()
})

test('wide screens keep the sidebar and have no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/projects/demo-project/instances')
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
})
