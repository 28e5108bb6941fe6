// Mock mode (spec sections 2 and 7): the simulator runs in the browser behind MSW, with a
// technical-preview banner and no sign-in. The in-browser store resets on every page
// load, so after a change the test moves on by clicking, never with page.goto.
import type { Page } from '@playwright/test'

import { checkA11y, expect, expectRow, expectToast, test, uniqueName } from './utils'

const banner = (page: Page) => page.getByRole('region', { name: 'Technical preview' })
const projectsTable = (page: Page) => page.getByRole('table', { name: 'Projects' })
const dataRows = (page: Page) =>
  projectsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

test('the technical-preview banner shows and the console is signed in as admin', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toContainText('Technical preview')
  await expect(banner(page).getByRole('combobox', { name: 'Acting as' })).toHaveValue('admin')
  await expect(page.getByRole('button', { name: 'User menu for admin' })).toBeVisible()
  await expectRow(projectsTable(page), { name: 'demo-project' })
  await expect(dataRows(page)).toHaveCount(7)
})

// viewer holds a role on demo-project only: without a silo role, projects cannot be listed
test('acting as viewer reloads, without the project list', async ({ page }) => {
  await page.goto('/projects')
  await expectRow(projectsTable(page), { name: 'web-frontend' })
  await banner(page).getByRole('combobox', { name: 'Acting as' }).selectOption('viewer')

  await expect(page.getByRole('button', { name: 'User menu for viewer' })).toBeVisible()
  await expect(banner(page).getByRole('combobox', { name: 'Acting as' })).toHaveValue('viewer')
  await expect(page.getByRole('heading', { name: 'Open a project by name' })).toBeVisible()
  await expect(projectsTable(page)).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Scope' })).toHaveCount(0)
})

test('create a project in mock mode', async ({ page }) => {
  const name = uniqueName('mock')
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('textbox', { name: 'Description' }).fill('lives in the browser')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(dialog).toBeHidden()
  await expectRow(projectsTable(page), { name, description: 'lives in the browser' })
  await expectToast(page, 'Project created')

  // the new project opens by clicking (a reload would reset the in-browser store)
  await projectsTable(page).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(`/projects/${name}/instances`)
})

test('accessibility in mock mode, banner included', async ({ page }) => {
  await page.goto('/projects')
  await expect(banner(page)).toBeVisible()
  await expectRow(projectsTable(page), { name: 'demo-project' })
  await checkA11y(page)
})
