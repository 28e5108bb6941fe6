// The project's affinity page and an anti-affinity group's page: create a group, add an
// instance, remove it, rename and delete the group (server mode, signed in as admin).
// State persists in the simulator's database, so every test makes its own names.
import type { Page } from '@playwright/test'

import {
  checkA11y,
  clickRowAction,
  expect,
  expectRow,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'
import { createAntiAffinityGroup, createInstance, deleteInstance } from './api'

const PROJECT = 'demo-project'
const AFFINITY = `/projects/${PROJECT}/affinity`

const groupsTable = (page: Page) => page.getByRole('table', { name: 'Anti-affinity groups' })
const membersTable = (page: Page) => page.getByRole('table', { name: 'Members' })

async function openCreateForm(page: Page) {
  await page.getByRole('button', { name: 'New anti-affinity group' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create anti-affinity group' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the affinity page lists the seeded group and is reachable from the sidebar', async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances`)
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Affinity' })
    .click()
  await expect(page).toHaveURL(AFFINITY)
  await expect(page.getByRole('heading', { level: 1, name: 'Affinity' })).toBeVisible()
  const row = await expectRow(groupsTable(page), {
    name: 'db-spread',
    description: 'Keep database replicas on different sleds',
    policy: 'allow',
    failureDomain: 'sled',
  })
  // db1 is its seeded member
  await expect(row.getByRole('cell', { name: /^\d+$/ })).toBeVisible()
  await checkA11y(page)
})

test('create a group, add an instance, remove it and delete the group', async ({ page }) => {
  test.setTimeout(60_000)
  const group = uniqueName('group')
  const instance = uniqueName('member')
  // stopped, with nothing attached: only an instance that is not running can join
  await createInstance(page.request, { name: instance, networkInterfaces: { type: 'none' } })
  try {
    await page.goto(AFFINITY)
    const dialog = await openCreateForm(page)
    await checkA11y(page)
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(group)
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e test')
    await dialog.getByRole('radio', { name: 'Fail' }).check()
    await expect(dialog.getByRole('radio', { name: 'Sled' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Create anti-affinity group' }).click()
    await expect(dialog).toBeHidden()
    await expectToast(page, 'Anti-affinity group created')
    const row = await expectRow(groupsTable(page), {
      name: group,
      description: 'Made by the e2e test',
      policy: 'fail',
      members: '0',
    })

    // its page: properties, no members yet
    await row.getByRole('link', { name: group }).click()
    await expect(page).toHaveURL(`${AFFINITY}/${group}`)
    await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible()
    await expect(
      page.getByRole('definition').filter({ hasText: 'Made by the e2e test' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No members' })).toBeVisible()

    // add the instance
    await page.getByRole('button', { name: 'Add instance' }).first().click()
    const add = page.getByRole('dialog', { name: 'Add instance to group' })
    const picker = add.getByRole('combobox', { name: 'Instance' })
    // submitting without a choice says what is missing
    await add.getByRole('button', { name: 'Add to group' }).click()
    await expect(picker).toHaveAccessibleDescription(/Instance is required/)
    await picker.selectOption(instance)
    await add.getByRole('button', { name: 'Add to group' }).click()
    await expect(add).toBeHidden()
    await expectToast(page, 'Instance added to anti-affinity group')

    // it is a member, its name leads to the instance, and it can't be added twice
    const member = await expectRow(membersTable(page), { name: instance })
    await expect(member.getByRole('cell', { name: /stopped|creating/ })).toBeVisible()
    await expect(member.getByRole('link', { name: instance })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/instances/${instance}`,
    )
    await checkA11y(page)
    await page.getByRole('button', { name: 'Add instance' }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Add instance to group' })
        .getByRole('option', { name: new RegExp(`^${instance} `) }),
    ).toHaveCount(0)
    await page.keyboard.press('Escape')

    // remove it, after confirming
    await clickRowAction(page, instance, 'Remove from group')
    const confirm = page.getByRole('dialog', { name: 'Remove instance from group' })
    await expect(confirm).toContainText(`Are you sure you want to remove ${instance}`)
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expect(confirm).toBeHidden()
    await expectToast(page, 'Instance removed from anti-affinity group')
    await expect(page.getByRole('heading', { name: 'No members' })).toBeVisible()

    // delete the group from its page: back on the affinity page, without it
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirmDelete = page.getByRole('dialog', { name: 'Confirm delete' })
    await confirmDelete.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(AFFINITY)
    await expectToast(page, 'Anti-affinity group deleted')
    await expect(rowByName(groupsTable(page), group)).toHaveCount(0)
  } finally {
    await deleteInstance(page.request, instance)
  }
})

test('rename a group from its page and delete one from the list', async ({ page }) => {
  const group = uniqueName('rename')
  const renamed = uniqueName('renamed')
  await createAntiAffinityGroup(page.request, { name: group, description: 'from the API' })
  await page.goto(`${AFFINITY}/${group}`)
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit anti-affinity group' })
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true })
  await expect(nameField).toHaveValue(group)
  // a taken name goes on the Name field and keeps the input
  await nameField.fill('db-spread')
  await dialog.getByRole('button', { name: 'Update anti-affinity group' }).click()
  await expect(nameField).toHaveAccessibleDescription(/name already exists/i)
  await nameField.fill(renamed)
  await dialog.getByRole('button', { name: 'Update anti-affinity group' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(`${AFFINITY}/${renamed}`)
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
  await expectToast(page, 'Anti-affinity group updated')

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Affinity' })
    .click()
  await clickRowAction(page, renamed, 'Delete')
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(rowByName(groupsTable(page), renamed)).toHaveCount(0)
})

test('a missing group is Page not found', async ({ page }) => {
  await page.goto(`${AFFINITY}/${uniqueName('missing')}`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
