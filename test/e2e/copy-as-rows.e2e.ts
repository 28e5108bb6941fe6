// "Copy as" on row actions (server mode, signed in as admin, a fleet and silo admin): each
// row menu's curl is the request its action sends — a delete, a promote, a firewall rule
// set without the rule — and a copied curl, run as a user would run it, does what the
// action does. On a v14 rack the request is the one the console sends there.
import { generateKeyPairSync } from 'node:crypto'

import type { Page } from '@playwright/test'

import { createSshKey, PROJECT } from './api'
import { bearerToken, runCurl } from './copy-as-helpers'
import { checkA11y, expect, expectToast, rowByName, test, uniqueName } from './utils'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** A fresh, valid `authorized_keys` line for an ed25519 key */
function publicKeyLine(comment: string) {
  const { publicKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32)
  const field = (bytes: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(bytes.length)
    return Buffer.concat([len, bytes])
  }
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)])
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`
}

/** Opens the row's menu, then "Copy as…", and copies the action's request as curl */
async function copyRowCurl(page: Page, row: string, action: string, a11y = false) {
  await rowByName(page, row).getByRole('button', { name: 'Row actions' }).click()
  // the submenu opens with the right arrow
  await page.getByRole('menuitem', { name: 'Copy as…' }).press('ArrowRight')
  const group = page.getByRole('group', { name: action })
  await expect(group.getByRole('menuitem', { name: 'curl' })).toBeVisible()
  await expect(group.getByRole('menuitem', { name: 'CLI' })).toBeVisible()
  if (a11y) await checkA11y(page)
  // a click without moving the pointer there: the straight path from the submenu's trigger
  // leaves the area that keeps it open
  await group.getByRole('menuitem', { name: 'curl' }).dispatchEvent('click')
  await expectToast(page, 'Copied as curl')
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The first line of a copied curl: its method and URL */
const firstLine = (curl: string) => curl.split('\n')[0]

test("an SSH key's copied delete deletes it", async ({ page, playwright }) => {
  const name = uniqueName('curl-key')
  await createSshKey(page.request, { name, publicKey: publicKeyLine('e2e@rows') })
  try {
    await page.goto('/settings/ssh-keys')
    const cliContext = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
    })
    const token = await bearerToken(page.request, cliContext)
    await cliContext.dispose()

    const curl = await copyRowCurl(page, name, 'Delete', true)
    expect(firstLine(curl)).toMatch(
      new RegExp(`^curl -X DELETE '?http[^ ]*/v1/me/ssh-keys/${name}'? `),
    )
    expect(curl).not.toContain('--data-raw')

    const res = runCurl(curl, token)
    expect(res.status, res.body).toBe(204)
    const gone = await page.request.get(`/v1/me/ssh-keys/${name}`)
    expect(gone.status()).toBe(404)
    // the page learns of it when it next reads the list
    await page.reload()
    await expect(rowByName(page, name)).toHaveCount(0)
  } finally {
    await page.request.delete(`/v1/me/ssh-keys/${name}`)
  }
})

test("a project image's promote and delete copy their requests", async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/images`)
  const promote = await copyRowCurl(page, 'pg16-base', 'Promote')
  expect(firstLine(promote)).toContain(
    `-X POST 'http://${new URL(page.url()).host}/v1/images/pg16-base/promote?project=${PROJECT}'`,
  )
  const del = await copyRowCurl(page, 'pg16-base', 'Delete')
  expect(firstLine(del)).toContain(`-X DELETE `)
  expect(firstLine(del)).toContain(`/v1/images/pg16-base?project=${PROJECT}'`)
  // only copied: the image is still there
  await expect(rowByName(page, 'pg16-base')).toBeVisible()
})

test("an IP pool's delete copies its request", async ({ page }) => {
  await page.goto('/system/networking/ip-pools')
  const curl = await copyRowCurl(page, 'corp-pool', 'Delete')
  expect(firstLine(curl)).toMatch(/^curl -X DELETE '?http[^ ]*\/v1\/system\/ip-pools\/corp-pool'? /)
  await expect(rowByName(page, 'corp-pool')).toBeVisible()
})

test("a firewall rule's delete copies the rule set without it", async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/vpcs/default/firewall-rules`)
  const curl = await copyRowCurl(page, 'allow-ssh', 'Delete')
  expect(firstLine(curl)).toContain('-X PUT ')
  expect(firstLine(curl)).toContain(`/v1/vpc-firewall-rules?project=${PROJECT}&vpc=default'`)
  const data = /--data-raw '(.*)'$/s.exec(curl)?.[1]
  expect(data).toBeTruthy()
  const body = JSON.parse(data!) as { rules: { name: string }[] }
  const names = body.rules.map((r) => r.name)
  expect(names).not.toContain('allow-ssh')
  expect(names).toEqual(expect.arrayContaining(['allow-internal-inbound', 'allow-icmp']))
  // only copied: the rule is still there
  await expect(rowByName(page, 'allow-ssh')).toBeVisible()
})
