// The snapshots page (server mode, signed in as admin): take a snapshot with the form, make
// an image of it, delete it.
import type { Page } from '@playwright/test'

import { createDisk, deleteIfPresent, PROJECT } from './api'
import {
  checkA11y,
  clickRowAction,
  confirmIn,
  expect,
  expectRow,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'

const table = (page: Page) => page.getByRole('table', { name: 'Snapshots' })

test('create a snapshot, make an image of it, and delete it', async ({ page }) => {
  test.setTimeout(60_000)
  const disk = uniqueName('disk')
  const snap = uniqueName('snap')
  const image = uniqueName('image')
  await createDisk(page.request, { name: disk })
  try {
    // reached from the project's navigation
    await page.goto(`/projects/${PROJECT}/disks`)
    await page.getByRole('link', { name: 'Snapshots' }).click()
    await expect(page.getByRole('heading', { name: 'Snapshots' })).toBeVisible()
    await checkA11y(page)
    await page.getByRole('link', { name: 'New snapshot' }).click()
    let form = page.getByRole('dialog', { name: 'Create snapshot' })
    await form.getByRole('textbox', { name: 'Name' }).fill(snap)
    await form.getByRole('combobox', { name: 'Disk' }).selectOption(disk)
    await checkA11y(page)
    await form.getByRole('button', { name: 'Create snapshot' }).click()
    await expect(form).toBeHidden()
    // the list polls until the snapshot is ready; its Disk cell reads the disk's name
    await expectRow(table(page), { name: snap, disk, state: 'ready' })
    await expect(rowByName(page, snap).getByRole('cell', { name: disk })).toBeVisible()

    // an image from the snapshot; the form says what is missing
    await clickRowAction(page, snap, 'Create image')
    form = page.getByRole('dialog', { name: 'Create image from snapshot' })
    await expect(form).toContainText(snap)
    await form.getByRole('textbox', { name: 'Name' }).fill(image)
    await form.getByRole('button', { name: 'Create image' }).click()
    await expect(form.getByText('OS is required')).toBeVisible()
    await form.getByRole('textbox', { name: 'OS' }).fill('debian')
    await form.getByRole('textbox', { name: 'Version' }).fill('12')
    await checkA11y(page)
    await form.getByRole('button', { name: 'Create image' }).click()
    await expect(form).toBeHidden()
    await expectToast(page, 'Image created')

    await clickRowAction(page, snap, 'Delete')
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expect(rowByName(page, snap)).toHaveCount(0)
  } finally {
    await deleteIfPresent(page.request, 'images', image)
    await deleteIfPresent(page.request, 'snapshots', snap)
    await deleteIfPresent(page.request, 'disks', disk)
  }
})
