// The silo's TLS certificates (`/certificates`, server mode): as admin, add one from PEM
// files (the simulator's RSA fixture, valid for *.sys.rack.example for a hundred years), see
// whom it names and when it ends, and delete it, warned that it is the only one; a key that
// does not fit is refused by the API in the form, with nothing lost; a collaborator is told
// that only silo admins manage certificates.
import { writeFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { OTHER_KEY, RSA_CERT, RSA_KEY_PKCS8 } from '../fixtures/x509'
import { certificateNames, deleteCertificateIfPresent } from './api'
import {
  checkA11y,
  clickRowAction,
  confirmIn,
  expect,
  expectToast,
  rowByName,
  signInAs,
  test,
  uniqueName,
} from './utils'

const CERTIFICATES = '/certificates'
const table = (page: Page) => page.getByRole('table', { name: 'Certificates' })
const form = (page: Page) => page.getByRole('dialog', { name: 'Add certificate' })

/** Writes `text` to a file of the test's own output folder, for a file input */
async function pemFile(fileName: string, text: string) {
  const path = test.info().outputPath(fileName)
  await writeFile(path, text)
  return path
}

async function openAddForm(page: Page) {
  await page.goto(CERTIFICATES)
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Add certificate' }).first().click()
  await expect(page).toHaveURL((u) => u.pathname === '/certificates-new')
  await expect(form(page)).toBeVisible()
}

test('add a certificate, see its subject and expiry, and delete it', async ({ page }) => {
  const name = uniqueName('cert')
  // a run that stopped halfway may have left one behind; it would not be the only one then
  for (const leftover of await certificateNames(page.request)) {
    if (leftover.startsWith('e2e-')) await deleteCertificateIfPresent(page.request, leftover)
  }
  try {
    await page.goto(CERTIFICATES)
    await expect(page.getByRole('heading', { name: 'No certificates' })).toBeVisible()
    await checkA11y(page)

    await openAddForm(page)
    const dialog = form(page)
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('The rack wildcard')
    await dialog
      .getByLabel('Certificate', { exact: true })
      .setInputFiles(await pemFile('cert.pem', RSA_CERT))
    // what the chosen file names, read in the browser before anything is sent
    await expect(dialog.getByText('Read cert.pem')).toBeVisible()
    await expect(dialog).toContainText(
      'For demo-silo.sys.rack.example, *.sys.rack.example, valid until Nov 1, 2126',
    )
    await dialog.getByLabel('Private key').setInputFiles(await pemFile('key.pem', RSA_KEY_PKCS8))
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Add certificate' }).click()
    await expect(dialog).toBeHidden()
    await expectToast(page, 'Certificate added')
    await expect(page).toHaveURL((u) => u.pathname === CERTIFICATES)

    const row = rowByName(table(page), name)
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell', { name: 'The rack wildcard' })).toBeVisible()
    const subject = row.getByRole('cell').filter({ hasText: 'CN ' })
    await expect(subject).toContainText('CN demo-silo.sys.rack.example')
    await expect(subject).toContainText('DNS *.sys.rack.example')
    const expiry = row.getByRole('cell').filter({ hasText: '2126' })
    await expect(expiry).toContainText('Nov 1, 2126')
    await expect(expiry).toContainText('in 99 years')
    // a hundred years off: neither expiring nor expired
    await expect(expiry).not.toContainText(/Expires soon|Expired/i)
    await expect(row.getByRole('cell', { name: 'External API' })).toBeVisible()
    await checkA11y(page)

    // the only certificate: deleting it says what that may cost
    await clickRowAction(page, name, 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete certificate' })
    await expect(confirm).toContainText(`Delete ${name}?`)
    await expect(confirm.getByRole('note')).toContainText(
      "It is the silo's only certificate. Without one, the console and API may stop being reachable over HTTPS at demo-silo.sys.rack.example, *.sys.rack.example.",
    )
    await checkA11y(page)
    await confirmIn(page, 'Delete certificate', 'Delete')
    await expectToast(page, 'Certificate deleted')
    await expect(rowByName(page, name)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'No certificates' })).toBeVisible()
  } finally {
    await deleteCertificateIfPresent(page.request, name)
  }
})

test('a key that does not fit the certificate is refused in the form, keeping what was chosen', async ({
  page,
}) => {
  const name = uniqueName('cert-bad')
  await openAddForm(page)
  const dialog = form(page)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)

  // the wrong kind of file is caught before sending
  await dialog
    .getByLabel('Certificate', { exact: true })
    .setInputFiles(await pemFile('other.key', OTHER_KEY))
  await dialog.getByRole('button', { name: 'Add certificate' }).click()
  await expect(dialog.getByText('This file holds a private key')).toBeVisible()
  await expect(dialog.getByText('Private key is required')).toBeVisible()
  await checkA11y(page)

  // a key of another pair: only the API knows, and says so
  await dialog
    .getByLabel('Certificate', { exact: true })
    .setInputFiles(await pemFile('cert.pem', RSA_CERT))
  await dialog.getByLabel('Private key').setInputFiles(await pemFile('other.key', OTHER_KEY))
  await dialog.getByRole('button', { name: 'Add certificate' }).click()
  // Nexus names the certificate as the part it refuses: its words go under that file,
  // which takes focus, and not again below the form
  const certInput = dialog.getByLabel('Certificate', { exact: true })
  await expect(certInput).toBeFocused()
  await expect(certInput).toHaveAccessibleDescription(/Certificate and private key do not match/)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(dialog.getByText('Certificate and private key do not match')).toBeVisible()
  // nothing chosen is lost: the certificate is still read, the key still there
  await expect(dialog).toContainText('For demo-silo.sys.rack.example, *.sys.rack.example')
  await expect(dialog.getByText('Read other.key')).toBeVisible()
  await checkA11y(page)
  expect(await certificateNames(page.request)).not.toContain(name)
})

test('a collaborator is told that only silo admins manage certificates', async ({ browser }) => {
  const page = await signInAs(browser, 'collaborator')
  await page
    .getByRole('navigation', { name: 'Silo' })
    .getByRole('link', { name: 'Certificates' })
    .click()
  await expect(page).toHaveURL((u) => u.pathname === CERTIFICATES)
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Only silo admins manage certificates' }),
  ).toBeVisible()
  await expect(page.getByText('needs the silo admin role')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add certificate' })).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
  await checkA11y(page)
})
