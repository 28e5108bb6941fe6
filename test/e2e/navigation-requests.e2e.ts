// A click from one list to another asks only for what the new page shows: its code and its
// first page are fetched while the pointer rests on the link, the layouts that stay (the
// user, the project) and the user's roles are not read again, and the click itself asks
// only for what the new rows name (the instance a disk is attached to).
import type { Page, Request } from '@playwright/test'

import { expect, test } from './utils'

const PROJECT = '/projects/demo-project'

/** `GET /v1/…?…` for an API call, `script <name>` for a chunk (its hash left out) */
function describe(r: Request): string | null {
  const url = new URL(r.url())
  if (url.pathname.startsWith('/v1/')) return `${r.method()} ${url.pathname}${url.search}`
  const chunk = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(url.pathname)
  if (chunk) return `script ${chunk[1]}`
  return null
}

function record(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    const d = describe(r)
    if (d) seen.push(d)
  })
  return seen
}

test('instances to disks, after a hover, asks only for what the disks page needs', async ({
  page,
}) => {
  await page.goto(`${PROJECT}/instances`)
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // past the reads' 2 s freshness: what is cached is stale, as after any real dwell
  await page.waitForTimeout(2500)

  const seen = record(page)
  const diskList = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/v1/disks'))
  const link = page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Disks', exact: true })
  await link.hover()
  const disks = (await (await diskList).json()) as {
    items: { state: { state: string; instance?: string } }[]
  }
  await page.waitForLoadState('networkidle')
  const onHover = seen.splice(0)

  await link.click()
  await expect(page).toHaveURL(`${PROJECT}/disks`)
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await page.waitForTimeout(1000)
  const onClick = seen.splice(0)

  // the page's code and its first page, nothing the instances page already had
  expect(onHover.filter((r) => !r.startsWith('script ')).sort()).toEqual([
    'GET /v1/disks?project=demo-project&limit=25',
  ])
  expect(onHover.filter((r) => r.startsWith('script ')).sort()).toEqual(
    [
      'script DiskStateBadge',
      'script DisksPage',
      'script InstanceLinkCell',
      'script disks',
      'script generate-name',
      'script project',
    ].sort(),
  )
  // each attached disk's instance, by id, once: the name its row links to
  const attached = [
    ...new Set(disks.items.flatMap((d) => (d.state.instance ? [d.state.instance] : []))),
  ]
  expect(onClick.sort()).toEqual(attached.map((id) => `GET /v1/instances/${id}`).sort())
})

test('a link focused by keyboard prefetches like a hovered one', async ({ page }) => {
  await page.goto(`${PROJECT}/instances`)
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const seen = record(page)
  const diskList = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/v1/disks'))
  const nav = page.getByRole('navigation', { name: 'Project' })
  const disksLink = await nav.getByRole('link', { name: 'Disks', exact: true }).elementHandle()
  // focus passes Snapshots on its way to Disks within one task, as a quick Tab does (two
  // separate steps from the test could be further apart than the prefetch delay)
  await nav.getByRole('link', { name: 'Snapshots', exact: true }).evaluate((passed, target) => {
    passed.focus()
    target!.focus()
  }, disksLink)
  await diskList
  await page.keyboard.press('Enter')
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  // the list was read on focus, not again on Enter; the link only passed by read nothing
  expect(seen.filter((r) => r.startsWith('GET /v1/disks'))).toHaveLength(1)
  expect(seen.filter((r) => /snapshots|SnapshotsPage/i.test(r))).toEqual([])
})
