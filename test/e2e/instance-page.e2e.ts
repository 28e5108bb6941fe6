// The instance page (spec §2, §4): header actions through a whole lifecycle, the storage,
// connect and settings tabs, and the lookup routes. Each test makes its own instance
// through the API (server mode, signed in as admin), so tests can run side by side.
import type { APIRequestContext, Page } from '@playwright/test'

import {
  checkA11y,
  clickRowAction,
  closeMenu,
  confirmIn,
  expect,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'
import {
  createAntiAffinityGroup,
  createDisk,
  createInstance,
  deleteIfPresent,
  deleteInstance,
  GiB,
  PROJECT,
  runState,
} from './api'

const instanceUrl = (name: string, tab = 'storage') =>
  `/projects/${PROJECT}/instances/${name}/${tab}`

const blankDisk = (name: string) => ({
  type: 'create' as const,
  name,
  description: '',
  size: GiB,
  diskBackend: {
    type: 'distributed' as const,
    diskSource: { type: 'blank' as const, blockSize: 4096 as const },
  },
})

/** An instance of demo-project with a boot disk `<name>-boot` and a disk `<name>-data`. */
const createTestInstance = (
  request: APIRequestContext,
  { start, externalIp = false }: { start: boolean; externalIp?: boolean },
) => {
  const name = uniqueName('inst')
  return createInstance(request, {
    name,
    description: 'made by the instance page e2e',
    bootDisk: blankDisk(`${name}-boot`),
    disks: [blankDisk(`${name}-data`)],
    externalIps: externalIp ? [{ type: 'ephemeral' }] : [],
    start,
  })
}

/** The run state shown next to the page's title. */
const headerState = (page: Page, state: string) =>
  page.locator('header').getByText(state, { exact: true })

async function expectState(page: Page, state: string) {
  await expect(headerState(page, state)).toBeVisible({ timeout: 20_000 })
}

/** The value of a property of the instance (the header's properties table). */
const property = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)

/** The connect tab's serial console section (the header has a link of the same name). */
const serialSection = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Serial console' }) })

