// Helpers for the image upload e2e tests, server and mock mode alike.
import { writeFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { test } from './utils'

/** A file of `mib` MiB with no all-zero chunk, so every chunk is really written. */
export function imageFile(mib: number) {
  const file = test.info().outputPath(`image-${mib}.raw`)
  const data = Buffer.alloc(mib * 1024 * 1024)
  for (let i = 0; i < data.length; i += 4096) data.writeUInt32LE(i + 1, i)
  writeFileSync(file, data)
  return file
}

/** Opens the upload form from a project's images page and fills it in; returns the form. */
export async function fillUpload(page: Page, image: string, file: string) {
  await page.getByRole('link', { name: 'Upload image' }).click()
  const form = page.getByRole('dialog', { name: 'Upload image' })
  await form.getByRole('textbox', { name: 'Name' }).fill(image)
  await form.getByRole('textbox', { name: 'OS' }).fill('alpine')
  await form.getByRole('textbox', { name: 'Version' }).fill('3.20')
  await form.getByLabel('Image file').setInputFiles(file)
  return form
}

/**
 * Lets the first `pass` bulk writes of the page through and holds every later one until
 * `release()`, so a test can look at the upload midway however fast the machine is.
 * Writes held when the upload is canceled fail with it, which is what the page expects.
 */
export async function holdBulkWrites(page: Page, pass: number) {
  let seen = 0
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/v1/disks/*/bulk-write?*', async (route) => {
    if (++seen > pass) await released
    await route.continue().catch(() => {})
  })
  return release
}
