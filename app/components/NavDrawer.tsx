// The sidebar on a small screen: the same content in a modal <dialog> sliding in from the
// left. Loaded when the top bar's Menu button is first pressed (the first visit carries
// only that button). The native dialog makes the page behind inert and closes on Escape;
// Tab is kept inside it here, as in the console's other dialogs.
import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import { CloseIcon } from '~/ui/icons'

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

export default function NavDrawer({
  onClose,
  children,
}: {
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const { pathname } = useLocation()
  const openedAt = useRef(pathname)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    const keepTabInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const all = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (all.length === 0) return
      const first = all[0]
      const last = all[all.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    // a press on the backdrop lands on the dialog element itself
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close()
    }
    dialog.addEventListener('keydown', keepTabInside)
    dialog.addEventListener('click', closeOnBackdrop)
    return () => {
      dialog.removeEventListener('keydown', keepTabInside)
      dialog.removeEventListener('click', closeOnBackdrop)
    }
  }, [])

  // a link followed inside it (or any navigation) closes it
  useEffect(() => {
    if (pathname !== openedAt.current) onClose()
  }, [pathname, onClose])

  return (
    <dialog
      ref={ref}
      aria-label="Menu"
      onClose={onClose}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] animate-fade-in border-r border-default bg-default p-0 text-default shadow-2xl backdrop:bg-scrim motion-reduce:animate-none"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-12 shrink-0 items-center justify-between border-b border-default px-3">
          <span className="text-sm font-semibold">Rack Console</span>
          <button
            type="button"
            aria-label="Close menu"
            onClick={() => ref.current?.close()}
            className="inline-flex size-8 items-center justify-center rounded-md text-secondary hover:bg-secondary hover:text-default"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
      </div>
    </dialog>
  )
}
