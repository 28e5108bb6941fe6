// The only part of the command palette a first visit downloads: the top bar's Search
// button and the Ctrl+K / Cmd+K and "/" keys. The palette itself loads on the first press,
// or when the button is hovered or focused. The note of the pages opened, for Recent, is a
// few lines written on each navigation: fetching it as a chunk of its own cost a request in
// the middle of the second page's navigation.
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { useCurrentUser } from '~/hooks/use-current-user'
import { lazyModule, useLazyModule } from '~/ui/lazy-module'

import { recordVisits } from './record-visit'

const palette = lazyModule(() => import('./palette-entry').then((m) => m.loadPalette()))

export type PaletteMode = 'all' | 'find'

/** Where "/" is a character being typed, not a shortcut */
const isTextEntry = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))

export function PaletteTrigger() {
  const [mode, setMode] = useState<PaletteMode | null>(null)
  const openRef = useRef(mode)
  const typed = useRef('')
  openRef.current = mode
  const Palette = useLazyModule(palette, mode)?.default
  const { me } = useCurrentUser()
  const { pathname } = useLocation()

  useEffect(() => recordVisits(me.id, [pathname]), [me.id, pathname])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // another dialog (a confirm, a form) keeps the keys to itself
      const otherDialog = !openRef.current && document.querySelector('[role=dialog]')
      if (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey) {
        if (otherDialog) return
        e.preventDefault()
        typed.current = ''
        setMode((m) => (m ? null : 'all'))
      } else if (openRef.current && !(e.target as Element).closest?.('[role=dialog]')) {
        // typed while the palette's code is on its way: kept for its field
        if (e.key === 'Escape') setMode(null)
        else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey) {
          e.preventDefault()
          typed.current += e.key
        }
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        if (otherDialog || openRef.current || isTextEntry(e.target)) return
        e.preventDefault()
        typed.current = ''
        setMode('find')
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <button
        type="button"
        onClick={() => {
          typed.current = ''
          setMode('all')
        }}
        onPointerEnter={palette.preload}
        onFocus={palette.preload}
        aria-keyshortcuts="Control+K Meta+K /"
        className="flex items-center gap-2 rounded border border-secondary px-2.5 py-1 text-sm text-default hover:bg-secondary"
      >
        Search
        {/* Ctrl+K works on a Mac too, beside Cmd+K */}
        <kbd className="hidden rounded border border-secondary px-1 font-sans text-xs sm:inline">
          Ctrl K
        </kbd>
      </button>
      {mode && Palette && (
        <Palette
          mode={mode}
          takeTyped={() => {
            const text = typed.current
            typed.current = ''
            return text
          }}
          onDismiss={() => setMode(null)}
        />
      )}
    </>
  )
}
