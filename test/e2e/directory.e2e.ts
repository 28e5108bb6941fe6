// The users and groups directory: the silo's users and groups, a group's members, and for a
// user why they have access (every role on the silo and on each project, directly, through
// a group or inherited from the silo, and to an operator the role on the fleet). The demo data's roles are in sim/seed/policies.ts.
import type { Browser, Locator, Page } from '@playwright/test'

import {
  createLocalUser,
  createProject,
  deleteLocalUserIfPresent,
  deleteProject,
  grantFleetRole,
  grantProjectRole,
  grantRoleOnSilo,
  removeScopeRole,
  siloUserByName,
} from './api'
import {
  checkA11y,
  clickRowAction,
  confirmIn,
  DEMO_SILO,
  expect,
  expectToast,
  newSignedOutPage,
  rowByName,
  signInAs,
  submitLogin,
  test,
  uniqueName,
} from './utils'

const SEEDED_USERS = [
  'admin',
  'collaborator',
  'viewer',
  'nobody',
  'hannah-okafor',
  'marco-bianchi',
  'priya-raman',
  'wei-chen',
  'sofia-alvarez',
  'tomasz-nowak',
]
const GROUPS = ['platform-team', 'web-devs', 'data-science', 'sre-oncall']
const SEEDED_PROJECTS = [
  'demo-project',
  'web-frontend',
  'data-pipeline',
  'ci-runners',
  'ml-training',
  'analytics-warehouse',
  'staging',
]

/** Opens a user's page from the users tab, as a person would. */
async function openUser(page: Page, name: string) {
  await page.goto('/directory/users')
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

const summary = (page: Page) => page.getByRole('region', { name: 'Access in short' })
const projectsTable = (page: Page) => page.getByRole('table', { name: 'Roles on projects' })

/** The "why" cell of a row holds one item per role held, in words. */
const why = (row: Locator) => row.getByRole('listitem')

test('the users tab lists the silo’s users', async ({ page }) => {
  await page.goto('/directory')
  await expect(page).toHaveURL(/\/directory\/users$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Users & groups' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Users & groups' }),
  ).toHaveAttribute('aria-current', 'page')
  const table = page.getByRole('table', { name: 'Users' })
  for (const name of SEEDED_USERS) {
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await checkA11y(page)
})

