// "Copy as" (server mode, signed in as admin): a create form's curl, run as a user would
// run it (bash, a bearer token made the way the CLI makes one), makes the same disk as the
// form's own submit; a row action's curl (stop an instance) stops it; a firewall rule
// edit's curl is the PUT of the whole rule list its save sends, with the same result; the
// instance create form copies its one create request. On a v14 rack the copied request is
// the one the console sends there, translated by its adapters.

import type { Locator, Page } from '@playwright/test'

import type { VpcFirewallRule } from '../../app/api/__generated_versions__/2026081901.0.0/Api'

import { call } from './api-client'
import {
  createInstance,
  createProject,
  deleteIfPresent,
  deleteInstance,
  deleteProjectAndDefaultVpc,
  PROJECT,
  startInstance,
  waitForRunState,
} from './api'
import { bearerToken, runCurl, copiedAs } from './copy-as-helpers'
import { checkA11y, expect, expectToast, rowByName, test, uniqueName } from './utils'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test("a create form's curl makes the disk the form makes", async ({ page, playwright }) => {
  test.setTimeout(90_000)
  const byCurl = uniqueName('curl-disk')
  const byForm = uniqueName('form-disk')
  try {
    await page.goto(`/projects/${PROJECT}/disks`)
    const cliContext = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
    })
    const token = await bearerToken(page.request, cliContext)
    await cliContext.dispose()

    await page.getByRole('link', { name: 'New disk' }).click()
    const form = page.getByRole('dialog', { name: 'Create disk' })
    await form.getByRole('textbox', { name: 'Name' }).fill(byCurl)
    await form.getByRole('textbox', { name: 'Description' }).fill("Bob's scratch space")
    await form.getByRole('radio', { name: '512 bytes' }).check()
    await form.getByRole('spinbutton', { name: 'Size' }).fill('20')

    await form.getByRole('button', { name: 'Copy as a command' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'curl' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'CLI' })).toBeVisible()
    await checkA11y(page)
    await menu.getByRole('menuitem', { name: 'curl' }).click()
    const curl = await copiedAs(page, 'curl')
    expect(curl).toContain(`/v1/disks?project=${PROJECT}`)
    expect(curl).toContain('api-version: ')

    const made = runCurl(curl, token)
    expect(made.status, made.body).toBe(201)

    // the same values, another name, through the form's own submit
    await form.getByRole('textbox', { name: 'Name' }).fill(byForm)
    await form.getByRole('button', { name: 'Create disk' }).click()
    await expect(form).toBeHidden()

    const [a, b] = await Promise.all(
      [byCurl, byForm].map((disk) =>
        call(page.request, 'diskView', { path: { disk }, query: { project: PROJECT } }),
      ),
    )
    // all but what follows from the name or the moment it was made
    const same = ({
      name: _n,
      id: _i,
      devicePath: _d,
      timeCreated: _c,
      timeModified: _m,
      ...rest
    }: typeof a) => rest
    expect(same(a)).toEqual(same(b))
    expect(a.description).toBe("Bob's scratch space")
    expect(a.blockSize).toBe(512)
  } finally {
    for (const disk of [byCurl, byForm]) await deleteIfPresent(page.request, 'disks', disk)
  }
})

