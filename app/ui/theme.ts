// Light, dark or the system's choice, kept per browser in localStorage.
//
// Before first paint: the CSP allows no inline script, so nothing can run before the
// stylesheet applies. The stylesheet therefore does "system" by itself (its light tokens
// sit under `prefers-color-scheme: light` unless `data-theme="dark"` is set), and only an
// explicit Light or Dark needs script: `main.tsx` calls `applyStoredTheme()` before it
// renders anything. A page that is still empty could paint once in the system's colours
// before that line runs; a cookie read by the Node server could avoid even that, but the
// console is also served as static files (and in mock mode), so this keeps one way that
// works for every host.
import { useSyncExternalStore } from 'react'

export type ThemeChoice = 'light' | 'dark' | 'system'
export type ResolvedTheme = 'light' | 'dark'

export const THEME_CHOICES: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

export const THEME_STORAGE_KEY = 'rack-console-theme'
const CHANGE_EVENT = 'rack-console-theme-change'
const LIGHT_QUERY = '(prefers-color-scheme: light)'

/** What was stored, or "system" for nothing or anything unknown. */
export function parseThemeChoice(raw: string | null | undefined): ThemeChoice {
  return raw === 'light' || raw === 'dark' || raw === 'system' ? raw : 'system'
}

/** The theme shown for a choice; "system" follows the OS, dark when it says nothing. */
export function resolveTheme(choice: ThemeChoice, systemPrefersLight: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersLight ? 'light' : 'dark'
  return choice
}

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    // storage can be off (privacy settings): the system's theme then
    return 'system'
  }
}

/** Marks <html> with the stored choice; the stylesheet does the rest. Call before rendering. */
export function applyStoredTheme() {
  document.documentElement.dataset.theme = readChoice()
}

/** Remembers and shows a choice, and tells whatever draws its own colours (charts, terminal). */
export function chooseTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // not remembered, still shown
  }
  document.documentElement.dataset.theme = choice
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(LIGHT_QUERY)
  media.addEventListener('change', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  // another tab chose
  const onStorage = (e: StorageEvent) => {
    if (e.key !== THEME_STORAGE_KEY) return
    applyStoredTheme()
    onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    media.removeEventListener('change', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

const currentChoice = () => parseThemeChoice(document.documentElement.dataset.theme)
const currentResolved = () => resolveTheme(currentChoice(), window.matchMedia(LIGHT_QUERY).matches)

/** The user's choice, for the menu. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, currentChoice, () => 'system')
}

/** The theme on screen, live: for what reads colours in script (canvas charts, the terminal). */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, currentResolved, () => 'dark')
}
