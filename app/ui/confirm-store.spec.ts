import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  clearConfirmAction,
  confirmAction,
  confirmDelete,
  getConfirmAction,
  subscribeConfirmAction,
} from './confirm-store'

afterEach(() => clearConfirmAction())

const doAction = () => Promise.resolve()

describe('confirm store', () => {
  it('holds one confirm at a time; a new one replaces the old with a new id', () => {
    confirmAction({
      title: 'Stop instance',
      message: 'Stop it?',
      doAction,
      errorTitle: 'Could not stop instance',
    })
    const first = getConfirmAction()
    confirmAction({
      title: 'Reboot instance',
      message: 'Reboot?',
      doAction,
      errorTitle: 'Could not reboot instance',
    })
    const second = getConfirmAction()
    expect(second?.options.title).toBe('Reboot instance')
    expect(second?.id).not.toBe(first?.id)
  })

  it('clears only the confirm with the given id', () => {
    confirmAction({ title: 'a', message: '', doAction, errorTitle: '' })
    const oldId = getConfirmAction()!.id
    confirmAction({ title: 'b', message: '', doAction, errorTitle: '' })
    clearConfirmAction(oldId)
    expect(getConfirmAction()?.options.title).toBe('b')
    clearConfirmAction(getConfirmAction()!.id)
    expect(getConfirmAction()).toBeNull()
  })

  it('notifies subscribers on open and clear, not on a no-op clear', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeConfirmAction(listener)
    confirmAction({ title: 'a', message: '', doAction, errorTitle: '' })
    clearConfirmAction()
    clearConfirmAction()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })
})

describe('confirmDelete', () => {
  it('returns a handler that fills the slot only when called', () => {
    const doDelete = vi.fn(() => Promise.resolve())
    const open = confirmDelete({ resourceKind: 'floating IP', label: 'web-1', doDelete })
    expect(getConfirmAction()).toBeNull()
    open()
    const options = getConfirmAction()!.options
    expect(options).toMatchObject({
      title: 'Confirm delete',
      actionLabel: 'Confirm',
      actionType: 'danger',
      errorTitle: 'Could not delete floating IP',
      doAction: doDelete,
    })
    expect(doDelete).not.toHaveBeenCalled()
  })

  it('asks about the label by name', () => {
    confirmDelete({ resourceKind: 'disk', label: 'data-disk', doDelete: doAction })()
    const html = renderToStaticMarkup(getConfirmAction()!.options.message)
    expect(html.replace(/<[^>]+>/g, '')).toBe('Are you sure you want to delete data-disk?')
    expect(html).toContain('<strong')
  })
})
