import { describe, expect, it } from 'vitest'

import {
  editedKeys,
  fieldChanges,
  hasMoved,
  losesChanges,
  reloadedValues,
  showValue,
} from './edit-conflict'

const fields = { name: 'Name', description: 'Description', ports: 'Ports' }
const opened = { name: 'web', description: 'old', ports: ['80'] }

describe('hasMoved', () => {
  it('compares time_modified where there is one', () => {
    const a = { timeModified: new Date('2026-01-01T00:00:00Z'), x: 1 }
    expect(hasMoved(a, { ...a, x: 2 })).toBe(false)
    expect(hasMoved(a, { ...a, timeModified: new Date('2026-01-01T00:00:01Z') })).toBe(true)
  })
  it('compares the values where there is none', () => {
    expect(hasMoved({ cpus: 1 }, { cpus: 1 })).toBe(false)
    expect(hasMoved({ cpus: 1 }, { cpus: 2 })).toBe(true)
  })
})

describe('fieldChanges', () => {
  it('lists only the fields changed elsewhere, with the three values', () => {
    const now = { ...opened, description: 'theirs' }
    const yours = { ...opened, name: 'web-2' }
    expect(fieldChanges(fields, opened, now, yours)).toEqual([
      {
        key: 'description',
        label: 'Description',
        opened: 'old',
        now: 'theirs',
        yours: 'old',
        conflicting: false,
      },
    ])
  })
  it('marks a field both changed, differently, as conflicting', () => {
    const now = { ...opened, description: 'theirs' }
    const [c] = fieldChanges(fields, opened, now, { ...opened, description: 'mine' })
    expect(c).toMatchObject({ yours: 'mine', conflicting: true })
    // the same edit on both sides is no conflict
    const [d] = fieldChanges(fields, opened, now, now)
    expect(d.conflicting).toBe(false)
  })
  it('words empty values and lists, and uses a field’s own words', () => {
    const now = { ...opened, description: '', ports: [] }
    const changes = fieldChanges(
      { ...fields, ports: { label: 'Ports', show: (p: string[]) => `${p.length} ports` } },
      opened,
      now,
      opened,
    )
    expect(changes.map((c) => [c.now, c.opened])).toEqual([
      ['empty', 'old'],
      ['0 ports', '1 ports'],
    ])
  })
  it('finds nothing when only the time moved', () => {
    expect(fieldChanges(fields, opened, { ...opened }, opened)).toEqual([])
  })
})

describe('losesChanges', () => {
  const now = { ...opened, description: 'theirs' }
  it('is true when the save would replace a value saved elsewhere', () => {
    expect(losesChanges(fieldChanges(fields, opened, now, opened))).toBe(true)
  })
  it('is false when the form would save the newer value anyway', () => {
    expect(losesChanges(fieldChanges(fields, opened, now, now))).toBe(false)
  })
})

describe('reloadedValues', () => {
  const now = { name: 'web', description: 'theirs', ports: ['443'] }
  const yours = { name: 'web-2', description: 'mine', ports: ['80'] }
  it('takes the newer values, keeping edits nobody else made', () => {
    expect(reloadedValues(opened, now, yours)).toEqual({
      name: 'web-2',
      description: 'theirs',
      ports: ['443'],
    })
  })
  it('keeps the conflicting edits the user chose to keep', () => {
    expect(reloadedValues(opened, now, yours, new Set(['description']))).toEqual({
      name: 'web-2',
      description: 'mine',
      ports: ['443'],
    })
  })
  it('leaves the form’s own edits as changes against the newer values', () => {
    expect(editedKeys(now, reloadedValues(opened, now, yours))).toEqual(['name'])
  })
})

describe('showValue', () => {
  it('says what an empty or missing value is', () => {
    expect(showValue(null)).toBe('none')
    expect(showValue([])).toBe('none')
    expect(showValue(true)).toBe('yes')
    expect(showValue([{ type: 'vpc', value: 'default' }])).toBe('vpc default')
  })
})
