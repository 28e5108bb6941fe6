import { useSyncExternalStore, type ReactNode } from 'react'

// spec §2: the toast list is client state. A module-level store (not React context) so
// that mutation callbacks, loaders and the confirm slot can add toasts without a hook.

export type ToastVariant = 'success' | 'error' | 'info'

export type ToastOptions = {
  title: string
  content?: ReactNode
  /** Defaults to 'success'. Errors are announced assertively, the others politely. */
  variant?: ToastVariant
  /** Milliseconds before it dismisses itself (default 5000); `Infinity` keeps it until closed. */
  timeout?: number
}

/** spec §3: a toast is an id plus its options */
export type Toast = { id: string; options: ToastOptions }

export const DEFAULT_TOAST_TIMEOUT = 5000

let toasts: readonly Toast[] = []
let nextId = 0
const listeners = new Set<() => void>()

function setToasts(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a toast (rendered by `<ToastHost/>`) and returns its id. */
export function addToast(options: ToastOptions): string {
  // a counter rather than crypto.randomUUID, which is missing outside secure contexts
  // (a rack console reached over plain http by IP)
  const id = `toast-${++nextId}`
  setToasts([...toasts, { id, options }])
  return id
}

/** Removes a toast; unknown ids are ignored (it may have timed out already). */
export function removeToast(id: string) {
  if (!toasts.some((t) => t.id === id)) return
  setToasts(toasts.filter((t) => t.id !== id))
}

/** Removes every toast, e.g. on sign-out or between tests. */
export function clearToasts() {
  if (toasts.length > 0) setToasts([])
}

/** Current list, oldest first. The array is replaced, never mutated, on each change. */
export function getToasts() {
  return toasts
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useToasts() {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts)
}
