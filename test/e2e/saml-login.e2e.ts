// SAML sign-in to corp-sso through the simulated identity provider (spec section 2):
// the console's page hands the browser to Nexus's redirect, the provider asks for a user
// name and groups, and its answer, posted to the ACS, signs the user in (made on first
// sign-in) and lands them where they were going. Every test starts signed out.
import type { Page } from '@playwright/test'

import { checkA11y, expect, newSignedOutPage, test, uniqueName } from './utils'

const SILO = 'corp-sso'
const PROVIDER = 'simulated-idp'
const SAML_LOGIN = `/login/${SILO}/saml/${PROVIDER}`

/** From the console's SAML page to the console, as `user` in `groups`. */
async function signInWithSaml(page: Page, user: string, groups?: string) {
  await page.goto(`${SAML_LOGIN}?redirect_uri=${encodeURIComponent('/projects')}`)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText(SILO, { exact: true })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('link', { name: `Sign in with ${PROVIDER}` }).click()

  // the simulated identity provider's own pages, served by the server
  await expect(page).toHaveURL((u) => u.pathname === '/simulated-idp/sso')
  await expect(page.getByText('Simulated identity provider.')).toBeVisible()
  await page.getByRole('textbox', { name: 'User name' }).fill(user)
  const groupsField = page.getByRole('textbox', { name: /^Groups/ })
  await expect(groupsField).toHaveValue('engineers')
  if (groups !== undefined) await groupsField.fill(groups)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: `Signed in as ${user}` })).toBeVisible()
  await page.getByRole('button', { name: 'Continue to the console' }).click()

  await expect(page).toHaveURL((u) => u.pathname === '/projects')
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
}

/** Fills and submits the create project form, open at `/projects-new`. */
async function submitNewProject(page: Page, name: string) {
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('button', { name: 'Create project' }).click()
  return form
}

test('an engineer signs in through the identity provider and creates a project', async ({
  browser,
}) => {
  const page = await newSignedOutPage(browser)
  const user = uniqueName('engineer')
  await signInWithSaml(page, user)
  await checkA11y(page)

  // the user made on first sign-in, in corp-sso and in the group the provider named
  await page.goto('/settings/profile')
  const profile = page.getByRole('definition')
  await expect(profile.filter({ hasText: user })).toHaveCount(1)
  await expect(page.getByRole('term').filter({ hasText: 'Silo' })).toBeVisible()
  await expect(profile.filter({ hasText: SILO })).toHaveCount(1)
  await expect(profile.filter({ hasText: 'engineers' })).toHaveCount(1)

  // engineers are collaborators on the silo: they may create projects
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).first().click()
  const project = uniqueName('sso')
  const form = await submitNewProject(page, project)
  await expect(form).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: project }),
  ).toBeVisible()
})

test('a user the provider puts in no group may look but not create', async ({ browser }) => {
  const page = await newSignedOutPage(browser)
  await signInWithSaml(page, uniqueName('nogroup'), '')
  // no role on the silo: its projects cannot be listed; the page offers to open one by
  // name and says why that may be (a SAML silo: its provider put the user in no group)
  await expect(page.getByRole('heading', { name: 'Open a project by name' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('identity provider is probably misconfigured')
  await checkA11y(page)

  // the create form opened by its address shows, its submit off with Nexus's rule
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('refused'))
  const submit = form.getByRole('button', { name: 'Create project' })
  await expect(submit).toBeDisabled()
  await submit.hover()
  await expect(
    page.getByText('Only a silo collaborator or admin can create projects; you have no role'),
  ).toBeVisible()
  await checkA11y(page)
})
