// The console works under the server's Content-Security-Policy: pages that load scripts
// lazily, draw charts, open the serial console's websocket and write styles report no
// CSP violation and no console error about one.
// The same on every release (SAME_ON_EVERY_RELEASE): the headers are the console server's.
import type { Page } from '@playwright/test'

import { expect, test } from './utils'

/** Record CSP violations on every document the page loads. */
async function watchViolations(page: Page) {
  const messages: string[] = []
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) messages.push(msg.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ]
}

test('pages load under the Content-Security-Policy without violations', async ({ page }) => {
  test.setTimeout(60_000)
  const violations = await watchViolations(page)

  const first = await page.goto('/projects')
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'")
  expect(first?.headers()['x-frame-options']).toBe('DENY')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  expect(await violations()).toEqual([])

  await page.goto('/projects/demo-project/instances')
  await expect(page.getByRole('cell', { name: 'db1' }).first()).toBeVisible()
  expect(await violations()).toEqual([])

  await page.goto('/projects/demo-project/instances/db1/metrics')
  await expect(page.getByRole('figure').first()).toBeVisible()
  expect(await violations()).toEqual([])

  // xterm.js writes styles, and the page opens a same-origin websocket
  await page.goto('/projects/demo-project/instances/db1/serial-console')
  await expect(page.locator('.xterm-rows')).toBeVisible()
  await expect(page.locator('.xterm-rows')).not.toBeEmpty()
  expect(await violations()).toEqual([])

  await page.goto('/settings/ssh-keys')
  await expect(page.getByRole('heading', { name: 'SSH keys' })).toBeVisible()
  expect(await violations()).toEqual([])
})
