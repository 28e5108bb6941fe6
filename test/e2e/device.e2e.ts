// The CLI's sign-in (spec sections 2, 4, 5 and 9): a client with no session asks for a
// code, the signed-in admin enters it on /device/verify, and the client's polling then
// receives a token that works as a Bearer token on the API.
import type { APIRequestContext, Page } from '@playwright/test'

import type { CurrentUser } from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import { processResponseBody } from '../../app/api/__generated_versions__/2026081901.0.0/util'
import { checkA11y, expect, expectLoginPage, newSignedOutPage, submitLogin, test } from './utils'

const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

/**
 * The OAuth answers of the device flow (RFC 8628 §3.2, RFC 6749 §5). Nexus's contract
 * leaves these bodies undescribed, so the generated client has no types for them.
 */
type DeviceAuthAnswer = {
  device_code: string
  user_code: string
  verification_uri: string
  expires_in: number
}
type TokenAnswer = { access_token?: string; token_type?: string; error?: string }

/** A CLI starting a sign-in: its own request context, without the browser's cookies. */
async function startDeviceSignIn(newContext: () => Promise<APIRequestContext>) {
  const cli = await newContext()
  const clientId = crypto.randomUUID()
  const res = await cli.post('/device/auth', { form: { client_id: clientId } })
  expect(res.status(), await res.text()).toBe(200)
  const auth = (await res.json()) as DeviceAuthAnswer
  expect(auth.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/)

  async function poll() {
    const token = await cli.post('/device/token', {
      form: { client_id: clientId, device_code: auth.device_code, grant_type: GRANT_TYPE },
    })
    return { status: token.status(), body: (await token.json()) as TokenAnswer }
  }

  /** Who the API says the token's bearer is. */
  async function whoAmI(accessToken: string) {
    const me = await cli.get('/v1/me', { headers: { authorization: `Bearer ${accessToken}` } })
    expect(me.status(), await me.text()).toBe(200)
    return processResponseBody(await me.json()) as CurrentUser
  }

  return { cli, auth, poll, whoAmI }
}

