// A project's external subnets (signed in as admin). On a current rack: one made from the
// silo's default subnet pool and one named exactly (after the form refuses a network not
// written from its first address), one attached to a new instance from the list, seen on
// the instance's networking tab, detached and attached again there, detached from the list,
// renamed, and both deleted; a project viewer may look but not change them. On a v14 rack, which has no external subnets, the
// page and the networking tab say why in one line.
// Tests run in parallel on one simulator: the pool allocation is only checked to be a /28 of
// the seeded pool (the rack takes the lowest free one, from 192.0.2.192/26 first), and the
// explicit subnet is the last /28 of its other member (198.51.100.128/25), which nothing else
// takes.
import type { APIRequestContext, Page } from '@playwright/test'

import { createInstance, deleteInstance, PROJECT } from './api'
import { call } from './api-client'
import {
  checkA11y,
  clickRowAction,
  confirmIn,
  expect,
  expectToast,
  rowByName,
  signInAs,
  test,
  uniqueName,
} from './utils'

const CURRENT = process.env.E2E_RELEASE === 'current'
const SUBNETS = `/projects/${PROJECT}/external-subnets`
const REASON =
  'External subnets need a newer rack: its release v14 (unversioned API) does not have them'

const table = (page: Page) => page.getByRole('table', { name: 'External subnets' })

async function removeSubnet(request: APIRequestContext, name: string) {
  const selector = { path: { externalSubnet: name }, query: { project: PROJECT } }
  await call(request, 'externalSubnetDetach', selector).catch(() => undefined)
  await call(request, 'externalSubnetDelete', selector).catch(() => undefined)
}

