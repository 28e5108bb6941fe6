// Choosing a theme and following it live (the user menu, canvas charts, the terminal).
// What runs on a first visit, and why "system" needs no script, is in `theme-choice.ts`.
import { useSyncExternalStore } from 'react'

import {
  applyStoredTheme,
  parseThemeChoice,
  showThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from './theme-choice'

export type { ThemeChoice }

export type ResolvedTheme = 'light' | 'dark'

export const THEME_CHOICES: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

const CHANGE_EVENT = 'rack-console-theme-change'
const LIGHT_QUERY = '(prefers-color-scheme: light)'

/** The theme shown for a choice; "system" follows the OS, dark when it says nothing. */
export function resolveTheme(choice: ThemeChoice, systemPrefersLight: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersLight ? 'light' : 'dark'
  return choice
}

/** Remembers and shows a choice, and tells whatever draws its own colours (charts, terminal). */
export function chooseTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // not remembered, still shown
  }
  showThemeChoice(choice)
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
