// Bulk actions (server mode, signed in as admin), in a project of the test's own so that
// selecting every row touches nothing else: three instances, one stopped; Stop acts on the
// two running ones and says why not the third; the tray follows each item and survives a
// reload; a delete the rack refuses (an instance started behind the console's back) fails
// with the API's words and succeeds on retry; disks are deleted in bulk. Axe on the dialog
// and the tray. The same on both releases: every call is one the console already makes.
import type { Locator, Page } from '@playwright/test'

import {
  createDisk,
  createInstance,
  createProject,
  deleteIfPresent,
  deleteInstance,
  deleteProjectAndDefaultVpc,
  runState,
  startInstance,
  waitForRunState,
} from './api'
import { checkA11y, clickRowAction, expect, rowByName, test, uniqueName } from './utils'

const tray = (page: Page) => page.getByRole('region', { name: 'Bulk actions' })
const trayItem = (page: Page, name: string) =>
  tray(page)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}`) })

async function selectRows(table: Locator, names: string[]) {
  for (const name of names) await rowByName(table, name).getByRole('checkbox').check()
}

test('bulk stop, delete with a refusal and its retry, and disks, with the tray kept across a reload', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const project = uniqueName('bulk')
  const [a, b, c] = ['a', 'b', 'c'].map((x) => `${project}-${x}`)
  const disks = [`${project}-d1`, `${project}-d2`]
  const request = page.request
  await createProject(request, { name: project })
  try {
    for (const name of [a, b, c]) await createInstance(request, { name }, project)
    await startInstance(request, a, project)
    await startInstance(request, b, project)
    await waitForRunState(request, a, 'running', project)
    await waitForRunState(request, b, 'running', project)

    await page.goto(`/projects/${project}/instances`)
    const table = page.getByRole('table', { name: 'Instances' })
    await expect(rowByName(table, a).getByRole('cell', { name: 'running' })).toBeVisible()
    await selectRows(table, [a, b, c])
    await expect(page.getByText('3 selected')).toBeVisible()

    // the bar counts what each action can act on
    await expect(page.getByRole('button', { name: 'Stop 2', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start 1', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Stop 2', exact: true }).click()

    const dialog = page.getByRole('dialog', { name: 'Stop instances' })
    await expect(dialog).toContainText('2 of 3 selected instances are eligible.')
    await expect(dialog.getByRole('region', { name: 'Will be acted on' })).toContainText(a)
    await expect(dialog.getByRole('region', { name: 'Not eligible' })).toContainText(
      `${c}: Only a running, starting, rebooting or failed instance can be stopped`,
    )
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Stop 2' }).click()
    await expect(dialog).toBeHidden()

    // the tray follows each item to its end
    await expect(tray(page)).toContainText('Stop instances')
    await expect(trayItem(page, a)).toContainText('Done')
    await expect(trayItem(page, b)).toContainText('Done')
    await expect(tray(page)).toContainText('2 of 2 done')
    await checkA11y(page)
    // the list shows the new states
    await expect(rowByName(table, a).getByRole('cell', { name: 'stopped' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(rowByName(table, b).getByRole('cell', { name: 'stopped' })).toBeVisible({
      timeout: 20_000,
    })

    // a toast shows above the tray, not over it
    await clickRowAction(page, a, 'Start')
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Starting instance' })
    await expect(toast).toBeVisible()
    const [toastBox, trayBox] = [await toast.boundingBox(), await tray(page).boundingBox()]
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(trayBox!.y)
    await request.post(`/v1/instances/${a}/stop?project=${project}`)
    await waitForRunState(request, a, 'stopped', project)

    // a reload keeps the tray and its results
    await page.reload()
    await expect(trayItem(page, a)).toContainText('Done')
    await tray(page).getByRole('button', { name: 'Dismiss' }).click()
    await expect(tray(page)).toHaveCount(0)

    // started behind the console's back: the list still says stopped, the rack refuses
    await expect(rowByName(table, c).getByRole('cell', { name: 'stopped' })).toBeVisible()
    await startInstance(request, c, project)
    await waitForRunState(request, c, 'running', project)
    await selectRows(table, [a, b, c])
    await page.getByRole('button', { name: 'Delete 3', exact: true }).click()
    const del = page.getByRole('dialog', { name: 'Delete instances' })
    await del.getByRole('button', { name: 'Delete 3' }).click()
    await expect(trayItem(page, a)).toContainText('Done')
    await expect(trayItem(page, c)).toContainText('Failed')
    const message = (await trayItem(page, c).textContent()) ?? ''
    expect(message.length).toBeGreaterThan(`${c}Failed`.length)
    await checkA11y(page)

    // stopped now, the retry goes through
    await request.post(`/v1/instances/${c}/stop?project=${project}`)
    await waitForRunState(request, c, 'stopped', project)
    await tray(page).getByRole('button', { name: 'Retry 1' }).click()
    await expect(trayItem(page, c)).toContainText('Done')
    await expect(tray(page)).toContainText('3 of 3 done')
    await expect(rowByName(table, c)).toHaveCount(0, { timeout: 20_000 })
    await tray(page).getByRole('button', { name: 'Dismiss' }).click()

    // disks, deleted in bulk
    for (const name of disks) await createDisk(request, { name }, project)
    await page.goto(`/projects/${project}/disks`)
    const diskTable = page.getByRole('table', { name: 'Disks' })
    await selectRows(diskTable, disks)
    await page.getByRole('button', { name: 'Delete 2', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Delete disks' })
      .getByRole('button', { name: 'Delete 2' })
      .click()
    await expect(tray(page)).toContainText('2 of 2 done')
    for (const name of disks) await expect(rowByName(diskTable, name)).toHaveCount(0)
    await tray(page).getByRole('button', { name: 'Dismiss' }).click()
  } finally {
    for (const name of disks) await deleteIfPresent(request, 'disks', name, project)
    for (const name of [a, b, c]) {
      if ((await runState(request, name, project)) !== 'HTTP 404') {
        await deleteInstance(request, name, project)
      }
    }
    await deleteProjectAndDefaultVpc(request, project)
  }
})

test('an item in flight at a reload is shown interrupted, and sent again only on Retry', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const name = uniqueName('bulk-cut')
  const request = page.request
  await createInstance(request, { name })
  try {
    const me = (await (await request.get('/v1/me')).json()) as { id: string }
    await page.goto(`/projects/demo-project/instances`)
    await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
    // as the tab kept it when the page went away with the call in flight
    await page.evaluate(
      ([userId, instance]) =>
        sessionStorage.setItem(
          'console-bulk-jobs',
          JSON.stringify([
            {
              id: 'cut',
              userId,
              title: 'Start instances',
              operation: 'instanceStart',
              project: 'demo-project',
              invalidates: ['instanceList'],
              createdAt: Date.now(),
              items: [
                {
                  name: instance,
                  params: { path: { instance }, query: { project: 'demo-project' } },
                  status: 'running',
                },
              ],
            },
          ]),
        ),
      [me.id, name],
    )
    await page.reload()
    await expect(trayItem(page, name)).toContainText('Interrupted — state unknown')
    await checkA11y(page)
    // nothing was sent by itself
    expect(await runState(request, name)).toBe('stopped')
    await tray(page).getByRole('button', { name: 'Retry 1' }).click()
    await expect(trayItem(page, name)).toContainText('Done')
    await waitForRunState(request, name, 'running')
    await tray(page).getByRole('button', { name: 'Dismiss' }).click()
    await expect(tray(page)).toHaveCount(0)
  } finally {
    await deleteInstance(request, name)
  }
})
