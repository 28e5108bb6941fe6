// Instance metrics tab: CPU, disk and network charts of the seeded running instance db1,
// the time range kept in the URL, custom range checks, and the empty state of an instance
// that never ran (server mode, signed in as admin).
import type { Locator, Page } from '@playwright/test'

import { checkA11y, expect, test, uniqueName } from './utils'
import { createInstance, deleteInstance } from './api'

const METRICS = '/projects/demo-project/instances/db1/metrics'

const chart = (page: Page, title: string) => page.getByRole('figure', { name: title })

/** Waits until a chart has drawn its canvas and its legend reads `series` with a value. */
async function expectChart(figure: Locator, series: string, value: RegExp) {
  await expect(figure.locator('canvas')).toBeVisible()
  const items = figure.getByRole('list', { name: 'Legend' }).getByRole('listitem')
  await expect(items.filter({ hasText: series })).toHaveText(
    new RegExp(`^${series}: ${value.source}$`),
  )
  // the text summary has the same series with latest, average and max
  const row = figure
    .getByRole('row')
    .filter({ has: figure.page().getByRole('rowheader', { name: series, exact: true }) })
  await expect(row.getByRole('cell')).toHaveCount(3)
  for (const cell of await row.getByRole('cell').all()) await expect(cell).toHaveText(value)
}

const PERCENT = /\d+(\.\d+)?%/
const BYTES = /[\d,]+(\.\d+)? (B|KiB|MiB|GiB|TiB)/
const COUNT = /[\d,]+(\.\d+)?[KMB]?/

/** Resolves with the OxQL text of the next timeseries query the page sends. */
const nextQuery = (page: Page) =>
  page
    .waitForRequest((r) => r.url().includes('/v1/timeseries/query') && r.method() === 'POST')
    .then((r) => (r.postDataJSON() as { query: string }).query)

test('charts CPU, disk and network metrics of a running instance', async ({ page }) => {
  // twelve charts and three axe runs
  test.setTimeout(90_000)
  await page.goto(METRICS)
  await expect(page).toHaveURL(`${METRICS}/cpu`)
  const tabs = page.getByRole('navigation', { name: 'Metrics' })
  await expect(tabs.getByRole('link', { name: 'CPU' })).toHaveAttribute('aria-current', 'page')

  await expectChart(chart(page, 'vCPU utilization'), 'vCPU 0', PERCENT)
  await expectChart(chart(page, 'vCPU utilization'), 'vCPU 1', PERCENT)
  for (const state of ['Run', 'Emulation', 'Waiting', 'Idle']) {
    await expectChart(chart(page, 'vCPU time by state'), state, PERCENT)
  }
  await expect(chart(page, 'vCPU utilization')).toHaveAccessibleDescription(
    'Share of time each vCPU was busy (in any state but idle)',
  )
  await checkA11y(page)

  await tabs.getByRole('link', { name: 'Disk' }).click()
  await expect(page).toHaveURL(`${METRICS}/disk`)
  for (const title of ['Reads', 'Writes', 'Flushes']) {
    await expectChart(chart(page, title), 'db1-boot', COUNT)
  }
  await expectChart(chart(page, 'Bytes read'), 'db1-boot', BYTES)
  await expectChart(chart(page, 'Bytes written'), 'db1-data', BYTES)
  await checkA11y(page)

  await tabs.getByRole('link', { name: 'Network' }).click()
  await expect(page).toHaveURL(`${METRICS}/network`)
  await expectChart(chart(page, 'Bytes received'), 'net0', BYTES)
  await expectChart(chart(page, 'Bytes sent'), 'net0', BYTES)
  await expectChart(chart(page, 'Packets received'), 'net0', COUNT)
  await expectChart(chart(page, 'Packets sent'), 'net0', COUNT)
  await expectChart(chart(page, 'Packets dropped'), 'net0', /0/)
  await checkA11y(page)
})

test('the legend reads out the values under the cursor', async ({ page }) => {
  await page.goto(`${METRICS}/cpu`)
  const figure = chart(page, 'vCPU utilization')
  await expect(figure.locator('canvas')).toBeVisible()
  const legend = figure.getByRole('list', { name: 'Legend' })
  await expect(legend.locator('..')).toContainText('Latest')
  // uPlot's pointer layer over the plot; hover scrolls it into view first
  const over = figure.locator('.u-over')
  const box = (await over.boundingBox())!
  await over.hover({ position: { x: box.width / 3, y: box.height / 2 } })
  // a time (e.g. "Nov 22, 2026, 1:55 AM") in place of "Latest"
  await expect(legend.locator('..')).toContainText(/\d{1,2}:\d{2} (AM|PM)/)
  await expect(legend.locator('..')).not.toContainText('Latest')
  await expect(legend.getByRole('listitem').first()).toHaveText(/^vCPU 0: \d+(\.\d+)?%$/)
})

