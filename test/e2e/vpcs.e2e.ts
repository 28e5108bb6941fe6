// The VPC pages (server mode, signed in as admin): the VPC list and its forms, the VPC
// page's tabs (firewall rules, subnets, routers, internet gateways), a router's routes,
// and an internet gateway's pools and address.
import type { Page } from '@playwright/test'

import { PROJECT } from './api'
import {
  checkA11y,
  clickRowAction,
  confirmIn,
  expect,
  expectRow,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'

const VPCS = `/projects/${PROJECT}/vpcs`

const table = (page: Page, name: string) => page.getByRole('table', { name })

async function createVpc(page: Page, name: string) {
  await page.goto(VPCS)
  await page.getByRole('link', { name: 'New VPC' }).click()
  const form = page.getByRole('dialog', { name: 'Create VPC' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'DNS name' }).fill('web')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(`${VPCS}/${name}/firewall-rules`)
}

test('create a VPC, see what comes with it, rename it, and delete it once its subnet is gone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const name = uniqueName('vpc')

  await page.goto(VPCS)
  await expect(rowByName(table(page, 'VPCs'), 'fd4e:2b1c:93a0::/48')).toContainText('Default VPC')
  await checkA11y(page)

  // a bad prefix is refused in the form, with the spec's words, and nothing typed is lost
  await page.getByRole('link', { name: 'New VPC' }).click()
  const form = page.getByRole('dialog', { name: 'Create VPC' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'DNS name' }).fill('web')
  const prefix = form.getByRole('textbox', { name: 'IPv6 prefix' })
  await prefix.fill('fd12:3456:789a::')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(
    form.getByText('Must contain an IP address and a width, separated by a /'),
  ).toBeVisible()
  await prefix.fill('fd12:3456:789a::/129')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form.getByText('Max width for IPv6 is 128')).toBeVisible()
  // the rack refuses what is not a unique local /48, and says so in the form
  await prefix.fill('2001:db8::/48')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form.getByRole('alert')).toContainText('Unique Local Address range')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await checkA11y(page)
  await prefix.fill('fd12:3456:789a::/48')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form).toBeHidden()
  await expectToast(page, 'VPC created')

  // the VPC page opens on its firewall rules: the three Nexus makes, by priority
  await expect(page).toHaveURL(`${VPCS}/${name}/firewall-rules`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByText('fd12:3456:789a::/48')).toBeVisible()
  const rules = table(page, 'Firewall rules')
  await expectRow(rules, { name: 'allow-ssh', protocols: 'TCP', ports: '22' })
  await expect(rules.getByRole('row')).toHaveCount(4)
  await expect(rowByName(rules, 'allow-internal-inbound')).toContainText(`VPC ${name}`)
  await checkA11y(page)

  // its subnet, routers and gateway
  await page.getByRole('link', { name: 'Subnets', exact: true }).click()
  await expect(rowByName(table(page, 'Subnets'), 'default')).toContainText('172.30.0.0/22')
  await page.getByRole('link', { name: 'Routers' }).click()
  await expect(rowByName(table(page, 'Routers'), 'system')).toBeVisible()
  await page.getByRole('link', { name: 'Internet gateways' }).click()
  await expect(rowByName(table(page, 'Internet gateways'), 'default')).toBeVisible()
  await checkA11y(page)

  // rename it from its page
  await page.getByRole('link', { name: 'Firewall rules' }).click()
  await page.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit VPC' })
  await edit.getByRole('textbox', { name: 'Description' }).fill('The web tier')
  await edit.getByRole('button', { name: 'Update VPC' }).click()
  await expect(edit).toBeHidden()
  await expectToast(page, 'VPC updated')
  await expect(rowByName(table(page, 'VPCs'), name)).toContainText('The web tier')

  // the rack keeps a VPC that has subnets, and the dialog says why
  await clickRowAction(page, name, 'Delete')
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expectToast(page, 'VPC cannot be deleted while VPC Subnets exist')

  await page.goto(`${VPCS}/${name}/subnets`)
  await clickRowAction(page, 'default', 'Delete')
  await confirmIn(page, 'Confirm delete', 'Confirm')
  await expectToast(page, 'Subnet deleted')
  await page.goto(VPCS)
  await clickRowAction(page, name, 'Delete')
  await confirmIn(page, 'Confirm delete', 'Confirm')
  await expectToast(page, 'VPC deleted')
  await expect(rowByName(page, name)).toHaveCount(0)
})

