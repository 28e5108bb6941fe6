import { useEffect, useSyncExternalStore } from 'react'

// Radix (with floating-ui, react-remove-scroll, aria-hidden…) is about 37 kB gzipped, and
// the first visit to a list page needs none of it until someone opens a menu, hovers a
// tooltip, or gets a toast or a confirm dialog. The parts that use it are therefore loaded
// with `import()` on the first sign of intent, all from one chunk (`overlays` in
// `vite.config.ts`), so whichever comes first brings the others. This is the loader they
// share: unlike `React.lazy` it needs no Suspense (a host renders nothing until the code
// is there), a failed load is retried on the next request instead of being cached or
// thrown into the route's error boundary, and components can ask "is it loaded already?"
// synchronously, so a tooltip mounted after the load renders the real thing straight away.

export type LazyModule<M> = {
  /** Starts loading unless loaded or loading; a failed load is attempted again next time. */
  load(): Promise<M>
  /** `load()` from an event handler or effect: a failure is logged, not thrown. */
  preload(): void
  /** The module once it has loaded. */
  get(): M | undefined
  subscribe(listener: () => void): () => void
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  const listeners = new Set<() => void>()

  function load(): Promise<M> {
    if (loaded) return Promise.resolve(loaded)
    pending ??= importer().then(
      (m) => {
        loaded = m
        pending = undefined
        for (const listener of listeners) listener()
        return m
      },
      (err: unknown) => {
        pending = undefined
        throw err
      },
    )
    return pending
  }

  return {
    load,
    preload: () => {
      // e.g. a chunk that is gone after a deploy, or the network dropped
      load().catch((err: unknown) => console.error('Could not load part of the console', err))
    },
    get: () => loaded,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

const notLoaded = () => undefined

/**
 * The module once loaded. While `request` is set (anything but null, undefined or false)
 * and the module isn't there, loading starts; after a failure, a new `request` value
 * tries again.
 */
export function useLazyModule<M>(mod: LazyModule<M>, request: unknown): M | undefined {
  // a page rendered on the server and its hydration both render as if nothing had loaded:
  // the server's process may have loaded a module this browser has not (yet)
  const loaded = useSyncExternalStore(mod.subscribe, mod.get, notLoaded)
  useEffect(() => {
    if (!loaded && request !== null && request !== undefined && request !== false) mod.preload()
  }, [mod, loaded, request])
  return loaded
}
