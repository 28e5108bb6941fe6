import { useRef } from 'react'

/**
 * Handlers for a Radix `Dialog.Content` that put focus back where it was when the dialog
 * opened. Radix only restores focus to a `Dialog.Trigger`, and our dialogs open from state
 * or the URL, so without this, focus falls to <body> on close and keyboard users lose
 * their place.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null)
  return {
    // runs before Radix moves focus into the dialog, so activeElement is still the opener
    onOpenAutoFocus: () => {
      const el = document.activeElement
      returnTo.current = el instanceof HTMLElement && el !== document.body ? el : null
    },
    onCloseAutoFocus: (event: Event) => {
      const el = returnTo.current
      returnTo.current = null
      // the opener may be gone (its row was deleted); then Radix's default applies
      if (!el?.isConnected) return
      event.preventDefault()
      el.focus()
    },
  }
}
