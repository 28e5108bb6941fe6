// Disks, snapshots and images (server mode, signed in as admin): create each kind of disk,
// snapshot one, make an image from the snapshot, promote and demote it, delete it all.
import type { Page } from '@playwright/test'

import {
  checkA11y,
  clickRowAction,
  expect,
  expectRow,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'
import { fillUpload, imageFile } from './image-file'

const PROJECT = '/projects/demo-project'

const table = (page: Page, name: string) => page.getByRole('table', { name })

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toBeHidden()
}

async function createDisk(
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

test('disks, snapshots and images from start to finish', async ({ page }) => {
  test.setTimeout(90_000)
  const blank = uniqueName('blank')
  const snap = uniqueName('snap')
  const image = uniqueName('image')
  const fromSnap = uniqueName('from-snap')
  const fromImage = uniqueName('from-image')

  // a blank disk; the form says what is wrong with a bad size and keeps what was typed
  await page.goto(`${PROJECT}/disks`)
  await expect(table(page, 'Disks')).toBeVisible()
  await checkA11y(page)
  let form = await createDisk(page, blank, 'Blank')
  await expect(form.getByRole('group', { name: 'Block size' })).toBeVisible()
  await form.getByRole('radio', { name: '512 bytes' }).check()
  const size = form.getByRole('spinbutton', { name: 'Size' })
  await size.fill('0')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Must be at least 1 GiB')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(blank)
  await checkA11y(page)
  await size.fill('2')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  await expectToast(page, 'Disk created')
  await expectRow(table(page, 'Disks'), { name: blank, size: '2 GiB', state: 'detached' })

  // an attached disk cannot be deleted, and the menu says why
  await rowByName(page, 'db1-boot').getByRole('button', { name: 'Row actions' }).click()
  const deleteItem = page.getByRole('menuitem', { name: 'Delete', exact: true })
  await expect(deleteItem).toHaveAttribute('aria-disabled', 'true')
  await deleteItem.hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only a detached or faulted disk can be deleted',
  )
  // the first Escape closes the tooltip, the next the menu
  const menu = page.getByRole('menu')
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden({ timeout: 500 })
  }).toPass()

  // a snapshot straight from the disk's row, with a generated name
  await clickRowAction(page, blank, 'Snapshot')
  await confirm(page, 'Snapshot disk', 'Snapshot')
  await expectToast(page, 'Creating snapshot')

  // and one named in the snapshot form
  await page.getByRole('link', { name: 'Snapshots' }).click()
  await expect(page.getByRole('heading', { name: 'Snapshots' })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('link', { name: 'New snapshot' }).click()
  form = page.getByRole('dialog', { name: 'Create snapshot' })
  await form.getByRole('textbox', { name: 'Name' }).fill(snap)
  await form.getByRole('combobox', { name: 'Disk' }).selectOption(blank)
  await checkA11y(page)
  await form.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(form).toBeHidden()
  // the list polls until the snapshot is ready
  await expectRow(table(page, 'Snapshots'), { name: snap, disk: blank, state: 'ready' })
  await expect(rowByName(page, snap).getByRole('cell', { name: blank })).toBeVisible()

  // an image from the snapshot
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

  // disks from the snapshot and from the image; too small for the source is refused
  await page.getByRole('link', { name: 'Disks' }).click()
  form = await createDisk(page, fromSnap, 'Snapshot', {
    label: 'Snapshot',
    option: new RegExp(`^${snap} `),
  })
  await expect(form.getByRole('group', { name: 'Block size' })).toHaveCount(0)
  await checkA11y(page)
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  await expectRow(table(page, 'Disks'), { name: fromSnap, state: 'detached' })

  form = await createDisk(page, fromImage, 'Image', {
    label: 'Image',
    option: new RegExp(`^${image} `),
  })
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  await expectRow(table(page, 'Disks'), { name: fromImage, state: 'detached' })

  // the project image: view it, then promote it to the silo
  await page.getByRole('link', { name: 'Images' }).click()
  await expectRow(table(page, 'Images'), { name: image, os: 'debian', version: '12' })
  await checkA11y(page)
  await page.getByRole('link', { name: image }).click()
  const view = page.getByRole('dialog', { name: 'Image' })
  await expect(view).toContainText('Project')
  await checkA11y(page)
  await view.getByRole('button', { name: 'Close' }).click()
  await expect(view).toBeHidden()

  await clickRowAction(page, image, 'Promote')
  await confirm(page, 'Promote image', 'Promote')
  await expectToast(page, 'Image promoted')
  await expect(rowByName(page, image)).toHaveCount(0)

  // in the silo's images now; demote it back into the project
  await page.getByRole('link', { name: 'All projects' }).click()
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Images' }).click()
  await expectRow(table(page, 'Silo images'), { name: image })
  await checkA11y(page)
  await page.getByRole('link', { name: image }).click()
  await expect(page.getByRole('dialog', { name: 'Image' })).toContainText('Silo')
  await checkA11y(page)
  await page.keyboard.press('Escape')

  await clickRowAction(page, image, 'Demote')
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await demote.getByRole('combobox', { name: 'Project' }).selectOption('demo-project')
  await checkA11y(page)
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expect(demote).toBeHidden()
  await expectToast(page, 'Image demoted')
  await expect(rowByName(page, image)).toHaveCount(0)

  // delete everything made here
  await page.getByRole('link', { name: 'Projects' }).click()
  await page.getByRole('link', { name: 'demo-project' }).click()
  await page.getByRole('link', { name: 'Images' }).click()
  await clickRowAction(page, image, 'Delete')
  await confirm(page, 'Confirm delete', 'Confirm')
  await expect(rowByName(page, image)).toHaveCount(0)

  await page.getByRole('link', { name: 'Snapshots' }).click()
  await expect(table(page, 'Snapshots')).toBeVisible()
  // both snapshots of the blank disk: the named one and the generated one (its Disk cell
  // reads the disk's name)
  const ofBlank = rowByName(page, blank)
  await expect(ofBlank).toHaveCount(2)
  for (let left = 2; left > 0; left--) {
    await ofBlank.first().getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
    await confirm(page, 'Confirm delete', 'Confirm')
    await expect(ofBlank).toHaveCount(left - 1)
  }

  await page.getByRole('link', { name: 'Disks' }).click()
  for (const name of [fromImage, fromSnap, blank]) {
    await clickRowAction(page, name, 'Delete')
    await confirm(page, 'Confirm delete', 'Confirm')
    await expect(rowByName(page, name)).toHaveCount(0)
  }
})

