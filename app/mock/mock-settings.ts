// Mock-mode preferences, kept in the browser so they survive the reload that resets
// the in-memory simulator.
export const DEMO_USERS = ['admin', 'collaborator', 'viewer', 'nobody'] as const

const USER_KEY = 'mock:user'
const CHAOS_KEY = 'mock:chaos'
const SIGNED_OUT_KEY = 'mock:signed-out'

export const mockSettings = {
  /** The demo user the console acts as; a fleet admin unless chosen otherwise. */
  get user() {
    return localStorage.getItem(USER_KEY) ?? 'admin'
  },
  set user(name: string) {
    localStorage.setItem(USER_KEY, name)
  },
  /** Chaos mode answers some API calls with random failures (spec section 8); off by default. */
  get chaos() {
    return localStorage.getItem(CHAOS_KEY) === 'on'
  },
  set chaos(on: boolean) {
    if (on) localStorage.setItem(CHAOS_KEY, 'on')
    else localStorage.removeItem(CHAOS_KEY)
  },
  /** After Sign out the console stays signed out until someone signs in again. */
  get signedOut() {
    return sessionStorage.getItem(SIGNED_OUT_KEY) === 'yes'
  },
  set signedOut(yes: boolean) {
    if (yes) sessionStorage.setItem(SIGNED_OUT_KEY, 'yes')
    else sessionStorage.removeItem(SIGNED_OUT_KEY)
  },
}
