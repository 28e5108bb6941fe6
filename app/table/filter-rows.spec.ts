import { createColumnHelper } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'

import { filterRows, rowText, sortRows } from './filter-rows'

type Row = {
  id: string
  name: string
  description: string
  state: string
  cpus: number
  ip?: { ip: string }
  created: Date
  secret: string
}
const col = createColumnHelper<Row>()
const columns = [
  col.accessor('name', {}),
  col.accessor('state', {}),
  col.accessor('cpus', {}),
  col.accessor((r) => r.ip, { id: 'ip' }),
  col.accessor('created', {}),
  col.accessor('secret', { meta: { filter: false } }),
  col.display({ id: 'actions' }),
]
const row = (name: string, extra: Partial<Row> = {}): Row => ({
  id: `id-${name}`,
  name,
  description: '',
  state: 'running',
  cpus: 2,
  created: new Date(2026, 0, 1),
  secret: 'hidden',
  ...extra,
})

describe('filterRows', () => {
  const rows = [
    row('web-1', { ip: { ip: '10.0.0.5' } }),
    row('db', { state: 'stopped', description: 'Postgres primary' }),
    row('Web-2', { cpus: 16 }),
  ]
  it('matches name case-insensitively, ignoring spaces at the ends', () => {
    expect(filterRows(rows, columns, '  WEB ').map((r) => r.name)).toEqual(['web-1', 'Web-2'])
  })
  it('matches ids, descriptions, states, numbers and nested addresses', () => {
    expect(filterRows(rows, columns, 'id-db').map((r) => r.name)).toEqual(['db'])
    expect(filterRows(rows, columns, 'postgres').map((r) => r.name)).toEqual(['db'])
    expect(filterRows(rows, columns, 'stopped').map((r) => r.name)).toEqual(['db'])
    expect(filterRows(rows, columns, '16').map((r) => r.name)).toEqual(['Web-2'])
    expect(filterRows(rows, columns, '10.0.0.5').map((r) => r.name)).toEqual(['web-1'])
  })
  it('skips columns that opt out, and an empty filter keeps every row', () => {
    expect(filterRows(rows, columns, 'hidden')).toEqual([])
    expect(filterRows(rows, columns, ' ')).toBe(rows)
    expect(rowText(rows[0], columns)).not.toContain('hidden')
  })
})

describe('sortRows', () => {
  const rows = [
    row('b', { cpus: 16, created: new Date(2026, 2, 1) }),
    row('a10', { cpus: 2, created: new Date(2026, 0, 1) }),
    row('a9', { cpus: 4, created: new Date(2026, 1, 1), state: '' }),
  ]
  const names = (r: Row[]) => r.map((x) => x.name)
  it('sorts strings naturally, numbers and dates by value, both ways', () => {
    expect(names(sortRows(rows, columns, { column: 'name', desc: false }))).toEqual([
      'a9',
      'a10',
      'b',
    ])
    expect(names(sortRows(rows, columns, { column: 'cpus', desc: true }))).toEqual([
      'b',
      'a9',
      'a10',
    ])
    expect(names(sortRows(rows, columns, { column: 'created', desc: false }))).toEqual([
      'a10',
      'a9',
      'b',
    ])
  })
  it('puts empty values last in either direction and leaves unknown columns alone', () => {
    expect(names(sortRows(rows, columns, { column: 'state', desc: true })).at(-1)).toBe('a9')
    expect(names(sortRows(rows, columns, { column: 'state', desc: false })).at(-1)).toBe('a9')
    expect(sortRows(rows, columns, { column: 'nope', desc: false })).toBe(rows)
  })
})