test('stop, resize, start, reboot and delete an instance from its page', async ({ page }) => {
  test.setTimeout(120_000)
  const { name } = await createTestInstance(page.request, { start: true })
  try {
    await page.goto(instanceUrl(name))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // the page polls while the instance starts, and shows a spinner meanwhile
    await expectState(page, 'running')
    await expect(headerState(page, 'running').locator('svg.animate-spin')).toHaveCount(0)
    await expect(property(page, 'CPU')).toHaveText('1 vCPU')
    await expect(property(page, 'Boot disk')).toHaveText(`${name}-boot`)
    const nav = page.getByRole('navigation', { name: 'Instance' })
    await expect(nav.getByRole('link', { name: 'Storage' })).toHaveAttribute('aria-current', 'page')
    await checkA11y(page)

    // spec §4: a running instance can be stopped or rebooted, not started or deleted
    const header = page.locator('header')
    const start = header.getByRole('button', { name: 'Start' })
    await expect(start).toHaveAttribute('aria-disabled', 'true')
    await start.hover()
    await expect(page.getByRole('tooltip')).toHaveText(
      'Only a stopped or failed instance can be started',
    )
    await expect(header.getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(header.getByRole('link', { name: 'Serial console' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/instances/${name}/serial-console`,
    )

    await header.getByRole('button', { name: 'Stop' }).click()
    await expect(page.getByRole('dialog', { name: 'Stop instance' })).toContainText(
      `Are you sure you want to stop ${name}?`,
    )
    await confirmIn(page, 'Stop instance', 'Stop')
    await expectToast(page, 'Stopping instance')
    await expectState(page, 'stopping')
    await expect(headerState(page, 'stopping').locator('svg.animate-spin')).toBeVisible()
    await expectState(page, 'stopped')
    // no serial console for a stopped instance: a disabled button with the reason
    await expect(header.getByRole('button', { name: 'Serial console' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    // resize on the settings tab, reached by keyboard
    await nav.getByRole('link', { name: 'Settings' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(instanceUrl(name, 'settings'))
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.getByRole('spinbutton', { name: 'CPUs' }).fill('2')
    await page.getByRole('spinbutton', { name: 'Memory' }).fill('3')
    await page.getByRole('button', { name: 'Resize' }).click()
    await expectToast(page, 'Instance resized')
    await expect(property(page, 'CPU')).toHaveText('2 vCPU')
    await expect(property(page, 'Memory')).toHaveText('3 GiB')
    // the PUT kept the boot disk
    await expect(property(page, 'Boot disk')).toHaveText(`${name}-boot`)

    await header.getByRole('button', { name: 'Start' }).click()
    await expectToast(page, 'Starting instance')
    await expectState(page, 'starting')
    await expectState(page, 'running')
    // a running instance cannot be resized
    await expect(page.getByRole('button', { name: 'Resize' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    await header.getByRole('button', { name: 'Reboot' }).click()
    await confirmIn(page, 'Reboot instance', 'Reboot')
    await expectToast(page, 'Rebooting instance')
    await expectState(page, 'rebooting')
    await expectState(page, 'running')

    await header.getByRole('button', { name: 'Stop' }).click()
    await confirmIn(page, 'Stop instance', 'Stop')
    await expectState(page, 'stopped')

    await header.getByRole('button', { name: 'Delete' }).click()
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expectToast(page, 'Instance deleted')
    await expect(page).toHaveURL(`/projects/${PROJECT}/instances`)
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible()
    await expect(rowByName(page.getByRole('table', { name: 'Instances' }), name)).toHaveCount(0)
    expect(await runState(page.request, name)).toBe('HTTP 404')
  } finally {
    await deleteInstance(page.request, name)
  }
})

test('attach, create and attach, detach and set a boot disk', async ({ page }) => {
  test.setTimeout(90_000)
  const { name } = await createTestInstance(page.request, { start: false })
  const spare = uniqueName('spare')
  await createDisk(page.request, { name: spare })
  try {
    await page.goto(instanceUrl(name))
    await expectState(page, 'stopped')
    const bootTable = page.getByRole('table', { name: 'Boot disk' })
    const otherTable = page.getByRole('table', { name: 'Other disks' })
    await expect(rowByName(bootTable, `${name}-boot`)).toBeVisible()
    await expect(rowByName(otherTable, `${name}-data`)).toBeVisible()
    await checkA11y(page)

    // attach the spare disk
    await page.getByRole('button', { name: 'Attach existing disk' }).click()
    const attach = page.getByRole('dialog', { name: 'Attach disk' })
    await attach.getByRole('button', { name: 'Attach disk' }).click()
    await expect(attach.getByRole('combobox', { name: 'Disk' })).toHaveAccessibleDescription(
      /Disk is required/,
    )
    await attach.getByRole('combobox', { name: 'Disk' }).selectOption(spare)
    await checkA11y(page)
    await attach.getByRole('button', { name: 'Attach disk' }).click()
    await expect(attach).toBeHidden()
    await expectToast(page, 'Disk attached')
    await expect(rowByName(otherTable, spare)).toBeVisible()

    // create a disk and attach it
    const fresh = uniqueName('fresh')
    await page.getByRole('button', { name: 'Create disk' }).click()
    const create = page.getByRole('dialog', { name: 'Create disk' })
    await create.getByRole('textbox', { name: 'Name' }).fill(fresh)
    await create.getByRole('spinbutton', { name: 'Size' }).fill('2000')
    await create.getByRole('button', { name: 'Create disk' }).click()
    await expect(create.getByText('Must be at most 1023 GiB', { exact: true })).toBeVisible()
    await expect(create.getByRole('textbox', { name: 'Name' })).toHaveValue(fresh)
    await create.getByRole('spinbutton', { name: 'Size' }).fill('2')
    await checkA11y(page)
    await create.getByRole('button', { name: 'Create disk' }).click()
    await expect(create).toBeHidden()
    await expectToast(page, 'Disk created and attached')
    await expect(rowByName(otherTable, fresh)).toBeVisible()
    await expect(
      rowByName(otherTable, fresh).getByRole('cell', { name: '2 GiB', exact: true }),
    ).toBeVisible()

    // detach the data disk
    await clickRowAction(page, `${name}-data`, 'Detach')
    await expect(page.getByRole('dialog', { name: 'Detach disk' })).toContainText(
      `Are you sure you want to detach ${name}-data from ${name}?`,
    )
    await confirmIn(page, 'Detach disk', 'Detach')
    await expectToast(page, 'Disk detached')
    await expect(rowByName(otherTable, `${name}-data`)).toHaveCount(0)

    // the boot disk cannot be detached
    await rowByName(bootTable, `${name}-boot`).getByRole('button', { name: 'Row actions' }).click()
    const detachBoot = page.getByRole('menuitem', { name: 'Detach', exact: true })
    await expect(detachBoot).toHaveAttribute('aria-disabled', 'true')
    await detachBoot.hover()
    await expect(page.getByRole('tooltip')).toHaveText('Unset the boot disk before detaching it')
    // the tooltip takes the first Escape; a menu left open can lie over the next row's button
    await closeMenu(page)

    // boot from the new disk
    await clickRowAction(page, fresh, 'Set as boot disk')
    await confirmIn(page, 'Set boot disk', 'Set as boot disk')
    await expectToast(page, 'Boot disk set')
    await expect(rowByName(bootTable, fresh)).toBeVisible()
    await expect(rowByName(otherTable, `${name}-boot`)).toBeVisible()
    await expect(property(page, 'Boot disk')).toHaveText(fresh)
  } finally {
    await deleteInstance(page.request, name)
    for (const disk of [spare, `${name}-data`, `${name}-boot`]) {
      await deleteIfPresent(page.request, 'disks', disk)
    }
  }
})

test('a running instance cannot have disks attached', async ({ page }) => {
  await page.goto(instanceUrl('db1'))
  await expectState(page, 'running')
  const attach = page.getByRole('button', { name: 'Attach existing disk' })
  await expect(attach).toHaveAttribute('aria-disabled', 'true')
  await attach.focus()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only a creating or stopped instance can have disks attached',
  )
})

test('the connect tab gives the serial console and SSH commands', async ({ page }) => {
  await page.goto(instanceUrl('db1', 'connect'))
  await expect(page.getByRole('heading', { name: 'Serial console' })).toBeVisible()
  await expect(serialSection(page).getByRole('link', { name: 'Serial console' })).toBeVisible()
  await expect(
    page.getByText('oxide instance serial console --project demo-project --instance db1', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy CLI command' })).toBeVisible()
  // db1 has the ephemeral IP 203.0.113.10 (sim/seed/external-ips.ts)
  await expect(page.getByText('ssh <user>@203.0.113.10', { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: 'User' }).fill('debian')
  await expect(page.getByText('ssh debian@203.0.113.10', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Copy SSH command for 203.0.113.10' }),
  ).toBeVisible()
  await checkA11y(page)
})

test('settings: auto-restart policy, anti-affinity groups, and no SSH without an IP', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const { name } = await createTestInstance(page.request, { start: false })
  const group = uniqueName('spread')
  await createAntiAffinityGroup(page.request, { name: group, description: 'e2e', policy: 'allow' })
  try {
    await page.goto(instanceUrl(name, 'connect'))
    await expect(page.getByText('This instance has no external IP address')).toBeVisible()
    await expectState(page, 'stopped')
    await expect(
      serialSection(page).getByRole('button', { name: 'Serial console' }),
    ).toHaveAttribute('aria-disabled', 'true')
    await checkA11y(page)

    await page
      .getByRole('navigation', { name: 'Instance' })
      .getByRole('link', { name: 'Settings' })
      .click()
    await expect(property(page, 'Auto-restart')).toHaveText('Default (enabled)')
    await expect(page.getByRole('radio', { name: /^Default/ })).toBeChecked()
    await page.getByRole('radio', { name: /^Never/ }).check()
    await page.getByRole('button', { name: 'Save policy' }).click()
    await expectToast(page, 'Auto-restart policy updated')
    await expect(property(page, 'Auto-restart')).toHaveText('Never')
    await expect(page.getByText('Auto-restart is disabled for this instance.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('radio', { name: /^Never/ })).toBeChecked()
    // the PUT kept the size and the boot disk
    await expect(property(page, 'CPU')).toHaveText('1 vCPU')
    await expect(property(page, 'Boot disk')).toHaveText(`${name}-boot`)
    await checkA11y(page)

    await page.getByRole('button', { name: 'Add to group' }).click()
    const add = page.getByRole('dialog', { name: 'Add to anti-affinity group' })
    await add.getByRole('combobox', { name: 'Group' }).selectOption(group)
    await add.getByRole('button', { name: 'Add to group' }).click()
    await expect(add).toBeHidden()
    await expectToast(page, 'Added to group')
    const groups = page.getByRole('table', { name: 'Anti-affinity groups' })
    await expect(rowByName(groups, group)).toBeVisible()
    await clickRowAction(page, group, 'Remove')
    await confirmIn(page, 'Remove from group', 'Remove')
    await expectToast(page, 'Removed from group')
    await expect(page.getByText('This instance is in no anti-affinity group.')).toBeVisible()
  } finally {
    await deleteInstance(page.request, name)
    await deleteIfPresent(page.request, 'anti-affinity-groups', group)
  }
})

test('lookup by id goes to the instance storage tab; an unknown id is not found', async ({
  page,
}) => {
  const res = await page.request.get(`/v1/instances/db1?project=${PROJECT}`)
  const { id } = (await res.json()) as { id: string }
  for (const path of [`/lookup/instances/${id}`, `/lookup/i/${id}`]) {
    await page.goto(path)
    await expect(page).toHaveURL(instanceUrl('db1'))
    await expect(page.getByRole('heading', { level: 1, name: 'db1' })).toBeVisible()
  }
  for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    await page.goto(`/lookup/i/${bad}`)
    await expect(page.getByText('Page not found')).toBeVisible()
  }
  await checkA11y(page)
})
