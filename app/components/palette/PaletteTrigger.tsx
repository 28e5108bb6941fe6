// The only part of the command palette a first visit downloads: the top bar's Search
// button, the Ctrl+K / Cmd+K and "/" keys, and the note of which resource page is open
// (for Recent). The palette itself loads on the first press, or when the button is
// hovered or focused.
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import { useCurrentUser } from '~/hooks/use-current-user'
import { lazyModule, useLazyModule } from '~/ui/lazy-module'
import { resourcePathOf, visitsKey, withVisit } from '~/util/visited-resource'

const palette = lazyModule(() => import('./CommandPalette'))

export type PaletteMode = 'all' | 'find'

/** Where "/" is a character being typed, not a shortcut */
const isTextEntry = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))

export function PaletteTrigger() {
  const [mode, setMode] = useState<PaletteMode | null>(null)
  const [mac, setMac] = useState(false)
  const openRef = useRef(mode)
  openRef.current = mode
  const Palette = useLazyModule(palette, mode)?.default
  const { me } = useCurrentUser()
  const { pathname } = useLocation()

  useEffect(() => {
    const path = resourcePathOf(pathname)
    if (!path) return
    try {
      const key = visitsKey(me.id)
      localStorage.setItem(key, JSON.stringify(withVisit(localStorage.getItem(key), path)))
    } catch {
      // storage full or refused: Recent simply misses this visit
    }
  }, [me.id, pathname])

  useEffect(() => {
    setMac(/Mac|iP(hone|ad)/.test(navigator.platform))
    const onKey = (e: KeyboardEvent) => {
      // another dialog (a confirm, a form) keeps the keys to itself
      const otherDialog = !openRef.current && document.querySelector('[role=dialog]')
      if (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey) {
        if (otherDialog) return
        e.preventDefault()
        setMode((m) => (m ? null : 'all'))
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        if (otherDialog || openRef.current || isTextEntry(e.target)) return
        e.preventDefault()
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
        onClick={() => setMode('all')}
        onPointerEnter={palette.preload}
        onFocus={palette.preload}
        aria-keyshortcuts="Control+K Meta+K /"
        className="flex items-center gap-2 rounded border border-secondary px-2.5 py-1 text-sm text-secondary hover:bg-secondary hover:text-default"
      >
        Search
        <kbd className="rounded border border-secondary px-1 font-sans text-xs">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {mode && Palette && <Palette mode={mode} onDismiss={() => setMode(null)} />}
    </>
  )
}
