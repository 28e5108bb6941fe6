// Two people, one resource: two tabs of one session edit the same project, or the same
// VPC's firewall rule; the second save finds the first and asks before overwriting it.
// Both releases serve time_modified and the whole-set firewall PUT, so both run it all.
import type { Locator, Page } from '@playwright/test'

import { call } from './api-client'
import { createProject, deleteProjectAndDefaultVpc } from './api'
import { checkA11y, expect, expectToast, test, uniqueName } from './utils'

const changedRow = (dialog: Locator, field: string) =>
  dialog.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: field })

async function openProjectEdit(page: Page, project: string) {
  await page.goto(`/projects/${project}/edit`)
  const form = page.getByRole('dialog', { name: 'Edit project' })
  await expect(form.getByRole('textbox', { name: 'Description' })).toBeVisible()
  return form
}

test('a project saved in another tab: the dialog names the field; Overwrite saves, Reload takes the newer value', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const project = uniqueName('conflict')
  await createProject(request, { name: project, description: 'first' })
  try {
    const other = await context.newPage()
    const mine = await openProjectEdit(page, project)
    const theirs = await openProjectEdit(other, project)

    // the other tab saves first
    await theirs.getByRole('textbox', { name: 'Description' }).fill('from the other tab')
    await theirs.getByRole('button', { name: 'Update project' }).click()
    await expectToast(other, 'Project updated')

    // this tab's save finds it
    await mine.getByRole('textbox', { name: 'Description' }).fill('from this tab')
    await mine.getByRole('button', { name: 'Update project' }).click()
    const dialog = page.getByRole('dialog', { name: 'This project changed' })
    await expect(changedRow(dialog, 'Description')).toContainText(
      /first\s*from the other tab\s*from this tab/,
    )
    await expect(changedRow(dialog, 'Name')).toHaveCount(0)
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Overwrite' }).click()
    await expectToast(page, 'Project updated')
    const saved = await call(request, 'projectView', { path: { project } })
    expect(saved.description).toBe('from this tab')

    // again, this time taking the other tab's value
    const mine2 = await openProjectEdit(page, project)
    const theirs2 = await openProjectEdit(other, project)
    await theirs2.getByRole('textbox', { name: 'Description' }).fill('newer')
    await theirs2.getByRole('button', { name: 'Update project' }).click()
    await expectToast(other, 'Project updated')
    await mine2.getByRole('textbox', { name: 'Description' }).fill('mine again')
    await mine2.getByRole('button', { name: 'Update project' }).click()
    const dialog2 = page.getByRole('dialog', { name: 'This project changed' })
    await expect(changedRow(dialog2, 'Description')).toContainText(/newer/)
    await dialog2.getByRole('button', { name: 'Reload' }).click()
    await expect(dialog2).toBeHidden()
    await expect(mine2.getByRole('textbox', { name: 'Description' })).toHaveValue('newer')
    // the form stays open with the newer value; saving it now is no conflict
    await mine2.getByRole('textbox', { name: 'Name' }).fill(`${project}-b`)
    await mine2.getByRole('button', { name: 'Update project' }).click()
    await expectToast(page, 'Project updated')
    const renamed = await call(request, 'projectView', { path: { project: `${project}-b` } })
    expect(renamed.description).toBe('newer')
    await call(request, 'projectUpdate', {
      path: { project: `${project}-b` },
      body: { name: project },
    })
  } finally {
    await deleteProjectAndDefaultVpc(request, project)
  }
})

async function openRuleEdit(page: Page, project: string, rule: string) {
  await page.goto(`/projects/${project}/vpcs/default/firewall-rules/${rule}/edit`)
  const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(form.getByRole('textbox', { name: 'Description' })).toBeVisible()
  return form
}

async function saveRule(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Update rule' }).click()
  await page
    .getByRole('dialog', { name: 'Review firewall change' })
    .getByRole('button', { name: 'Save rules' })
    .click()
  await expectToast(page, 'Firewall rule updated')
}

const ruleNamed = async (request: Parameters<typeof call>[0], project: string, name: string) => {
  const { rules } = await call(request, 'vpcFirewallRulesView', {
    query: { project, vpc: 'default' },
  })
  return rules.find((r) => r.name === name)
}

test('a firewall rule saved in another tab: the dialog names the field; Overwrite saves, Reload takes the newer value', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const project = uniqueName('fw-conflict')
  await createProject(request, { name: project })
  try {
    const other = await context.newPage()
    const mine = await openRuleEdit(page, project, 'allow-ssh')
    const theirs = await openRuleEdit(other, project, 'allow-ssh')

    await theirs.getByRole('textbox', { name: 'Description' }).fill('from the other tab')
    await saveRule(other, theirs)

    await mine.getByRole('textbox', { name: 'Description' }).fill('from this tab')
    await mine.getByRole('button', { name: 'Update rule' }).click()
    const dialog = page.getByRole('dialog', { name: 'This firewall rule changed' })
    await expect(changedRow(dialog, 'Description')).toContainText(
      /from the other tab\s*from this tab/,
    )
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Overwrite' }).click()
    // the review is of the set as it is now
    const review = page.getByRole('dialog', { name: 'Review firewall change' })
    await expect(review.getByRole('list', { name: 'Changes' })).toHaveText(
      'allow-ssh: description changed',
    )
    await review.getByRole('button', { name: 'Save rules' }).click()
    await expectToast(page, 'Firewall rule updated')
    expect((await ruleNamed(request, project, 'allow-ssh'))?.description).toBe('from this tab')

    // another rule changed meanwhile is listed too; Reload takes the newer priority
    const mine2 = await openRuleEdit(page, project, 'allow-ssh')
    const theirs2 = await openRuleEdit(other, project, 'allow-ssh')
    await theirs2.getByRole('spinbutton', { name: 'Priority' }).fill('500')
    await saveRule(other, theirs2)
    await mine2.getByRole('textbox', { name: 'Description' }).fill('kept')
    await mine2.getByRole('button', { name: 'Update rule' }).click()
    const dialog2 = page.getByRole('dialog', { name: 'This firewall rule changed' })
    await expect(changedRow(dialog2, 'Priority')).toContainText(/500/)
    await dialog2.getByRole('button', { name: 'Reload' }).click()
    await expect(dialog2).toBeHidden()
    await expect(mine2.getByRole('spinbutton', { name: 'Priority' })).toHaveValue('500')
    await expect(mine2.getByRole('textbox', { name: 'Description' })).toHaveValue('kept')
    await saveRule(page, mine2)
    const rule = await ruleNamed(request, project, 'allow-ssh')
    expect([rule?.priority, rule?.description]).toEqual([500, 'kept'])
  } finally {
    await deleteProjectAndDefaultVpc(request, project)
  }
})
