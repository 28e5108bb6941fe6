// The command palette and universal find (signed in as admin, an operator, unless said):
// Ctrl+K opens it, a page is found by typing and opened with Enter; "/" finds an instance
// of another project, a floating IP by its address and an instance by its id; an operator
// finds a silo and a sled, a collaborator sees nothing of the System; Escape gives focus
// back. The same on both releases: every list find reads is in v14's API too.
import type { Page } from '@playwright/test'

import {
  createInstance,
  createProject,
  deleteInstance,
  deleteProjectAndDefaultVpc,
  PROJECT,
} from './api'
import { checkA11y, expect, signInAs, test, uniqueName } from './utils'

const palette = (page: Page) => page.getByRole('dialog')
// a list page's page-size select is a combobox too
const field = (page: Page) => palette(page).getByRole('combobox')
const option = (page: Page, name: string | RegExp) => page.getByRole('option', { name })

test('Ctrl+K opens the palette; a page is found by typing and opened with Enter', async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances`)
  await expect(page.getByRole('table')).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(field(page)).toBeFocused()
  // the instance list's own actions, the project's pages and the forms it may open
  await expect(option(page, /^Snapshots\s*project demo-project/)).toBeVisible()
  await expect(option(page, /^New instance/)).toBeVisible()
  await expect(option(page, /^Silos\s*System/)).toBeVisible()
  await checkA11y(page)

  await field(page).fill('snapsh')
  await expect(page.getByRole('option').first()).toHaveText(/^Snapshots/)
  await expect(field(page)).toHaveAttribute('aria-activedescendant', /option-0$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/projects/${PROJECT}/snapshots`)
  await expect(palette(page)).toBeHidden()
})

test('the arrow keys, Home and End move the active option; Escape gives focus back', async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances`)
  const disksLink = page.getByRole('navigation').getByRole('link', { name: 'Disks' })
  await disksLink.focus()
  await page.keyboard.press('Control+k')
  await expect(field(page)).toBeFocused()
  const active = async () => {
    const id = await field(page).getAttribute('aria-activedescendant')
    return page.locator(`[id="${id}"]`)
  }
  await expect(await active()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(field(page)).toHaveAttribute('aria-activedescendant', /option-1$/)
  await page.keyboard.press('End')
  const count = await page.getByRole('option').count()
  await expect(field(page)).toHaveAttribute(
    'aria-activedescendant',
    new RegExp(`option-${count - 1}$`),
  )
  await page.keyboard.press('Home')
  await expect(field(page)).toHaveAttribute('aria-activedescendant', /option-0$/)
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
  await expect(disksLink).toBeFocused()

  // "/" in a text field is a character; elsewhere it opens find
  await page.getByRole('button', { name: /Search/ }).focus()
  await page.keyboard.press('/')
  await expect(field(page)).toHaveAttribute('placeholder', /Find by name, ID, IP address or CIDR/)
  await page.keyboard.type('/')
  await expect(field(page)).toHaveValue('/')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: /Search/ })).toBeFocused()
})

test('find: an instance of another project by name and by id, a floating IP by address', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const project = uniqueName('find-proj')
  const name = uniqueName('needle')
  await createProject(page.request, { name: project })
  const instance = await createInstance(page.request, { name }, project)
  try {
    await page.goto(`/projects/${PROJECT}/instances`)
    await expect(page.getByRole('table')).toBeVisible()
    await page.locator('body').press('/')
    await expect(field(page)).toBeFocused()
    await field(page).pressSequentially(name.slice(0, 12))
    const found = option(page, new RegExp(`^Instance\\s*${name}\\s*project ${project}`))
    await expect(found).toBeVisible()
    await checkA11y(page)

    // by the whole id, then by its first part
    await field(page).fill(instance.id)
    await expect(page.getByRole('option').first()).toHaveText(new RegExp(`Instance\\s*${name}`))
    await field(page).fill(instance.id.slice(0, 8))
    await expect(found).toBeVisible()

    // the demo project's floating IP, by its address, with the address shown
    await field(page).fill('203.0.113.11')
    await expect(
      option(page, /^Floating IP\s*ingress\s*project demo-project · 203\.0\.113\.11/),
    ).toBeVisible()
    await expect(
      palette(page)
        .getByRole('status')
        .filter({ hasText: /Searched \d+ projects/ }),
    ).toBeVisible()

    // a CIDR finds the subnets it overlaps
    await field(page).fill('172.30.0.0/16')
    await expect(
      option(page, /^Subnet\s*default\s*project demo-project · VPC default/),
    ).toBeVisible()

    await field(page).fill(name)
    await expect(page.getByRole('option').first()).toHaveText(new RegExp(`Instance\\s*${name}`))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/projects/${project}/instances/${name}`))
    await expect(page.getByRole('heading', { name })).toBeVisible()

    // the visit is remembered for Recent
    await page.goto(`/projects/${PROJECT}/instances`)
    await expect(page.getByRole('table')).toBeVisible()
    await page.keyboard.press('Control+k')
    await expect(
      option(page, new RegExp(`^${name}\\s*Instance · project ${project}`)),
    ).toBeVisible()
  } finally {
    await deleteInstance(page.request, name, project)
    await deleteProjectAndDefaultVpc(page.request, project)
  }
})

