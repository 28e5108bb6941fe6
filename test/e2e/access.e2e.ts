// The access pages of the silo, a project and the fleet (spec sections 2, 3 and 6): who has
// which role, adding, changing and removing one, the warning before taking away one's own
// admin role, and a change showing in what the user may do. The seeded roles are in
// sim/seed/policies.ts. Tests run in parallel on one simulator, so each changes roles that
// no other test reads: wei-chen on the silo, data-science on the fleet, and fresh projects.
import type { Browser, Locator, Page } from '@playwright/test'

import {
  createProject,
  deleteIfPresent,
  deleteProject,
  removeScopeRole,
  siloGroupByName,
  siloUserByName,
} from './api'
import {
  checkA11y,
  expect,
  expectToast,
  newSignedOutPage,
  rowByName,
  signInAs,
  submitLogin,
  test,
  uniqueName,
  DEMO_SILO,
} from './utils'

const table = (page: Page, name: string) => page.getByRole('table', { name })

/** The names in the table, top to bottom, keeping only those in `among`. */
async function orderOf(t: Locator, among: string[]) {
  await expect(t.getByRole('row').nth(1)).toBeVisible()
  const names = await t.locator('tbody tr td:first-child').allTextContents()
  return names.filter((n) => among.includes(n))
}

/**
 * The row of the user or group `name`. Names can be role names too (the users admin,
 * collaborator and viewer), so the row is found by its first cell only.
 */
const accessRow = (t: Locator, name: string) =>
  t
    .locator('tbody tr')
    .filter({ has: t.page().locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) })

/** Waits for the row of `name` to read `cells` after its name: type, role (and from the silo). */
async function expectAccessRow(t: Locator, name: string, ...cells: string[]) {
  const row = accessRow(t, name)
  await expect(row).toHaveCount(1)
  // the last cell holds the row actions button, which has no text
  await expect(row.getByRole('cell')).toHaveText([name, ...cells, ''])
}

