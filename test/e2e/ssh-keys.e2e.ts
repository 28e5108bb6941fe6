// The signed-in user's SSH keys: list, add, view read-only, delete (server mode, signed in
// as admin). Keys persist in the simulator's database, so every test makes its own names.
import { generateKeyPairSync } from 'node:crypto'

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
import { createSshKey } from './api'

const keysTable = (page: Page) => page.getByRole('table', { name: 'SSH keys' })

/** SSH wire format (RFC 4251): a uint32 big-endian length, then the bytes */
const sshString = (bytes: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(bytes.length)
  return Buffer.concat([len, bytes])
}

/** A fresh, valid `authorized_keys` line for an ed25519 key */
function ed25519PublicKeyLine(comment: string) {
  const { publicKey } = generateKeyPairSync('ed25519')
  // the SPKI DER of an ed25519 key ends with the raw 32-byte key
  const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32)
  const blob = Buffer.concat([sshString(Buffer.from('ssh-ed25519')), sshString(raw)])
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`
}

async function openCreateForm(page: Page) {
  await page.getByRole('link', { name: 'Add SSH key' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/settings\/ssh-keys-new$/)
  return dialog
}

test('the list shows the seeded keys and is reachable from the settings nav', async ({ page }) => {
  await page.goto('/settings/profile')
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'SSH keys' })
    .click()
  await expect(page).toHaveURL(/\/settings\/ssh-keys$/)
  await expect(page.getByRole('heading', { level: 1, name: 'SSH keys' })).toBeVisible()
  await expectRow(keysTable(page), { name: 'laptop', description: 'Work laptop' })
})

test('add an SSH key', async ({ page }) => {
  const name = uniqueName('add')
  const key = ed25519PublicKeyLine('e2e@add')
  await page.goto('/settings/ssh-keys')
  const dialog = await openCreateForm(page)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e add test')
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(key)
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()

  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/settings\/ssh-keys$/)
  await expectRow(keysTable(page), { name, description: 'Made by the e2e add test' })
  await expectToast(page, 'SSH key added')
})

test('a missing public key is required before anything is sent', async ({ page }) => {
  await page.goto('/settings/ssh-keys-new')
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('nokey'))
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()
  const publicKey = dialog.getByRole('textbox', { name: 'Public key' })
  await expect(publicKey).toHaveAccessibleDescription(/Public key is required/)
  await expect(publicKey).toHaveAttribute('aria-invalid', 'true')
})

test('a failed add shows the server message and keeps the input', async ({ page }) => {
  const name = uniqueName('bad')
  const key = ed25519PublicKeyLine('e2e@bad')
  // Nexus stores any key text, so the failure is made up here, for this test only
  await page.route('**/v1/me/ssh-keys', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          json: { request_id: 'e2e', error_code: 'Internal', message: 'Internal Server Error' },
        })
      : route.fallback(),
  )
  await page.goto('/settings/ssh-keys')
  const dialog = await openCreateForm(page)
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true })
  const publicKey = dialog.getByRole('textbox', { name: 'Public key' })
  await nameField.fill(name)
  await publicKey.fill(key)
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()

  await expect(dialog.getByRole('alert')).toHaveText(/Internal Server Error/)
  await expect(nameField).toHaveValue(name)
  await expect(publicKey).toHaveValue(key)
  await expect(page).toHaveURL(/\/settings\/ssh-keys-new$/)
  // one place for the error: the form, not also a toast
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
  ).toHaveCount(0)
})

test('a taken name shows the error on the Name field', async ({ page }) => {
  await page.goto('/settings/ssh-keys')
  const dialog = await openCreateForm(page)
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true })
  await nameField.fill('laptop')
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(ed25519PublicKeyLine('e2e@dup'))
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()

  await expect(nameField).toHaveAccessibleDescription(/name already exists/i)
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toBeFocused()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(nameField).toHaveValue('laptop')
})

test('view an SSH key read-only', async ({ page }) => {
  const name = uniqueName('view')
  await createSshKey(page.request, {
    name: name,
    description: 'to be viewed',
    publicKey: ed25519PublicKeyLine('e2e@api'),
  })
  await page.goto('/settings/ssh-keys')

  await clickRowAction(page, name, 'View')
  const dialog = page.getByRole('dialog', { name: 'View SSH key' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(`/settings/ssh-keys/${name}/edit`)
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('to be viewed')
  const publicKey = dialog.getByRole('textbox', { name: 'Public key' })
  await expect(publicKey).toHaveValue(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ e2e@api$/)
  await expect(publicKey).not.toBeEditable()
  await expect(dialog.getByRole('button', { name: /update|save/i })).toHaveCount(0)

  // the footer's Close, not the panel's × (also named Close)
  await dialog
    .getByRole('button', { name: 'Close', exact: true })
    .filter({ hasText: 'Close' })
    .click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/settings\/ssh-keys$/)
})

test('a missing key on the view route is Page not found', async ({ page }) => {
  await page.goto(`/settings/ssh-keys/${uniqueName('missing')}/edit`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('delete an SSH key after confirming', async ({ page }) => {
  const name = uniqueName('delete')
  await createSshKey(page.request, { name: name, publicKey: ed25519PublicKeyLine('e2e@api') })
  await page.goto('/settings/ssh-keys')
  await expectRow(keysTable(page), { name })

  await clickRowAction(page, name, 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm).toBeHidden()
  await expect(rowByName(keysTable(page), name)).toHaveCount(0)
  await expectToast(page, 'SSH key deleted')
})

test('accessibility of the SSH keys list and the add form', async ({ page }) => {
  await page.goto('/settings/ssh-keys')
  await expect(keysTable(page)).toBeVisible()
  await checkA11y(page)
  await openCreateForm(page)
  await checkA11y(page)
})
