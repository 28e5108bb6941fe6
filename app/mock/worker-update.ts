// On each load MSW looks for the worker registered by an earlier page and, when it finds
// one, calls its `update()` without waiting for or handling the result. That update fails
// when the registration has gone away meanwhile (the worker unregisters itself when its
// last page closes, which races with the next load on every full-page navigation, e.g.
// the trip to /login after a chaos-mode 401) or when the worker script cannot be fetched:
// "Failed to update a ServiceWorker for scope (…) with script (…): Not found". Mock mode
// works regardless: the page is served by the worker it found, and the next load registers
// a fresh one. Only those rejections are handled here; a failure to register or start the
// worker still rejects `worker.start()` and stops mock mode with an error.

const UPDATE_FAILURE = /^Failed to update a ServiceWorker\b/

/** Whether an unhandled rejection is a refused `ServiceWorkerRegistration.update()`. */
export function isWorkerUpdateFailure(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null || !('message' in reason)) return false
  return typeof reason.message === 'string' && UPDATE_FAILURE.test(reason.message)
}

type RejectionEvent = Event & { reason?: unknown }

/**
 * Turns refused worker updates into a console warning instead of an unhandled rejection;
 * every other unhandled rejection is left alone. Returns a function that stops it.
 */
export function handleWorkerUpdateFailures(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  warn: (...args: unknown[]) => void = console.warn,
) {
  const listener = (event: Event) => {
    const { reason } = event as RejectionEvent
    if (!isWorkerUpdateFailure(reason)) return
    event.preventDefault()
    warn('Mock mode: the service worker from an earlier page could not be updated', reason)
  }
  target.addEventListener('unhandledrejection', listener)
  return () => target.removeEventListener('unhandledrejection', listener)
}
