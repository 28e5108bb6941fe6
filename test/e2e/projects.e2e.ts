// Projects list, create, edit, rename, delete and pagination (server mode, signed in as
// admin unless a test signs someone else in).
import type { Page } from '@playwright/test'

import {
  checkA11y,
  clickRowAction,
  expect,
  expectRow,
  expectToast,
  rowByName,
  signInAs,
  test,
  uniqueName,
} from './utils'
import { createProject, deleteProject } from './api'

const projectsTable = (page: Page) => page.getByRole('table', { name: 'Projects' })

async function openCreateForm(page: Page) {
  await page.getByRole('link', { name: 'New project' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/projects-new$/)
  return dialog
}

test('create a project', async ({ page }) => {
  const name = uniqueName('create')
  await page.goto('/projects')
  const dialog = await openCreateForm(page)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e create test')
  await dialog.getByRole('button', { name: 'Create project' }).click()

  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/projects$/)
  await expectRow(projectsTable(page), { name, description: 'Made by the e2e create test' })
  await expectToast(page, 'Project created')
})

test('an invalid name shows the rule and keeps what was typed', async ({ page }) => {
  await page.goto('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true })
  await nameField.fill('Bad Name')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('still here')
  await dialog.getByRole('button', { name: 'Create project' }).click()

  await expect(dialog.getByText('Must start with a lowercase letter')).toBeVisible()
  // the message is wired to the field, so a screen reader hears it on focus
  await expect(nameField).toHaveAccessibleDescription(/Must start with a lowercase letter/)
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toHaveValue('Bad Name')
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('still here')
  await expect(page).toHaveURL(/\/projects-new$/)

  // fixing the name clears the message and the form goes through
  const name = uniqueName('fixed')
  await nameField.fill(name)
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(dialog).toBeHidden()
  await expectRow(projectsTable(page), { name, description: 'still here' })
})

test('a taken name shows "Project name already exists" on the Name field', async ({ page }) => {
  await page.goto('/projects')
  const dialog = await openCreateForm(page)
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true })
  await nameField.fill('demo-project')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('a second demo')
  await dialog.getByRole('button', { name: 'Create project' }).click()

  await expect(nameField).toHaveAccessibleDescription(/Project name already exists/)
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toBeFocused()
  // next to the field, not as a general form error or a toast
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(nameField).toHaveValue('demo-project')
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('a second demo')
  await expect(dialog).toBeVisible()
})

test('a server error while creating shows in the form and loses nothing', async ({ page }) => {
  await page.goto('/projects')
  const dialog = await openCreateForm(page)
  // sim failure sentinel (docs/sim-differences.md): this name always gets a 500
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('project-create-500')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('kept after the error')
  await dialog.getByRole('button', { name: 'Create project' }).click()

  await expect(dialog.getByRole('alert')).toHaveText('Internal Server Error')
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'project-create-500',
  )
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'kept after the error',
  )
  // one place for the error: the form, not also a toast
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
  ).toHaveCount(0)
  await expect(page).toHaveURL(/\/projects-new$/)
})

test('closing a changed form asks first, and Keep editing keeps the input', async ({ page }) => {
  await page.goto('/projects')
  const dialog = await openCreateForm(page)
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true })
  await nameField.fill('half-typed')
  await page.keyboard.press('Escape')

  const leave = page.getByRole('dialog', { name: 'Leave this form?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Keep editing' }).click()
  await expect(leave).toBeHidden()
  await expect(nameField).toHaveValue('half-typed')

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('dialog', { name: 'Leave this form?' })
    .getByRole('button', { name: 'Leave' })
    .click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/projects$/)
})

test('Cancel on an untouched form closes it and focus returns to New project', async ({ page }) => {
  await page.goto('/projects')
  const dialog = await openCreateForm(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'New project' })).toBeFocused()
})

