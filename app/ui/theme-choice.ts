// The part of the theme a first visit needs: read the stored choice and mark <html> with it.
//
// Light, dark or the system's choice, kept per browser in localStorage. The rest (choosing,
// following it live) is in `theme.ts`, loaded with what uses it (the user menu, charts).
//
// Before first paint: the CSP allows no inline script, so nothing can run before the
// stylesheet applies. The stylesheet therefore does "system" by itself (its light tokens
// sit under `prefers-color-scheme: light` unless `data-theme="dark"` is set), and only an
// explicit Light or Dark needs script: `main.tsx` calls `applyStoredTheme()` before it
// renders anything. A page that is still empty could paint once in the system's colours
// before that line runs; a cookie read by the Node server could avoid even that, but the
// console is also served as static files (and in mock mode), so this keeps one way that
// works for every host. Where the Node server renders the page, the choice is also kept in
// a cookie, so the server marks <html> itself and the rendered page paints in it at once.
import { cookieFromHeader, tellServer } from '~/util/server-cookie'

export type ThemeChoice = 'light' | 'dark' | 'system'

export const THEME_STORAGE_KEY = 'rack-console-theme'
/** The choice again, for the server that renders pages (`server/page-render.ts`) */
export const THEME_COOKIE = 'console-theme'

/** Marks <html> with a choice and tells the server, for the next page it renders */
export function showThemeChoice(choice: ThemeChoice) {
  document.documentElement.dataset.theme = choice
  tellServer(THEME_COOKIE, choice)
}

/**
 * Server: the explicit Light or Dark a Cookie header holds, for `<html data-theme>`; null
 * for "system" or none, which the stylesheet does by itself.
 */
export function themeFromCookies(header: string | null): 'light' | 'dark' | null {
  const value = cookieFromHeader(header, THEME_COOKIE)
  return value === 'light' || value === 'dark' ? value : null
}

/** What was stored, or "system" for nothing or anything unknown. */
export function parseThemeChoice(raw: string | null | undefined): ThemeChoice {
  return raw === 'light' || raw === 'dark' || raw === 'system' ? raw : 'system'
}

/** Marks <html> with the stored choice; the stylesheet does the rest. Call before rendering. */
export function applyStoredTheme() {
  let choice: ThemeChoice = 'system'
  try {
    choice = parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    // storage can be off (privacy settings): the system's theme then
  }
  document.documentElement.dataset.theme = choice
}

/**
 * Tells the server the choice on screen, for a browser whose cookie is missing or older
 * than its stored choice (a choice made in the menu tells it at once). Not before the
 * first render: the server needs it only for the next page.
 */
export function reportThemeChoice() {
  tellServer(THEME_COOKIE, parseThemeChoice(document.documentElement.dataset.theme))
}
