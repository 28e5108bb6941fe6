// The instance create page in mock mode: the same simulator in the browser answers every
// list the form chooses from, and the create itself.
import { checkA11y, expect, expectToast, test, uniqueName } from './utils'

test('create an instance in mock mode', async ({ page }) => {
  const name = uniqueName('mock-inst')
  await page.goto('/projects/demo-project/instances')
  await page.getByRole('link', { name: 'New instance' }).click()
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('radio', { name: 'Project images' }).check()
  await page.getByRole('combobox', { name: 'Image' }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/demo-project/instances/${name}(/|$)`))
  await expectToast(page, 'Instance created')
})