test('edit a project description', async ({ page }) => {
  const name = uniqueName('edit')
  await createProject(page.request, { name: name, description: 'before' })
  await page.goto('/projects')
  await expectRow(projectsTable(page), { name, description: 'before' })

  await clickRowAction(page, name, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit project' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(`/projects/${name}/edit`)
  const description = dialog.getByRole('textbox', { name: 'Description' })
  await expect(description).toHaveValue('before')
  await description.fill('after')
  await dialog.getByRole('button', { name: 'Update project' }).click()

  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/projects$/)
  await expectRow(projectsTable(page), { name, description: 'after' })
  await expectToast(page, 'Project updated')
})

test('rename a project through the edit form', async ({ page }) => {
  const before = uniqueName('rename-a')
  const after = uniqueName('rename-b')
  await createProject(page.request, { name: before, description: 'renamed by e2e' })
  await page.goto('/projects')

  await clickRowAction(page, before, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit project' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(after)
  await dialog.getByRole('button', { name: 'Update project' }).click()

  await expect(dialog).toBeHidden()
  await expectRow(projectsTable(page), { name: after, description: 'renamed by e2e' })
  await expect(rowByName(projectsTable(page), before)).toHaveCount(0)

  // the new name is a working link; the old one is gone
  await projectsTable(page).getByRole('link', { name: after, exact: true }).click()
  await expect(page).toHaveURL(`/projects/${after}/instances`)
  await page.goto(`/projects/${before}/instances`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('renaming to a taken name shows the error on the Name field', async ({ page }) => {
  const name = uniqueName('rename-taken')
  await createProject(page.request, { name: name })
  await page.goto(`/projects/${name}/edit`)
  const dialog = page.getByRole('dialog', { name: 'Edit project' })
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true })
  await nameField.fill('demo-project')
  await dialog.getByRole('button', { name: 'Update project' }).click()
  await expect(nameField).toHaveAccessibleDescription(/Project name already exists/)
  await expect(nameField).toHaveValue('demo-project')
})

test('delete an empty project after confirming', async ({ page }) => {
  // ci-runners of the demo data holds nothing, not even a VPC, and sorts before the e2e-
  // names, so it stays on the first page
  const name = 'ci-runners'
  await page.goto('/projects')
  await expectRow(projectsTable(page), { name })

  // Cancel keeps it
  await clickRowAction(page, name, 'Delete')
  let dialog = page.getByRole('dialog', { name: `Delete project ${name}` })
  await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`)
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expectRow(projectsTable(page), { name })

  await clickRowAction(page, name, 'Delete')
  dialog = page.getByRole('dialog', { name: `Delete project ${name}` })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
  await expect(rowByName(projectsTable(page), name)).toHaveCount(0)
  await expectToast(page, 'Project deleted')
})

test('a new project is deleted with its default networking, step by step', async ({ page }) => {
  const name = uniqueName('with-vpc')
  await createProject(page.request, { name: name })
  await page.goto('/projects')
  await clickRowAction(page, name, 'Delete')
  const dialog = page.getByRole('dialog', { name: `Delete project ${name}` })
  await expect(dialog).toContainText('holds only its default networking')
  const steps = dialog.getByRole('list', { name: 'Steps' })
  await expect(steps.getByRole('listitem')).toHaveText([
    /Delete subnet default of VPC default \(to do\)/,
    /Delete VPC default, with its system router and firewall rules \(to do\)/,
    new RegExp(`Delete project ${name} \\(to do\\)`),
  ])
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Delete networking and project' }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'Project deleted')
  await expect(rowByName(projectsTable(page), name)).toHaveCount(0)
})

test('a project that holds more than its networking names what is in the way', async ({ page }) => {
  await page.goto('/projects')
  await clickRowAction(page, 'demo-project', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete project demo-project' })
  const inTheWay = dialog.getByRole('list', { name: 'In the way' })
  // other tests add to demo-project as they run: count on its seeded contents only
  const item = (kind: RegExp) => inTheWay.getByRole('listitem').filter({ hasText: kind })
  await expect(item(/^\d+ instances?: /)).toContainText('db1')
  await expect(item(/^\d+ disks?: /)).toContainText('db1-boot')
  await expect(item(/^\d+ VPCs?: /)).toContainText('default')
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()
  await expectRow(projectsTable(page), { name: 'demo-project' })
})

test('pagination: 25 rows per page, Next and Previous', async ({ page }) => {
  // these make sure there are more than 25 projects whatever else exists
  const names = Array.from({ length: 26 }, (_, i) => uniqueName(`page${i}`))
  for (const name of names) await createProject(page.request, { name: name })
  try {
    await page.goto('/projects')
    const table = projectsTable(page)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    const dataRows = table.getByRole('row').filter({ has: page.getByRole('cell') })

    await expect(pagination.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    await expect(dataRows).toHaveCount(25)
    await expect(pagination.getByText('1-25', { exact: true })).toBeVisible()
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled()
    const firstPage = await dataRows.allInnerTexts()

    await pagination.getByRole('button', { name: 'Next' }).click()
    await expect(pagination.getByText(/^26-\d+$/)).toBeVisible()
    await expect(table).not.toHaveAttribute('aria-busy', 'true')
    const secondPage = await dataRows.allInnerTexts()
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.filter((r) => firstPage.includes(r))).toEqual([])
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeEnabled()

    await pagination.getByRole('button', { name: 'Previous' }).click()
    await expect(pagination.getByText('1-25', { exact: true })).toBeVisible()
    await expect(dataRows).toHaveCount(25)
    expect(await dataRows.allInnerTexts()).toEqual(firstPage)
  } finally {
    for (const name of names) await deleteProject(page.request, name)
  }
})

// Listing projects needs a role on the silo (Nexus answers 403 to anyone else, even
// with roles on some projects): such a user is told so and opens a project by name.
test('a viewer without a silo role opens their project by name', async ({ browser }) => {
  const page = await signInAs(browser, 'viewer')
  await expect(page.getByRole('heading', { name: 'Open a project by name' })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  // creating a project needs silo collaborator: the button is off, with the reason
  await expect(page.getByRole('link', { name: 'New project' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'New project' })).toBeDisabled()
  // in no group and with no silo role, the viewer also gets the identity provider notice
  // (spec §6: the console cannot see roles on projects it cannot list)
  await expect(page.getByRole('note')).toContainText('no role on this silo')
  await checkA11y(page)

  await page.getByRole('textbox', { name: 'Project name' }).fill('demo-project')
  await page.getByRole('button', { name: 'Open project' }).click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/instances$/)
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
})

test('a viewer who reaches the create form is told before trying, and keeps what was typed', async ({
  browser,
}) => {
  const page = await signInAs(browser, 'viewer')
  await page.goto('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  const name = uniqueName('viewer')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  const submit = dialog.getByRole('button', { name: 'Create project' })
  await expect(submit).toBeDisabled()
  await submit.hover()
  await expect(
    page.getByText('Only a silo collaborator or admin can create projects; you have no role'),
  ).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
})

// spec §6's rule, in words true of a local-only silo: it has no identity provider to blame
test('nobody, in no group and with no role, is told to ask a silo admin (spec §6)', async ({
  browser,
}) => {
  const page = await signInAs(browser, 'nobody')
  await expect(page.getByRole('heading', { name: 'Open a project by name' })).toBeVisible()
  const notice = page.getByRole('note')
  await expect(notice).toContainText('ask a silo admin for a role')
  await expect(notice).not.toContainText('identity provider')
  await checkA11y(page)
})

test('accessibility of the projects list and the create form', async ({ page }) => {
  await page.goto('/projects')
  await expect(projectsTable(page)).toBeVisible()
  await checkA11y(page)
  await openCreateForm(page)
  await checkA11y(page)
})
