// An image upload in mock mode: the bulk writes go out from the upload's worker, and the
// service worker that holds the simulator answers them as it answers the page.
import { fillUpload, imageFile } from './image-file'
import { expect, expectToast, rowByName, test, uniqueName } from './utils'

test('upload an image in mock mode', async ({ page }) => {
  // the simulator answers the writes inside the browser, which is slow on a loaded machine
  test.setTimeout(90_000)
  const image = uniqueName('mock-upload')
  await page.goto('/projects/demo-project/images')
  const form = await fillUpload(page, image, imageFile(4))
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  // the bar is gone as soon as the upload is: wait for the outcome, not for 100%
  await expect(form).toBeHidden({ timeout: 80_000 })
  await expectToast(page, 'Image uploaded')
  await expect(rowByName(page, image)).toBeVisible()
})
