// A disk's details (a side modal over the disks list) and the read-only boot disk option of
// instance create. Server mode, signed in as admin. A v14 rack's disks are all distributed
// and writable, and it cannot make read-only disks: the option gives way to its reason.
import type { Page } from '@playwright/test'

import { createDisk, deleteIfPresent, deleteInstance, PROJECT } from './api'
import { checkA11y, expect, expectToast, rowByName, test, uniqueName } from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'
const DISKS = `/projects/${PROJECT}/disks`
const UBUNTU = 'ubuntu-22-04 (ubuntu 22.04, 3 GiB)'

const details = (page: Page) => page.getByRole('dialog', { name: 'Disk' })
/** The value beside a property's label in the details */
const property = (page: Page, label: string) =>
  details(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')

test('a disk opens its details from the list', async ({ page }) => {
  const name = uniqueName('detail')
  await createDisk(page.request, { name, description: 'for the details e2e' })
  try {
    await page.goto(DISKS)
    await rowByName(page.getByRole('table', { name: 'Disks' }), name)
      .getByRole('link', { name })
      .click()
    await expect(page).toHaveURL(`${DISKS}/${name}`)
    await expect(details(page)).toBeVisible()
    await expect(details(page)).toContainText('for the details e2e')
    await expect(details(page)).toContainText('1 GiB')
    await expect(details(page)).toContainText('4,096 bytes')
    await expect(property(page, 'Type')).toHaveText('Distributed')
    await expect(property(page, 'Read-only')).toHaveText('No')
    await expect(property(page, 'State')).toHaveText('detached')
    await checkA11y(page)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(DISKS)
  } finally {
    await deleteIfPresent(page.request, 'disks', name)
  }
})

test('a boot disk from an image can be made read-only where the rack has them', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const instance = uniqueName('ro')
  const bootDisk = uniqueName('ro-boot')
  await page.goto(`/projects/${PROJECT}/instances-new`)
  await page.getByRole('textbox', { name: /^Name/ }).fill(instance)
  await page.getByRole('combobox', { name: 'Image' }).selectOption({ label: UBUNTU })
  const readOnly = page.getByRole('checkbox', { name: 'Make boot disk read-only' })
  if (!CURRENT) {
    await expect(page.getByText(/Read-only disks need a newer rack/)).toBeVisible()
    await expect(readOnly).toHaveCount(0)
    await checkA11y(page)
    return
  }
  await expect(readOnly).not.toBeChecked()
  await checkA11y(page)
  await readOnly.check()
  await page.getByRole('textbox', { name: /^Disk name/ }).fill(bootDisk)
  // an existing disk keeps what it is: the option is for a new disk only
  await page.getByRole('radio', { name: 'Existing disks' }).check()
  await expect(readOnly).toHaveCount(0)
  await page.getByRole('radio', { name: 'Silo images' }).check()
  await expect(readOnly).toBeChecked()
  await page.getByRole('checkbox', { name: 'Start the instance once it is created' }).uncheck()
  try {
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expectToast(page, 'Instance created')
    await page.goto(`${DISKS}/${bootDisk}`)
    await expect(property(page, 'Read-only')).toHaveText('Yes')
    await expect(property(page, 'Image')).toHaveText('ubuntu-22-04')
    await expect(details(page).getByRole('link', { name: instance })).toBeVisible()
    await checkA11y(page)
  } finally {
    await deleteInstance(page.request, instance)
    await deleteIfPresent(page.request, 'disks', bootDisk)
  }
})
