import { expect, test } from 'vitest'

import { emptyIfForbidden } from './client'
import { ApiError } from './errors'

const failing = (statusCode: number) => ({
  queryKey: ['imageList', {}] as const,
  queryFn: () => Promise.reject(new ApiError('refused', { statusCode })),
})

test('a 403 becomes an empty page, under its own cache key', async () => {
  const query = emptyIfForbidden<{ items: string[] }>(failing(403))
  await expect(query.queryFn()).resolves.toEqual({ items: [], nextPage: null })
  expect(query.queryKey).toEqual(['imageList', {}, 'emptyIfForbidden'])
})

test('other failures and successes pass through', async () => {
  await expect(emptyIfForbidden<{ items: string[] }>(failing(500)).queryFn()).rejects.toThrow(
    'refused',
  )
  const ok = { queryKey: ['x'], queryFn: () => Promise.resolve({ items: ['a'] }) }
  await expect(emptyIfForbidden(ok).queryFn()).resolves.toEqual({ items: ['a'] })
})
