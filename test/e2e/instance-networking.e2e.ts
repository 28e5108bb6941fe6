// The instance networking tab: network interfaces (changed only while the instance is
// stopped, spec §4 updateNic) and external IPs (server mode, signed in as admin). Each test
// makes its own instance in demo-project, so tests running side by side never share one.
import type { Page } from '@playwright/test'

import {
  checkA11y,
  clickRowAction,
  closeMenu,
  expect,
  expectRow,
  expectToast,
  rowByName,
  test,
  uniqueName,
} from './utils'
import {
  createFloatingIp,
  createInstance,
  deleteIfPresent,
  deleteInstance,
  waitForRunState,
} from './api'

const networkingTab = (instance: string) =>
  `/projects/demo-project/instances/${instance}/networking`

/** An instance of demo-project, waited for until it is `running` or `stopped`. */
async function createTestInstance(
  page: Page,
  prefix: string,
  opts: { start: boolean; nics: 'default_ipv4' | 'none' },
) {
  const name = uniqueName(prefix)
  await createInstance(page.request, {
    name,
    description: 'made by the networking e2e tests',
    hostname: 'net-e2e',
    networkInterfaces: { type: opts.nics },
    start: opts.start,
  })
  await waitForRunState(page.request, name, opts.start ? 'running' : 'stopped')
  return name
}

