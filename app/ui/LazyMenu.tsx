import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'

import { lazyModule, useLazyModule } from './lazy-module'
import type * as MenuPartsModule from './menu-parts'

export type MenuParts = typeof MenuPartsModule

// Radix DropdownMenu (with floating-ui, focus scope, roving focus…) is not needed to show
// a page, only to open a menu, and every table row has one. Until someone asks for a menu
// its trigger is a plain button that looks the same; hovering or focusing it loads the
// Radix code, and pressing it puts the Radix menu, with the real trigger, in its place.
const menuParts = lazyModule(() => import('./menu-parts'))

/** How the menu was asked for while the placeholder was up. */
type OpenRequest = { via: 'pointer' } | { via: 'keyboard'; key: string }

/** The keys that open a Radix DropdownMenu from its trigger (Enter and Space toggle). */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown']

export type LazyMenuProps = {
  /** The trigger button's name, look and content; `aria-haspopup` and the rest come with it. */
  trigger: { 'aria-label': string; className?: string; children: ReactNode }
  /** Set to the trigger, e.g. to focus it after a menu item's action. */
  triggerRef?: RefObject<HTMLButtonElement | null>
  /** Radix's `modal` (default true). */
  modal?: boolean
  onOpenChange?: (open: boolean) => void
  /**
   * The menu itself, rendered with the loaded parts inside `DropdownMenu.Root`:
   * `({ DropdownMenu }) => <DropdownMenu.Portal><DropdownMenu.Content>…`
   */
  children: (parts: MenuParts) => ReactNode
}

/**
 * A Radix DropdownMenu whose code is loaded on demand. Before the first open the trigger
 * is a plain `<button aria-haspopup="menu" aria-expanded="false">`; it opens the way
 * Radix's trigger does (press with the left button; Enter, Space or ArrowDown), and from
 * then on it is the Radix menu and trigger, so focus handling, keyboard navigation and
 * what screen readers get are Radix's.
 */
export function LazyMenu({
  trigger,
  triggerRef: outerRef,
  modal,
  onOpenChange,
  children,
}: LazyMenuProps) {
  const ownRef = useRef<HTMLButtonElement>(null)
  const triggerRef = outerRef ?? ownRef
  const [open, setOpen] = useState(false)
  const [request, setRequest] = useState<OpenRequest | null>(null)
  const parts = useLazyModule(menuParts, request)

  const changeOpen = (next: boolean) => {
    setOpen(next)
    onOpenChange?.(next)
  }

  if (parts && request) {
    return (
      <RadixMenu
        parts={parts}
        request={request}
        open={open}
        onOpenChange={changeOpen}
        modal={modal}
        trigger={trigger}
        triggerRef={triggerRef}
      >
        {children}
      </RadixMenu>
    )
  }

  const ask = (next: OpenRequest) => {
    setRequest(next)
    if (next.via === 'pointer') changeOpen(true)
    // if the code can't be loaded (the loader logs why), the request is dropped, so that
    // the next press tries again
    menuParts.load().catch(() => {
      setRequest(null)
      if (next.via === 'pointer') changeOpen(false)
    })
  }

  // Only while the code is on its way: pressing again takes the request back, as pressing
  // again closes an open menu.
  const cancel = () => {
    setRequest(null)
    if (open) changeOpen(false)
  }

  return (
    <button
      {...trigger}
      ref={triggerRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={menuParts.preload}
      onFocus={menuParts.preload}
      onPointerDown={(event) => {
        // like Radix: the left button without Ctrl (a right click on a Mac) opens, on press
        if (event.button !== 0 || event.ctrlKey) return
        if (request) return cancel()
        // and the trigger doesn't take focus: the open menu does
        event.preventDefault()
        ask({ via: 'pointer' })
      }}
      onKeyDown={(event: ReactKeyboardEvent) => {
        if (event.key === 'Escape' && request) return cancel()
        if (!OPEN_KEYS.includes(event.key)) return
        event.preventDefault()
        if (!request) ask({ via: 'keyboard', key: event.key })
        else if (event.key !== 'ArrowDown') cancel()
      }}
      onBlur={(event) => {
        // tabbed away before the code arrived: don't pull focus back later. (Not when
        // focus just drops, as when the Radix trigger replaces this one.)
        if (request?.via === 'keyboard' && event.relatedTarget !== null) cancel()
      }}
    />
  )
}

type RadixMenuProps = Omit<LazyMenuProps, 'triggerRef' | 'onOpenChange'> & {
  parts: MenuParts
  request: OpenRequest
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerRef: RefObject<HTMLButtonElement | null>
}

function RadixMenu({
  parts,
  request,
  open,
  onOpenChange,
  modal,
  trigger,
  triggerRef,
  children,
}: RadixMenuProps) {
  const { DropdownMenu } = parts
  // only the request that mounted this counts
  const [initialRequest] = useState(request)

  // A press was handled by opening straight away (`open` is already true), which is what
  // Radix does on pointerdown. A key is replayed on the real trigger instead, after moving
  // focus to it (the placeholder that had it is gone): Radix's menu notices the keydown,
  // so the first item gets focus as after any keyboard open, and its trigger handles it
  // (Enter, Space and ArrowDown open). A task later, so that Radix's effects have run and
  // StrictMode's trial unmount in development is over.
  useLayoutEffect(() => {
    if (initialRequest.via === 'keyboard') triggerRef.current?.focus()
  }, [initialRequest, triggerRef])
  useEffect(() => {
    const el = triggerRef.current
    if (!el || initialRequest.via !== 'keyboard') return
    const { key } = initialRequest
    const timer = setTimeout(() =>
      el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
    )
    return () => clearTimeout(timer)
  }, [initialRequest, triggerRef])

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <DropdownMenu.Trigger {...trigger} ref={triggerRef} />
      {children(parts)}
    </DropdownMenu.Root>
  )
}
