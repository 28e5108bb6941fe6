import { describe, expect, it } from 'vitest'

import { tableParamsOnly } from './table-revalidate'

const check = (from: string, to: string) =>
  tableParamsOnly({
    currentUrl: new URL(from, 'http://x'),
    nextUrl: new URL(to, 'http://x'),
    defaultShouldRevalidate: true,
  } as Parameters<typeof tableParamsOnly>[0])

describe('tableParamsOnly', () => {
  it('skips loaders when only a table parameter changes', () => {
    expect(check('/p/i', '/p/i?q=web')).toBe(false)
    expect(check('/p/i?tab=a&q=w', '/p/i?tab=a&q=we&sort=name-desc&size=50')).toBe(false)
    expect(check('/p/i', '/p/i?roots-q=x')).toBe(false)
  })
  it('runs them for anything else, and for a revalidation of the same address', () => {
    expect(check('/p/i?q=web', '/p/d?q=web')).toBe(true)
    expect(check('/p/i?tab=a', '/p/i?tab=b')).toBe(true)
    expect(check('/p/i?q=web', '/p/i?q=web')).toBe(true)
  })
})
