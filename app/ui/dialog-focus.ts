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
      event.preventDefault()
      if (el?.isConnected) {
        el.focus()
        keepFocusInPage(el)
      } else {
        focusContent()
      }
    },
  }
}

/** The page's main content pane (the skip link's target), or nothing outside the shell */
const focusContent = () => document.getElementById('content')?.focus()

/** How long after a dialog closes its opener may still vanish (a list refetching after a delete) */
const OPENER_WATCH_MS = 5000

/**
 * The opener of a delete confirm sits in the row being deleted: it vanishes once the list
 * refetches, a moment after the dialog closed, and focus would fall to <body>. Until the
 * user moves on, put focus on the content pane instead when that happens.
 */
function keepFocusInPage(opener: HTMLElement) {
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    opener.removeEventListener('focusout', onFocusOut)
  }
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return
    stop()
    if (document.activeElement === document.body || document.activeElement === null) {
      focusContent()
    }
  })
  // focus leaving the opener while it is still in the page means the user moved on
  const onFocusOut = () => {
    if (opener.isConnected) stop()
  }
  const timer = window.setTimeout(stop, OPENER_WATCH_MS)
  opener.addEventListener('focusout', onFocusOut)
  observer.observe(document.body, { childList: true, subtree: true })
}
