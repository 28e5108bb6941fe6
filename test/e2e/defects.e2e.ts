// Defects found trying the console as a new user (issue 25), each checked where a person
// meets it: the capacity preview against the form's bounds, the projects page of a user
// who may not list projects, one look for names that link, the sled's crumb, the CIDR
// messages of spec §5, and signing in to a silo that does not exist.
import {
  checkA11y,
  DEMO_PASSWORD,
  expect,
  newSignedOutPage,
  signInAs,
  submitLogin,
  test,
} from './utils'

const PROJECT = 'demo-project'

test('the capacity preview reasons only about what the memory field would send', async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances-new`)
  await page.getByRole('radio', { name: 'Custom' }).first().check()
  const memory = page.getByRole('spinbutton', { name: 'Memory' })
  await memory.fill('600')
  const preview = page.getByRole('region', { name: 'Silo quota' })
  await expect(preview).toContainText('Memory: Must be at most 256 GiB')
  // nothing is said about 600 GiB fitting or not, on the quota or on a sled
  await expect(preview).not.toContainText('600')
  await checkA11y(page)

  await memory.fill('256')
  await expect(preview).not.toContainText('Must be at most')
  await expect(preview).toContainText('256 GiB asked')
})

test('a viewer without a silo role is offered the projects opened here first', async ({
  browser,
}) => {
  const page = await signInAs(browser, 'viewer')
  // the first visit has nothing to offer but the box
  await expect(page.getByRole('heading', { name: 'Open a project by name' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Projects you opened here before' })).toHaveCount(
    0,
  )
  await page.goto(`/projects/${PROJECT}/instances`)
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()

  await page.goto('/projects')
  const recent = page.getByRole('region', { name: 'Projects you opened here before' })
  await expect(recent.getByRole('link', { name: PROJECT })).toBeVisible()
  // the recent projects come before the box
  const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts()
  expect(headings.slice(0, 2)).toEqual([
    'Projects you opened here before',
    'Open a project by name',
  ])
  // a local-only silo has no identity provider: the notice does not blame one
  await expect(page.getByRole('note')).toContainText('ask a silo admin for a role')
  await expect(page.getByRole('note')).not.toContainText('identity provider')
  // New project is off with Nexus's rule (create_child on the silo: its collaborator)
  const newProject = page.getByRole('button', { name: 'New project' })
  await expect(newProject).toBeDisabled()
  await newProject.hover()
  await expect(
    page.getByText('Only a silo collaborator or admin can create projects; you have no role'),
  ).toBeVisible()
  await checkA11y(page)

  await recent.getByRole('link', { name: PROJECT }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/instances$`))
})

test('names that link look the same on every list', async ({ page }) => {
  const colorOf = async (path: string, name: string) => {
    await page.goto(path)
    const link = page.getByRole('table').getByRole('link', { name, exact: true }).first()
    await expect(link).toBeVisible()
    return link.evaluate((el) => getComputedStyle(el).color)
  }
  const projects = await colorOf('/projects', PROJECT)
  const routers = await colorOf(`/projects/${PROJECT}/vpcs/default/routers`, 'system')
  const vpcs = await colorOf(`/projects/${PROJECT}/vpcs`, 'default')
  expect(routers).toBe(projects)
  expect(vpcs).toBe(projects)
  // and it is not the colour of the plain text beside it
  const text = await page
    .getByRole('table')
    .getByRole('cell')
    .nth(1)
    .evaluate((el) => getComputedStyle(el).color)
  expect(projects).not.toBe(text)
})

test('the sled crumb names it by its serial, as its title does', async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await page.getByRole('table').getByRole('link', { name: 'BRM42220014' }).click()
  await expect(page.getByRole('heading', { name: 'BRM42220014', level: 1 })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('BRM42220014')
  await checkA11y(page)
})

test('a wrong network gets the spec’s message for what is wrong with it', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/vpcs/default/subnets-new`)
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('bad-network')
  const block = form.getByRole('textbox', { name: 'IPv4 block' })
  const submit = form.getByRole('button', { name: 'Create subnet' })
  for (const [value, message] of [
    ['10.0.0.300/24', 'Not a valid IP address'],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
  ]) {
    await block.fill(value)
    await submit.click()
    await expect(block).toHaveAccessibleDescription(new RegExp(message.replace('/', '\\/')))
  }
  await checkA11y(page)
})

test('signing in to a silo that does not exist says so, on a page naming the product', async ({
  browser,
}) => {
  const page = await newSignedOutPage(browser)
  await page.goto('/login/no-such-silo/local')
  await expect(page.getByText('Rack Console')).toBeVisible()
  await submitLogin(page, 'admin', DEMO_PASSWORD)
  await expect(page.getByText('There is no silo named “no-such-silo”')).toBeVisible()
  await expect(page.getByText('Check the username and password')).toHaveCount(0)
  await checkA11y(page)

  // a silo that exists, wrong credentials: those are what to check
  await page.goto('/login/demo-silo/local')
  await submitLogin(page, 'admin', 'not-the-password')
  await expect(page.getByText('Check the username and password')).toBeVisible()
})
