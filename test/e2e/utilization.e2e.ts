// Utilization pages and "will it fit" (spec §2 `/system/utilization` and `/utilization`,
// spec §9's capacity estimate, issue 13). The seeded rack and silos are checked as they
// are; what depends on exact quotas runs in a silo made for the test, whose quotas no
// other test touches, and which is deleted at the end. Server mode, signed in as admin.
import type { Locator, Page } from '@playwright/test'

import type {
  Sled,
  SledResultsPage,
  Utilization,
} from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import { processResponseBody } from '../../app/api/__generated_versions__/2026081901.0.0/util'
import { formatBytes } from '../../app/util/format'
import {
  createDisk,
  createLocalUser,
  createProject,
  createSilo,
  deleteIfPresent,
  deleteProjectAndDefaultVpc,
  deleteSiloIfPresent,
  GiB,
  grantRoleOnSilo,
  PROJECT,
} from './api'
import {
  checkA11y,
  expect,
  newSignedOutPage,
  rowByName,
  submitLogin,
  test,
  uniqueName,
} from './utils'

const TiB = 1024 * GiB

/** A card of the capacity or quota section, by its resource */
const card = (page: Page, name: 'vCPUs' | 'Memory' | 'Storage') =>
  page.getByRole('region', { name, exact: true })

/** The value of a labelled row of a card (a `<dt>` and its `<dd>`) */
const cardValue = (region: Locator, label: string) =>
  region
    .locator('div')
    .filter({ has: region.page().getByText(label, { exact: true }) })
    .locator('dd')

/** A chart by its title, and the latest value its summary table reads */
const chart = (page: Page, title: string) => page.getByRole('figure', { name: title })
const latest = (figure: Locator) =>
  figure.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path)
  expect(res.status(), await res.text()).toBe(200)
  return processResponseBody(await res.json()) as T
}