test("a row action's curl stops the instance", async ({ page, playwright }) => {
  test.setTimeout(90_000)
  const name = uniqueName('curl-vm')
  await createInstance(page.request, { name })
  try {
    await startInstance(page.request, name)
    await waitForRunState(page.request, name, 'running')
    await page.goto(`/projects/${PROJECT}/instances`)
    const cliContext = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
    })
    const token = await bearerToken(page.request, cliContext)
    await cliContext.dispose()

    await rowByName(page, name).getByRole('button', { name: 'Row actions' }).click()
    // the submenu opens with the right arrow
    await page.getByRole('menuitem', { name: 'Copy as…' }).press('ArrowRight')
    const stop = page.getByRole('group', { name: 'Stop' })
    await expect(stop.getByRole('menuitem', { name: 'curl' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Start' })).toHaveCount(0) // not now
    await expect(stop.getByRole('menuitem', { name: /Terraform/ })).toContainText(
      'No Terraform resource for stopping an instance',
    )
    // a click without moving the pointer there: the straight path from the submenu's
    // trigger leaves the area that keeps it open, as a hand on a mouse would not
    await stop.getByRole('menuitem', { name: 'curl' }).dispatchEvent('click')
    const curl = await copiedAs(page, 'curl')
    expect(curl).toContain(`/v1/instances/${name}/stop?project=${PROJECT}`)

    const res = runCurl(curl, token)
    expect(res.status, res.body).toBe(202)
    await waitForRunState(page.request, name, 'stopped')
  } finally {
    await deleteInstance(page.request, name)
  }
})

test("an edit form's curl is the PUT its save sends", async ({ page, playwright }) => {
  test.setTimeout(90_000)
  const name = uniqueName('curl-edit')
  await createProject(page.request, { name, description: 'before' })
  try {
    await page.goto(`/projects/${name}/edit`)
    const cliContext = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
    })
    const token = await bearerToken(page.request, cliContext)
    await cliContext.dispose()

    const form = page.getByRole('dialog', { name: 'Edit project' })
    await form.getByRole('textbox', { name: 'Description' }).fill('after, by curl')
    await form.getByRole('button', { name: 'Copy as a command' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'curl' }).click()
    const curl = await copiedAs(page, 'curl')
    expect(curl).toContain(`curl -X PUT '${new URL(page.url()).origin}/v1/projects/${name}`)

    const res = runCurl(curl, token)
    expect(res.status, res.body).toBe(200)
    const now = await call(page.request, 'projectView', { path: { project: name } })
    expect(now.name).toBe(name)
    expect(now.description).toBe('after, by curl')
  } finally {
    await deleteProjectAndDefaultVpc(page.request, name)
  }
})

/** Opens a form's "Copy as" menu and copies `kind`; the copied text */
async function copyFrom(page: Page, form: Locator, kind: 'curl' | 'CLI' | 'Terraform') {
  await form.getByRole('button', { name: 'Copy as a command' }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: kind, exact: true }).click()
  return copiedAs(page, kind)
}

test("the instance create form's curl is its create request", async ({ page }) => {
  test.setTimeout(90_000)
  const name = uniqueName('copy-vm')
  await page.goto(`/projects/${PROJECT}/instances-new`)
  const form = page.locator('form')
  await page.getByRole('textbox', { name: /^Name/ }).fill(name)
  await page.getByRole('textbox', { name: /^Description/ }).fill("Bob's VM")
  await page.getByRole('radio', { name: /4 vCPU, 16 GiB/ }).check()
  await page
    .getByRole('combobox', { name: 'Image' })
    .selectOption({ label: 'ubuntu-22-04 (ubuntu 22.04, 3 GiB)' })

  await form.getByRole('button', { name: 'Copy as a command' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'curl' })).toBeVisible()
  await checkA11y(page)
  await menu.getByRole('menuitem', { name: 'curl' }).click()
  const curl = await copiedAs(page, 'curl')
  expect(curl).toContain(
    `curl -X POST '${new URL(page.url()).origin}/v1/instances?project=${PROJECT}'`,
  )
  expect(curl).toContain(`"name":"${name}"`)
  expect(curl).toContain(`"description":"Bob'\\''s VM"`)
  expect(curl).toContain('"ncpus":4')
  expect(curl).toContain(`"memory":${16 * 1024 ** 3}`)
  // the boot disk is made inside the same request, from the image chosen
  expect(curl).toMatch(/"boot_disk":\{[^}]*"type":"create"/)

  const cli = await copyFrom(page, form, 'CLI')
  // the CLI's own subcommand speaks the newest API; an older rack gets `oxide api`
  expect(cli).toContain(
    process.env.E2E_RELEASE === 'current'
      ? `--project '${PROJECT}'`
      : `oxide api '/v1/instances?project=${PROJECT}' --method POST`,
  )
  // the CLI's body is printed one field a line
  expect(cli).toContain(`"name": "${name}"`)
  const tf = await copyFrom(page, form, 'Terraform')
  expect(tf).toContain(`resource "oxide_instance" "${name}" {`)
  expect(tf).toContain('ncpus')
  expect(tf).toMatch(/resource "oxide_disk" "[^"]+" \{[^}]*source_image_id/)

  // nothing was made: the menu describes, it does not send
  const res = await page.request.get(`/v1/instances/${name}?project=${PROJECT}`)
  expect(res.status()).toBe(404)
})

