// Forms never lose work (server mode, signed in as admin): leaving a changed form asks first
// (reload, Back, a link), a submit runs once however often it is pressed (confirms too),
// text left in a list field is added on submit or stops it, and when the session ends in
// another tab the form comes back as typed after signing in again.
// The same on every release (SAME_ON_EVERY_RELEASE): drafts live in the browser.
import { generateKeyPairSync } from 'node:crypto'

import type { Page } from '@playwright/test'

import { createProject, createSshKey, deleteProjectAndDefaultVpc, PROJECT } from './api'
import {
  checkA11y,
  clickRowAction,
  expect,
  expectLoginPage,
  expectToast,
  rowByName,
  signInAs,
  submitLogin,
  test,
  uniqueName,
} from './utils'

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this form?' })

/** Counts the requests `method path` the page sends from now on */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = []
  page.on('request', (req) => {
    if (req.method() === method && path.test(new URL(req.url()).pathname)) seen.push(req.url())
  })
  return () => seen.length
}

/** Typed key by key, so the page has the user activation a browser asks before unload */
async function typeInto(page: Page, label: string, text: string, scope = page.locator('body')) {
  const box = scope.getByRole('textbox', { name: label, exact: true })
  await box.click()
  await box.pressSequentially(text)
  return box
}

test('reloading or closing a changed form asks first; an unchanged one does not', async ({
  page,
  context,
}) => {
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  const name = await typeInto(page, 'Name', 'kept-on-reload', form)

  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.type())
    void dialog.dismiss()
  })
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => asked).toEqual(['beforeunload'])
  // staying was chosen: the page and what was typed are still there
  expect(page.isClosed()).toBe(false)
  await expect(name).toHaveValue('kept-on-reload')

  // nothing changed: the page closes without a question
  const other = await context.newPage()
  const otherAsked: string[] = []
  other.on('dialog', (dialog) => {
    otherAsked.push(dialog.type())
    void dialog.dismiss()
  })
  await other.goto('/projects-new')
  await other.getByRole('textbox', { name: 'Name', exact: true }).click()
  await other.close({ runBeforeUnload: true })
  await expect.poll(() => other.isClosed()).toBe(true)
  expect(otherAsked).toEqual([])
})

test('Back from a changed side panel asks; Keep editing keeps it, Leave leaves', async ({
  page,
}) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create project' })
  await expect(page).toHaveURL(/\/projects-new$/)
  const name = await typeInto(page, 'Name', 'not-yet-saved', form)

  await page.evaluate(() => history.back())
  await expect(leaveDialog(page)).toBeVisible()
  await checkA11y(page)
  await leaveDialog(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(leaveDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/projects-new$/)
  await expect(name).toHaveValue('not-yet-saved')

  // Escape asks the same question
  await name.press('Escape')
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(name).toHaveValue('not-yet-saved')

  await page.evaluate(() => history.back())
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(form).toBeHidden()
})

test('a link out of a changed full-page form asks; an unchanged one just goes', async ({
  page,
}) => {
  const instancesNew = `/projects/${PROJECT}/instances-new`
  await page.goto(instancesNew)
  await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible()
  // unchanged: Cancel goes straight back to the list
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/instances$`))
  await expect(leaveDialog(page)).toBeHidden()

  await page.goto(instancesNew)
  const name = page.getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('typed-here')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(new RegExp(`${instancesNew}$`))
  await expect(name).toHaveValue('typed-here')

  await page.getByRole('link', { name: 'Disks', exact: true }).first().click()
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/disks$`))
})

test('three quick presses create once, and the saved form leaves without asking', async ({
  page,
  request,
}) => {
  const name = uniqueName('once')
  try {
    await page.goto('/projects-new')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    const creates = countRequests(page, 'POST', /^\/v1\/projects$/)
    // three clicks in one task: no render comes between them
    await form
      .getByRole('button', { name: 'Create project' })
      .evaluate((button: HTMLButtonElement) => {
        button.click()
        button.click()
        button.click()
      })
    await expect(form).toBeHidden()
    await expect(leaveDialog(page)).toBeHidden()
    await expectToast(page, 'Project created')
    expect(creates()).toBe(1)
    const res = await request.get(`/v1/projects/${name}`)
    expect(res.status()).toBe(200)
  } finally {
    await deleteProjectAndDefaultVpc(request, name)
  }
})

