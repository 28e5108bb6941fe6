// The error screens (spec sections 2 and 8): unknown paths and missing resources are
// "Page not found"; the framework's default screen never shows (the `test` from utils
// checks that on every page of every test).
import type { Page } from '@playwright/test'

import { checkA11y, expect, expectLoginPage, newSignedOutPage, signInAs, test } from './utils'

const NOT_FOUND_TEXT =
  "The page you are looking for doesn't exist or you may not have access to it."

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

test('an unknown path shows Page not found, and Back to console works', async ({ page }) => {
  await page.goto('/nope/nope')
  await expectNotFound(page)
  await expect(page).toHaveURL(/\/nope\/nope$/)
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
})

test('an unknown path shows Page not found when signed out too', async ({ browser }) => {
  const page = await newSignedOutPage(browser)
  await page.goto('/nope/nope')
  await expectNotFound(page)
})

test('a project that does not exist is Page not found', async ({ page }) => {
  await page.goto('/projects/does-not-exist/instances')
  await expectNotFound(page)
})

test('editing a project that does not exist is Page not found', async ({ page }) => {
  await page.goto('/projects/does-not-exist/edit')
  await expectNotFound(page)
})

test('Sign out on the error screen signs out', async ({ browser }) => {
  const page = await signInAs(browser, 'collaborator')
  await page.goto('/nope/nope')
  await page.getByRole('button', { name: 'Sign out' }).click()
  expect(await expectLoginPage(page)).toBeNull()
  await page.goto('/projects')
  expect(await expectLoginPage(page)).toBe('/projects')
})

test('accessibility of the 404 page', async ({ page }) => {
  await page.goto('/nope/nope')
  await expectNotFound(page)
  await checkA11y(page)
})