test('the groups tab lists the four groups, and a group page its members', async ({ page }) => {
  await page.goto('/directory/users')
  await page
    .getByRole('navigation', { name: 'Users and groups' })
    .getByRole('link', { name: 'Groups' })
    .click()
  await expect(page).toHaveURL(/\/directory\/groups$/)
  const table = page.getByRole('table', { name: 'Groups' })
  await expect(table.getByRole('row')).toHaveCount(GROUPS.length + 1)
  for (const name of GROUPS) {
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await checkA11y(page)

  await table.getByRole('link', { name: 'web-devs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'web-devs' })).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row')).toHaveCount(4)
  for (const name of ['collaborator', 'marco-bianchi', 'sofia-alvarez']) {
    await expect(members.getByRole('link', { name, exact: true })).toBeVisible()
  }
  // web-devs holds roles on projects only
  await expect(page.getByRole('definition').filter({ hasText: 'None' })).toBeVisible()
  await checkA11y(page)

  // platform-team is a viewer of the whole silo
  await page.goto('/directory/groups')
  await page.getByRole('link', { name: 'platform-team' }).click()
  await expect(page.getByRole('definition').filter({ hasText: 'viewer' })).toContainText(
    'Reads everything in the silo',
  )
})

test('collaborator is a silo collaborator, so admin of every project, and collaborator on demo-project through web-devs', async ({
  page,
}) => {
  await openUser(page, 'collaborator')
  await expect(summary(page)).toHaveText(
    'collaborator is a collaborator on the silo, so they are an admin of every project in it.',
  )
  await expect(page.getByRole('list', { name: 'Groups of collaborator' })).toHaveText('web-devs')

  const silo = rowByName(page.getByRole('table', { name: 'Role on the silo' }), 'demo-silo')
  await expect(why(silo)).toHaveText(['collaborator assigned directly'])
  await expect(silo).toContainText('Creates projects')

  const projects = projectsTable(page)
  for (const name of SEEDED_PROJECTS) {
    const row = rowByName(projects, name)
    await expect(row.getByRole('cell').nth(1)).toHaveText('admin')
    await expect(why(row).first()).toHaveText('admin from the silo role collaborator')
  }
  const demo = rowByName(projects, 'demo-project')
  await expect(why(demo)).toHaveText([
    'admin from the silo role collaborator',
    'collaborator through group web-devs',
  ])
  await expect(demo).toContainText('changes who has access to the project')
  await checkA11y(page)
})

test('viewer holds only viewer on demo-project, assigned directly', async ({ page }) => {
  await openUser(page, 'viewer')
  await expect(summary(page)).toHaveText(
    'viewer has no role on the silo, and a role on 1 project you can see.',
  )
  await expect(page.getByText('viewer is in no group.')).toBeVisible()
  await expect(
    page.getByText('viewer has no role on the silo, neither directly nor through a group.'),
  ).toBeVisible()
  const projects = projectsTable(page)
  await expect(projects.getByRole('row')).toHaveCount(2)
  const demo = rowByName(projects, 'demo-project')
  await expect(why(demo)).toHaveText(['viewer assigned directly'])
  await expect(demo).toContainText('Reads everything in the project, and changes nothing.')
  await expect(page.getByText('Only the projects you can see are listed here.')).toBeVisible()
  await checkA11y(page)
})

test('nobody has no access at all', async ({ page }) => {
  await openUser(page, 'nobody')
  await expect(summary(page)).toHaveText(
    'nobody has no access at all: no role on the silo and none on any project you can see.',
  )
  await expect(page.getByText('nobody is in no group.')).toBeVisible()
  await expect(page.getByText('nobody has no role on any project you can see.')).toBeVisible()
  await checkA11y(page)
})

test('a role held only through a group names the group', async ({ page }) => {
  await openUser(page, 'sofia-alvarez')
  await expect(summary(page)).toHaveText(
    'sofia-alvarez has no role on the silo, and a role on 4 projects you can see.',
  )
  const projects = projectsTable(page)
  await expect(why(rowByName(projects, 'staging'))).toHaveText([
    'collaborator through group web-devs',
  ])
  await expect(why(rowByName(projects, 'ci-runners'))).toHaveText(['viewer through group web-devs'])
  await checkA11y(page)

  await rowByName(projects, 'staging').getByRole('link', { name: 'web-devs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'web-devs' })).toBeVisible()
})

test('a role granted through the API shows on the user’s page after a reload', async ({
  page,
  request,
}) => {
  const project = uniqueName('dir-grant')
  await createProject(request, { name: project })
  try {
    const hannah = await siloUserByName(request, 'hannah-okafor')
    await page.goto(`/directory/users/${hannah.id}`)
    // platform-team makes her a silo viewer, so a viewer of the new project
    const row = rowByName(projectsTable(page), project)
    await expect(why(row)).toHaveText(['viewer from the silo role viewer'])

    await grantProjectRole(request, project, hannah.id, 'collaborator')
    await page.reload()
    await expect(row.getByRole('cell').nth(1)).toHaveText('collaborator')
    await expect(why(row)).toHaveText([
      'collaborator assigned directly',
      'viewer from the silo role viewer',
    ])
    await checkA11y(page)
  } finally {
    await deleteProject(request, project)
  }
})

test('a user without a role on the silo sees why they cannot see projects', async ({ browser }) => {
  const page = await signInAs(browser, 'viewer')
  await openUser(page, 'viewer')
  await expect(summary(page)).toHaveText('viewer has no role on the silo.')
  await expect(page.getByText(/Listing the silo's projects needs a role on the silo/)).toBeVisible()
  await checkA11y(page)
})

test('an operator sees each user’s fleet role and why; others see no fleet part', async ({
  page,
  browser,
}) => {
  const fleet = page.getByRole('table', { name: 'Role on the fleet' })
  await openUser(page, 'admin')
  await expect(why(rowByName(fleet, 'The rack'))).toHaveText(['admin assigned directly'])
  await expect(fleet).toContainText('Everything on the rack')

  // sre-oncall holds fleet viewer in the demo data
  await openUser(page, 'wei-chen')
  await expect(why(rowByName(fleet, 'The rack'))).toHaveText(['viewer through group sre-oncall'])
  await expect(fleet).toContainText('changes nothing')
  await checkA11y(page)

  await openUser(page, 'nobody')
  await expect(page.getByText(/nobody has no role on the fleet/)).toBeVisible()

  // the fleet's policy is for operators: a silo collaborator is shown no fleet part
  const collaborator = await signInAs(browser, 'collaborator')
  await openUser(collaborator, 'admin')
  await expect(collaborator.getByRole('table', { name: 'Role on the silo' })).toBeVisible()
  await expect(collaborator.getByRole('heading', { name: 'On the fleet' })).toHaveCount(0)
})

// ---------------------------------------------------------------------------------------
// Local users: demo-silo keeps its users itself, and admin is its admin

/** Signs `username` in, in a fresh context; true when the console opened, false when refused. */
async function canSignIn(browser: Browser, username: string, password: string) {
  const page = await newSignedOutPage(browser)
  await page.goto(`/login/${DEMO_SILO}/local`)
  await submitLogin(page, username, password)
  const refused = page.getByRole('alert').filter({ hasText: 'Could not sign in' })
  const outcome = async () =>
    (await refused.isVisible())
      ? 'refused'
      : new URL(page.url()).pathname === '/projects'
        ? 'signed in'
        : 'waiting'
  await expect.poll(outcome).not.toBe('waiting')
  const result = await outcome()
  await page.context().close()
  return result === 'signed in'
}

test('a silo admin adds a user with a password, sets a new one and deletes them', async ({
  page,
  browser,
  request,
}) => {
  // four sign-ins in fresh browser contexts besides the forms
  test.slow()
  const username = uniqueName('user')
  try {
    await page.goto('/directory/users')
    await page.getByRole('button', { name: 'Add user' }).click()
    const add = page.getByRole('dialog', { name: 'Add user' })
    await expect(add.getByRole('textbox', { name: 'Username' })).toBeVisible()
    await checkA11y(page)

    // a taken username is refused by the API; what was typed stays
    await add.getByRole('textbox', { name: 'Username' }).fill('viewer')
    await add.getByLabel('Password').fill('first-password')
    await add.getByRole('button', { name: 'Add user' }).click()
    await expect(add.getByText('Silo user name already exists')).toBeVisible()
    await expect(add.getByLabel('Password')).toHaveValue('first-password')
    await checkA11y(page)

    await add.getByRole('textbox', { name: 'Username' }).fill(username)
    await add.getByRole('button', { name: 'Add user' }).click()
    await expect(add).toBeHidden()
    await expectToast(page, username)
    await expect(rowByName(page.getByRole('table', { name: 'Users' }), username)).toBeVisible()

    expect(await canSignIn(browser, username, 'first-password')).toBe(true)

    await clickRowAction(page, username, 'Set password')
    const set = page.getByRole('dialog', { name: 'Set password' })
    // Nexus's limit, in bytes, checked before anything is sent
    await set.getByLabel('New password').fill('x'.repeat(513))
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(
      set.getByText('Must be 512 bytes or fewer (a character outside ASCII takes 2 to 4)'),
    ).toBeVisible()
    await checkA11y(page)
    // and the console's own floor
    await set.getByLabel('New password').fill('short')
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(set.getByText('Must be at least 8 characters')).toBeVisible()
    await set.getByLabel('New password').fill('second-password')
    await set.getByRole('button', { name: 'Show' }).click()
    await expect(set.getByRole('textbox', { name: 'New password' })).toHaveValue('second-password')
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(set).toBeHidden()
    await expectToast(page, 'Password set')

    expect(await canSignIn(browser, username, 'first-password')).toBe(false)
    expect(await canSignIn(browser, username, 'second-password')).toBe(true)

    await clickRowAction(page, username, 'Delete')
    await checkA11y(page)
    await confirmIn(page, 'Delete user', 'Delete')
    await expectToast(page, 'User deleted')
    await expect(rowByName(page.getByRole('table', { name: 'Users' }), username)).toBeHidden()
    expect(await canSignIn(browser, username, 'second-password')).toBe(false)
  } finally {
    await deleteLocalUserIfPresent(request, username)
  }
})

test('setting a password that fails keeps what was typed', async ({ page, request }) => {
  const username = uniqueName('gone')
  await createLocalUser(request, username)
  try {
    await page.goto('/directory/users')
    await clickRowAction(page, username, 'Set password')
    const set = page.getByRole('dialog', { name: 'Set password' })
    await set.getByLabel('New password').fill('typed-before-the-error')
    // deleted meanwhile, by someone else
    await deleteLocalUserIfPresent(request, username)
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(set.getByText(/not found/i)).toBeVisible()
    await expect(set.getByLabel('New password')).toHaveValue('typed-before-the-error')
    await checkA11y(page)
  } finally {
    await deleteLocalUserIfPresent(request, username)
  }
})

test('a user who is not a silo admin is offered no changes to users', async ({ browser }) => {
  const page = await signInAs(browser, 'collaborator')
  await page.goto('/directory/users')
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0)
  await rowByName(page, 'viewer').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Copy ID' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Set password' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0)
})

test('setting the password of a fleet admin names the role and asks first', async ({
  page,
  request,
}) => {
  const username = uniqueName('fleet-op')
  const user = await createLocalUser(request, username, 'their-own-password')
  await grantFleetRole(request, user.id, 'admin')
  try {
    await page.goto('/directory/users')
    await clickRowAction(page, username, 'Set password')
    const set = page.getByRole('dialog', { name: 'Set password' })
    await expect(
      set.getByText(`${username} holds the fleet admin role (admin, assigned directly).`),
    ).toBeVisible()
    await expect(set.getByText(/Sessions they already have stay signed in/)).toBeVisible()
    await set.getByLabel('New password').fill('handed-over-password')
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(
      set.getByText('Confirm that you understand before setting this password'),
    ).toBeVisible()
    await expect(set.getByLabel('New password')).toHaveValue('handed-over-password')
    await checkA11y(page)
    await set.getByRole('checkbox', { name: 'I understand, set the password anyway' }).check()
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(set).toBeHidden()
    await expectToast(page, 'Password set')
  } finally {
    await removeScopeRole(request, 'fleet', user.id)
    await deleteLocalUserIfPresent(request, username)
  }
})

test('a silo admin who is no operator is told what they cannot see of fleet roles', async ({
  browser,
  request,
}) => {
  const admin = uniqueName('silo-admin')
  const target = uniqueName('target')
  const adminUser = await createLocalUser(request, admin, 'silo-admin-password')
  await createLocalUser(request, target)
  await grantRoleOnSilo(request, DEMO_SILO, adminUser.id, 'admin')
  const page = await newSignedOutPage(browser)
  try {
    await page.goto(`/login/${DEMO_SILO}/local`)
    await submitLogin(page, admin, 'silo-admin-password')
    await expect(page).toHaveURL(/\/projects$/)
    await page.goto('/directory/users')
    await clickRowAction(page, target, 'Set password')
    const set = page.getByRole('dialog', { name: 'Set password' })
    await expect(
      set.getByText(/Your roles do not let you read the fleet's policy, so a fleet role/),
    ).toBeVisible()
    await expect(set.getByRole('checkbox')).toHaveCount(0)
    await checkA11y(page)
    await set.getByLabel('New password').fill('a-new-password')
    await set.getByRole('button', { name: 'Set password' }).click()
    await expect(set).toBeHidden()
    await expectToast(page, 'Password set')
  } finally {
    await page.context().close()
    await removeScopeRole(request, 'silo', adminUser.id)
    await deleteLocalUserIfPresent(request, admin)
    await deleteLocalUserIfPresent(request, target)
  }
})