test('switching the range updates the URL and queries again', async ({ page }) => {
  await page.goto(`${METRICS}/disk`)
  await expect(chart(page, 'Reads').locator('canvas')).toBeVisible()
  await expect(page.getByText('Each point is a 1-minute average.')).toBeVisible()

  const query = nextQuery(page)
  await page.getByLabel('Time range', { exact: true }).selectOption('Last day')
  await expect(page).toHaveURL(`${METRICS}/disk?range=1d`)
  expect(await query).toMatch(
    /^get virtual_disk:\w+ \| filter timestamp >= @.* \| align mean_within\(15m\) \| group_by \[disk_id\], sum$/,
  )
  await expect(page.getByText('Each point is a 15-minute average.')).toBeVisible()
  await expect(chart(page, 'Reads').locator('canvas')).toBeVisible()

  // the sub-tabs keep the range
  await page.getByRole('navigation', { name: 'Metrics' }).getByRole('link', { name: 'CPU' }).click()
  await expect(page).toHaveURL(`${METRICS}/cpu?range=1d`)
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('1d')

  // Refresh asks again for the range ending now
  await expect(chart(page, 'vCPU utilization').locator('canvas')).toBeVisible()
  const refreshed = nextQuery(page)
  await page.getByRole('button', { name: 'Refresh' }).click()
  expect(await refreshed).toContain('mean_within(15m)')

  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(`${METRICS}/disk`)
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('1h')
  await expect(page.getByText('Each point is a 1-minute average.')).toBeVisible()
})

test('a custom range is checked before it applies, and survives a reload', async ({ page }) => {
  await page.goto(`${METRICS}/network`)
  await expect(chart(page, 'Bytes sent').locator('canvas')).toBeVisible()
  await page.getByLabel('Time range', { exact: true }).selectOption('Custom')
  const form = page.getByRole('form', { name: 'Custom time range' })
  const start = form.getByLabel('Start')
  const end = form.getByLabel('End')
  const apply = form.getByRole('button', { name: 'Apply' })

  // end before start: refused, the typed values stay, the URL does not change
  await start.fill('2025-02-01T12:00')
  await end.fill('2025-02-01T10:00')
  await apply.click()
  await expect(form.getByText('End time must be after start time')).toBeVisible()
  await expect(end).toHaveAttribute('aria-invalid', 'true')
  await expect(end).toBeFocused()
  await expect(end).toHaveValue('2025-02-01T10:00')
  await expect(start).toHaveValue('2025-02-01T12:00')
  await expect(page).toHaveURL(`${METRICS}/network`)
  await checkA11y(page)

  // an end in the future
  await end.fill(`${new Date().getFullYear() + 1}-01-01T10:00`)
  await apply.click()
  await expect(form.getByText('End time cannot be in the future')).toBeVisible()

  // no start
  await start.fill('')
  await end.fill('2025-02-01T10:00')
  await apply.click()
  await expect(form.getByText('Choose a start time')).toBeVisible()
  await expect(start).toBeFocused()

  const query = nextQuery(page)
  await start.fill('2025-02-01T08:00')
  await apply.click()
  await expect(form.getByText(/Choose a start time|End time/)).toHaveCount(0)
  await expect(page).toHaveURL(
    /\/network\?start=2025-02-01T\d\d%3A00%3A00.000Z&end=2025-02-01T\d\d%3A00%3A00.000Z$/,
  )
  // two hours: 2-minute windows
  expect(await query).toContain('mean_within(2m)')
  await expect(chart(page, 'Bytes sent').locator('canvas')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('custom')
  await expect(
    page.getByRole('form', { name: 'Custom time range' }).getByLabel('Start'),
  ).toHaveValue('2025-02-01T08:00')
  await expect(page.getByText('Each point is a 2-minute average.')).toBeVisible()
  await expectChart(chart(page, 'Bytes sent'), 'net0', BYTES)
})

test('an instance that never ran shows no data', async ({ page }) => {
  const name = uniqueName('metrics')
  await createInstance(page.request, {
    name,
    description: 'never started',
    hostname: 'idle',
    networkInterfaces: { type: 'none' },
  })
  try {
    await page.goto(`/projects/demo-project/instances/${name}/metrics/cpu`)
    await expect(page.getByText(/This instance is (stopped|creating)\./)).toBeVisible()
    for (const title of ['vCPU utilization', 'vCPU time by state']) {
      await expect(chart(page, title).getByText('No data for this time range')).toBeVisible()
      await expect(chart(page, title).locator('canvas')).toHaveCount(0)
    }
    await checkA11y(page)
  } finally {
    await deleteInstance(page.request, name)
  }
})
