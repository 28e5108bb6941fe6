// "Copy as" on the operator's forms (signed in as admin, a fleet admin). On a current rack:
// the subnet pool create form's curl, run as a user would run it, makes the pool the form's
// own submit makes. On both releases: the silo quotas edit copies the PUT of the quotas
// typed, and the IP pool silo link copies the link's POST with the silo chosen. On a v14
// rack, which has no subnet pools, their create form says why instead.
// The silo is the test's own, so no seeded silo's quotas or links change.
import type { Page } from '@playwright/test'

import { createSilo, deleteSiloIfPresent } from './api'
import { call } from './api-client'
import { bearerToken, copiedAs, runCurl } from './copy-as-helpers'
import { checkA11y, confirmIn, expect, test, uniqueName } from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'
const SUBNET_POOLS = '/system/networking/subnet-pools'
const SUBNET_POOLS_REASON =
  'Subnet pools need a newer rack: its release v14 (unversioned API) does not have them'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** Opens the "Copy as" menu of `form` and copies its curl */
async function copyCurl(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByRole('button', { name: 'Copy as a command' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'CLI' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Terraform' })).toBeVisible()
  await checkA11y(page)
  await menu.getByRole('menuitem', { name: 'curl' }).click()
  return copiedAs(page, 'curl')
}

test('a v14 rack has no subnet pools to create, and says why', async ({ page }) => {
  test.skip(CURRENT, 'a current rack has subnet pools')
  await page.goto(`${SUBNET_POOLS}-new`)
  await expect(page.getByRole('note')).toHaveText(SUBNET_POOLS_REASON)
  await expect(page.getByRole('dialog', { name: 'Create subnet pool' })).toHaveCount(0)
  await checkA11y(page)
})

test("the subnet pool create form's curl makes the pool the form makes", async ({
  page,
  playwright,
}) => {
  test.skip(!CURRENT, 'a v14 rack has no subnet pools')
  test.setTimeout(90_000)
  const byCurl = uniqueName('curl-pool')
  const byForm = uniqueName('form-pool')
  try {
    await page.goto(SUBNET_POOLS)
    const cli = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
    const token = await bearerToken(page.request, cli)
    await cli.dispose()

    await page.getByRole('link', { name: 'New subnet pool' }).click()
    const form = page.getByRole('dialog', { name: 'Create subnet pool' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(byCurl)
    await form.getByRole('textbox', { name: /^Description/ }).fill("Ops' pool for $HOME")
    await form.getByRole('radio', { name: /^IPv6/ }).check()
    const curl = await copyCurl(page, form)
    expect(curl).toMatch(/^curl -X POST '[^']*\/v1\/system\/subnet-pools'/)
    expect(curl).toContain(`"name":"${byCurl}"`)
    expect(curl).toContain('"ip_version":"v6"')

    const made = runCurl(curl, token)
    expect(made.status, made.body).toBe(201)

    // the same values, another name, through the form's own submit
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(byForm)
    await form.getByRole('button', { name: 'Create subnet pool' }).click()
    await expect(page).toHaveURL((u) => u.pathname === `${SUBNET_POOLS}/${byForm}`)

    const [a, b] = await Promise.all(
      [byCurl, byForm].map((pool) =>
        call(page.request, 'systemSubnetPoolView', { path: { pool } }),
      ),
    )
    // all but what follows from the name or the moment it was made
    const same = ({ name: _n, id: _i, timeCreated: _c, timeModified: _m, ...rest }: typeof a) =>
      rest
    expect(same(a)).toEqual(same(b))
    expect(a.description).toBe("Ops' pool for $HOME")
    expect(a.ipVersion).toBe('v6')
  } finally {
    for (const pool of [byCurl, byForm]) {
      const res = await page.request.delete(`/v1/system/subnet-pools/${pool}`)
      expect([204, 404], await res.text()).toContain(res.status())
    }
  }
})

test('the quotas edit and the IP pool silo link copy what they would send', async ({ page }) => {
  const silo = uniqueName('copy-silo')
  await createSilo(page.request, {
    name: silo,
    quotas: { cpus: 8, memory: 2 ** 34, storage: 2 ** 40 },
  })
  try {
    await page.goto(`/system/silos/${silo}?tab=quotas`)
    await page.getByRole('button', { name: 'Edit quotas' }).click()
    const quotas = page.getByRole('dialog', { name: 'Edit quotas' })
    await quotas.getByRole('spinbutton', { name: 'vCPUs' }).fill('12')
    const quotasCurl = await copyCurl(page, quotas)
    expect(quotasCurl).toMatch(new RegExp(`^curl -X PUT '[^']*/v1/system/silos/${silo}/quotas'`))
    expect(quotasCurl).toContain('"cpus":12')
    // copying sends nothing: the silo's quotas are as they were
    const before = await page.request.get(`/v1/system/silos/${silo}/quotas`)
    expect(((await before.json()) as { cpus: number }).cpus).toBe(8)
    await quotas.getByRole('button', { name: 'Cancel' }).click()
    await confirmIn(page, 'Leave this form?', 'Leave')
    await expect(quotas).toBeHidden()

    await page.goto('/system/networking/ip-pools/default?tab=silos')
    await page.getByRole('button', { name: 'Link silo' }).click()
    const link = page.getByRole('dialog', { name: 'Link silo' })
    await link.getByRole('combobox', { name: 'Silo' }).selectOption(silo)
    const linkCurl = await copyCurl(page, link)
    expect(linkCurl).toMatch(/^curl -X POST '[^']*\/v1\/system\/ip-pools\/default\/silos'/)
    expect(linkCurl).toContain(`"silo":"${silo}"`)
    expect(linkCurl).toContain('"is_default":false')
  } finally {
    await deleteSiloIfPresent(page.request, silo)
  }
})
