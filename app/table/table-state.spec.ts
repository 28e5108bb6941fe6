import { describe, expect, it } from 'vitest'

import { apiSortBy, nextSort, readView, writeView } from './table-state'

describe('table view in the address', () => {
  it('reads filter, sort and a size from the offered ones', () => {
    const params = new URLSearchParams('q=web&sort=name-desc&size=50&tab=x')
    expect(readView(params)).toEqual({ q: 'web', sort: { column: 'name', desc: true }, size: 50 })
    expect(readView(new URLSearchParams('size=7&sort=bogus'))).toEqual({
      q: '',
      sort: null,
      size: null,
    })
  })

  it('keeps columns with dashes in their id', () => {
    expect(readView(new URLSearchParams('sort=time-created-asc')).sort).toEqual({
      column: 'time-created',
      desc: false,
    })
  })

  it('writes only its own keys, leaves others, drops defaults', () => {
    const out = writeView(
      new URLSearchParams('tab=users&q=old'),
      { q: '', sort: { column: 'state', desc: false }, size: 25 },
      undefined,
    )
    expect(out.toString()).toBe('tab=users&sort=state-asc')
  })

  it('prefixes the keys of a second table', () => {
    const out = writeView(new URLSearchParams('q=a'), { q: 'b', sort: null, size: 100 }, 'disks')
    expect(out.toString()).toBe('q=a&disks-q=b&disks-size=100')
    expect(readView(out, 'disks').q).toBe('b')
    expect(readView(out).q).toBe('a')
  })

  it('cycles a header: ascending, descending, none', () => {
    const a = nextSort(null, 'name')
    expect(a).toEqual({ column: 'name', desc: false })
    const b = nextSort(a, 'name')
    expect(b).toEqual({ column: 'name', desc: true })
    expect(nextSort(b, 'name')).toBeNull()
    expect(nextSort(b, 'state')).toEqual({ column: 'state', desc: false })
  })
})

describe('which sorts the API does', () => {
  it('sorts by name on operations with name sorting', () => {
    expect(apiSortBy('instanceList', { column: 'name', desc: true })).toBe('name_descending')
    expect(apiSortBy('diskList', { column: 'name', desc: false })).toBe('name_ascending')
  })
  it('sends nothing for other columns, id-sorted lists, or no sort', () => {
    expect(apiSortBy('instanceList', { column: 'runState', desc: false })).toBeUndefined()
    expect(apiSortBy('siloUserList', { column: 'name', desc: false })).toBeUndefined()
    expect(apiSortBy('instanceList', null)).toBeUndefined()
  })
})
