// Instance create page (`instances-new`): a boot disk from an image plus a floating IP, the
// instance reaching running; errors next to their fields; nothing lost on a server error.
// Server mode, signed in as admin.
import type { Page } from '@playwright/test'

import { checkA11y, expect, expectToast, rowByName, test, uniqueName } from './utils'
import { createFloatingIp, PROJECT } from './api'

const LIST = `/projects/${PROJECT}/instances`
const NEW = `/projects/${PROJECT}/instances-new`
const UBUNTU = 'ubuntu-22-04 (ubuntu 22.04, 3 GiB)'

/** A text field by the start of its label (an optional field's name goes on "(optional)") */
const field = (page: Page, label: 'Name' | 'Description' | 'Hostname') =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) })
const spin = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true })

test('create an instance booting from an image with a floating IP', async ({ page }) => {
  test.setTimeout(60_000)
  // a fresh floating IP, so the test never competes for the seeded one
  const fip = uniqueName('fip')
  await createFloatingIp(page.request, { name: fip, description: 'for instance create e2e' })
  const name = uniqueName('inst')

  await page.goto(LIST)
  await page.getByRole('link', { name: 'New instance' }).click()
  await expect(page).toHaveURL(NEW)
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
  // a generated default name: spec §5's random hex suffix
  await expect(field(page, 'Name')).toHaveValue(/^instance-[0-9a-f]{6}$/)
  await checkA11y(page)

  await field(page, 'Name').fill(name)
  await field(page, 'Description').fill('made by the create e2e')
  await page.getByRole('radio', { name: /4 vCPU, 16 GiB/ }).check()
  await page.getByRole('combobox', { name: 'Image' }).selectOption({ label: UBUNTU })
  // the size follows the image: a round 10 GiB for its 3 GiB
  await expect(spin(page, 'Disk size')).toHaveValue('10')
  await page.getByRole('checkbox', { name: fip }).check()
  // every SSH key of the user is given by default
  const keys = page.getByRole('group', { name: 'SSH keys' }).getByRole('checkbox')
  await expect(keys.first()).toBeChecked()
  await expect(page.getByRole('link', { name: 'Add an SSH key' })).toHaveAttribute(
    'href',
    '/settings/ssh-keys-new',
  )
  await expect(
    page.getByRole('checkbox', { name: 'Start the instance once it is created' }),
  ).toBeChecked()

  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/instances/${name}(/|$)`))
  await expectToast(page, 'Instance created')

  // the floating IP went with it
  const fipRes = await page.request.get(`/v1/floating-ips/${fip}?project=${PROJECT}`)
  expect(((await fipRes.json()) as { instance_id: string | null }).instance_id).toBeTruthy()
  const inst = await page.request.get(`/v1/instances/${name}?project=${PROJECT}`)
  expect(await inst.json()).toMatchObject({
    ncpus: 4,
    memory: 16 * 1024 ** 3,
    description: 'made by the create e2e',
  })

  // it starts by itself; the list polls until it is running
  await page.goto(LIST)
  const row = rowByName(page.getByRole('table', { name: 'Instances' }), name)
  await expect(row.getByRole('cell', { name: 'running', exact: true })).toBeVisible({
    timeout: 30_000,
  })
})

test('errors show next to their fields and a server error keeps what was typed', async ({
  page,
}) => {
  await page.goto(NEW)
  await field(page, 'Name').fill('')
  await field(page, 'Hostname').fill('-web-')
  await page.getByRole('radio', { name: 'Custom' }).first().check()
  await spin(page, 'vCPUs').fill('100')
  await page.getByRole('button', { name: 'Create instance' }).click()

  await expect(field(page, 'Name')).toHaveAccessibleDescription(/Name is required/)
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Hostname')).toHaveAccessibleDescription(
    /none starting or ending with a dash/,
  )
  await expect(spin(page, 'vCPUs')).toHaveAccessibleDescription(/Must be at most 64/)
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveAccessibleDescription(
    /Choose an image/,
  )
  await expect(page).toHaveURL(NEW)
  await checkA11y(page)

  // a boot disk smaller than its image
  await page.getByRole('combobox', { name: 'Image' }).selectOption({ label: UBUNTU })
  await spin(page, 'Disk size').fill('2')
  await expect(spin(page, 'Disk size')).toHaveAccessibleDescription(
    /Must be at least 3 GiB, the size of the image/,
  )
  await spin(page, 'Disk size').fill('20')

  // the simulator fails this name with a 500 (sim sentinel)
  await field(page, 'Name').fill('instance-create-500')
  await field(page, 'Description').fill('still here')
  await field(page, 'Hostname').fill('web')
  await spin(page, 'vCPUs').fill('3')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toBeVisible()
  await expect(page).toHaveURL(NEW)
  await expect(field(page, 'Name')).toHaveValue('instance-create-500')
  await expect(field(page, 'Description')).toHaveValue('still here')
  await expect(field(page, 'Hostname')).toHaveValue('web')
  await expect(spin(page, 'vCPUs')).toHaveValue('3')
  await expect(spin(page, 'Disk size')).toHaveValue('20')
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveValue(/.+/)

  // a taken name goes on the Name field (spec §8)
  await field(page, 'Name').fill('db1')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(field(page, 'Name')).toHaveAccessibleDescription(/Instance name already exists/)
  await expect(field(page, 'Name')).toBeFocused()
  await expect(field(page, 'Description')).toHaveValue('still here')
})
