import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react'

// spec §2: one global action-confirmation slot, rendered by <ConfirmActionHost/>. A module
// store so row actions and menu items can open it without threading state through props.

export type ConfirmActionOptions = {
  title: string
  message: ReactNode
  /** Defaults to "Confirm". */
  actionLabel?: string
  /** Defaults to 'danger'. */
  actionType?: 'danger' | 'primary'
  /** Runs on confirm; the dialog shows loading until it settles, then closes. */
  doAction: () => Promise<unknown>
  /** Title of the error toast shown when `doAction` rejects; its message is the content. */
  errorTitle: string
}

/** `id` changes with every `confirmAction`, so the host can reset the dialog's state. */
export type ConfirmActionSlot = { id: number; options: ConfirmActionOptions } | null

let slot: ConfirmActionSlot = null
let nextId = 0
const listeners = new Set<() => void>()

function setSlot(next: ConfirmActionSlot) {
  slot = next
  for (const listener of listeners) listener()
}

/** Opens the confirm dialog, replacing any confirm already in the slot. */
export function confirmAction(options: ConfirmActionOptions) {
  setSlot({ id: ++nextId, options })
}

/**
 * Empties the slot. With an `id`, only if that confirm is still the current one, so a
 * dialog closing late can't wipe a newer confirm opened in the meantime.
 */
export function clearConfirmAction(id?: number) {
  if (slot === null || (id !== undefined && slot.id !== id)) return
  setSlot(null)
}

export function getConfirmAction() {
  return slot
}

export function subscribeConfirmAction(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useConfirmAction() {
  return useSyncExternalStore(subscribeConfirmAction, getConfirmAction, getConfirmAction)
}

export type ConfirmDeleteOptions = {
  /** API noun for the error toast: "floating IP" gives "Could not delete floating IP". */
  resourceKind: string
  /** Name of the thing being deleted, shown highlighted in the message. */
  label: string
  doDelete: () => Promise<unknown>
}

/**
 * Returns a handler that asks "Are you sure you want to delete <label>?" and runs
 * `doDelete` on Confirm. Made to be passed as a row action's `onActivate` directly.
 */
export function confirmDelete({ resourceKind, label, doDelete }: ConfirmDeleteOptions) {
  return () =>
    confirmAction({
      title: 'Confirm delete',
      // createElement because this module is .ts; the text reads
      // "Are you sure you want to delete <label>?"
      message: createElement(
        Fragment,
        null,
        'Are you sure you want to delete ',
        createElement('strong', { className: 'font-medium break-all text-default' }, label),
        '?',
      ),
      actionLabel: 'Confirm',
      actionType: 'danger',
      doAction: doDelete,
      errorTitle: `Could not delete ${resourceKind}`,
    })
}
