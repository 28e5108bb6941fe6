// The task log's door in `callApi`: on the first visit only this is loaded. It learns each
// call's HTTP method without sending anything (the generated method hands its request to
// `request`, kept here), lets reads pass untouched, and queues a write's outcome for the
// writer, which is imported on the first write. A call never waits for the log.
import { Api } from './__generated_versions__/2026081901.0.0/Api'
import type { ApiResult, FullParams } from './__generated_versions__/2026081901.0.0/http-client'
import type { CallRecord } from './task-log'

class MethodPeek extends Api {
  seen = ''
  override request<Data>({ method }: FullParams): Promise<ApiResult<Data>> {
    this.seen = method ?? 'GET'
    return new Promise(() => {})
  }
}

let peek: MethodPeek | undefined
let queue: CallRecord[] = []

function methodOf(operation: string, params: unknown) {
  peek ??= new MethodPeek()
  peek.seen = ''
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call shape for all methods
    void (peek.methods as any)[operation]?.(params)
  } catch {
    // params the method cannot build a path from: the call itself will say so
  }
  return peek.seen
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
