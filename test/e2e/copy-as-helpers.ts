// What the "Copy as" e2e suites share: a bearer token made as the CLI makes one, a copied
// curl run in bash with it, and the copied text read back from the clipboard.
import { execFileSync } from 'node:child_process'

import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectToast } from './utils'

const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

/** A bearer token for the signed-in user, made through the device sign-in as the CLI does */
export async function bearerToken(request: APIRequestContext, cli: APIRequestContext) {
  const clientId = crypto.randomUUID()
  const auth = await cli.post('/device/auth', { form: { client_id: clientId } })
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
  return ((await token.json()) as { access_token: string }).access_token
}

/** Runs a copied curl in bash with the token in $OXIDE_TOKEN; its HTTP status and body */
export function runCurl(curl: string, token: string) {
  const out = execFileSync('bash', ['-c', `${curl} -sS -w '\\n%{http_code}'`], {
    env: { ...process.env, OXIDE_TOKEN: token },
    encoding: 'utf8',
  })
  const status = Number(out.slice(out.lastIndexOf('\n') + 1))
  return { status, body: out.slice(0, out.lastIndexOf('\n')) }
}

/** The text a "Copy as" item put on the clipboard, once its toast says so */
export async function copiedAs(page: Page, kind: string) {
  await expectToast(page, `Copied as ${kind}`)
  return page.evaluate(() => navigator.clipboard.readText())
}
