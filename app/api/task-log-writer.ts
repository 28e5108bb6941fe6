// Writes what the hook queued into the signed-in user's log in localStorage, and tells
// the task log page (this tab by an event, other tabs by the storage event).
import { queryClient } from './client'
import { currentUser } from './queries/session'
import {
  addEntries,
  makeEntry,
  parseLog,
  taskLogKey,
  type CallRecord,
  type TaskEntry,
} from './task-log'

/** Fired on `window` when this tab wrote to a task log */
export const TASK_LOG_EVENT = 'console-task-log'

const currentUserId = () =>
  (queryClient.getQueryData(currentUser.queryKey) as { id?: string } | undefined)?.id

export function readLog(userId: string): TaskEntry[] {
  try {
    return parseLog(localStorage.getItem(taskLogKey(userId)))
  } catch {
    return []
  }
}

export function writeCalls(calls: CallRecord[]) {
  const userId = currentUserId()
  // before sign-in there is nobody's log to write to
  if (!userId) return
  const entries = calls.map(makeEntry).filter((e): e is TaskEntry => e !== null)
  if (entries.length === 0) return
  try {
    const key = taskLogKey(userId)
    localStorage.setItem(key, JSON.stringify(addEntries(readLog(userId), entries)))
    window.dispatchEvent(new Event(TASK_LOG_EVENT))
  } catch {
    // storage full or refused: the log is a convenience, the call already happened
  }
}

export function clearLog(userId: string) {
  try {
    localStorage.removeItem(taskLogKey(userId))
    window.dispatchEvent(new Event(TASK_LOG_EVENT))
  } catch {
    // nothing to clear
  }
}