test('a v14 rack has no external subnets, and each place says why', async ({ page }) => {
  test.skip(CURRENT, 'a current rack has external subnets')
  await page.goto(SUBNETS)
  await expect(page.getByRole('heading', { name: 'External subnets', level: 1 })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText(REASON)
  await expect(page.getByRole('link', { name: 'New external subnet' })).toHaveCount(0)
  await checkA11y(page)

  // the form's address shows the same line, and no form
  await page.goto(`${SUBNETS}-new`)
  await expect(page.getByRole('note')).toHaveText(REASON)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto(`/projects/${PROJECT}/instances/db1/networking`)
  await expect(page.getByRole('heading', { name: 'External subnets' })).toBeVisible()
  await expect(page.getByRole('note').filter({ hasText: REASON })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Attach external subnet' })).toHaveCount(0)
  await checkA11y(page)
})

test('create from a pool and explicitly, attach, detach, rename and delete', async ({ page }) => {
  test.skip(!CURRENT, 'a v14 rack has no external subnets')
  test.setTimeout(120_000)
  const fromPool = uniqueName('es-pool')
  const explicit = uniqueName('es-cidr')
  const renamed = `${explicit.slice(0, 55)}-moved`
  const instance = uniqueName('es-vm')
  await createInstance(page.request, { name: instance })
  try {
    await page.goto(SUBNETS)
    // the seeded subnet, attached to db1
    const seeded = rowByName(table(page), 'db1-routed')
    await expect(seeded).toContainText('198.51.100.128/28')
    await expect(seeded).toContainText('db1')
    await expect(seeded).toContainText('routed-v4')
    await checkA11y(page)

    // from the silo's default pool, preselected, with the suggested /28
    await page.getByRole('link', { name: 'New external subnet' }).first().click()
    let form = page.getByRole('dialog', { name: 'Create external subnet' })
    await expect(form.getByRole('combobox', { name: 'Subnet pool' })).toHaveValue('routed-v4')
    await expect(form.getByRole('spinbutton', { name: 'Prefix length' })).toHaveValue('28')
    await checkA11y(page)
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(fromPool)
    await form.getByRole('button', { name: 'Create external subnet' }).click()
    await expect(form).toBeHidden()
    await expectToast(page, 'External subnet created')
    const poolRow = rowByName(table(page), fromPool)
    await expect(poolRow).toContainText(/(192\.0\.2|198\.51\.100)\.\d+\/28/)
    await expect(poolRow).toContainText('routed-v4')
    await expect(poolRow).toContainText('None')

    // a subnet named exactly: checked before it is sent
    await page.getByRole('link', { name: 'New external subnet' }).first().click()
    form = page.getByRole('dialog', { name: 'Create external subnet' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(explicit)
    await form.getByRole('radio', { name: /A specific subnet/ }).check()
    const cidr = form.getByRole('textbox', { name: 'Subnet CIDR' })
    await cidr.fill('198.51.100.250')
    await form.getByRole('button', { name: 'Create external subnet' }).click()
    await expect(
      form.getByText('Must contain an IP address and a width, separated by a /'),
    ).toBeVisible()
    await cidr.fill('198.51.100.250/28')
    await form.getByRole('button', { name: 'Create external subnet' }).click()
    await expect(
      form.getByText("Must start at the network's first address: 198.51.100.240/28"),
    ).toBeVisible()
    await checkA11y(page)
    await cidr.fill('198.51.100.240/28')
    await form.getByRole('button', { name: 'Create external subnet' }).click()
    await expect(form).toBeHidden()
    await expectToast(page, 'External subnet created')
    await expect(rowByName(table(page), explicit)).toContainText('198.51.100.240/28')

    // attached, it cannot be deleted, in Nexus's words
    await clickRowAction(page, explicit, 'Attach')
    const attach = page.getByRole('dialog', { name: `Attach ${explicit}` })
    await expect(attach).toContainText('reachable at every address of 198.51.100.240/28')
    await attach.getByRole('combobox', { name: 'Instance' }).selectOption(instance)
    await checkA11y(page)
    await attach.getByRole('button', { name: 'Attach' }).click()
    await expect(attach).toBeHidden()
    await expectToast(page, 'External subnet attached')
    await expect(rowByName(table(page), explicit)).toContainText(instance)
    await rowByName(page, explicit).getByRole('button', { name: 'Row actions' }).click()
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await page.keyboard.press('Escape')

    // on the instance's networking tab, and detached there
    await page.goto(`/projects/${PROJECT}/instances/${instance}/networking`)
    const section = page.getByRole('table', { name: 'External subnets' })
    await expect(rowByName(section, explicit)).toContainText('198.51.100.240/28')
    await expect(rowByName(section, explicit)).toContainText('routed-v4')
    await checkA11y(page)
    await clickRowAction(page, explicit, 'Detach')
    await expect(page.getByRole('dialog', { name: 'Detach external subnet' })).toContainText(
      'The instance stops being reachable at its addresses',
    )
    await confirmIn(page, 'Detach external subnet', 'Detach')
    await expectToast(page, 'External subnet detached')
    await expect(rowByName(page, explicit)).toHaveCount(0)
    await expect(page.getByText('No external subnets')).toBeVisible()

    // attached again from the tab, then detached from the list
    await page.getByRole('button', { name: 'Attach external subnet' }).click()
    const pick = page.getByRole('dialog', { name: 'Attach external subnet' })
    await pick.getByRole('combobox', { name: 'External subnet' }).selectOption(explicit)
    await checkA11y(page)
    await pick.getByRole('button', { name: 'Attach' }).click()
    await expect(pick).toBeHidden()
    await expectToast(page, 'External subnet attached')
    await expect(rowByName(section, explicit)).toBeVisible()

    await page.goto(SUBNETS)
    await clickRowAction(page, explicit, 'Detach')
    await expect(page.getByRole('dialog', { name: 'Detach external subnet' })).toContainText(
      instance,
    )
    await confirmIn(page, 'Detach external subnet', 'Detach')
    await expectToast(page, 'External subnet detached')
    await expect(rowByName(table(page), explicit)).toContainText('None')
    await clickRowAction(page, explicit, 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit external subnet' })
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
    await edit.getByRole('button', { name: 'Update external subnet' }).click()
    await expectToast(page, 'External subnet updated')
    await expect(rowByName(table(page), renamed)).toContainText('198.51.100.240/28')

    for (const name of [renamed, fromPool]) {
      await clickRowAction(page, name, 'Delete')
      await confirmIn(page, 'Confirm delete', 'Confirm')
      await expectToast(page, 'External subnet deleted')
      await expect(rowByName(page, name)).toHaveCount(0)
    }
  } finally {
    for (const name of [fromPool, explicit, renamed]) await removeSubnet(page.request, name)
    await deleteInstance(page.request, instance)
  }
})

test('a project viewer sees external subnets but may not change them', async ({ browser }) => {
  test.skip(!CURRENT, 'a v14 rack has no external subnets')
  const page = await signInAs(browser, 'viewer')
  await page.goto(SUBNETS)
  await expect(rowByName(table(page), 'db1-routed')).toBeVisible()
  const create = page.getByRole('button', { name: 'New external subnet' })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await create.hover()
  await expect(page.getByRole('tooltip')).toContainText(
    'can change external subnets; your role on this project is viewer',
  )
  await rowByName(page, 'db1-routed').getByRole('button', { name: 'Row actions' }).click()
  for (const action of ['Detach', 'Edit', 'Delete']) {
    await expect(page.getByRole('menuitem', { name: action, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  }
  await page.keyboard.press('Escape')
  await checkA11y(page)
  await page.context().close()
})
