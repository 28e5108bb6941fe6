import { expect, test } from 'vitest'

import { addressAllocator } from './floating-ip-create'

test('an address typed is reserved wherever it is, else a pool is chosen', () => {
  expect(addressAllocator('corp', '192.0.2.20')).toEqual({ type: 'explicit', ip: '192.0.2.20' })
  expect(addressAllocator('corp', '')).toEqual({
    type: 'auto',
    poolSelector: { type: 'explicit', pool: 'corp' },
  })
  expect(addressAllocator('', '')).toEqual({ type: 'auto', poolSelector: { type: 'auto' } })
  // two default pools: the IPv4 one, as the placeholder names
  expect(addressAllocator('', '', true)).toEqual({
    type: 'auto',
    poolSelector: { type: 'auto', ipVersion: 'v4' },
  })
})
