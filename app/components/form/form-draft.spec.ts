import { describe, expect, it } from 'vitest'

import { DRAFT_MAX_AGE_MS, draftKey, saveDraft, storableValues, takeDraft } from './form-draft'

/** A Storage kept in a Map, as the tab's sessionStorage would be */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}

const key = draftKey('/projects/p/disks-new', 'Create disk')

describe('storableValues', () => {
  it('keeps plain data', () => {
    const values = { name: 'a', size: 10, on: true, tags: ['x'], nested: { a: [1, null] } }
    expect(storableValues(values)).toEqual(values)
  })

  it('leaves out passwords, secrets, files and what JSON would change', () => {
    const file = new Blob(['x'])
    const values = {
      name: 'a',
      password: 'hunter2',
      newPassword: 'x',
      certificates: [{ name: 'c', cert: 'x', key: { text: 'PRIVATE' } }],
      image: file,
      when: new Date(0),
      count: Number.NaN,
      nothing: undefined,
      typed: 's3cret',
    }
    expect(storableValues(values, new Set(['typed']))).toEqual({ name: 'a' })
  })
})

describe('saveDraft and takeDraft', () => {
  it('gives the draft back once, to the same user', () => {
    const storage = memoryStorage()
    saveDraft(storage, key, { userId: 'u1', savedAt: 1000, values: { name: 'db', password: 'p' } })
    expect(takeDraft(storage, key, 'u1', 2000)).toEqual({
      values: { name: 'db' },
      incomplete: true,
    })
    expect(takeDraft(storage, key, 'u1', 2000)).toBeNull()
  })

  it('is complete when only blank fields were left out', () => {
    const storage = memoryStorage()
    const values = { name: 'db', password: '', image: null, count: undefined }
    saveDraft(storage, key, { userId: 'u1', savedAt: 1000, values })
    expect(takeDraft(storage, key, 'u1', 2000)).toEqual({
      values: { name: 'db', image: null },
      incomplete: false,
    })
  })

  it("never gives another user's draft, and drops it", () => {
    const storage = memoryStorage()
    saveDraft(storage, key, { userId: 'u1', savedAt: 1000, values: { name: 'db' } })
    expect(takeDraft(storage, key, 'u2', 2000)).toBeNull()
    expect(storage.length).toBe(0)
  })

  it('drops a stale draft', () => {
    const storage = memoryStorage()
    saveDraft(storage, key, { userId: 'u1', savedAt: 0, values: { name: 'db' } })
    expect(takeDraft(storage, key, 'u1', DRAFT_MAX_AGE_MS + 1)).toBeNull()
  })

  it('keeps nothing when nothing may be kept', () => {
    const storage = memoryStorage()
    saveDraft(storage, key, { userId: 'u1', savedAt: 0, values: { password: 'p' } })
    expect(storage.length).toBe(0)
  })

  it('answers no draft for unreadable text or a broken storage', () => {
    const storage = memoryStorage()
    storage.setItem(key, '{not json')
    expect(takeDraft(storage, key, 'u1', 0)).toBeNull()
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(takeDraft(broken, key, 'u1', 0)).toBeNull()
  })

  it('keys by route and title', () => {
    expect(draftKey('/a?x=1', 'T')).not.toBe(draftKey('/a', 'T'))
    expect(draftKey('/a', 'T')).not.toBe(draftKey('/a', 'U'))
  })
})
