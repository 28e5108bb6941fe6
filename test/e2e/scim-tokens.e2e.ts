// A silo's SCIM tokens on its page's "SCIM tokens" tab (server mode). On a current rack,
// for a silo whose users SCIM provisions (made here): create, with the secret shown once
// and gone after, listed by id, deleted. The demo silo keeps its own users: the tab says
// tokens are not for it and offers none, yet lists the one it has. A fleet viewer sees
// the reason instead of the list. A v14 rack has no SCIM tokens: the tab says so.
import type { Page } from '@playwright/test'

import { createLocalUser, createSilo, deleteSiloIfPresent, grantRoleOnSilo } from './api'
import {
  checkA11y,
  clickRowAction,
  DEMO_PASSWORD,
  DEMO_SILO,
  expect,
  expectToast,
  newSignedOutPage,
  rowByName,
  submitLogin,
  test,
  uniqueName,
} from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'
const SEEDED_TOKEN = '8c4f2a6e-1b3d-4e5f-9a7c-6d8e0f2b4a19'
const ADMINS_ONLY =
  'Only a fleet admin or an admin of this silo can see or change this silo’s SCIM tokens'

const tokensTable = (page: Page) => page.getByRole('table', { name: 'SCIM tokens' })
const createButton = (page: Page) => page.getByRole('button', { name: 'Create token' })

async function openTab(page: Page, silo: string) {
  await page.goto(`/system/silos/${silo}?tab=scim`)
  await expect(page.getByRole('heading', { level: 1, name: silo })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'SCIM tokens' }),
  ).toHaveAttribute('aria-current', 'page')
}

/** `control` is off and, hovered, its tooltip says `reason` */
async function expectOff(page: Page, control: ReturnType<Page['getByRole']>, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await control.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await page.mouse.move(0, 0, { steps: 5 })
}

test('v14: the tab says the rack has no SCIM tokens', async ({ page }) => {
  test.skip(CURRENT, 'a current rack has them')
  await openTab(page, DEMO_SILO)
  await expect(page.getByRole('note')).toHaveText(
    'SCIM tokens need a newer rack: its release v14 (unversioned API) does not have them',
  )
  await expect(createButton(page)).toHaveCount(0)
  await checkA11y(page)
})

test('a SCIM silo’s token: created and shown once, listed, deleted', async ({ page, request }) => {
  test.skip(!CURRENT, 'a v14 rack has no SCIM tokens')
  test.setTimeout(90_000)
  const silo = uniqueName('scim')
  await createSilo(request, { name: silo, identityMode: 'saml_scim' })
  try {
    await openTab(page, silo)
    await expect(page.getByRole('heading', { name: 'No SCIM tokens' })).toBeVisible()
    await checkA11y(page)

    await createButton(page).click()
    const ask = page.getByRole('dialog', { name: 'Create SCIM token' })
    await expect(ask).toContainText('make anyone an admin')
    await checkA11y(page)
    await ask.getByRole('button', { name: 'Create token' }).click()

    const shown = page.getByRole('dialog', { name: 'SCIM token created' })
    await expect(shown).toBeVisible()
    await expect(ask).toBeHidden()
    await expect(shown).toContainText('This is the only time the token is shown')
    const secretBox = shown.getByRole('status', { name: 'Bearer token' })
    await expect(secretBox).toHaveText(/^oxide-scim-[0-9a-f]{40}$/)
    const secret = (await secretBox.textContent())!
    await expect(shown.getByRole('button', { name: 'Copy token' })).toBeVisible()
    await checkA11y(page)

    // the list behind the dialog has the new token, by its id
    const ids = (await (await request.get(`/v1/system/scim/tokens?silo=${silo}`)).json()) as {
      id: string
    }[]
    expect(ids).toHaveLength(1)
    const id = ids[0].id
    await expect(shown).toContainText(id)

    await shown.getByRole('button', { name: 'Done' }).click()
    await expect(shown).toBeHidden()
    await expect(rowByName(tokensTable(page), id)).toHaveCount(1)
    await expect(
      rowByName(tokensTable(page), id).getByRole('cell', { name: 'Never' }),
    ).toBeVisible()
    // gone for good: nowhere on the page, and not after a reload either
    await expect(page.getByText(secret)).toHaveCount(0)
    await page.reload()
    await expect(rowByName(tokensTable(page), id)).toHaveCount(1)
    await expect(page.getByText(secret)).toHaveCount(0)
    await checkA11y(page)

    await clickRowAction(page, id, 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete SCIM token' })
    await expect(confirm).toContainText(id)
    await checkA11y(page)
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expectToast(page, 'SCIM token deleted')
    await expect(page.getByRole('heading', { name: 'No SCIM tokens' })).toBeVisible()
  } finally {
    await deleteSiloIfPresent(request, silo)
  }
})

test('a silo that keeps its own users takes no new token, but lists the ones it has', async ({
  page,
}) => {
  test.skip(!CURRENT, 'a v14 rack has no SCIM tokens')
  await openTab(page, DEMO_SILO)
  await expect(
    page.getByText(
      'SCIM tokens are for silos whose users an identity provider provisions through SCIM; this silo’s users are kept by the silo itself.',
    ),
  ).toBeVisible()
  await expectOff(
    page,
    createButton(page),
    'SCIM tokens are for silos whose users an identity provider provisions through SCIM; this silo’s users are kept by the silo itself.',
  )
  await expect(rowByName(tokensTable(page), SEEDED_TOKEN)).toHaveCount(1)
  await checkA11y(page)
})

test('a fleet viewer sees why the tokens are not shown to them', async ({ browser, request }) => {
  test.skip(!CURRENT, 'a v14 rack has no SCIM tokens')
  test.setTimeout(90_000)
  // their fleet role comes from their own silo's mapping, so the fleet's policy (which
  // other tests write whole) is left alone
  const home = uniqueName('viewers')
  const username = uniqueName('scim-viewer')
  await createSilo(request, { name: home, mappedFleetRoles: { viewer: ['viewer'] } })
  try {
    const user = await createLocalUser(request, username, DEMO_PASSWORD, home)
    await grantRoleOnSilo(request, home, user.id, 'viewer')
    const page = await newSignedOutPage(browser)
    await page.goto(`/login/${home}/local`)
    await submitLogin(page, username)
    await expect(page).toHaveURL(/\/projects$/)

    await openTab(page, DEMO_SILO)
    await expect(page.getByRole('note')).toHaveText(ADMINS_ONLY)
    await expect(tokensTable(page)).toHaveCount(0)
    await expectOff(page, createButton(page), ADMINS_ONLY)
    await checkA11y(page)
    await page.context().close()
  } finally {
    await deleteSiloIfPresent(request, home)
  }
})
