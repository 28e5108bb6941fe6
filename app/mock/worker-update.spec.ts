import { describe, expect, it, vi } from 'vitest'

import { handleWorkerUpdateFailures, isWorkerUpdateFailure } from './worker-update'

const refused = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://localhost:4009/') with script ('http://localhost:4009/mockServiceWorker.js'): Not found",
)

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & {
    reason: unknown
  }
  event.reason = reason
  return event
}

describe('isWorkerUpdateFailure', () => {
  it('recognises a refused worker update, whatever the cause', () => {
    expect(isWorkerUpdateFailure(refused)).toBe(true)
    expect(
      isWorkerUpdateFailure({
        name: 'TypeError',
        message:
          "Failed to update a ServiceWorker for scope ('x') with script ('y'): A bad HTTP response code (404) was received when fetching the script.",
      }),
    ).toBe(true)
  })

  it('leaves every other failure alone, registration failures included', () => {
    for (const reason of [
      new Error(
        "Failed to register a ServiceWorker for scope ('x') with script ('y'): A bad HTTP response code (404)",
      ),
      new Error('[MSW] Failed to locate the Service Worker registration.'),
      new Error('something else: Failed to update a ServiceWorker'),
      'Failed to update a ServiceWorker',
      null,
      undefined,
      { message: 42 },
    ]) {
      expect(isWorkerUpdateFailure(reason), String(reason)).toBe(false)
    }
  })
})

describe('handleWorkerUpdateFailures', () => {
  it('turns a refused update into a warning and lets other rejections through', () => {
    const target = new EventTarget()
    const warn = vi.fn()
    const stop = handleWorkerUpdateFailures(target, warn)

    const update = rejection(refused)
    target.dispatchEvent(update)
    expect(update.defaultPrevented).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('service worker'), refused)

    const other = rejection(new Error('Failed to register the Service Worker'))
    target.dispatchEvent(other)
    expect(other.defaultPrevented).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)

    stop()
    const afterStop = rejection(refused)
    target.dispatchEvent(afterStop)
    expect(afterStop.defaultPrevented).toBe(false)
  })
})
