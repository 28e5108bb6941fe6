// Universal find's background walk: a queue of list calls, a few at a time, each of which
// may add more (the projects list adds each project's lists, a VPC list its subnets).
// Pure: the calls are handed in, so the order and the progress are tested with fakes.
import type { FindItem } from './find-match'

export type WalkResult = { items: FindItem[]; next?: WalkTask[] }

export type WalkTask = {
  /** The project the list is in, for "Searching 12 of 50 projects"; none for the silo's or rack's */
  project?: string
  /** Lower runs first; equal ones in the order they were queued */
  priority: number
  run: () => Promise<WalkResult>
}

export type WalkProgress = {
  /** Projects whose every list has answered (or failed) */
  projectsDone: number
  projectsTotal: number
  /** Lists that answered, and that failed */
  loaded: number
  failed: number
  finished: boolean
}

export type WalkOptions = {
  concurrency?: number
  onItems: (items: FindItem[]) => void
  onProgress?: (progress: WalkProgress) => void
}

/** Runs `roots` and whatever they add; `stop()` starts nothing more (answers in flight are dropped) */
export function walk(roots: WalkTask[], { concurrency = 4, onItems, onProgress }: WalkOptions) {
  type Queued = WalkTask & { seq: number }
  let seq = 0
  const queue: Queued[] = []
  let running = 0
  let stopped = false
  let loaded = 0
  let failed = 0
  // tasks queued or running per project: a project is done when it has none left
  const open = new Map<string, number>()
  let finish: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))

  const progress = (): WalkProgress => {
    let projectsDone = 0
    for (const n of open.values()) if (n === 0) projectsDone++
    return {
      projectsDone,
      projectsTotal: open.size,
      loaded,
      failed,
      finished: running === 0 && queue.length === 0,
    }
  }

  function enqueue(tasks: WalkTask[]) {
    for (const t of tasks) {
      queue.push({ ...t, seq: seq++ })
      if (t.project !== undefined) open.set(t.project, (open.get(t.project) ?? 0) + 1)
    }
    queue.sort((a, b) => a.priority - b.priority || a.seq - b.seq)
  }

  function settle(task: Queued) {
    running--
    if (task.project !== undefined) open.set(task.project, (open.get(task.project) ?? 1) - 1)
    if (stopped) return
    pump()
    onProgress?.(progress())
    if (running === 0 && queue.length === 0) finish()
  }

  function pump() {
    while (!stopped && running < concurrency && queue.length > 0) {
      const task = queue.shift()!
      running++
      task.run().then(
        (result) => {
          if (stopped) return settle(task)
          loaded++
          if (result.next?.length) enqueue(result.next)
          if (result.items.length) onItems(result.items)
          settle(task)
        },
        () => {
          // a list this user may not read (403) or that failed is left out of find
          failed++
          settle(task)
        },
      )
    }
  }

  enqueue(roots)
  pump()
  if (running === 0) finish!()
  onProgress?.(progress())

  return {
    done,
    progress,
    stop() {
      stopped = true
      queue.length = 0
      finish()
    },
  }
}

/** The status line under the find results */
export function walkStatus(p: WalkProgress): string {
  if (p.finished) {
    if (p.loaded === 0 && p.failed > 0) return 'Could not load anything to search'
    const projects = p.projectsTotal === 1 ? '1 project' : `${p.projectsTotal} projects`
    return p.failed > 0
      ? `Searched ${projects}; ${p.failed} ${p.failed === 1 ? 'list' : 'lists'} could not be read`
      : `Searched ${projects}`
  }
  if (p.projectsTotal === 0) return 'Searching…'
  return `Searching ${p.projectsDone} of ${p.projectsTotal} projects…`
}