/** A fresh, valid `authorized_keys` line for an ed25519 key */
function publicKeyLine(comment: string) {
  const { publicKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32)
  const field = (bytes: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(bytes.length)
    return Buffer.concat([len, bytes])
  }
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)])
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`
}

test('a confirm pressed three times acts once', async ({ page, request }) => {
  const name = uniqueName('key')
  await createSshKey(request, { name, publicKey: publicKeyLine('e2e@once') })
  await page.goto('/settings/ssh-keys')
  const deletes = countRequests(page, 'DELETE', /^\/v1\/me\/ssh-keys\//)
  await clickRowAction(page, name, 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await confirm.getByRole('button', { name: 'Confirm' }).evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
    button.click()
  })
  await expect(confirm).toBeHidden()
  await expect(rowByName(page.getByRole('table', { name: 'SSH keys' }), name)).toHaveCount(0)
  expect(deletes()).toBe(1)
})

test('text left in a list field is added on submit, or stops it with the field’s message', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const project = uniqueName('lists')
  await createProject(request, { name: project })
  try {
    await page.goto(`/projects/${project}/vpcs/default/firewall-rules`)
    await page.getByRole('link', { name: 'New rule' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create firewall rule' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('pending')
    // a valid port and a bad host, neither added
    const ports = form.getByRole('group', { name: 'Ports' })
    await ports.getByRole('textbox').fill('8443')
    const hosts = form.getByRole('group', { name: 'Host filters' })
    await hosts.getByRole('combobox').selectOption('IP address')
    const hostValue = hosts.getByRole('textbox')
    await hostValue.fill('10.0.0')
    await form.getByRole('button', { name: 'Create rule' }).click()

    // the bad host stops the submit with the message Add gives, and keeps its text
    await expect(hosts.getByText('Not a valid IP address')).toBeVisible()
    await expect(hostValue).toHaveValue('10.0.0')
    await expect(hostValue).toBeFocused()
    await expect(page.getByRole('dialog', { name: 'Review firewall change' })).toBeHidden()
    // the good port was added on the way
    await expect(ports.getByRole('list', { name: 'Ports' })).toContainText('8443')
    await expect(ports.getByRole('textbox')).toHaveValue('')
    await checkA11y(page)

    await hostValue.fill('10.0.0.9')
    await form.getByRole('button', { name: 'Create rule' }).click()
    const review = page.getByRole('dialog', { name: 'Review firewall change' })
    await review.getByRole('button', { name: 'Save rules' }).click()
    await expectToast(page, 'Firewall rule created')
    // the rule's save navigated away without asking
    await expect(form).toBeHidden()
    await expect(leaveDialog(page)).toBeHidden()
    const row = rowByName(page.getByRole('table', { name: 'Firewall rules' }), 'pending')
    await expect(row).toContainText('8443')
    await expect(row).toContainText('10.0.0.9')
  } finally {
    await deleteProjectAndDefaultVpc(request, project)
  }
})

test('a session ended in another tab: signing in again brings the form back as typed', async ({
  browser,
  request,
}) => {
  // a session of its own, so signing it out leaves the suite's admin session alone
  const page = await signInAs(browser, 'admin')
  const name = uniqueName('draft')
  try {
    await page.goto('/projects-new')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await form.getByRole('textbox', { name: 'Description' }).fill('typed before sign-out')

    // another tab of the same browser signs out
    const otherTab = await page.context().newPage()
    await otherTab.goto('/projects')
    const logout = await otherTab.request.post('/v1/logout')
    expect(logout.status()).toBe(204)
    await otherTab.close()

    // the save meets the ended session: off to sign in, with the form's address kept
    await form.getByRole('button', { name: 'Create project' }).click()
    expect(await expectLoginPage(page)).toBe('/projects-new')
    await submitLogin(page, 'admin')

    await expect(page).toHaveURL(/\/projects-new$/)
    const restored = page.getByRole('dialog', { name: 'Create project' })
    await expect(restored.getByRole('status')).toContainText(
      'Restored what you typed before you were signed out',
    )
    await expect(restored.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
    await expect(restored.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'typed before sign-out',
    )
    await checkA11y(page)

    // saved from the restored form; the draft was restored once and is gone
    await restored.getByRole('button', { name: 'Create project' }).click()
    await expectToast(page, 'Project created')
    expect((await request.get(`/v1/projects/${name}`)).status()).toBe(200)
    await page.goto('/projects-new')
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
    await expect(page.getByText('Restored what you typed')).toBeHidden()
  } finally {
    await deleteProjectAndDefaultVpc(request, name)
  }
})

test('a restored draft can be discarded', async ({ browser }) => {
  const page = await signInAs(browser, 'admin')
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('to-discard')
  await page.context().request.post('/v1/logout')
  await form.getByRole('button', { name: 'Create project' }).click()
  await expectLoginPage(page)
  await submitLogin(page, 'admin')
  const note = page.getByRole('status').filter({ hasText: 'Restored what you typed' })
  await expect(note).toBeVisible()
  await note.getByRole('button', { name: 'Discard' }).click()
  await expect(note).toBeHidden()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  // nothing left to lose: closing does not ask
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(leaveDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/projects$/)
})
