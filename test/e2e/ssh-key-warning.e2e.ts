// The SSH key form's format check (server mode, as admin): Nexus stores any text as the
// key, so a key that does not look like OpenSSH's gets a warning under the field and can
// still be added; only a key wider than Nexus's column is stopped before sending.
import type { Page } from '@playwright/test'

import { expect, expectRow, expectToast, test, uniqueName } from './utils'

const ED25519_DATA = 'AAAAC3NzaC1lZDI1NTE5AAAAIG/fCeeSPP0cEHOAYdn1qrDkJVM3t25h8upYtXpzX6GI'
const WARNING = /This does not look like an OpenSSH public key/

async function openForm(page: Page) {
  await page.goto('/settings/ssh-keys-new')
  const dialog = page.getByRole('dialog', { name: 'Add SSH key' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a key that does not look like OpenSSH’s shows a warning and can still be added', async ({
  page,
}) => {
  const name = uniqueName('warn')
  const dialog = await openForm(page)
  const publicKey = dialog.getByRole('textbox', { name: 'Public key' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await publicKey.fill('ssh-ed25519 not-base64!')

  await expect(dialog.getByText(WARNING)).toHaveText(
    'This does not look like an OpenSSH public key: its key data is not valid base64.',
  )
  await expect(publicKey).toHaveAccessibleDescription(/its key data is not valid base64/)
  await expect(publicKey).toHaveAttribute('aria-invalid', 'false')

  // fixing the key takes the warning away; breaking it again brings it back
  await publicKey.fill(`ssh-ed25519 ${ED25519_DATA} me@host`)
  await expect(dialog.getByText(WARNING)).toHaveCount(0)
  await publicKey.fill('ssh-ed25519 not-base64!')
  await expect(dialog.getByText(WARNING)).toBeVisible()

  await dialog.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'SSH key added')
  await expectRow(page.getByRole('table', { name: 'SSH keys' }), { name })

  // stored as given
  await page.goto(`/settings/ssh-keys/${name}/edit`)
  await expect(
    page.getByRole('dialog', { name: 'View SSH key' }).getByRole('textbox', { name: 'Public key' }),
  ).toHaveValue('ssh-ed25519 not-base64!')
})

test('an authorized_keys line with options gets no warning and is added', async ({ page }) => {
  const name = uniqueName('options')
  const dialog = await openForm(page)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog
    .getByRole('textbox', { name: 'Public key' })
    .fill(`command="echo hi",no-pty ssh-ed25519 ${ED25519_DATA} c`)
  await expect(dialog.getByText(WARNING)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(dialog).toBeHidden()
  await expectRow(page.getByRole('table', { name: 'SSH keys' }), { name })
})

test('a 200 KB paste warns without hanging, and a key Nexus cannot store is stopped', async ({
  page,
}) => {
  const dialog = await openForm(page)
  const publicKey = dialog.getByRole('textbox', { name: 'Public key' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('huge'))
  await publicKey.fill(`ssh-ed25519 ${'A'.repeat(200_000)}`)
  await expect(dialog.getByText(WARNING)).toHaveText(/its ssh-ed25519 key data is malformed/)

  let posted = false
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/v1/me/ssh-keys')) posted = true
  })
  await dialog.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(publicKey).toHaveAccessibleDescription(/at most 1023 characters/)
  await expect(publicKey).toHaveAttribute('aria-invalid', 'true')
  expect(posted).toBe(false)
})
