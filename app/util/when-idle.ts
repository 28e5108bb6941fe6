/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after
 * `timeout` ms), for work a page does not need to show or answer: a cookie for the next
 * visit, code the user will probably want soon. Browsers without `requestIdleCallback`
 * (Safari) get a short timer, which still lets the current task and the next frame go
 * first. Browser only: call it from start-up, an effect or a handler.
 */
export function whenIdle(task: () => void, timeout = 2000) {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout })
  } else {
    window.setTimeout(task, 200)
  }
}
