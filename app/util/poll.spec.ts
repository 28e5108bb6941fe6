import { expect, test } from 'vitest'

import { POLL_MS, pollListWhile, pollWhile } from './poll'

const busy = (n: number) => n > 0

test('a list polls while any item on its page is changing', () => {
  expect(pollListWhile(busy)({ items: [0, 2, 0] })).toBe(POLL_MS)
  expect(pollListWhile(busy)({ items: [0, 0] })).toBe(false)
  expect(pollListWhile(busy)(undefined)).toBe(false)
})

test('one resource polls while it is changing', () => {
  expect(pollWhile(busy)(1)).toBe(POLL_MS)
  expect(pollWhile(busy)(0)).toBe(false)
  expect(pollWhile(busy)(undefined)).toBe(false)
})
