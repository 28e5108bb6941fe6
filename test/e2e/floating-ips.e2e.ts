// The floating IPs page (server mode, signed in as admin): create (with the spec's address
// rule and an explicit address), attach to an instance and detach from the list, each
// saying what changes in reachability, rename, and delete.
import type { Page } from '@playwright/test'

import { createInstance, deleteIfPresent, deleteInstance, PROJECT } from './api'
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

const FLOATING_IPS = `/projects/${PROJECT}/floating-ips`
const table = (page: Page) => page.getByRole('table', { name: 'Floating IPs' })

test('create, attach, detach, rename and delete a floating IP', async ({ page }) => {
  test.setTimeout(90_000)
  const name = uniqueName('fip')
  const renamed = `${name.slice(0, 55)}-moved`
  const instance = uniqueName('fip-vm')
  await createInstance(page.request, { name: instance })
  try {
    await page.goto(FLOATING_IPS)
    await expectRow(table(page), { name: 'ingress', ip: '203.0.113.11' })
    await checkA11y(page)

    await page.getByRole('link', { name: 'New floating IP' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create floating IP' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    const address = form.getByRole('textbox', { name: 'Address' })
    await address.fill('203.0.113')
    await form.getByRole('button', { name: 'Create floating IP' }).click()
    await expect(form.getByText('Not a valid IP address')).toBeVisible()
    await checkA11y(page)
    await address.fill('203.0.113.240')
    await form.getByRole('button', { name: 'Create floating IP' }).click()
    await expect(form).toBeHidden()
    await expectToast(page, 'Floating IP created')
    await expectRow(table(page), { name, ip: '203.0.113.240', pool: 'default', instance: 'None' })

    // attach it to the instance from its row; the dialog says what that changes
    await clickRowAction(page, name, 'Attach')
    const attach = page.getByRole('dialog', { name: `Attach ${name}` })
    await expect(attach).toContainText('Traffic to 203.0.113.240 will reach the instance')
    await attach.getByRole('combobox', { name: 'Instance' }).selectOption(instance)
    await checkA11y(page)
    await attach.getByRole('button', { name: 'Attach' }).click()
    await expect(attach).toBeHidden()
    await expectToast(page, 'Floating IP attached')
    await expect(rowByName(table(page), name)).toContainText(instance)

    // attached, it cannot be deleted; detaching says what it changes
    await rowByName(page, name).getByRole('button', { name: 'Row actions' }).click()
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await page.keyboard.press('Escape')
    await clickRowAction(page, name, 'Detach')
    await expect(page.getByRole('dialog', { name: 'Detach floating IP' })).toContainText(
      'The instance stops being reachable at this address',
    )
    await confirmIn(page, 'Detach floating IP', 'Detach')
    await expectToast(page, 'Floating IP detached')
    await expect(rowByName(table(page), name)).toContainText('None')

    await clickRowAction(page, name, 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit floating IP' })
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
    await edit.getByRole('button', { name: 'Update floating IP' }).click()
    await expectToast(page, 'Floating IP updated')
    await expectRow(table(page), { name: renamed, ip: '203.0.113.240' })

    await clickRowAction(page, renamed, 'Delete')
    await confirmIn(page, 'Confirm delete', 'Confirm')
    await expectToast(page, 'Floating IP deleted')
    await expect(rowByName(page, renamed)).toHaveCount(0)
  } finally {
    await deleteIfPresent(page.request, 'floating-ips', name)
    await deleteIfPresent(page.request, 'floating-ips', renamed)
    await deleteInstance(page.request, instance)
  }
})
