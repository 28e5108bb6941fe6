// The task log (Settings → Task log): what this browser did for the signed-in user. A disk
// created and an instance stopped from their pages, and a create the API refused, are
// listed with their results and links that open the resource; a reload keeps them; another
// user signed in to the same browser sees only their own. The same on both releases: the
// log is the browser's, not the rack's.
import type { Page } from '@playwright/test'

import {
  createInstance,
  deleteIfPresent,
  deleteInstance,
  PROJECT,
  startInstance,
  waitForRunState,
} from './api'
import {
  checkA11y,
  clickRowAction,
  confirmIn,
  expect,
  expectLoginPage,
  rowByName,
  signInAs,
  submitLogin,
  test,
  uniqueName,
} from './utils'

const TASKS = '/settings/tasks'
const logTable = (page: Page) => page.getByRole('table', { name: 'Task log' })

async function createDiskFromForm(page: Page, name: string) {
  await page.goto(`/projects/${PROJECT}/disks`)
  await page.getByRole('link', { name: 'New disk' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('button', { name: 'Create disk' }).click()
  return form
}

test('the task log lists creates, actions and failures, links them, and is per user', async ({
  browser,
  page: adminPage,
}) => {
  test.setTimeout(120_000)
  // a session of its own: it signs out at the end, which must not end the shared one
  const page = await signInAs(browser, 'admin')
  // setup and cleanup through the shared session, whoever the page is signed in as
  const api = adminPage.request
  const disk = uniqueName('log-disk')
  const instance = uniqueName('log-vm')
  await createInstance(api, { name: instance })
  await startInstance(api, instance)
  await waitForRunState(api, instance, 'running')
  try {
    // a create, then the same name again: the API refuses it
    let form = await createDiskFromForm(page, disk)
    await expect(form).toBeHidden()
    form = await createDiskFromForm(page, disk)
    await expect(form.getByText(/already exists/)).toBeVisible()
    await form.getByRole('button', { name: 'Cancel' }).click()

    // an action from a row
    await page.goto(`/projects/${PROJECT}/instances`)
    await clickRowAction(page, instance, 'Stop')
    await confirmIn(page, 'Stop instance', 'Stop')
    await waitForRunState(api, instance, 'stopped')

    // reached from the user menu
    await page.getByRole('button', { name: /^User menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Task log' }).click()
    await expect(page).toHaveURL(TASKS)
    await expect(page.getByRole('heading', { name: 'Task log' })).toBeVisible()

    const table = logTable(page)
    const stopRow = rowByName(table, `Stop instance ${instance}`)
    await expect(stopRow).toHaveCount(1)
    await expect(stopRow).toContainText(PROJECT)
    await expect(stopRow).toContainText('Done')
    const createRows = table.getByRole('row').filter({ hasText: `Create disk ${disk}` })
    await expect(createRows).toHaveCount(2)
    // newest first: the refused create, then the one that worked
    await expect(createRows.nth(0)).toContainText('Failed')
    await expect(createRows.nth(0)).toContainText(/already exists/)
    await expect(createRows.nth(1)).toContainText('Done')
    // a refused call has nothing to open
    await expect(createRows.nth(0).getByRole('link')).toHaveCount(0)
    await checkA11y(page)

    // a reload keeps the log
    await page.reload()
    await expect(rowByName(logTable(page), `Stop instance ${instance}`)).toHaveCount(1)

    // the filter narrows the list
    await page.getByRole('searchbox', { name: 'Filter task log' }).fill('failed')
    await expect(logTable(page).getByRole('row')).toHaveCount(2)
    await page.getByRole('searchbox', { name: 'Filter task log' }).fill('')

    // the links open the resources
    await logTable(page)
      .getByRole('link', { name: `Create disk ${disk}` })
      .click()
    await expect(page).toHaveURL(`/projects/${PROJECT}/disks/${disk}`)
    await page.goBack()
    await logTable(page)
      .getByRole('link', { name: `Stop instance ${instance}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/instances/${instance}`))

    // another user of the same browser sees their own log, not this one
    await page.getByRole('button', { name: /^User menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expectLoginPage(page)
    await submitLogin(page, 'collaborator')
    await expect(page).toHaveURL(/\/projects$/)
    await page.goto(TASKS)
    await expect(page.getByText('No tasks yet')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear log' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await checkA11y(page)

    // and back as admin, the log is there to clear
    await page.getByRole('button', { name: /^User menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expectLoginPage(page)
    await submitLogin(page, 'admin')
    await expect(page).toHaveURL(/\/projects$/)
    await page.goto(TASKS)
    await expect(rowByName(logTable(page), `Stop instance ${instance}`)).toHaveCount(1)
    await page.getByRole('button', { name: 'Clear log' }).click()
    await confirmIn(page, 'Clear task log', 'Clear log')
    await expect(page.getByText('No tasks yet')).toBeVisible()
  } finally {
    await deleteIfPresent(api, 'disks', disk)
    await deleteInstance(api, instance)
  }
})