test('add, edit and delete a network interface on a stopped instance', async ({ page }) => {
  test.setTimeout(60_000)
  const instance = await createTestInstance(page, 'nic', { start: false, nics: 'none' })
  try {
    await page.goto(networkingTab(instance))
    await expect(page.getByRole('heading', { name: 'No network interfaces' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No external IPs' })).toBeVisible()

    await page.getByRole('button', { name: 'Add network interface' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add network interface' })
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('net0')
    await dialog.getByRole('textbox', { name: 'IP address' }).fill('172.30.0')
    await dialog.getByRole('button', { name: 'Add network interface' }).click()
    // every problem at once, and nothing typed is lost (spec §5)
    await expect(dialog.getByText('Not a valid IP address')).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'VPC' })).toHaveAccessibleDescription(
      /Choose a VPC$/,
    )
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('net0')

    const subnet = dialog.getByRole('combobox', { name: 'Subnet' })
    await expect(subnet).toHaveValue('')
    await dialog.getByRole('combobox', { name: 'VPC' }).selectOption('default')
    await subnet.selectOption('default')
    await dialog.getByRole('textbox', { name: 'IP address' }).fill('172.30.0.200')
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Add network interface' }).click()
    await expect(dialog).toBeHidden()
    await expectToast(page, 'Network interface added')

    const nics = page.getByRole('table', { name: 'Network interfaces' })
    const row = await expectRow(nics, { name: 'net0 primary', ip: '172.30.0.200' })
    // its VPC and its subnet, both named default, found from the ids the interface holds
    await expect(row.getByRole('cell', { name: 'default', exact: true })).toHaveCount(2)

    // edit: a new description; the only interface stays the primary one
    await row.getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    const edit = page.getByRole('dialog', { name: 'Edit network interface' })
    await expect(edit.getByRole('checkbox', { name: 'Primary interface' })).toBeChecked()
    await expect(edit.getByRole('checkbox', { name: 'Primary interface' })).toBeDisabled()
    await edit.getByRole('textbox', { name: 'Description' }).fill('the front door')
    await edit.getByRole('button', { name: 'Update network interface' }).click()
    await expect(edit).toBeHidden()
    await expectToast(page, 'Network interface updated')
    await expectRow(nics, { name: 'net0 primary', description: 'the front door' })

    await row.getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
    await expect(confirm).toContainText('Are you sure you want to delete net0?')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(confirm).toBeHidden()
    await expectToast(page, 'Network interface deleted')
    await expect(page.getByRole('heading', { name: 'No network interfaces' })).toBeVisible()
  } finally {
    await deleteInstance(page.request, instance)
  }
})

test('attach and detach ephemeral and floating IPs', async ({ page }) => {
  test.setTimeout(60_000)
  const instance = await createTestInstance(page, 'ips', { start: false, nics: 'default_ipv4' })
  const floatingIp = uniqueName('fip')
  const { ip: floatingAddress } = await createFloatingIp(page.request, { name: floatingIp })
  try {
    await page.goto(networkingTab(instance))
    await expectRow(page.getByRole('table', { name: 'Network interfaces' }), {
      name: 'net0 primary',
      description: 'default primary interface for the instance',
    })
    await expect(page.getByRole('heading', { name: 'No external IPs' })).toBeVisible()

    // ephemeral, from the silo's default pool
    await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
    const ephemeral = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
    await expect(ephemeral.getByRole('combobox', { name: 'IP pool' })).toHaveValue('')
    await expect(
      ephemeral.getByRole('combobox', { name: 'IP pool' }).getByRole('option').first(),
    ).toHaveText('Silo default (default)')
    await checkA11y(page)
    await ephemeral.getByRole('button', { name: 'Attach' }).click()
    await expect(ephemeral).toBeHidden()
    await expectToast(page, 'Ephemeral IP attached')
    const ips = page.getByRole('table', { name: 'External IPs' })
    await expect(rowByName(ips, 'ephemeral')).toHaveCount(1)
    // one ephemeral IP per instance
    const attachEphemeral = page.getByRole('button', { name: 'Attach ephemeral IP' })
    await expect(attachEphemeral).toHaveAttribute('aria-disabled', 'true')
    await attachEphemeral.hover()
    await expect(attachEphemeral).toHaveAccessibleDescription(
      'This instance already has an ephemeral IP',
    )

    // floating: one of the project's free floating IPs
    await page.getByRole('button', { name: 'Attach floating IP' }).click()
    const floating = page.getByRole('dialog', { name: 'Attach floating IP' })
    await floating.getByRole('button', { name: 'Attach' }).click()
    await expect(
      floating.getByRole('combobox', { name: 'Floating IP' }),
    ).toHaveAccessibleDescription(/Floating IP is required/)
    await floating
      .getByRole('combobox', { name: 'Floating IP' })
      .selectOption({ label: `${floatingIp} (${floatingAddress})` })
    await floating.getByRole('button', { name: 'Attach' }).click()
    await expect(floating).toBeHidden()
    await expectToast(page, 'Floating IP attached')
    await expectRow(ips, { name: floatingIp, ip: floatingAddress, kind: 'floating' })
    await checkA11y(page)

    // detaching asks first
    await clickRowAction(page, floatingIp, 'Detach')
    const confirmFloating = page.getByRole('dialog', { name: 'Detach floating IP' })
    await expect(confirmFloating).toContainText(
      `Are you sure you want to detach the floating IP ${floatingIp} (${floatingAddress}) from ${instance}?`,
    )
    await confirmFloating.getByRole('button', { name: 'Detach' }).click()
    await expect(confirmFloating).toBeHidden()
    await expectToast(page, 'Floating IP detached')
    await expect(rowByName(ips, floatingIp)).toHaveCount(0)

    await clickRowAction(page, 'ephemeral', 'Detach')
    const confirmEphemeral = page.getByRole('dialog', { name: 'Detach ephemeral IP' })
    await expect(confirmEphemeral).toContainText('Are you sure you want to detach the ephemeral IP')
    await confirmEphemeral.getByRole('button', { name: 'Detach' }).click()
    await expect(confirmEphemeral).toBeHidden()
    await expectToast(page, 'Ephemeral IP detached')
    await expect(page.getByRole('heading', { name: 'No external IPs' })).toBeVisible()
    await expect(attachEphemeral).not.toHaveAttribute('aria-disabled')
  } finally {
    await deleteInstance(page.request, instance)
    await deleteIfPresent(page.request, 'floating-ips', floatingIp)
  }
})

test('a running instance offers no network interface changes, and says why', async ({ page }) => {
  // a running instance to stop and delete afterwards: more than the others take
  test.setTimeout(90_000)
  const instance = await createTestInstance(page, 'running', { start: true, nics: 'default_ipv4' })
  try {
    await page.goto(networkingTab(instance))
    await expect(
      page.getByText('Stop the instance to add, edit or delete network interfaces.'),
    ).toBeVisible()
    const reason = 'Only a stopped instance can have its network interfaces changed'
    const add = page.getByRole('button', { name: 'Add network interface' })
    await expect(add).toHaveAttribute('aria-disabled', 'true')
    // the reason is a tooltip on hover, and the button's description while it shows
    await add.hover()
    await expect(page.getByRole('tooltip')).toHaveText(reason)
    await expect(add).toHaveAccessibleDescription(reason)
    await add.click({ force: true })
    await expect(page.getByRole('dialog', { name: 'Add network interface' })).toBeHidden()

    const row = rowByName(page.getByRole('table', { name: 'Network interfaces' }), 'net0 primary')
    await row.getByRole('button', { name: 'Row actions' }).click()
    const menu = page.getByRole('menu')
    for (const label of ['Edit', 'Delete']) {
      const item = menu.getByRole('menuitem', { name: label, exact: true })
      await expect(item).toHaveAttribute('aria-disabled', 'true')
      await item.hover()
      await expect(item).toHaveAccessibleDescription(reason)
    }
    await checkA11y(page)
    await closeMenu(page)

    // external IPs change while the instance runs
    await expect(page.getByRole('button', { name: 'Attach ephemeral IP' })).not.toHaveAttribute(
      'aria-disabled',
    )
  } finally {
    await deleteInstance(page.request, instance)
  }
})

test('the tab lists the firewall rules that reach the instance, each leading to its edit form', async ({
  page,
}) => {
  const instance = await createTestInstance(page, 'reach', { start: false, nics: 'default_ipv4' })
  const vpcRules = '/projects/demo-project/vpcs/default/firewall-rules'
  const rule = uniqueName('reach-rule')
  // a rule aimed at this instance by name, and one at another instance
  // the rack's own contract (sent without a version): v14 names protocols by word, newer
  // racks by object; its default rules (allow-ssh: TCP) show which
  let protocolsByWord = false
  const put = async (rules: object[]) => {
    const current = (await (
      await page.request.get(`/v1/vpc-firewall-rules?project=demo-project&vpc=default`)
    ).json()) as {
      rules: Array<Record<string, unknown>>
    }
    protocolsByWord = JSON.stringify(current.rules).includes('"TCP"')
    const withProtocols = rules.map((r) => ({
      ...r,
      filters: { ports: ['8443'], protocols: protocolsByWord ? ['TCP'] : [{ type: 'tcp' }] },
    }))
    const keep = current.rules
      .filter((r) => !String(r.name).startsWith('e2e-'))
      .map(({ id: _, vpc_id: __, time_created: ___, time_modified: ____, ...r }) => r)
    const res = await page.request.put(`/v1/vpc-firewall-rules?project=demo-project&vpc=default`, {
      data: { rules: [...keep, ...withProtocols] },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  const ruleFor = (name: string, target: string) => ({
    name,
    description: '',
    status: 'enabled',
    direction: 'inbound',
    targets: [{ type: 'instance', value: target }],
    action: 'deny',
    priority: 5,
  })
  await put([ruleFor(rule, instance), ruleFor(`${rule.slice(0, 50)}-other`, 'db1')])
  try {
    await page.goto(networkingTab(instance))
    const reaching = page.getByRole('table', { name: 'Firewall rules that reach this instance' })
    // by priority: the instance's own rule first, then the VPC-wide defaults
    await expect(reaching.getByRole('row').nth(1)).toContainText(rule)
    await expectRow(reaching, { name: rule, by: `Instance ${instance}`, ports: '8443' })
    await expectRow(reaching, { name: 'allow-ssh', by: 'VPC default' })
    await expect(rowByName(reaching, `${rule.slice(0, 50)}-other`)).toHaveCount(0)
    await checkA11y(page)
    await reaching.getByRole('link', { name: rule }).click()
    await expect(page).toHaveURL(`${vpcRules}/${rule}/edit`)
    await expect(page.getByRole('dialog', { name: 'Edit firewall rule' })).toBeVisible()
  } finally {
    await put([])
    await deleteInstance(page.request, instance)
  }
})
