import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while a server-rendered page is not yet the browser's (on the server and during
 * hydration), true from then on and in a page rendered in the browser. Typing into a
 * form before then would be lost, and a submit would be the browser's own, so forms
 * hold their fields until it is true.
 */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
