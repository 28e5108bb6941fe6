// The task log's door in `callApi`: on the first visit only this is loaded. It learns each
// call's HTTP method without sending anything (`request-recorder.ts`), lets reads pass
// untouched, and queues a write's outcome for the writer, which is imported on the first
// write. A call never waits for the log.
import { newestRequest } from './request-recorder'
import type { CallRecord } from './task-log'

let queue: CallRecord[] = []

// '' for an operation the newest client lacks (it is not logged)
function methodOf(operation: string, params: unknown) {
  const request = newestRequest(operation, params)
  return request ? (request.method ?? 'GET') : ''
}

function flush() {
  const batch = queue
  queue = []
  import('./task-log-writer')
    .then((m) => m.writeCalls(batch))
    .catch(() => {
      // a lost log line must never be the call's problem
    })
}

/**
 * For a write, the function to call with its outcome (the answer, or the error's message);
 * `undefined` for a read.
 */
export function noteCall(operation: string, params: unknown) {
  const method = methodOf(operation, params)
  if (!method || method === 'GET') return undefined
  const startedAt = Date.now()
  return (result: unknown, error?: string) => {
    queue.push({ operation, method, params, startedAt, endedAt: Date.now(), result, error })
    if (queue.length === 1) queueMicrotask(flush)
  }
}
