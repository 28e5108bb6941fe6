import { afterEach, describe, expect, it, vi } from 'vitest'

import { addToast, clearToasts, getToasts, removeToast, subscribeToasts } from './toast-store'

afterEach(clearToasts)

describe('toast store', () => {
  it('adds toasts in order with unique ids and keeps the options', () => {
    const a = addToast({ title: 'Floating IP created' })
    const b = addToast({
      title: 'Could not delete disk',
      content: 'Disk is attached',
      variant: 'error',
    })
    expect(a).not.toBe(b)
    expect(getToasts()).toEqual([
      { id: a, options: { title: 'Floating IP created' } },
      {
        id: b,
        options: { title: 'Could not delete disk', content: 'Disk is attached', variant: 'error' },
      },
    ])
  })

  it('removes by id and ignores unknown ids without notifying', () => {
    const a = addToast({ title: 'a' })
    const b = addToast({ title: 'b' })
    const listener = vi.fn()
    const unsubscribe = subscribeToasts(listener)
    removeToast(a)
    expect(getToasts().map((t) => t.id)).toEqual([b])
    expect(listener).toHaveBeenCalledTimes(1)
    removeToast('nope')
    removeToast(a)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('replaces the array on change so useSyncExternalStore sees a new snapshot', () => {
    const before = getToasts()
    expect(getToasts()).toBe(before) // stable between changes
    addToast({ title: 'x' })
    expect(getToasts()).not.toBe(before)
    expect(before).toEqual([])
  })

  it('stops notifying after unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToasts(listener)
    addToast({ title: 'x' })
    unsubscribe()
    addToast({ title: 'y' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