test('subnets: create with the spec’s and the rack’s checks, attach a custom router, edit, delete', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const vpc = uniqueName('subnets')
  await createVpc(page, vpc)

  // a custom router to attach
  await page.goto(`${VPCS}/${vpc}/routers`)
  await page.getByRole('link', { name: 'New router' }).click()
  const routerForm = page.getByRole('dialog', { name: 'Create router' })
  await routerForm.getByRole('textbox', { name: 'Name', exact: true }).fill('edge')
  await routerForm.getByRole('button', { name: 'Create router' }).click()
  await expectToast(page, 'Router created')

  await page.goto(`${VPCS}/${vpc}/subnets`)
  await page.getByRole('link', { name: 'New subnet' }).click()
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('db')
  const block = form.getByRole('textbox', { name: 'IPv4 block' })
  await block.fill('10.1.0.0/x')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form.getByText('Width must be an integer')).toBeVisible()
  await block.fill('10.1.0.0/33')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form.getByText('Max width for IPv4 is 32')).toBeVisible()
  // the rack's own refusal: overlapping the default subnet
  await block.fill('172.30.1.0/24')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form.getByRole('alert')).toContainText(
    "IP address range '172.30.1.0/24' conflicts with an existing subnet",
  )
  await checkA11y(page)
  await block.fill('10.1.0.0/24')
  await form.getByRole('combobox', { name: 'Custom router' }).selectOption('edge')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form).toBeHidden()
  await expectToast(page, 'Subnet created')
  await expectRow(table(page, 'Subnets'), { name: 'db', ipv4: '10.1.0.0/24', router: 'edge' })

  // edit keeps the router unless told otherwise; None detaches it
  await clickRowAction(page, 'db', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit subnet' })
  await expect(edit.getByRole('combobox', { name: 'Custom router' })).toHaveValue('edge')
  await edit.getByRole('combobox', { name: 'Custom router' }).selectOption({ label: 'None' })
  await edit.getByRole('button', { name: 'Update subnet' }).click()
  await expectToast(page, 'Subnet updated')
  await expect(rowByName(page, 'db')).toContainText('None')

  await clickRowAction(page, 'db', 'Delete')
  await confirmIn(page, 'Confirm delete', 'Confirm')
  await expect(rowByName(page, 'db')).toHaveCount(0)
})

