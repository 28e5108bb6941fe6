// Mock mode for the operator's and the silo admin's pages: the simulator runs in the
// browser (MSW), so each page's reads go through the same handlers as in server mode, but
// with the browser's crypto, streams and clock. Each page must show its data and no error.
// The in-browser store resets on every page load, so each visit starts from the demo data.
import { checkA11y, expect, test } from './utils'

const PAGES: [path: string, shows: string][] = [
  ['/system/silos', 'corp-sso'],
  ['/system/silos/demo-silo', 'Ready: users of this silo can sign in and create instances.'],
  ['/system/utilization', 'Capacity (estimate)'],
  ['/system/inventory/sleds', 'Sleds'],
  ['/system/networking/ip-pools', 'corp-pool'],
  ['/system/networking/rack', 'core-rtr-a'],
  ['/system/networking/rack?tab=bgp', '65100'],
  ['/system/support-bundles', 'Support bundles'],
  // today's features: the in-browser simulator plays a current rack
  ['/system/networking/subnet-pools', 'routed-v4'],
  // the demo entries are three hours old: a day's range holds them
  ['/system/audit-log?range=1d', 'project_create'],
  ['/system/update', 'oxide-14.0.0.zip'],
  ['/system/silos/demo-silo?tab=scim', 'Create token'],
  ['/projects/demo-project/external-subnets', 'db1-routed'],
  ['/settings/access-tokens', 'oxide auth login'],
  ['/system/access', 'sre-oncall'],
  ['/access', 'platform-team'],
  ['/directory/users', 'hannah-okafor'],
  ['/certificates', 'No certificates'],
  ['/utilization', 'Provisioned'],
]

for (const [path, shows] of PAGES) {
  test(`${path} shows its data in mock mode`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // mock mode answers each call after 200-400 ms on purpose, and these pages wait on three
    // or four calls in a row (about 4 s on a quiet machine): a busy one needs longer
    test.slow()
    await page.goto(path)
    await expect(page.getByText(shows, { exact: false }).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    expect(errors).toEqual([])
  })
}

// a bundle is streamed from a zip the in-browser simulator writes: no Node streams there
test('a support bundle is made, its files listed and one downloaded in mock mode', async ({
  page,
}) => {
  await page.goto('/system/support-bundles')
  await page.getByRole('button', { name: 'Create bundle' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create support bundle' })
  await form.getByRole('button', { name: 'Create bundle' }).click()
  await expect(form.getByRole('status')).toContainText('ready to download', { timeout: 20_000 })
  await form.getByRole('button', { name: 'Done' }).click()

  const row = page.getByRole('table', { name: 'Support bundles' }).getByRole('row', {
    name: /active/,
  })
  await row.first().getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'View files' }).click()
  const files = page.getByRole('dialog', { name: 'Bundle files' })
  const download = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download bundle_id.txt' }).click()
  expect((await download).suggestedFilename()).toBe('bundle_id.txt')
  await checkA11y(page)
})
