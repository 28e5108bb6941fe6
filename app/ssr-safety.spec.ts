// The first view will be rendered on the server: no module may touch `window`, `document`
// or `localStorage` when it is imported. This runs in Node, where none of them exists, and
// imports every console module the route tree can load.
import { expect, test } from 'vitest'

const modules = import.meta.glob([
  './**/*.{ts,tsx}',
  '!./**/*.spec.ts',
  '!./main.tsx', // the browser entry: it mounts into the document, as it must
  '!./mock/**', // mock mode's bootstrap runs only in the browser, after start-up
  '!./**/*-worker.ts', // Web Worker entries: they run in a worker, never on a page
  '!./api/__generated__/msw-handlers.ts',
])

test('finds the modules', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(100)
  expect(Object.keys(modules)).toContain('./routes.tsx')
})

test.each(Object.keys(modules))('%s imports without a DOM', async (path) => {
  expect(typeof window).toBe('undefined')
  await expect(modules[path]()).resolves.toBeDefined()
})