/** The disks of demo-project whose name starts like the upload's temporary ones would. */
async function uploadDisks(page: Page, image: string) {
  const res = await page.request.get('/v1/disks?project=demo-project&limit=1000')
  expect(res.status()).toBe(200)
  const { items } = (await res.json()) as { items: { name: string }[] }
  return items.map((d) => d.name).filter((n) => n.startsWith(image.slice(0, 20)))
}

test('upload an image file and see it listed', async ({ page }) => {
  test.setTimeout(120_000)
  const image = uniqueName('upload')
  const file = imageFile(64)
  await page.goto(`${PROJECT}/images`)
  const form = await fillUpload(page, image, file)
  await expect(form).toContainText('64 MiB')
  await checkA11y(page)
  await form.getByRole('button', { name: 'Upload image' }).click()
  const bar = form.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).toBeVisible()
  await checkA11y(page)
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 })
  await expect(form).toBeHidden({ timeout: 30_000 })
  await expectToast(page, 'Image uploaded')
  await expectRow(table(page, 'Images'), { name: image, os: 'alpine', size: '1 GiB' })
  // the temporary disk is gone
  expect(await uploadDisks(page, image)).toEqual([])

  await clickRowAction(page, image, 'Delete')
  await confirm(page, 'Confirm delete', 'Confirm')
  await expect(rowByName(page, image)).toHaveCount(0)
})

test('cancel an upload midway and nothing is left behind', async ({ page }) => {
  test.setTimeout(120_000)
  const image = uniqueName('canceled')
  const file = imageFile(64)
  // slow each bulk write down so the upload is still running when Cancel is pressed
  await page.route('**/v1/disks/*/bulk-write?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })
  await page.goto(`${PROJECT}/images`)
  const form = await fillUpload(page, image, file)
  await form.getByRole('button', { name: 'Upload image' }).click()
  const bar = form.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).not.toHaveAttribute('aria-valuenow', '0')
  await form.getByRole('button', { name: 'Cancel upload' }).click()
  await expectToast(page, 'Upload canceled')
  await expect(form).toBeHidden()
  await expect(rowByName(page, image)).toHaveCount(0)
  expect(await uploadDisks(page, image)).toEqual([])
})
