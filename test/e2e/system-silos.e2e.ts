// The operator's silo pages (spec section 2, signed in as admin): the silos list, a silo's
// page with its identity providers, adding a SAML provider from an uploaded metadata file
// (and the API's refusal of a URL it cannot reach, nothing typed lost), the provider's
// read-only view, and the pages being not found to a non-operator.
import type { Locator, Page } from '@playwright/test'

import { simulatedIdpMetadata } from '../../sim/seed/identity-providers'
import {
  checkA11y,
  expect,
  expectRow,
  expectToast,
  rowByName,
  signInAs,
  test,
  uniqueName,
} from './utils'

const SILOS = '/system/silos'
const SAML_SILO = 'corp-sso'
const LOCAL_SILO = 'demo-silo'

const providers = (page: Page) => page.getByRole('table', { name: 'Identity providers' })

/** Fills every required field of the provider form but the metadata */
async function fillProvider(form: Locator, name: string) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: /^Description/ }).fill('Added by the e2e suite')
  await form.getByRole('textbox', { name: 'Service provider client ID' }).fill('rack-e2e')
  await form
    .getByRole('textbox', { name: 'Identity provider entity ID' })
    .fill('https://idp.corp-sso.example/simulated')
  await form.getByRole('textbox', { name: 'Technical contact email' }).fill('it@corp-sso.example')
  await form.getByRole('textbox', { name: /^Group attribute name/ }).fill('groups')
}

test('the silos list leads to each silo and its identity providers', async ({ page }) => {
  await page.goto(SILOS)
  const silos = page.getByRole('table', { name: 'Silos' })
  await expectRow(silos, { name: LOCAL_SILO, mode: 'Local only', discoverable: 'Yes' })
  await expectRow(silos, { name: SAML_SILO, mode: 'SAML (just in time)', discoverable: 'Yes' })
  await checkA11y(page)

  await silos.getByRole('link', { name: SAML_SILO }).click()
  await expect(page).toHaveURL((u) => u.pathname === `${SILOS}/${SAML_SILO}`)
  await expect(page.getByRole('heading', { name: SAML_SILO, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Identity providers' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectRow(providers(page), { name: 'simulated-idp', type: 'SAML' })
  await checkA11y(page)

  await providers(page).getByRole('link', { name: 'simulated-idp' }).click()
  const view = page.getByRole('dialog', { name: 'Identity provider' })
  await expect(view).toContainText('https://idp.corp-sso.example/simulated')
  await expect(view).toContainText('it-admins@corp-sso.example')
  await checkA11y(page)
  await view.getByRole('button', { name: 'Close' }).click()
  await expect(view).toBeHidden()
  await expect(page).toHaveURL((u) => u.pathname === `${SILOS}/${SAML_SILO}`)
})

test('a silo that manages its users locally takes no identity provider, and says why', async ({
  page,
}) => {
  await page.goto(`${SILOS}/${LOCAL_SILO}`)
  await expect(page.getByRole('heading', { name: LOCAL_SILO, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New provider' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'New provider' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByText(/this silo manages its users locally/).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No identity providers' })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'New provider' }).hover()
})

test('add a SAML provider from an uploaded metadata file and view it', async ({
  page,
  baseURL,
}) => {
  const name = uniqueName('idp')
  await page.goto(`${SILOS}/${SAML_SILO}`)
  await page.getByRole('link', { name: 'New provider' }).click()
  const form = page.getByRole('dialog', { name: 'Create identity provider' })
  await expect(form).toBeVisible()
  await checkA11y(page)

  // the rules say what is missing before anything is sent
  await form.getByRole('button', { name: 'Create identity provider' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Metadata file is required')).toBeVisible()
  await checkA11y(page)

  await fillProvider(form, name)
  // the service URLs start from the console's own address and follow the name
  const acs = `${baseURL}/login/${SAML_SILO}/saml/${name}`
  await expect(form.getByRole('textbox', { name: 'ACS URL' })).toHaveValue(acs)
  await expect(form.getByRole('textbox', { name: 'SLO URL' })).toHaveValue(
    `${baseURL}/logout/${SAML_SILO}/saml/${name}`,
  )
  await form.getByLabel('Metadata file').setInputFiles({
    name: 'metadata.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(simulatedIdpMetadata),
  })
  await form.getByRole('button', { name: 'Create identity provider' }).click()
  await expect(form).toBeHidden()
  await expectToast(page, 'Identity provider created')
  await expectRow(providers(page), { name, type: 'SAML', description: 'Added by the e2e suite' })

  await rowByName(providers(page), name).getByRole('link', { name }).click()
  await expect(page).toHaveURL((u) => u.pathname === `${SILOS}/${SAML_SILO}/idps/saml/${name}`)
  const view = page.getByRole('dialog', { name: 'Identity provider' })
  for (const text of [
    name,
    'Added by the e2e suite',
    'rack-e2e',
    'https://idp.corp-sso.example/simulated',
    acs,
    'it@corp-sso.example',
    'groups',
    'None (requests are not signed)',
  ]) {
    await expect(view.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await checkA11y(page)
})

test('a metadata URL the rack cannot reach is refused in the form, keeping the fields', async ({
  page,
}) => {
  const name = uniqueName('idp-url')
  await page.goto(`${SILOS}/${SAML_SILO}/idps-new`)
  const form = page.getByRole('dialog', { name: 'Create identity provider' })
  await fillProvider(form, name)
  await form.getByRole('radio', { name: 'From a URL' }).check()
  const url = form.getByRole('textbox', { name: 'Metadata URL' })
  await url.fill('https://idp.corp-sso.example/metadata.xml')
  await form.getByRole('button', { name: 'Create identity provider' }).click()

  await expect(form.getByRole('alert')).toContainText(
    'cannot reach https://idp.corp-sso.example/metadata.xml',
  )
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(form.getByRole('textbox', { name: 'Service provider client ID' })).toHaveValue(
    'rack-e2e',
  )
  await expect(url).toHaveValue('https://idp.corp-sso.example/metadata.xml')
  await checkA11y(page)
})

test('no System page, link or operator data for a non-operator', async ({ browser }) => {
  const page = await signInAs(browser, 'collaborator')
  // every operator-only read the console makes is under /v1/system/ (spec section 1)
  const systemReads: string[] = []
  page.on('response', (r) => {
    const { pathname } = new URL(r.url())
    if (pathname.startsWith('/v1/system/') && r.ok()) systemReads.push(pathname)
  })
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Scope' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'System' })).toHaveCount(0)

  for (const path of [
    SILOS,
    '/system/silos/demo-silo',
    '/system/silos-new',
    '/system/utilization',
    '/system/access',
    '/system/inventory/sleds',
    '/system/networking/ip-pools',
    '/system/networking/rack',
    '/system/support-bundles',
    '/system/issues',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible()
  }
  await checkA11y(page)
  expect(systemReads).toEqual([])
})
