import { describe, expect, it } from 'vitest'

import { auditLogList, auditLogPages } from './audit-log'

const scan = { start: Date.parse('2026-01-01T00:00:00Z'), order: 'time_and_id_descending' } as const

describe('audit log reads', () => {
  it('name the range and the order, and no end for a range up to now', () => {
    const [op, params] = auditLogList(scan).page(undefined, 10).queryKey as [string, object]
    expect(op).toBe('auditLogList')
    expect(params).toEqual({
      query: {
        startTime: new Date(scan.start),
        endTime: undefined,
        sortBy: 'time_and_id_descending',
        limit: 10,
        pageToken: undefined,
      },
    })
  })

  it('load more only after a full page with a token', () => {
    const next = auditLogPages(scan, 2).getNextPageParam!
    const item = {} as never
    expect(next({ items: [item, item], nextPage: 't' }, [], undefined, [])).toBe('t')
    // Nexus gives a token with every non-empty page, the last one too
    expect(next({ items: [item], nextPage: 't' }, [], undefined, [])).toBeUndefined()
    expect(next({ items: [item, item], nextPage: null }, [], undefined, [])).toBeUndefined()
  })

  it('key the pages apart from a single page, under the operation', () => {
    const key = auditLogPages({ ...scan, end: scan.start + 1000 }).queryKey
    expect(key[0]).toBe('auditLogList')
    expect(key.at(-1)).toBe('pages')
  })
})