test('routes: the system router’s rules, a custom route with each target kind, edit and delete', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const vpc = uniqueName('routes')
  await createVpc(page, vpc)

  // the system router: no new routes, default routes' target can change, subnet routes stay
  await page.goto(`${VPCS}/${vpc}/routers/system`)
  const routes = table(page, 'Routes')
  await expect(rowByName(routes, 'default-v4')).toContainText('Internet gateway default')
  await expect(page.getByRole('link', { name: 'New route' })).toHaveCount(0)
  await checkA11y(page)
  await clickRowAction(page, 'default-v4', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit route' })
  await expect(edit.getByText('IP network 0.0.0.0/0')).toBeVisible()
  await edit.getByRole('combobox', { name: 'Target type' }).selectOption('Drop')
  await edit.getByRole('button', { name: 'Update route' }).click()
  await expectToast(page, 'Route updated')
  await expect(rowByName(routes, 'default-v4')).toContainText('Drop')

  // a custom router and its routes
  await page.goto(`${VPCS}/${vpc}/routers-new`)
  const routerForm = page.getByRole('dialog', { name: 'Create router' })
  await routerForm.getByRole('textbox', { name: 'Name', exact: true }).fill('edge')
  await routerForm.getByRole('button', { name: 'Create router' }).click()
  await expect(page).toHaveURL(`${VPCS}/${vpc}/routers/edge`)
  const targets: Array<[string, string, string]> = [
    ['to-host', 'IP address', '172.30.0.9'],
    ['to-instance', 'Instance', 'db1'],
    ['to-internet', 'Internet gateway', 'default'],
    ['blackhole', 'Drop', ''],
  ]
  for (const [name, kind, value] of targets) {
    // the header's link (the empty list offers one too)
    await page.getByRole('link', { name: 'New route' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create route' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await form.getByRole('textbox', { name: 'Destination value' }).fill('10.9.0.0/16')
    await form.getByRole('combobox', { name: 'Target type' }).selectOption(kind)
    if (value) await form.getByRole('textbox', { name: 'Target value' }).fill(value)
    if (name === 'to-host') {
      // the spec's words for a bad address, then the rack's for mixing IP versions
      await form.getByRole('textbox', { name: 'Target value' }).fill('172.30.0')
      await form.getByRole('button', { name: 'Create route' }).click()
      await expect(form.getByText('Not a valid IP address')).toBeVisible()
      await form.getByRole('textbox', { name: 'Target value' }).fill('fd00::9')
      await form.getByRole('button', { name: 'Create route' }).click()
      await expect(form.getByRole('alert')).toContainText(
        'Cannot mix explicit IPv4 and IPv6 addresses between destination and target',
      )
      await checkA11y(page)
      await form.getByRole('textbox', { name: 'Target value' }).fill(value)
    }
    await form.getByRole('button', { name: 'Create route' }).click()
    await expect(form).toBeHidden()
    await expectToast(page, 'Route created')
  }
  await expect(rowByName(routes, 'to-instance')).toContainText('Instance db1')
  await expect(rowByName(routes, 'blackhole')).toContainText('Drop')

  await clickRowAction(page, 'to-host', 'Edit')
  const editCustom = page.getByRole('dialog', { name: 'Edit route' })
  await editCustom.getByRole('textbox', { name: 'Name', exact: true }).fill('to-office')
  await editCustom.getByRole('button', { name: 'Update route' }).click()
  await expectToast(page, 'Route updated')
  await clickRowAction(page, 'to-office', 'Delete')
  await confirmIn(page, 'Confirm delete', 'Confirm')
  await expect(rowByName(routes, 'to-office')).toHaveCount(0)
  await checkA11y(page)
})

test('internet gateways: create one, attach and detach a pool and an address, delete it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const vpc = uniqueName('gateways')
  await createVpc(page, vpc)
  await page.goto(`${VPCS}/${vpc}/internet-gateways`)
  await page.getByRole('button', { name: 'New gateway' }).click()
  const create = page.getByRole('dialog', { name: 'Create internet gateway' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('outbound')
  await create.getByRole('button', { name: 'Create gateway' }).click()
  await expectToast(page, 'Internet gateway created')
  await page.getByRole('link', { name: 'outbound', exact: true }).click()
  await expect(page).toHaveURL(`${VPCS}/${vpc}/internet-gateways/outbound`)
  await expect(page.getByRole('heading', { name: 'outbound', level: 1 })).toBeVisible()
  await expect(page.getByText('No IP pools')).toBeVisible()
  await checkA11y(page)

  await page.getByRole('button', { name: 'Attach IP pool' }).click()
  const pool = page.getByRole('dialog', { name: 'Attach IP pool' })
  await pool.getByRole('textbox', { name: 'Name', exact: true }).fill('egress')
  await pool.getByRole('combobox', { name: 'IP pool' }).selectOption('default')
  await pool.getByRole('button', { name: 'Attach' }).click()
  await expectToast(page, 'IP pool attached')
  await expectRow(table(page, 'IP pools'), { name: 'egress', pool: 'default' })

  await page.getByRole('button', { name: 'Attach IP address' }).click()
  const address = page.getByRole('dialog', { name: 'Attach IP address' })
  await address.getByRole('textbox', { name: 'Name', exact: true }).fill('nat')
  await address.getByRole('textbox', { name: 'Address' }).fill('203.0.113')
  await address.getByRole('button', { name: 'Attach' }).click()
  await expect(address.getByText('Not a valid IP address')).toBeVisible()
  await checkA11y(page)
  await address.getByRole('textbox', { name: 'Address' }).fill('203.0.113.250')
  await address.getByRole('button', { name: 'Attach' }).click()
  await expectToast(page, 'IP address attached')
  await expectRow(table(page, 'IP addresses'), { name: 'nat', address: '203.0.113.250' })

  await clickRowAction(page, 'nat', 'Detach')
  await confirmIn(page, 'Detach IP address', 'Detach')
  await expectToast(page, 'IP address detached')
  await clickRowAction(page, 'egress', 'Detach')
  await confirmIn(page, 'Detach IP pool', 'Detach')
  await expectToast(page, 'IP pool detached')
  await expect(page.getByText('No IP pools')).toBeVisible()

  // deleting the VPC's default gateway takes the routes to it along
  await page.goto(`${VPCS}/${vpc}/internet-gateways`)
  await clickRowAction(page, 'default', 'Delete')
  await expect(page.getByRole('dialog', { name: 'Delete internet gateway' })).toContainText(
    'every route of the VPC that sends traffic to it',
  )
  await confirmIn(page, 'Delete internet gateway', 'Delete')
  await expectToast(page, 'Internet gateway deleted')
  await page.goto(`${VPCS}/${vpc}/routers/system`)
  await expect(rowByName(table(page, 'Routes'), 'default-v4')).toHaveCount(0)
})

test('firewall rules: create with the spec’s list rules, clone, edit and delete, each reviewed first', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const vpc = uniqueName('firewall')
  await createVpc(page, vpc)
  const rules = table(page, 'Firewall rules')

  await page.getByRole('link', { name: 'New rule' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('web')
  // the target starts as the VPC itself
  await expect(form.getByRole('list', { name: 'Targets' })).toContainText(`VPC ${vpc}`)
  // host filters: a bad address, then a good one, then the same again
  const hosts = form.getByRole('group', { name: 'Host filters' })
  await hosts.getByRole('combobox').selectOption('IP address')
  const hostValue = hosts.getByRole('textbox')
  await hostValue.fill('10.0.0')
  await hosts.getByRole('button', { name: 'Add to host filters' }).click()
  await expect(hosts.getByText('Not a valid IP address')).toBeVisible()
  await expect(hostValue).toHaveValue('10.0.0')
  await hostValue.fill('10.0.0.1')
  await hostValue.press('Enter')
  await expect(hosts.getByRole('list', { name: 'Host filters' })).toContainText(
    'IP address 10.0.0.1',
  )
  await hostValue.fill('10.0.0.1')
  await hostValue.press('Enter')
  await expect(hosts.getByText('Items must be unique')).toBeVisible()
  // ports: trimmed, a range not running backwards
  const ports = form.getByRole('group', { name: 'Ports' })
  const portValue = ports.getByRole('textbox')
  await portValue.fill(' 90-80 ')
  await portValue.press('Enter')
  await expect(ports.getByText('The end of a range cannot be below its start')).toBeVisible()
  await portValue.fill(' 443 ')
  await portValue.press('Enter')
  await expect(ports.getByRole('list', { name: 'Ports' })).toContainText('443')
  await form.getByRole('checkbox', { name: 'TCP' }).check()
  await checkA11y(page)
  await form.getByRole('button', { name: 'Create rule' }).click()

  // the review says what the whole set gains, then it is sent
  const review = page.getByRole('dialog', { name: 'Review firewall change' })
  await expect(review.getByRole('list', { name: 'Changes' })).toHaveText('web added')
  await checkA11y(page)
  await review.getByRole('button', { name: 'Save rules' }).click()
  await expect(form).toBeHidden()
  await expectToast(page, 'Firewall rule created')
  await expectRow(rules, { name: 'web', priority: '100', protocols: 'TCP', ports: '443' })
  await expect(rowByName(rules, 'web')).toContainText('IP 10.0.0.1')

  // a clone is prefilled and needs a name of its own
  await clickRowAction(page, 'web', 'Clone')
  const clone = page.getByRole('dialog', { name: 'Clone firewall rule' })
  await expect(clone.getByRole('list', { name: 'Ports' })).toContainText('443')
  await clone.getByRole('button', { name: 'Create rule' }).click()
  await expect(clone.getByText('Name is required')).toBeVisible()
  await clone.getByRole('textbox', { name: 'Name', exact: true }).fill('web-copy')
  await clone.getByRole('button', { name: 'Create rule' }).click()
  await page
    .getByRole('dialog', { name: 'Review firewall change' })
    .getByRole('button', { name: 'Save rules' })
    .click()
  await expectToast(page, 'Firewall rule created')
  await expect(rowByName(rules, 'web-copy')).toContainText('443')

  // turning off the only SSH rule is warned about in the review
  await clickRowAction(page, 'allow-ssh', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await edit.getByRole('checkbox', { name: 'Enabled' }).uncheck()
  await edit.getByRole('button', { name: 'Update rule' }).click()
  const editReview = page.getByRole('dialog', { name: 'Review firewall change' })
  await expect(editReview.getByRole('list', { name: 'Changes' })).toHaveText(
    'allow-ssh: status changed',
  )
  await expect(editReview.getByRole('list', { name: 'Access lost' })).toHaveText(
    `SSH (TCP 22) from anywhere to every instance in VPC ${vpc}`,
  )
  await editReview.getByRole('button', { name: 'Save rules' }).click()
  await expectToast(page, 'Firewall rule updated')
  await expect(rowByName(rules, 'allow-ssh')).toContainText('disabled')

  // deleting is reviewed the same way
  await clickRowAction(page, 'allow-icmp', 'Delete')
  const deleteReview = page.getByRole('dialog', { name: 'Review firewall change' })
  await expect(deleteReview.getByRole('list', { name: 'Changes' })).toHaveText('allow-icmp removed')
  await expect(deleteReview.getByRole('list', { name: 'Access lost' })).toHaveText(
    `ICMP from anywhere to every instance in VPC ${vpc}`,
  )
  await deleteReview.getByRole('button', { name: 'Save rules' }).click()
  await expectToast(page, 'Firewall rule deleted')
  await expect(rowByName(rules, 'allow-icmp')).toHaveCount(0)
})

test('firewall rules: a taken name is refused in the form, a deny-all rule is warned about', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const vpc = uniqueName('deny')
  await createVpc(page, vpc)
  const rules = table(page, 'Firewall rules')

  // a name another rule has is refused before any review
  await page.getByRole('link', { name: 'New rule' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create firewall rule' })
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('allow-ssh')
  await form.getByRole('radio', { name: 'Deny' }).check()
  await form.getByRole('button', { name: 'Create rule' }).click()
  await expect(form.getByText('Firewall rule name already exists')).toBeVisible()
  await expect(name).toBeFocused()
  await expect(page.getByRole('dialog', { name: 'Review firewall change' })).toBeHidden()
  await checkA11y(page)

  // a deny of everything inbound at priority 100 wins over the default rules (65534)
  await name.fill('deny-all')
  await form.getByRole('button', { name: 'Create rule' }).click()
  const review = page.getByRole('dialog', { name: 'Review firewall change' })
  await expect(review.getByRole('list', { name: 'Changes' })).toHaveText('deny-all added')
  await expect(review.getByRole('list', { name: 'Access lost' }).getByRole('listitem')).toHaveText([
    `SSH (TCP 22), ICMP from anywhere to every instance in VPC ${vpc}`,
    `all traffic from VPC ${vpc} to every instance in VPC ${vpc}`,
  ])
  await expect(review.getByRole('alert')).toContainText('You may lose access to the instances.')
  await review.screenshot({ path: test.info().outputPath('deny-all-review.png') })
  await checkA11y(page)
  await review.getByRole('button', { name: 'Save rules' }).click()
  await expectToast(page, 'Firewall rule created')
  await expectRow(rules, { name: 'deny-all', priority: '100' })

  // renaming a rule onto another's name is refused the same way
  await clickRowAction(page, 'deny-all', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('allow-icmp')
  await edit.getByRole('button', { name: 'Update rule' }).click()
  await expect(edit.getByText('Firewall rule name already exists')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Review firewall change' })).toBeHidden()
})
