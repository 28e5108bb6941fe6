// Instance metrics in mock mode: the same OxQL queries answered by the simulator in the
// browser, behind MSW.
import { checkA11y, expect, test } from './utils'

test('charts db1’s CPU and network metrics in mock mode', async ({ page }) => {
  // each of the page's calls waits the spec's 200-400 ms of mock latency, a few in a row
  test.setTimeout(60_000)
  await page.goto('/projects/demo-project/instances/db1/metrics/cpu')
  const byState = page.getByRole('figure', { name: 'vCPU time by state' })
  // the in-browser simulator answers OxQL on the page's own thread: at the start of a run,
  // with every worker loading, the first charts took past 10 s (seen once in 2 runs)
  await expect(byState.locator('canvas')).toBeVisible({ timeout: 30_000 })
  await expect(
    byState.getByRole('list', { name: 'Legend' }).getByRole('listitem').first(),
  ).toHaveText(/^Run: \d+(\.\d+)?%$/)
  await checkA11y(page)

  await page
    .getByRole('navigation', { name: 'Metrics' })
    .getByRole('link', { name: 'Network' })
    .click()
  const received = page.getByRole('figure', { name: 'Bytes received' })
  await expect(received.locator('canvas')).toBeVisible()
  await expect(
    received.getByRole('list', { name: 'Legend' }).getByRole('listitem').first(),
  ).toHaveText(/^net0: [\d,.]+ (B|KiB|MiB|GiB)$/)
})
