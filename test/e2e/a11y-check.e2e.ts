// The accessibility check the page tests rely on (`checkA11y`): it fails where axe finds a
// serious or critical violation, names the rule, and still works on later checks of the
// same document (axe is put into a document once and stays there).
// The same on every release (SAME_ON_EVERY_RELEASE): it tests the test helper.
import { checkA11y, expect, test } from './utils'

test('checkA11y fails on a critical violation, and passes again once it is gone', async ({
  page,
}) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await checkA11y(page)

  // a button with no accessible name: axe's `button-name`, critical
  await page.evaluate(() => {
    const button = document.createElement('button')
    button.id = 'nameless'
    document.querySelector('main')!.append(button)
  })
  await expect(checkA11y(page)).rejects.toThrow(/button-name \(critical\)[\s\S]*#nameless/)

  await page.evaluate(() => document.getElementById('nameless')!.remove())
  await checkA11y(page)
})