/** Opens the row actions menu of `name` in the page's table and picks `action`. */
async function rowAction(page: Page, name: string, action: string) {
  await accessRow(page.getByRole('table'), name)
    .getByRole('button', { name: 'Row actions' })
    .click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add user or group' })
const changeDialog = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Change role of ${name}` })

/** Adds a role through the page's form, picking the identity by its label in the select. */
async function addRole(page: Page, label: string, role: string) {
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const dialog = addDialog(page)
  await dialog.getByRole('combobox', { name: 'User or group' }).selectOption({ label })
  await dialog.getByRole('radio', { name: role, exact: true }).check()
  await dialog.getByRole('button', { name: 'Assign role' }).click()
  await expect(dialog).toBeHidden()
}

async function changeRole(page: Page, name: string, role: string) {
  await rowAction(page, name, 'Change role')
  const dialog = changeDialog(page, name)
  await dialog.getByRole('radio', { name: role, exact: true }).check()
  await dialog.getByRole('button', { name: 'Change role' }).click()
  await expect(dialog).toBeHidden()
}

async function removeRole(page: Page, name: string) {
  await rowAction(page, name, 'Remove')
  const dialog = page.getByRole('dialog', { name: 'Remove role' })
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** Signs in a seeded user that `signInAs` does not know, in a fresh context. */
async function signInAsUser(browser: Browser, user: string) {
  const page = await newSignedOutPage(browser)
  await page.goto(`/login/${DEMO_SILO}/local`)
  await submitLogin(page, user)
  await expect(page).toHaveURL(/\/projects$/)
  return page
}

test('the silo page lists its roles, users before groups', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Access' }).click()
  await expect(page).toHaveURL(/\/access$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Silo access' })).toBeVisible()

  const t = table(page, 'Silo access')
  await expectAccessRow(t, 'admin', 'user', 'admin')
  await expectAccessRow(t, 'collaborator', 'user', 'collaborator')
  await expectAccessRow(t, 'platform-team', 'group', 'viewer')
  expect(await orderOf(t, ['admin', 'collaborator', 'platform-team'])).toEqual([
    'admin',
    'collaborator',
    'platform-team',
  ])
  await checkA11y(page)
})

test('add, change and remove a silo role; each is kept after a reload', async ({
  page,
  request,
}) => {
  const weiChen = (await siloUserByName(request, 'wei-chen')).id
  // a first attempt cut short by its timeout may have left the role behind
  await removeScopeRole(request, 'silo', weiChen)
  try {
    await page.goto('/access')
    const t = table(page, 'Silo access')
    await expect(accessRow(t, 'wei-chen')).toHaveCount(0)

    await page.getByRole('button', { name: 'Add user or group' }).click()
    const dialog = addDialog(page)
    // only users and groups without a role on the silo are offered
    const select = dialog.getByRole('combobox', { name: 'User or group' })
    await expect(select.getByRole('option', { name: 'wei-chen (user)' })).toHaveCount(1)
    await expect(select.getByRole('option', { name: 'admin (user)' })).toHaveCount(0)
    await expect(select.getByRole('option', { name: 'platform-team (group)' })).toHaveCount(0)
    // nothing chosen: the form says what is missing
    await dialog.getByRole('button', { name: 'Assign role' }).click()
    await expect(dialog.getByText('User or group is required')).toBeVisible()
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await addRole(page, 'wei-chen (user)', 'viewer')
    await expectToast(page, 'wei-chen is now viewer on the silo')
    await expectAccessRow(t, 'wei-chen', 'user', 'viewer')
    await page.reload()
    await expectAccessRow(t, 'wei-chen', 'user', 'viewer')

    await rowAction(page, 'wei-chen', 'Change role')
    const change = changeDialog(page, 'wei-chen')
    await expect(change.getByRole('radio', { name: 'viewer' })).toBeChecked()
    await checkA11y(page)
    await change.getByRole('radio', { name: 'collaborator', exact: true }).check()
    await change.getByRole('button', { name: 'Change role' }).click()
    await expect(change).toBeHidden()
    await expectAccessRow(t, 'wei-chen', 'user', 'collaborator')
    await page.reload()
    await expectAccessRow(t, 'wei-chen', 'user', 'collaborator')

    await rowAction(page, 'wei-chen', 'Remove')
    const confirm = page.getByRole('dialog', { name: 'Remove role' })
    await expect(confirm).toContainText('Remove the collaborator role of wei-chen on the silo?')
    await checkA11y(page)
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expectToast(page, 'wei-chen no longer has a role on the silo')
    await expect(accessRow(t, 'wei-chen')).toHaveCount(0)
    await page.reload()
    await expectAccessRow(t, 'admin', 'user', 'admin')
    await expect(accessRow(t, 'wei-chen')).toHaveCount(0)
  } finally {
    await removeScopeRole(request, 'silo', weiChen)
  }
})

test('a project page shows its own roles and what the silo gives', async ({ page }) => {
  await page.goto('/projects/demo-project/instances')
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Access' })
    .click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/access$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Project access' })).toBeVisible()

  const t = table(page, 'Project access')
  // silo admin and collaborator administer every project; silo viewers view it
  await expectAccessRow(t, 'admin', 'user', 'None', 'admin as silo admin')
  await expectAccessRow(t, 'collaborator', 'user', 'None', 'admin as silo collaborator')
  await expectAccessRow(t, 'viewer', 'user', 'viewer', 'None')
  await expectAccessRow(t, 'platform-team', 'group', 'None', 'viewer as silo viewer')
  await expectAccessRow(t, 'web-devs', 'group', 'collaborator', 'None')
  const seeded = ['admin', 'collaborator', 'viewer', 'platform-team', 'web-devs']
  expect(await orderOf(t, seeded)).toEqual(seeded)
  await checkA11y(page)

  // a role that comes from the silo is changed there, not removed here
  await accessRow(t, 'admin').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('menuitem', { name: 'Assign role' })).toBeVisible()
  await page.keyboard.press('Escape')
})

test('the fleet page lists its roles; add, change and remove a group', async ({
  page,
  request,
}) => {
  const dataScience = (await siloGroupByName(request, 'data-science')).id
  try {
    await page.goto('/system/issues')
    await page
      .getByRole('navigation', { name: 'System' })
      .getByRole('link', { name: 'Access' })
      .click()
    await expect(page).toHaveURL(/\/system\/access$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet access' })).toBeVisible()
    const t = table(page, 'Fleet access')
    await expectAccessRow(t, 'admin', 'user', 'admin')
    await expectAccessRow(t, 'sre-oncall', 'group', 'viewer')
    expect(await orderOf(t, ['admin', 'sre-oncall'])).toEqual(['admin', 'sre-oncall'])
    await checkA11y(page)

    await addRole(page, 'data-science (group)', 'viewer')
    await expectToast(page, 'data-science is now viewer on the fleet')
    // groups after users, by name: data-science before sre-oncall
    expect(await orderOf(t, ['admin', 'data-science', 'sre-oncall'])).toEqual([
      'admin',
      'data-science',
      'sre-oncall',
    ])
    await changeRole(page, 'data-science', 'collaborator')
    await page.reload()
    await expectAccessRow(t, 'data-science', 'group', 'collaborator')
    await removeRole(page, 'data-science')
    await page.reload()
    await expectAccessRow(t, 'sre-oncall', 'group', 'viewer')
    await expect(accessRow(t, 'data-science')).toHaveCount(0)
  } finally {
    await removeScopeRole(request, 'fleet', dataScience)
  }
})

test('taking away one’s own admin role warns first and asks to confirm', async ({ page }) => {
  await page.goto('/access')
  const t = table(page, 'Silo access')
  const warning = 'This takes away your own admin role on the silo'

  await rowAction(page, 'admin', 'Change role')
  const dialog = changeDialog(page, 'admin')
  await expect(dialog.getByText(warning)).toHaveCount(0)
  await dialog.getByRole('radio', { name: 'viewer' }).check()
  await expect(dialog.getByText(warning)).toBeVisible()
  await expect(dialog).toContainText('You may not be able to undo it')
  // not without saying so
  await dialog.getByRole('button', { name: 'Change role' }).click()
  await expect(dialog.getByText('Confirm that you understand')).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: /I understand/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await checkA11y(page)
  // back to admin, the warning goes
  await dialog.getByRole('radio', { name: 'admin' }).check()
  await expect(dialog.getByText(warning)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await rowAction(page, 'admin', 'Remove')
  const confirm = page.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm).toContainText(warning)
  await expect(confirm.getByRole('button', { name: 'Remove my admin role' })).toBeVisible()
  await checkA11y(page)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // admin is in platform-team, but its viewer role is not what makes them admin
  await rowAction(page, 'platform-team', 'Remove')
  await expect(confirm).not.toContainText(warning)
  await confirm.getByRole('button', { name: 'Cancel' }).click()

  await page.reload()
  await expectAccessRow(t, 'admin', 'user', 'admin')
})

test('a project admin who lowers their own role is warned, and then cannot change access', async ({
  page,
  request,
  browser,
}) => {
  const project = uniqueName('access-own')
  await createProject(request, { name: project })
  try {
    await page.goto(`/projects/${project}/access`)
    await addRole(page, 'priya-raman (user)', 'admin')

    // priya-raman has no silo role, so her admin role on the project is all she has there
    const priya = await signInAsUser(browser, 'priya-raman')
    await priya.goto(`/projects/${project}/access`)
    await rowAction(priya, 'priya-raman', 'Change role')
    const dialog = changeDialog(priya, 'priya-raman')
    await dialog.getByRole('radio', { name: 'viewer' }).check()
    await expect(dialog).toContainText('This takes away your own admin role on this project')
    await dialog.getByRole('checkbox', { name: /I understand/ }).check()
    await dialog.getByRole('button', { name: 'Change role' }).click()
    await expect(dialog).toBeHidden()

    const t = table(priya, 'Project access')
    await expectAccessRow(t, 'priya-raman', 'user', 'viewer', 'None')
    // now she sees who has access, and why she cannot change it
    await expect(
      priya.getByText('Only a project admin can change who has access to this project'),
    ).toBeVisible()
    await expect(priya.getByRole('button', { name: 'Add user or group' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await checkA11y(priya)
  } finally {
    await deleteProject(request, project)
  }
})

test('an access change shows in what the user may do', async ({ page, request, browser }) => {
  test.setTimeout(60_000)
  const project = uniqueName('access-nobody')
  const disk = uniqueName('disk')
  await createProject(request, { name: project })
  try {
    // viewer: the project shows, and creating in it is off with the reason, before trying
    await page.goto(`/projects/${project}/access`)
    await addRole(page, 'nobody (user)', 'viewer')
    await expectAccessRow(table(page, 'Project access'), 'nobody', 'user', 'viewer', 'None')

    const nobody = await signInAs(browser, 'nobody')
    await nobody.goto(`/projects/${project}/disks`)
    await expect(nobody.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
    const reason = /^Only a project .*can change disks; your role on this project is viewer$/
    const newDisk = nobody.getByRole('button', { name: 'New disk' }).first()
    await expect(newDisk).toHaveAttribute('aria-disabled', 'true')
    await newDisk.hover()
    await expect(newDisk).toHaveAccessibleDescription(reason)
    // reached by its address, the form shows, its submit off with the same reason
    await nobody.goto(`/projects/${project}/disks-new`)
    const form = nobody.getByRole('dialog', { name: 'Create disk' })
    const submit = form.getByRole('button', { name: 'Create disk' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await submit.hover()
    await expect(submit).toHaveAccessibleDescription(reason)

    // collaborator: the create is offered, and succeeds
    await changeRole(page, 'nobody', 'collaborator')
    await expectAccessRow(table(page, 'Project access'), 'nobody', 'user', 'collaborator', 'None')
    await nobody.goto(`/projects/${project}/disks`)
    await nobody.getByRole('link', { name: 'New disk' }).first().click()
    await form.getByRole('textbox', { name: 'Name' }).fill(disk)
    await form.getByRole('button', { name: 'Create disk' }).click()
    await expect(form).toBeHidden()
    await expect(rowByName(nobody.getByRole('table', { name: 'Disks' }), disk)).toBeVisible()

    // removed: the project is gone for them
    await removeRole(page, 'nobody')
    await expect(accessRow(table(page, 'Project access'), 'nobody')).toHaveCount(0)
    await nobody.goto(`/projects/${project}/disks`)
    await expect(nobody.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  } finally {
    await deleteIfPresent(request, 'disks', disk, project)
    await deleteProject(request, project)
  }
})
