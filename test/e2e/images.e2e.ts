// The project's and the silo's images (server mode, signed in as admin): view an image,
// promote it to the silo, demote it back into the project, delete it.
import type { Page } from '@playwright/test'

import { createImageFromNewSnapshot, deleteIfPresent, PROJECT } from './api'
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

const table = (page: Page, name: string) => page.getByRole('table', { name })

test('view, promote, demote and delete an image', async ({ page }) => {
  test.setTimeout(60_000)
  const { disk, snapshot, image } = await createImageFromNewSnapshot(
    page.request,
    uniqueName('image'),
    { os: 'debian', version: '12' },
  )
  try {
    // the project image: view it, then promote it to the silo
    await page.goto(`/projects/${PROJECT}/images`)
    await expectRow(table(page, 'Images'), { name: image.name, os: 'debian', version: '12' })
    await checkA11y(page)
    await page.getByRole('link', { name: image.name }).click()
    const view = page.getByRole('dialog', { name: 'Image' })
    await expect(view).toContainText('Project')
    await checkA11y(page)
    await view.getByRole('button', { name: 'Close' }).click()
    await expect(view).toBeHidden()

    await clickRowAction(page, image.name, 'Promote')
    await confirmIn(page, 'Promote image', 'Promote')
    await expectToast(page, 'Image promoted')
    await expect(rowByName(page, image.name)).toHaveCount(0)

    // in the silo's images now; demote it back into the project
    await page.getByRole('link', { name: 'All projects' }).click()
    await page
      .getByRole('navigation', { name: 'Silo' })
      .getByRole('link', { name: 'Images' })
      .click()
    await expectRow(table(page, 'Silo images'), { name: image.name })
    await checkA11y(page)
    await page.getByRole('link', { name: image.name }).click()
    await expect(page.getByRole('dialog', { name: 'Image' })).toContainText('Silo')
    await checkA11y(page)
    await page.keyboard.press('Escape')

    await clickRowAction(page, image.name, 'Demote')
    const demote = page.getByRole('dialog', { name: 'Demote image' })
    await demote.getByRole('combobox', { name: 'Project' }).selectOption(PROJECT)
    await checkA11y(page)
    await demote.getByRole('button', { name: 'Demote' }).click()
    await expect(demote).toBeHidden()
    await expectToast(page, 'Image demoted')
    await expect(rowByName(page, image.name)).toHaveCount(0)

    // back in the project, where it is deleted
    await page.getByRole('link', { name: 'Projects' }).click()
    await page.getByRole('link', { name: PROJECT }).click()
    // the project's own Images: the silo's sidebar has one too until the project has loaded
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Images' })
      .click()
    await clickRowAction(page, image.name, 'Delete')
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expect(rowByName(page, image.name)).toHaveCount(0)
  } finally {
    await deleteIfPresent(page.request, 'images', image.name)
    await deleteIfPresent(page.request, 'snapshots', snapshot.name)
    await deleteIfPresent(page.request, 'disks', disk.name)
  }
})