test("a firewall rule edit's curl is the PUT its save sends, with the same result", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  const byCurl = uniqueName('fw-curl')
  const byForm = uniqueName('fw-form')
  await createProject(page.request, { name: byCurl })
  await createProject(page.request, { name: byForm })
  try {
    await page.goto(`/projects/${byCurl}/vpcs/default/firewall-rules`)
    const cliContext = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
    })
    const token = await bearerToken(page.request, cliContext)
    await cliContext.dispose()

    /** the same change in each project: a new description and a port added */
    const edit = async (project: string) => {
      await page.goto(`/projects/${project}/vpcs/default/firewall-rules/allow-ssh/edit`)
      const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
      await form.getByRole('textbox', { name: 'Description' }).fill('ssh, by copy')
      await form.getByRole('checkbox', { name: 'Enabled' }).uncheck()
      return form
    }

    const form = await edit(byCurl)
    const curl = await copyFrom(page, form, 'curl')
    expect(curl).toContain(
      `curl -X PUT '${new URL(page.url()).origin}/v1/vpc-firewall-rules?project=${byCurl}&vpc=default'`,
    )
    expect(curl).toContain('"description":"ssh, by copy"')
    expect(curl).toContain('"status":"disabled"')
    // the whole list: the rules the form did not touch go with it
    expect(curl).toContain('"name":"allow-icmp"')
    const tf = await copyFrom(page, form, 'Terraform')
    expect(tf).toContain('resource "oxide_vpc_firewall_rules" "default" {')
    expect(tf).toContain('description = "ssh, by copy"')
    const res = runCurl(curl, token)
    expect(res.status, res.body).toBe(200)

    // the same change through the form's own save, in the other project
    const other = await edit(byForm)
    await other.getByRole('button', { name: 'Update rule' }).click()
    await page
      .getByRole('dialog', { name: 'Review firewall change' })
      .getByRole('button', { name: 'Save rules' })
      .click()
    await expectToast(page, 'Firewall rule updated')

    const [a, b] = await Promise.all(
      [byCurl, byForm].map((project) =>
        call(page.request, 'vpcFirewallRulesView', { query: { project, vpc: 'default' } }),
      ),
    )
    // all but what follows from the VPC or the moment it was saved
    const same = (rules: VpcFirewallRule[]) =>
      rules
        .map(({ id: _i, vpcId: _v, timeCreated: _c, timeModified: _m, ...rest }) => rest)
        .sort((x, y) => x.name.localeCompare(y.name))
    expect(same(a.rules)).toEqual(same(b.rules))
    expect(a.rules.find((r) => r.name === 'allow-ssh')).toMatchObject({
      description: 'ssh, by copy',
      status: 'disabled',
    })
  } finally {
    for (const project of [byCurl, byForm]) {
      await deleteProjectAndDefaultVpc(page.request, project)
    }
  }
})

test('the image upload form says why it is no one command', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/images`)
  await page.getByRole('link', { name: 'Upload image' }).click()
  const form = page.getByRole('dialog', { name: 'Upload image' })
  await form.getByRole('button', { name: 'Copy as a command' }).click()
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(
    /An upload is many requests, not one command/,
  )
  await checkA11y(page)
})
