import type { DiskRecord, ProjectRecord, SnapshotRecord, Store } from './store/types'
import { uuid } from './util'

// Snapshots are `creating` for one transition step of the sim clock, then
// `ready`. Like instance run states they move lazily: `settleSnapshots` runs
// at the start of every request (from `advance` in sim/clock.ts) and dates
// each change when it was due.

/** Stores a `creating` snapshot of `disk` (ready at once when the clock has no delay) */
export function insertSnapshot(
  store: Store,
  project: ProjectRecord,
  disk: DiskRecord,
  params: { name: string; description: string },
  clock: { nowMs: number; transitionMs: number },
): SnapshotRecord {
  const now = new Date(clock.nowMs).toISOString()
  const immediate = clock.transitionMs === 0
  return store.insert('snapshots', {
    id: uuid(),
    name: params.name,
    description: params.description,
    project_id: project.id,
    disk_id: disk.id,
    size: disk.size,
    block_size: disk.block_size,
    state: immediate ? 'ready' : 'creating',
    ready_at: immediate ? null : clock.nowMs + clock.transitionMs,
    time_created: now,
    time_modified: now,
  })
}

/** Makes every snapshot due by `now` ready; writes only when one is due */
export function settleSnapshots(store: Store, now: number): void {
  const due = store
    .list('snapshots')
    .filter((s) => s.state === 'creating' && s.ready_at !== null && s.ready_at <= now)
  if (due.length === 0) return
  store.transaction(() => {
    for (const s of due) {
      const at = new Date(s.ready_at ?? now).toISOString()
      store.update('snapshots', { ...s, state: 'ready', ready_at: null, time_modified: at })
    }
  })
}