test('an operator finds silos and sleds; a collaborator sees nothing of the System', async ({
  page,
  browser,
}) => {
  await page.goto('/projects')
  await expect(page.getByRole('table')).toBeVisible()
  await page.locator('body').press('/')
  await field(page).pressSequentially('demo-sil')
  await expect(option(page, /^Silo\s*demo-silo\s*System/)).toBeVisible()
  await field(page).fill('BRM42220014')
  await expect(option(page, /^Sled\s*BRM42220014/)).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[0-9a-f-]+/)

  const collaborator = await signInAs(browser, 'collaborator')
  try {
    await expect(collaborator.getByRole('table')).toBeVisible()
    await collaborator.keyboard.press('Control+k')
    await expect(option(collaborator, /^Projects/)).toBeVisible()
    await expect(collaborator.getByRole('option', { name: /System/ })).toHaveCount(0)
    await field(collaborator).fill('BRM4222')
    await expect(palette(collaborator).getByRole('status')).toHaveText(
      /0 matches · Searched \d+ projects/,
    )
    await expect(collaborator.getByRole('option', { name: /^Sled/ })).toHaveCount(0)
    await expect(option(collaborator, 'Nothing matches “BRM4222”')).toBeVisible()
    await checkA11y(collaborator)
  } finally {
    await collaborator.context().close()
  }
})

test('a viewer sees the create forms and instance actions off, with the reason', async ({
  browser,
}) => {
  const viewer = await signInAs(browser, 'viewer')
  try {
    await viewer.goto(`/projects/${PROJECT}/instances/db1/storage`)
    await expect(viewer.getByRole('heading', { name: 'db1' })).toBeVisible()
    await viewer.keyboard.press('Control+k')
    const stop = option(viewer, /^Stop instance/)
    await expect(stop).toHaveAttribute('aria-disabled', 'true')
    await expect(stop).toContainText('your role on this project is viewer')
    await field(viewer).fill('new inst')
    const create = option(viewer, /^New instance/)
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    await expect(create).toContainText('can change instances')
    // Enter on an option that is off does nothing
    await viewer.keyboard.press('Enter')
    await expect(palette(viewer)).toBeVisible()
    await expect(viewer).toHaveURL(/\/instances\/db1\/storage$/)
    await checkA11y(viewer)

    // the viewer may not list the silo's projects: find still searches the open one
    await field(viewer).fill('db1-d')
    await expect(option(viewer, /^Disk\s*db1-data\s*project demo-project/)).toBeVisible()
  } finally {
    await viewer.context().close()
  }
})
