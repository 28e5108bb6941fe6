// Image upload (server mode, signed in as admin): a file becomes an image through a
// temporary disk, and a canceled upload leaves nothing behind.
import type { Page } from '@playwright/test'

import { PROJECT } from './api'
import { fillUpload, holdBulkWrites, imageFile } from './image-file'
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

const IMAGES = `/projects/${PROJECT}/images`

const table = (page: Page, name: string) => page.getByRole('table', { name })

/** The disks of demo-project whose name starts like the upload's temporary ones would. */
async function uploadDisks(page: Page, image: string) {
  const res = await page.request.get('/v1/disks?project=demo-project&limit=1000')
  expect(res.status()).toBe(200)
  const { items } = (await res.json()) as { items: { name: string }[] }
  return items.map((d) => d.name).filter((n) => n.startsWith(image.slice(0, 20)))
}

test('upload an image file and see it listed', async ({ page }) => {
  test.setTimeout(90_000)
  const image = uniqueName('upload')
  // 16 chunks: two rounds of the writes the page keeps in flight
  const file = imageFile(8)
  const release = await holdBulkWrites(page, 4)
  await page.goto(IMAGES)
  const form = await fillUpload(page, image, file)
  await expect(form).toContainText('8 MiB')
  await checkA11y(page)
  await form.getByRole('button', { name: 'Upload image' }).click()
  // midway: the four writes let through are counted, the rest are held
  const bar = form.getByRole('progressbar', { name: 'Upload progress' })
  // the disk, the import's start and the first writes: slow when two workers share two
  // busy cores (the bar stayed at 0 past the default 10 s there)
  await expect(bar).toHaveAttribute('aria-valuenow', '25', { timeout: 30_000 })
  await expect(bar).toHaveAttribute('aria-valuetext', /^25%, 2 MiB of 8 MiB at /)
  await checkA11y(page)
  release()
  await expect(form).toBeHidden({ timeout: 60_000 })
  await expectToast(page, 'Image uploaded')
  await expectRow(table(page, 'Images'), { name: image, os: 'alpine', size: '1 GiB' })
  // the temporary disk is gone
  expect(await uploadDisks(page, image)).toEqual([])

  await clickRowAction(page, image, 'Delete')
  await confirmIn(page, 'Confirm delete', 'Confirm')
  await expect(rowByName(page, image)).toHaveCount(0)
})

test('cancel an upload midway and nothing is left behind', async ({ page }) => {
  test.setTimeout(90_000)
  const image = uniqueName('canceled')
  const release = await holdBulkWrites(page, 2)
  await page.goto(IMAGES)
  const form = await fillUpload(page, image, imageFile(8))
  await form.getByRole('button', { name: 'Upload image' }).click()
  const bar = form.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', '12', { timeout: 30_000 })
  await form.getByRole('button', { name: 'Cancel upload' }).click()
  await expectToast(page, 'Upload canceled')
  release()
  await expect(form).toBeHidden()
  await expect(rowByName(page, image)).toHaveCount(0)
  expect(await uploadDisks(page, image)).toEqual([])
})
