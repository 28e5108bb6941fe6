// The disks page (server mode, signed in as admin): create each kind of disk, the reasons
// actions are off, a snapshot from a disk's row, and deleting disks.
import type { Page } from '@playwright/test'

import { createImageFromNewSnapshot, deleteIfPresent, PROJECT, snapshotsOf, viewDisk } from './api'
import {
  checkA11y,
  clickRowAction,
  closeMenu,
  confirmIn,
  expect,
  expectRow,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'

const DISKS = `/projects/${PROJECT}/disks`
const CURRENT = process.env.E2E_RELEASE === 'current'

const table = (page: Page) => page.getByRole('table', { name: 'Disks' })

async function openCreateForm(
  page: Page,
  name: string,
  source: 'Blank' | 'Image' | 'Snapshot',
  pick?: { label: 'Image' | 'Snapshot'; option: RegExp },
) {
  await page.getByRole('link', { name: 'New disk' }).click()
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('radio', { name: source }).check()
  if (pick) {
    const select = form.getByRole('combobox', { name: pick.label })
    const option = select.getByRole('option', { name: pick.option })
    await expect(option).toHaveCount(1)
    await select.selectOption({ label: (await option.textContent()) ?? '' })
  }
  return form
}

async function deleteFromList(page: Page, name: string) {
  await clickRowAction(page, name, 'Delete')
  await confirmIn(page, 'Confirm delete', 'Confirm')
  await expect(rowByName(page, name)).toHaveCount(0)
}

test('create a blank disk, snapshot it from its row, and delete it', async ({ page }) => {
  test.setTimeout(60_000)
  const blank = uniqueName('blank')

  // the form says what is wrong with a bad size and keeps what was typed
  await page.goto(DISKS)
  await expect(table(page)).toBeVisible()
  await checkA11y(page)
  const form = await openCreateForm(page, blank, 'Blank')
  await expect(form.getByRole('group', { name: 'Block size' })).toBeVisible()
  await form.getByRole('radio', { name: '512 bytes' }).check()
  const size = form.getByRole('spinbutton', { name: 'Size' })
  await size.fill('0')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Must be at least 1 GiB', { exact: true })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(blank)
  await checkA11y(page)
  await size.fill('2')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  await expectToast(page, 'Disk created')
  await expectRow(table(page), { name: blank, size: '2 GiB', state: 'detached' })

  // an attached disk cannot be deleted, and the menu says why
  await rowByName(page, 'db1-boot').getByRole('button', { name: 'Row actions' }).click()
  const deleteItem = page.getByRole('menuitem', { name: 'Delete', exact: true })
  await expect(deleteItem).toHaveAttribute('aria-disabled', 'true')
  await deleteItem.hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only a detached or faulted disk can be deleted',
  )
  await closeMenu(page)

  // a snapshot straight from the disk's row, with a generated name
  await clickRowAction(page, blank, 'Snapshot')
  await confirmIn(page, 'Snapshot disk', 'Snapshot')
  await expectToast(page, 'Creating snapshot')
  const disk = await viewDisk(page.request, blank)
  await expect.poll(async () => (await snapshotsOf(page.request, disk)).length).toBe(1)

  for (const snapshot of await snapshotsOf(page.request, disk)) {
    await deleteIfPresent(page.request, 'snapshots', snapshot.name)
  }
  await deleteFromList(page, blank)
})

test('create disks from a snapshot and from an image', async ({ page }) => {
  test.setTimeout(60_000)
  const source = uniqueName('source')
  const fromSnap = uniqueName('from-snap')
  const fromImage = uniqueName('from-image')
  const { disk, snapshot, image } = await createImageFromNewSnapshot(page.request, source, {
    os: 'debian',
    version: '12',
  })
  try {
    await page.goto(DISKS)
    let form = await openCreateForm(page, fromSnap, 'Snapshot', {
      label: 'Snapshot',
      option: new RegExp(`^${snapshot.name} `),
    })
    await expect(form.getByRole('group', { name: 'Block size' })).toHaveCount(0)
    await checkA11y(page)
    await form.getByRole('button', { name: 'Create disk' }).click()
    await expect(form).toBeHidden()
    await expectRow(table(page), { name: fromSnap, state: 'detached' })

    await expectRow(table(page), { name: fromSnap, type: 'Distributed', access: 'Read-write' })

    form = await openCreateForm(page, fromImage, 'Image', {
      label: 'Image',
      option: new RegExp(`^${image.name} `),
    })
    // read-only disks came after the first versioned API: an older rack says so instead
    if (CURRENT) await form.getByRole('checkbox', { name: 'Read-only' }).check()
    else await expect(form.getByText(/^Read-only disks need a newer rack/)).toBeVisible()
    await form.getByRole('button', { name: 'Create disk' }).click()
    await expect(form).toBeHidden()
    await expectRow(table(page), {
      name: fromImage,
      state: 'detached',
      access: CURRENT ? 'Read-only' : 'Read-write',
    })

    for (const name of [fromImage, fromSnap]) await deleteFromList(page, name)
  } finally {
    await deleteIfPresent(page.request, 'images', image.name)
    await deleteIfPresent(page.request, 'snapshots', snapshot.name)
    for (const name of [fromImage, fromSnap, disk.name]) {
      await deleteIfPresent(page.request, 'disks', name)
    }
  }
})
