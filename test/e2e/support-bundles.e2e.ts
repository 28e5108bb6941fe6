// The support bundles page (server mode, signed in as admin, a fleet admin): the seeded
// bundles, a bundle created and followed from collecting to active, its files listed and
// one saved, the whole bundle downloaded with its progress, and deleted; the failed bundle
// cannot be deleted and says why.
import { readFile } from 'node:fs/promises'

import type { Download, Page } from '@playwright/test'

import {
  checkA11y,
  clickRowAction,
  closeMenu,
  confirmIn,
  expect,
  expectToast,
  rowByName,
  test,
} from './utils'

const PAGE = '/system/support-bundles'
// the newest API serves support bundles under /v1; v14 and the first versioned API under
// /experimental/v1
const API =
  process.env.E2E_RELEASE === 'current'
    ? '/v1/system/support-bundles'
    : '/experimental/v1/system/support-bundles'
// the demo data's bundles (sim/seed/support-bundles.ts)
const ACTIVE = '5b0e1c7a-3f2d-4e8b-9a61-7c4d2e9f1a30'
const FAILED = 'c93a6f12-8e4b-4d07-b2f5-1a9e3c7d5b48'

const table = (page: Page) => page.getByRole('table', { name: 'Support bundles' })

async function savedBytes(download: Download) {
  const path = await download.path()
  return readFile(path)
}

test('the seeded bundles; the failed one cannot be deleted and says why', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { name: 'Support bundles' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Support bundles' }),
  ).toBeVisible()
  await expect(rowByName(table(page), ACTIVE)).toContainText('active')
  const failed = rowByName(table(page), FAILED)
  await expect(failed).toContainText('failed')
  await expect(failed).toContainText('Failed: Allocated dataset no longer exists')
  await checkA11y(page)

  await failed.getByRole('button', { name: 'Row actions' }).click()
  const deleteItem = page.getByRole('menuitem', { name: 'Delete', exact: true })
  await expect(deleteItem).toHaveAttribute('aria-disabled', 'true')
  await deleteItem.hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'A failed bundle cannot be deleted: Nexus refuses it',
  )
  await checkA11y(page)
  await closeMenu(page)
})

test('create a bundle, see it collected, list and save its files, download and delete it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  let id: string | undefined
  try {
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Create bundle' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create support bundle' })
    await expect(form).toContainText('one zip file')
    await checkA11y(page)

    const created = page.waitForResponse(
      (r) => r.url().endsWith(API) && r.request().method() === 'POST',
    )
    await form.getByRole('button', { name: 'Create bundle' }).click()
    const response = await created
    expect(response.status()).toBe(201)
    id = ((await response.json()) as { id: string }).id
    await expectToast(page, 'Collecting support bundle')

    // the dialog follows the bundle: collecting first, then active on the simulator's clock
    await expect(form.getByRole('status')).toContainText(/Collecting|ready/)
    await checkA11y(page)
    await expect(form.getByRole('status')).toContainText('ready to download', { timeout: 20_000 })
    await checkA11y(page)
    await form.getByRole('button', { name: 'Done' }).click()
    await expect(form).toBeHidden()
    await expect(rowByName(table(page), id)).toContainText('active')

    // its files, one saved alone
    await clickRowAction(page, id, 'View files')
    const files = page.getByRole('dialog', { name: 'Bundle files' })
    const list = files.getByRole('list', { name: 'Files' })
    // each file has its own Download, named after it; folders have none
    await expect(list.getByRole('button', { name: 'Download bundle_id.txt' })).toBeVisible()
    await expect(list.getByRole('button', { name: 'Download nexus.log' })).toBeVisible()
    await expect(list.getByRole('listitem').filter({ hasText: 'Folder' }).first()).toBeVisible()
    await checkA11y(page)
    const fileDownload = page.waitForEvent('download')
    await files.getByRole('button', { name: 'Download bundle_id.txt' }).click()
    const file = await fileDownload
    expect(file.suggestedFilename()).toBe('bundle_id.txt')
    expect((await savedBytes(file)).toString()).toBe(id)
    await files.getByRole('button', { name: 'Close', exact: true }).first().click()
    await expect(files).toBeHidden()

    // the whole bundle, a zip
    const bundleDownload = page.waitForEvent('download')
    await clickRowAction(page, id, 'Download')
    const zip = await bundleDownload
    expect(zip.suggestedFilename()).toBe(`support-bundle-${id}.zip`)
    const bytes = await savedBytes(zip)
    expect(bytes.subarray(0, 2).toString()).toBe('PK')
    await expectToast(page, 'Download complete')
    await checkA11y(page)

    // deleted: destroying, then gone
    await clickRowAction(page, id, 'Delete')
    await expect(page.getByRole('dialog', { name: 'Confirm delete' })).toContainText(id)
    await checkA11y(page)
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expectToast(page, 'Deleting support bundle')
    await expect(rowByName(table(page), id)).toHaveCount(0, { timeout: 20_000 })
    id = undefined
  } finally {
    if (id) await page.request.delete(`${API}/${id}`)
  }
})