test('the rack: capacity estimated from the sleds, silos against their quotas, and charts', async ({
  page,
}) => {
  // spec §9 done independently of the console: 70% of threads and RAM, and
  // 32 TiB × 0.909 × 70% of disk per sled, each rounded up
  const { items: sleds } = await getJson<SledResultsPage>(
    page,
    '/v1/system/hardware/sleds?limit=1000',
  )
  const sum = (f: (s: Sled) => number) => sleds.reduce((n, s) => n + f(s), 0)
  const cpus = Math.ceil(sum((s) => s.usableHardwareThreads) * 0.7 - 1e-9)
  const memoryGiB = Math.ceil((sum((s) => s.usablePhysicalRam) * 0.7) / GiB - 1e-9)
  const storageTiB = Math.ceil(sleds.length * 32 * 0.909 * 0.7 - 1e-9)
  // the seeded rack has four Gimlets of 128 threads and 1000 GiB each (359 vCPUs, 2.73 TiB,
  // 82 TiB); the inventory test may have added a fifth meanwhile, so the sleds decide
  expect(sleds.length).toBeGreaterThanOrEqual(4)

  await page.goto('/system/silos')
  await page
    .getByRole('navigation', { name: 'System' })
    .getByRole('link', { name: 'Utilization' })
    .click()
  await expect(page).toHaveURL('/system/utilization')
  await expect(page.getByRole('heading', { name: 'Utilization', level: 1 })).toBeVisible()

  await expect(cardValue(card(page, 'vCPUs'), 'Capacity (estimate)')).toHaveText(String(cpus))
  await expect(cardValue(card(page, 'Memory'), 'Capacity (estimate)')).toHaveText(
    formatBytes(memoryGiB * GiB),
  )
  await expect(cardValue(card(page, 'Storage'), 'Capacity (estimate)')).toHaveText(
    `${storageTiB} TiB`,
  )
  await expect(
    page.getByText(new RegExp(`An estimate from the rack's ${sleds.length} sleds in service`)),
  ).toBeVisible()

  // the seeded silos' quotas, which no test changes: corp-sso provisions nothing
  const silos = page.getByRole('table', { name: 'Silo utilization' })
  const corp = rowByName(silos, 'corp-sso')
  await expect(corp.getByRole('cell').nth(1)).toHaveText(/^0 of 32 0%$/)
  await expect(corp.getByRole('cell').nth(2)).toHaveText(/^0 B of 128 GiB 0%$/)
  await expect(corp.getByRole('cell').nth(3)).toHaveText(/^0 B of 2 TiB 0%$/)
  const demo = rowByName(silos, 'demo-silo')
  await expect(demo.getByRole('cell').nth(1)).toHaveText(/^\d+ of 96 [\d.]+%$/)
  await expect(demo.getByRole('cell').nth(3)).toHaveText(/ of 10 TiB [\d.]+%$/)
  // at least the two seeded silos' quotas are allocated
  await expect(cardValue(card(page, 'vCPUs'), 'Allocated to silos')).toHaveText(/^\d+ \(/)

  // the fleet's history: the seeded instances and disks are from January 2025, so the
  // week's line starts from the value recorded before it
  const storage = chart(page, 'Storage provisioned')
  await expect(storage.locator('canvas').first()).toBeVisible()
  await expect(latest(storage)).toHaveText(/ (GiB|TiB)$/)
  await expect(latest(chart(page, 'vCPUs provisioned'))).toHaveText(/^\d+$/)
  await checkA11y(page)

  // one silo's history instead of the fleet's
  await page.getByRole('combobox', { name: 'Scope' }).selectOption({ label: 'Silo corp-sso' })
  await expect(page).toHaveURL(/silo=corp-sso/)
  await expect(
    chart(page, 'vCPUs provisioned').getByRole('rowheader', { name: 'corp-sso' }),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last 30 days' })
  await expect(page).toHaveURL(/range=30d/)
  await expect(chart(page, 'Memory provisioned').locator('canvas').first()).toBeVisible()
  await checkA11y(page)
})

test('the silo: its quotas and what it has provisioned, over time and per project', async ({
  page,
}) => {
  const usage = await getJson<Utilization>(page, '/v1/utilization')
  await page.goto('/projects')
  await page
    .getByRole('navigation', { name: 'Silo' })
    .getByRole('link', { name: 'Utilization' })
    .click()
  await expect(page).toHaveURL('/utilization')
  await expect(page.getByRole('heading', { name: 'Utilization', level: 1 })).toBeVisible()

  // the seeded quotas of demo-silo
  expect(usage.capacity).toEqual({ cpus: 96, memory: 512 * GiB, storage: 10 * TiB })
  await expect(cardValue(card(page, 'vCPUs'), 'Quota')).toHaveText('96')
  await expect(cardValue(card(page, 'Memory'), 'Quota')).toHaveText('512 GiB')
  await expect(cardValue(card(page, 'Storage'), 'Quota')).toHaveText('10 TiB')
  await expect(cardValue(card(page, 'vCPUs'), 'Provisioned')).toHaveText(/^\d+ \(\d+(\.\d+)?%\)$/)

  await expect(latest(chart(page, 'Storage provisioned'))).toHaveText(/ (GiB|TiB)$/)
  await checkA11y(page)

  await page.getByRole('combobox', { name: 'Project' }).selectOption(PROJECT)
  await expect(page).toHaveURL(`/utilization?project=${PROJECT}`)
  await expect(
    chart(page, 'Storage provisioned').getByRole('rowheader', { name: `Project ${PROJECT}` }),
  ).toBeVisible()
  await expect(latest(chart(page, 'Storage provisioned'))).toHaveText(/ (GiB|TiB)$/)
  await checkA11y(page)
})

test('the instance form shows what the quota has left and, for an operator, the sleds', async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances-new`)
  const quota = page.getByRole('region', { name: 'Silo quota' })
  // the default size, 2 vCPUs and 8 GiB, and a 10 GiB boot disk
  await expect(quota.getByText(/^2 asked, \d+ left$/)).toBeVisible()
  await expect(quota.getByText(/^8 GiB asked, [\d.]+ GiB left$/)).toBeVisible()
  await expect(quota.getByText(/^10 GiB asked, [\d.]+ TiB left$/)).toBeVisible()
  await expect(quota.getByText("Fits in what the silo's quota has left.")).toBeVisible()
  // admin is an operator: the sleds are checked too
  await expect(
    quota.getByText(/^\d+ of the \d+ provisionable sleds have room for 2 vCPUs and 8 GiB now\.$/),
  ).toBeVisible()

  // a bigger size is checked as it is chosen
  await page.getByRole('radio', { name: /16 vCPU, 128 GiB/ }).check()
  await expect(quota.getByText(/^16 asked, \d+ left$/)).toBeVisible()
  await expect(quota.getByText(/room for 16 vCPUs and 128 GiB now\.$/)).toBeVisible()
  await checkA11y(page)
})

test('a silo with small quotas: warnings before a create, the reason after a 507', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const silo = uniqueName('util')
  const username = 'quota-tester'
  const password = 'quota-tester-password'
  const project = uniqueName('util-proj')
  const disk = uniqueName('util-disk')
  await createSilo(page.request, {
    name: silo,
    quotas: { cpus: 2, memory: 8 * GiB, storage: 20 * GiB },
  })
  const user = await createLocalUser(page.request, username, password, silo)
  await grantRoleOnSilo(page.request, silo, user.id, 'admin')

  const as = await newSignedOutPage(browser)
  try {
    await as.goto(`/login/${silo}/local`)
    await submitLogin(as, username, password)
    await expect(as).toHaveURL(/\/projects$/)
    await createProject(as.request, { name: project })
    await createDisk(as.request, { name: disk, size: 5 * GiB }, project)

    await test.step('the instance form warns about the vCPU quota', async () => {
      await as.goto(`/projects/${project}/instances-new`)
      const quota = as.getByRole('region', { name: 'Silo quota' })
      await expect(quota.getByText('2 asked, 2 left')).toBeVisible()
      await expect(quota.getByText('10 GiB asked, 15 GiB left')).toBeVisible()
      await expect(quota.getByText("Fits in what the silo's quota has left.")).toBeVisible()
      // not an operator: no sled check
      await expect(quota.getByText(/provisionable sled/)).toHaveCount(0)

      await as.getByRole('radio', { name: /4 vCPU, 8 GiB/ }).check()
      await expect(quota.getByRole('status')).toHaveText("Does not fit in the silo's quota")
      await expect(quota.locator('p').filter({ hasText: /^This instance needs/ })).toHaveText(
        "This instance needs more vCPUs (4 asked, 2 left) than the silo's quota has left. " +
          'It would be created, but it could not start: its vCPUs and memory count only while ' +
          'it runs. Ask for less, stop instances that are not needed, or ask an operator to ' +
          'raise the quota.',
      )
      await checkA11y(as)
    })

    await test.step('the disk form warns about storage, and explains the 507', async () => {
      await as.goto(`/projects/${project}/disks-new`)
      const dialog = as.getByRole('dialog', { name: 'Create disk' })
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`${disk}-big`)
      await dialog.getByRole('spinbutton', { name: 'Size' }).fill('30')
      const quota = dialog.getByRole('region', { name: 'Silo quota' })
      await expect(quota.getByText('30 GiB asked, 15 GiB left', { exact: true })).toBeVisible()
      await expect(
        quota.getByText(
          /^This needs more storage \(30 GiB asked, 15 GiB left\) than the silo's quota has left\. The create would be refused\./,
        ),
      ).toBeVisible()
      await checkA11y(as)

      await dialog.getByRole('button', { name: 'Create disk' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        /^Insufficient capacity: Storage Limit Exceeded: Not enough storage to complete request\./,
      )
      await expect(quota.getByText('Why it was refused')).toBeVisible()
      // the explanation takes the place of the warning it confirms
      await expect(quota.getByText(/^This needs more storage/)).toHaveCount(0)
      await expect(quota).toContainText(
        "The silo's storage quota stopped it: this would take the silo past what its operator " +
          "allows. The silo's disks, snapshots and images already take 5 GiB of its 20 GiB.",
      )
      // nothing typed is lost
      await expect(dialog.getByRole('spinbutton', { name: 'Size' })).toHaveValue('30')
      await checkA11y(as)
    })

    await test.step('the silo page shows the quotas and the disk over time', async () => {
      await as.goto('/utilization')
      await expect(cardValue(card(as, 'vCPUs'), 'Quota')).toHaveText('2')
      await expect(cardValue(card(as, 'Storage'), 'Provisioned')).toHaveText('5 GiB (25%)')
      await expect(cardValue(card(as, 'Storage'), 'Left')).toHaveText('15 GiB')
      await expect(latest(chart(as, 'Storage provisioned'))).toHaveText('5 GiB')
      // no instance ever ran here
      await expect(latest(chart(as, 'vCPUs provisioned'))).toHaveText('0')
      await checkA11y(as)
    })

    await test.step('operators see the silo among the others', async () => {
      await page.goto(`/system/utilization?silo=${silo}`)
      const row = rowByName(page.getByRole('table', { name: 'Silo utilization' }), silo)
      await expect(row.getByRole('cell').nth(1)).toHaveText(/^0 of 2 0%$/)
      await expect(row.getByRole('cell').nth(3)).toHaveText(/^5 GiB of 20 GiB 25%$/)
      await expect(latest(chart(page, 'Storage provisioned'))).toHaveText('5 GiB')
    })
  } finally {
    await deleteIfPresent(as.request, 'disks', disk, project)
    await deleteProjectAndDefaultVpc(as.request, project)
    await deleteSiloIfPresent(page.request, silo)
  }
})
