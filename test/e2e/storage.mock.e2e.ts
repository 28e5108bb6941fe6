// An image upload in mock mode: the bulk writes go out from the upload's worker, and the
// service worker that holds the simulator answers them as it answers the page.
import { writeFileSync } from 'node:fs'

import { expect, expectToast, rowByName, test, uniqueName } from './utils'

test('upload an image in mock mode', async ({ page }) => {
  const image = uniqueName('mock-upload')
  const file = test.info().outputPath('image-4.raw')
  // 4 MiB, no chunk all zeros, so every chunk is written
  const data = Buffer.alloc(4 * 1024 * 1024)
  for (let i = 0; i < data.length; i += 4096) data.writeUInt32LE(i + 1, i)
  writeFileSync(file, data)

  await page.goto('/projects/demo-project/images')
  await page.getByRole('link', { name: 'Upload image' }).click()
  const form = page.getByRole('dialog', { name: 'Upload image' })
  await form.getByRole('textbox', { name: 'Name' }).fill(image)
  await form.getByRole('textbox', { name: 'OS' }).fill('alpine')
  await form.getByRole('textbox', { name: 'Version' }).fill('3.20')
  await form.getByLabel('Image file').setInputFiles(file)
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expectToast(page, 'Image uploaded')
  await expect(rowByName(page, image)).toBeVisible()
})