const boxGroup = (page: Page) => page.getByRole('group', { name: 'Device code' })
const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Letter ${n} of 8` })
const submit = (page: Page) => page.getByRole('button', { name: 'Log in on device' })

/** The eight boxes' letters, '_' for an empty box, e.g. 'BQ______' */
async function boxesRead(page: Page) {
  const values = await boxGroup(page)
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value || '_'))
  return values.join('')
}
const expectBoxes = (page: Page, letters: string) =>
  expect.poll(() => boxesRead(page)).toBe(letters)

/** A paste, as Ctrl+V (or Cmd+V) delivers it, into whatever has focus. */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await page.keyboard.press('ControlOrMeta+V')
}

async function openVerifyPage(page: Page) {
  await page.goto('/device/verify')
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
  await expect(box(page, 1)).toBeFocused()
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('the CLI signs in with the code typed on the page', async ({ page, playwright, baseURL }) => {
  const device = await startDeviceSignIn(() => playwright.request.newContext({ baseURL }))
  expect(device.auth.verification_uri).toBe(`${baseURL}/device/verify`)
  expect(await device.poll()).toEqual({ status: 400, body: { error: 'authorization_pending' } })

  await openVerifyPage(page)
  await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
  await expect(boxGroup(page).getByRole('textbox')).toHaveCount(8)
  await expect(page.getByText('The device will act as admin in silo demo-silo.')).toBeVisible()
  await expect(submit(page)).toBeDisabled()
  await checkA11y(page)

  // typed in lower case, as someone copying from a terminal might
  await page.keyboard.type(device.auth.user_code.replace('-', '').toLowerCase())
  await expectBoxes(page, device.auth.user_code.replace('-', ''))
  await expect(submit(page)).toBeEnabled()
  await checkA11y(page)

  await submit(page).click()
  await expect(page).toHaveURL((u) => u.pathname === '/device/success')
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()
  await expect(page.getByText('Your device is now signed in')).toBeVisible()
  await checkA11y(page)

  const token = await device.poll()
  expect(token.status).toBe(200)
  expect(token.body.token_type).toBe('Bearer')
  expect(token.body.access_token).toMatch(/^oxide-token-/)
  const me = await device.whoAmI(token.body.access_token!)
  expect(me.displayName).toBe('admin')
  expect(me.siloName).toBe('demo-silo')
})

test('the CLI signs in with the code pasted and sent with Enter', async ({
  page,
  playwright,
  baseURL,
}) => {
  const device = await startDeviceSignIn(() => playwright.request.newContext({ baseURL }))
  expect((await device.poll()).body).toEqual({ error: 'authorization_pending' })

  await openVerifyPage(page)
  // pasted into the third box: a whole code fills all eight anyway
  await box(page, 3).click()
  await paste(page, device.auth.user_code.toLowerCase())
  await expectBoxes(page, device.auth.user_code.replace('-', ''))
  await expect(box(page, 8)).toBeFocused()
  await expect(submit(page)).toBeEnabled()

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((u) => u.pathname === '/device/success')
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()

  const token = await device.poll()
  expect(token.status).toBe(200)
  expect((await device.whoAmI(token.body.access_token!)).displayName).toBe('admin')
})

test('the boxes take letters only, upper-cased, and move as you type and delete', async ({
  page,
}) => {
  await openVerifyPage(page)

  // non-letters are refused: nothing entered, focus stays
  await page.keyboard.type('1- .')
  await expectBoxes(page, '________')
  await expect(box(page, 1)).toBeFocused()

  await page.keyboard.type('b')
  await expectBoxes(page, 'B_______')
  await expect(box(page, 2)).toBeFocused()
  await page.keyboard.type('q7!p')
  await expectBoxes(page, 'BQP_____')
  await expect(box(page, 4)).toBeFocused()

  // backspace in an empty box clears the previous one and moves there
  await page.keyboard.press('Backspace')
  await expectBoxes(page, 'BQ______')
  await expect(box(page, 3)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expectBoxes(page, 'B_______')
  await expect(box(page, 2)).toBeFocused()

  // arrows move without changing anything; a letter typed over one replaces it
  await page.keyboard.press('ArrowLeft')
  await expect(box(page, 1)).toBeFocused()
  await page.keyboard.type('z')
  await expectBoxes(page, 'Z_______')
  await expect(box(page, 2)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(box(page, 3)).toBeFocused()
  await page.keyboard.press('End')
  await expect(box(page, 8)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(box(page, 1)).toBeFocused()

  // a backspace on a filled box clears it and stays
  await page.keyboard.press('Backspace')
  await expectBoxes(page, '________')
  await expect(box(page, 1)).toBeFocused()
})

test('a paste fills from the box it lands in, with only the letters it holds', async ({ page }) => {
  await openVerifyPage(page)
  await page.keyboard.type('bqpx')
  await expect(box(page, 5)).toBeFocused()
  await paste(page, 'f-g 1')
  await expectBoxes(page, 'BQPXFG__')
  await expect(box(page, 7)).toBeFocused()

  // pasting with focus outside the boxes fills from the first empty box
  await page.getByRole('heading', { name: 'Device Authentication' }).click()
  await expect(boxGroup(page).getByRole('textbox').and(page.locator(':focus'))).toHaveCount(0)
  await paste(page, 'QR')
  await expectBoxes(page, 'BQPXFGQR')
  await expect(box(page, 8)).toBeFocused()

  // text without letters changes nothing
  await paste(page, '12-34')
  await expectBoxes(page, 'BQPXFGQR')

  // a whole code with spaces replaces everything
  await box(page, 2).click()
  await paste(page, 'zxcv bnmk')
  await expectBoxes(page, 'ZXCVBNMK')
})

test('the button waits for all 8 letters and for the answer', async ({ page }) => {
  await openVerifyPage(page)
  await expect(submit(page)).toBeDisabled()
  await page.keyboard.type('bqpxfgq')
  await expect(submit(page)).toBeDisabled()
  // Enter with 7 letters sends nothing
  let sent = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/device/confirm') sent++
  })
  await page.keyboard.press('Enter')

  await page.keyboard.type('r')
  await expect(submit(page)).toBeEnabled()
  await page.keyboard.press('Backspace')
  await expect(submit(page)).toBeDisabled()
  await page.keyboard.type('r')
  await expect(submit(page)).toBeEnabled()
  expect(sent).toBe(0)

  // held at the network while we look: disabled and busy, the boxes read-only
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/device/confirm', async (route) => {
    await held
    await route.continue()
  })
  await submit(page).click()
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true')
  await expect(submit(page)).toBeDisabled()
  await expect(box(page, 8)).toHaveAttribute('readonly', '')
  // another click or Enter sends nothing more (force: Playwright skips disabled buttons)
  await submit(page).click({ force: true })
  await page.keyboard.press('Enter')
  release()

  // a code nobody asked for
  await expect(page.getByRole('alert')).toHaveText('Code is invalid')
  expect(sent).toBe(1)
  await expect(submit(page)).toBeEnabled()
})

test('a wrong code shows Code is invalid and keeps what was typed', async ({ page }) => {
  await openVerifyPage(page)
  // vowels are never in a real code, so this one cannot exist
  await page.keyboard.type('aeioubca')
  await submit(page).click()

  await expect(page.getByRole('alert')).toHaveText('Code is invalid')
  await expectBoxes(page, 'AEIOUBCA')
  await expect(box(page, 1)).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL((u) => u.pathname === '/device/verify')
  await checkA11y(page)

  // changing the code takes the error away; the rest stays
  await box(page, 8).click()
  await page.keyboard.type('b')
  await expect(page.getByRole('alert')).toBeHidden()
  await expectBoxes(page, 'AEIOUBCB')
  await expect(box(page, 1)).not.toHaveAttribute('aria-invalid')
})

test('a signed-out visit goes to login and comes back to the code page', async ({ browser }) => {
  const page = await newSignedOutPage(browser)
  await page.goto('/device/verify')
  expect(await expectLoginPage(page)).toBe('/device/verify')

  await submitLogin(page, 'admin')
  await expect(page).toHaveURL((u) => u.pathname === '/device/verify')
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
  await expect(boxGroup(page).getByRole('textbox')).toHaveCount(8)
  await checkA11y(page)
})
