// A silo from creation to deletion, as an operator (spec §2 `/system/silos-new` and the
// silo page, signed in as admin): the create page with its checks and the API's refusal of
// a certificate, the readiness checklist of a new silo and the fixes it offers, the quotas
// tab and its edit form, and delete, refused while a silo holds a project.
import type { Page } from '@playwright/test'

import { OTHER_KEY, RSA_CERT, RSA_KEY_PKCS8 } from '../fixtures/x509'
import { createSilo, deleteSiloIfPresent, linkIpPoolToSilo } from './api'
import { checkA11y, expect, expectToast, test, uniqueName } from './utils'

const SILOS = '/system/silos'

const pem = (name: string, text: string) => ({
  name,
  mimeType: 'application/x-pem-file',
  buffer: Buffer.from(text),
})

const readiness = (page: Page) => page.getByRole('region', { name: 'Readiness' })
/** One item of the checklist, by its title */
const check = (page: Page, title: string) =>
  readiness(page).getByRole('listitem').filter({ hasText: title })

let silo = ''
test.afterEach(async ({ request }) => {
  if (silo) await deleteSiloIfPresent(request, silo)
  silo = ''
})

test('create a silo with quotas and an admin group, see what it lacks, edit its quotas and delete it', async ({
  page,
}) => {
  // the whole life of a silo, with the checks and refusals on the way
  test.slow()
  silo = uniqueName('silo')
  await page.goto(SILOS)
  await page.getByRole('link', { name: 'New silo' }).click()
  await expect(page).toHaveURL((u) => u.pathname === `${SILOS}-new`)
  await expect(page.getByRole('heading', { name: 'Create silo', level: 1 })).toBeVisible()
  await checkA11y(page)

  // the rules say what is missing before anything is sent
  await page.getByRole('button', { name: 'Create silo' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await checkA11y(page)

  const about = page.getByRole('region', { name: 'Silo', exact: true })
  await about.getByRole('textbox', { name: 'Name' }).fill(silo)
  await about.getByRole('textbox', { name: /^Description/ }).fill('Made by the e2e suite')
  await page.getByRole('radio', { name: 'SAML, just in time' }).check()
  await page.getByRole('textbox', { name: /^Admin group name/ }).fill('lab-admins')
  await page
    .getByRole('group', { name: 'Silo admins also get' })
    .getByRole('checkbox', { name: 'Fleet viewer' })
    .check()
  await page.getByRole('spinbutton', { name: 'vCPUs' }).fill('8')
  await page.getByRole('spinbutton', { name: 'Memory' }).fill('32')
  await page.getByRole('spinbutton', { name: 'Storage' }).fill('2')
  await expect(page.getByRole('combobox', { name: 'Storage unit' })).toHaveValue('TiB')

  // a certificate: the wrong file is caught here, a key that does not fit by the API
  await page.getByRole('button', { name: 'Add certificate' }).click()
  const cert = page.getByRole('group', { name: 'Certificate 1' })
  await expect(cert.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await cert.getByRole('textbox', { name: 'Name' }).fill('web')
  await cert.getByLabel('Certificate', { exact: true }).setInputFiles(pem('key.pem', OTHER_KEY))
  await cert.getByLabel('Private key').setInputFiles(pem('other.key', OTHER_KEY))
  await page.getByRole('button', { name: 'Create silo' }).click()
  await expect(cert.getByText('This file holds a private key')).toBeVisible()

  await cert.getByLabel('Certificate', { exact: true }).setInputFiles(pem('cert.pem', RSA_CERT))
  await expect(cert.getByText('This file holds a private key')).toBeHidden()
  await page.getByRole('button', { name: 'Create silo' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toContainText(
    'Certificate and private key do not match',
  )
  // nothing typed is lost
  await expect(about.getByRole('textbox', { name: 'Name' })).toHaveValue(silo)
  await expect(page.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue('8')
  await expect(cert.getByRole('textbox', { name: 'Name' })).toHaveValue('web')
  await expect(cert.getByText('Read cert.pem')).toBeVisible()

  await checkA11y(page)

  await cert.getByLabel('Private key').setInputFiles(pem('web.key', RSA_KEY_PKCS8))
  await page.getByRole('button', { name: 'Create silo' }).click()
  await expectToast(page, 'Silo created')
  await expect(page).toHaveURL((u) => u.pathname === `${SILOS}/${silo}`)
  await expect(page.getByRole('heading', { name: silo, level: 1 })).toBeVisible()
  await expect(page.getByText('silo admin → fleet viewer')).toBeVisible()

  // what the new silo lacks: a default pool and a way in; its quotas and admin are there
  await expect(readiness(page)).toContainText(
    '2 things left before users of this silo can create an instance.',
  )
  await expect(check(page, 'Default IP pool')).toContainText('To do')
  await expect(
    check(page, 'Default IP pool').getByRole('link', { name: 'Link an IP pool' }),
  ).toHaveAttribute('href', '/system/networking/ip-pools')
  await expect(check(page, 'A way to sign in')).toContainText('To do')
  await expect(
    check(page, 'A way to sign in').getByRole('link', { name: 'Add identity provider' }),
  ).toHaveAttribute('href', `${SILOS}/${silo}/idps-new`)
  await expect(check(page, 'Quotas')).toContainText('Done')
  await expect(check(page, 'Quotas')).toContainText(
    'Up to 8 vCPUs, 32 GiB of memory and 2 TiB of storage.',
  )
  await expect(check(page, 'A silo admin')).toContainText('Done')
  await expect(check(page, 'A silo admin')).toContainText('1 group holds the silo admin role.')

  await checkA11y(page)

  // the quotas against what is provisioned, and changing them
  await page.getByRole('link', { name: 'Quotas', exact: true }).click()
  await expect(page).toHaveURL((u) => u.search === '?tab=quotas')
  await expect(page.getByRole('progressbar', { name: 'vCPUs' })).toHaveAttribute(
    'aria-valuetext',
    '0%, 0 of 8 provisioned',
  )
  await expect(page.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute(
    'aria-valuetext',
    '0%, 0 B of 2 TiB provisioned',
  )
  await checkA11y(page)

  await page.getByRole('button', { name: 'Edit quotas' }).click()
  const form = page.getByRole('dialog', { name: 'Edit quotas' })
  await expect(form.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue('8')
  await expect(form.getByRole('spinbutton', { name: 'Storage' })).toHaveValue('2')
  await expect(form.getByRole('combobox', { name: 'Storage unit' })).toHaveValue('TiB')
  await expect(form).toContainText('In use now: 0.')

  await checkA11y(page)
  await form.getByRole('spinbutton', { name: 'vCPUs' }).fill('16')
  await form.getByRole('spinbutton', { name: 'Memory' }).fill('')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(form.getByText('Memory is required')).toBeVisible()
  await form.getByRole('spinbutton', { name: 'Memory' }).fill('64.5')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(form).toBeHidden()
  await expectToast(page, 'Quotas updated')
  await expect(page.getByRole('progressbar', { name: 'vCPUs' })).toHaveAttribute(
    'aria-valuetext',
    '0%, 0 of 16 provisioned',
  )
  await expect(page.getByRole('progressbar', { name: 'Memory' })).toHaveAttribute(
    'aria-valuetext',
    '0%, 0 B of 64.5 GiB provisioned',
  )
  await expect(check(page, 'Quotas')).toContainText('Up to 16 vCPUs, 64.5 GiB of memory')

  await checkA11y(page)

  // delete, confirmed
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText(`Are you sure you want to delete ${silo}?`)
  await checkA11y(page)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expectToast(page, 'Silo deleted')
  await expect(page).toHaveURL((u) => u.pathname === SILOS)
  await expect(page.getByRole('table', { name: 'Silos' })).toBeVisible()
  await expect(page.getByRole('cell', { name: silo, exact: true })).toHaveCount(0)
  await checkA11y(page)
  silo = ''
})

test('a silo that keeps its own users is made ready from its checklist: a user, an admin, quotas', async ({
  page,
  request,
}) => {
  silo = uniqueName('local')
  await createSilo(request, { name: silo })
  await linkIpPoolToSilo(request, 'corp-pool', silo, false)
  await page.goto(`${SILOS}/${silo}`)
  await expect(readiness(page)).toContainText('4 things left')

  await expect(check(page, 'A silo admin')).toContainText('Once the silo has a user')
  // a pool linked, but not as the default: the silo's pools tab lists it
  await expect(check(page, 'Default IP pool')).toContainText('1 pool is linked but none')
  await expect(
    check(page, 'Default IP pool').getByRole('link', { name: 'Choose a default pool' }),
  ).toHaveAttribute('href', `${SILOS}/${silo}?tab=ip-pools`)
  await expect(check(page, 'Quotas')).toContainText('The quota for vCPUs, memory and storage is 0')
  await checkA11y(page)

  await check(page, 'A way to sign in').getByRole('button', { name: 'Add user' }).click()
  const addUser = page.getByRole('dialog', { name: 'Add user' })
  await addUser.getByRole('textbox', { name: 'Username' }).fill('first-admin')
  await addUser.getByLabel(/^Password/).fill('a-long-demo-password')
  await addUser.getByRole('button', { name: 'Add user' }).click()
  await expect(addUser).toBeHidden()
  await expect(check(page, 'A way to sign in')).toContainText('1 local user can sign in')

  await check(page, 'A silo admin').getByRole('button', { name: 'Make a user admin' }).click()
  const makeAdmin = page.getByRole('dialog', { name: 'Make a user silo admin' })
  await makeAdmin.getByRole('combobox', { name: 'User' }).selectOption({ label: 'first-admin' })
  await checkA11y(page)
  await makeAdmin.getByRole('button', { name: 'Make admin' }).click()
  await expect(makeAdmin).toBeHidden()
  await expectToast(page, 'Silo admin added')
  await expect(check(page, 'A silo admin')).toContainText('1 user holds the silo admin role.')
  await expect(readiness(page)).toContainText('2 things left')
  await checkA11y(page)

  await check(page, 'Quotas').getByRole('link', { name: 'Set quotas' }).click()
  await expect(page).toHaveURL((u) => u.search === '?tab=quotas')
  await expect(page.getByRole('link', { name: 'Quotas', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('progressbar', { name: 'vCPUs' })).toHaveAttribute(
    'aria-valuetext',
    '0%, Quota 0: none can be provisioned',
  )
})

test('a silo that holds a project cannot be deleted, and says why', async ({ page }) => {
  // demo-silo holds demo-project: the refusal is all this checks, nothing is deleted
  await page.goto(`${SILOS}/demo-silo`)
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await checkA11y(page)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expectToast(page, 'Could not delete silo')
  await expectToast(page, 'Silo to be deleted contains a project')
  await expect(page).toHaveURL((u) => u.pathname === `${SILOS}/demo-silo`)
  await expect(page.getByRole('heading', { name: 'demo-silo', level: 1 })).toBeVisible()
  await checkA11y(page)
})
