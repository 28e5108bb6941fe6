// The signed-in user's access tokens in settings (server mode, signed in as admin). On a
// current rack a token is made the way the CLI makes one (the device sign-in, driven
// here through the API), listed with its dates and deleted, after which it no longer signs
// in. A v14 rack cannot list tokens: the page says so in one line.
import type { APIRequestContext, Page } from '@playwright/test'

import type { DeviceAccessTokenResultsPage } from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import { processResponseBody } from '../../app/api/__generated_versions__/2026081901.0.0/util'
import { checkA11y, clickRowAction, expect, expectToast, rowByName, test } from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

const tokensTable = (page: Page) => page.getByRole('table', { name: 'Access tokens' })

/** The ids of the signed-in user's tokens, as the API lists them (one big page) */
async function tokenIds(request: APIRequestContext) {
  const res = await request.get('/v1/me/access-tokens?limit=1000')
  expect(res.status(), await res.text()).toBe(200)
  const page = processResponseBody(await res.json()) as DeviceAccessTokenResultsPage
  return page.items.map((t) => t.id)
}

/**
 * A token for the signed-in user, made as the CLI makes one: a client without a session
 * asks for a code, the user (`request`, with the browser's cookies) confirms it, and the
 * client's poll receives the bearer token. Returns the bearer and the id the list shows.
 */
async function signInLikeTheCli(
  request: APIRequestContext,
  cli: APIRequestContext,
  ttlSeconds?: number,
) {
  const before = new Set(await tokenIds(request))
  const clientId = crypto.randomUUID()
  const form: Record<string, string> = { client_id: clientId }
  if (ttlSeconds) form.ttl_seconds = String(ttlSeconds)
  const auth = await cli.post('/device/auth', { form })
  expect(auth.status(), await auth.text()).toBe(200)
  const { device_code, user_code } = (await auth.json()) as {
    device_code: string
    user_code: string
  }
  const confirm = await request.post('/device/confirm', { data: { user_code } })
  expect(confirm.status(), await confirm.text()).toBe(204)
  const token = await cli.post('/device/token', {
    form: { client_id: clientId, device_code, grant_type: GRANT_TYPE },
  })
  expect(token.status(), await token.text()).toBe(200)
  const bearer = ((await token.json()) as { access_token: string }).access_token
  const made = (await tokenIds(request)).filter((id) => !before.has(id))
  expect(made).toHaveLength(1)
  return { bearer, id: made[0] }
}

const meWith = (cli: APIRequestContext, bearer: string) =>
  cli.get('/v1/me', { headers: { authorization: `Bearer ${bearer}` } })

test('the page is reachable from the settings nav', async ({ page }) => {
  await page.goto('/settings/profile')
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Access tokens' })
    .click()
  await expect(page).toHaveURL(/\/settings\/access-tokens$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible()
  if (CURRENT) {
    await expect(tokensTable(page)).toBeVisible()
    await expect(page.getByText('oxide auth login').first()).toBeVisible()
  } else {
    await expect(page.getByRole('note')).toHaveText(
      'Access tokens need a newer rack: its release v14 (unversioned API) does not have them',
    )
    await expect(tokensTable(page)).toHaveCount(0)
  }
  await checkA11y(page)
})

test('a token the CLI made is listed, then deleted and no longer signs in', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(!CURRENT, 'a v14 rack cannot list access tokens')
  test.setTimeout(90_000)
  // a client of its own, without the browser's cookies: only its bearer token signs it in
  const cli = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  })
  const lasting = await signInLikeTheCli(page.request, cli)
  const hourly = await signInLikeTheCli(page.request, cli, 3600)
  expect((await meWith(cli, lasting.bearer)).status()).toBe(200)

  await page.goto('/settings/access-tokens')
  const table = tokensTable(page)
  // the run's tokens fit on the first page (the simulator starts afresh for each run)
  await expect(rowByName(table, lasting.id)).toHaveCount(1)
  await expect(rowByName(table, hourly.id)).toHaveCount(1)
  // one without a ttl never expires; the other shows its expiry
  await expect(rowByName(table, lasting.id).getByRole('cell', { name: 'Never' })).toHaveCount(1)
  await expect(rowByName(table, hourly.id).getByRole('cell', { name: 'Never' })).toHaveCount(0)
  await checkA11y(page)

  await clickRowAction(page, lasting.id, 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete access token' })
  await expect(dialog).toContainText(lasting.id)
  await expect(dialog).toContainText('This cannot be undone')
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'Access token deleted')
  await expect(rowByName(table, lasting.id)).toHaveCount(0)

  expect((await meWith(cli, lasting.bearer)).status()).toBe(401)
  expect(await tokenIds(page.request)).not.toContain(lasting.id)

  // leave nothing behind
  const gone = await page.request.delete(`/v1/me/access-tokens/${hourly.id}`)
  expect(gone.status()).toBe(204)
  await cli.dispose()
})
