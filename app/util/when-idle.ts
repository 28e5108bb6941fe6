/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after
 * `timeout` ms), for work a page does not need to show or answer: a cookie for the next
 * visit, code the user will probably want soon. Browsers without `requestIdleCallback`
 * (Safari) get a short timer, which still lets the current task and the next frame go
 * first. Browser only: call it from start-up, an effect or a handler. Returns what cancels it
 * (an effect's cleanup).
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, 200)
  return () => window.clearTimeout(timer)
}
