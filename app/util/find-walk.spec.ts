import { describe, expect, it } from 'vitest'

import type { FindItem } from './find-match'
import { walk, walkStatus, type WalkProgress, type WalkTask } from './find-walk'

const found = (name: string): FindItem => ({ kind: 'instance', id: name, name, to: '/' })

/** A fake list call that answers when `release(name)` is called, and records when it started */
function fakes() {
  const started: string[] = []
  const waiting = new Map<string, () => void>()
  const task = (
    name: string,
    opts: { project?: string; priority?: number; next?: () => WalkTask[]; fail?: boolean } = {},
  ): WalkTask => ({
    project: opts.project,
    priority: opts.priority ?? 0,
    run: () => {
      started.push(name)
      return new Promise((resolve, reject) =>
        waiting.set(name, () =>
          opts.fail
            ? reject(new Error('403'))
            : resolve({ items: [found(name)], next: opts.next?.() }),
        ),
      )
    },
  })
  const release = async (...names: string[]) => {
    for (const n of names) {
      const r = waiting.get(n)
      if (!r) throw new Error(`${n} is not running`)
      waiting.delete(n)
      r()
    }
    // let the promise callbacks run
    await new Promise((r) => setTimeout(r, 0))
  }
  return { started, task, release, running: () => [...waiting.keys()] }
}

describe('walk', () => {
  it('walks projects first, then each project in order, a few calls at a time', async () => {
    const f = fakes()
    const perProject = (p: string, i: number) =>
      ['instances', 'disks', 'vpcs'].map((l) =>
        f.task(`${p}/${l}`, {
          project: p,
          priority: i,
          next:
            l === 'vpcs' ? () => [f.task(`${p}/subnets`, { project: p, priority: i })] : undefined,
        }),
      )
    const projects = f.task('projects', {
      priority: -1,
      next: () => ['a', 'b'].flatMap((p, i) => perProject(p, i)),
    })
    const items: string[] = []
    const progress: WalkProgress[] = []
    const w = walk([projects, f.task('silos', { priority: -1 })], {
      concurrency: 2,
      onItems: (batch) => items.push(...batch.map((i) => i.name)),
      onProgress: (p) => progress.push(p),
    })
    expect(f.started).toEqual(['projects', 'silos'])
    await f.release('projects')
    expect(f.running()).toEqual(['silos', 'a/instances'])
    await f.release('silos', 'a/instances')
    expect(f.running()).toEqual(['a/disks', 'a/vpcs'])
    await f.release('a/vpcs')
    // a VPC's subnets come before the next project's lists
    expect(f.running()).toEqual(['a/disks', 'a/subnets'])
    expect(progress.at(-1)).toMatchObject({ projectsDone: 0, projectsTotal: 2 })
    await f.release('a/disks', 'a/subnets')
    expect(progress.at(-1)).toMatchObject({ projectsDone: 1, projectsTotal: 2 })
    await f.release('b/instances', 'b/disks')
    await f.release('b/vpcs')
    await f.release('b/subnets')
    await w.done
    expect(f.started).toEqual([
      'projects',
      'silos',
      'a/instances',
      'a/disks',
      'a/vpcs',
      'a/subnets',
      'b/instances',
      'b/disks',
      'b/vpcs',
      'b/subnets',
    ])
    expect(items).toHaveLength(10)
    expect(progress.at(-1)).toMatchObject({ projectsDone: 2, finished: true, failed: 0 })
  })

  it('skips a list that fails and says so only when every list failed', async () => {
    const f = fakes()
    const progress: WalkProgress[] = []
    const w = walk([f.task('a', { fail: true }), f.task('b')], {
      onItems: () => {},
      onProgress: (p) => progress.push(p),
    })
    await f.release('a', 'b')
    await w.done
    expect(progress.at(-1)).toMatchObject({ loaded: 1, failed: 1, finished: true })
    expect(walkStatus(progress.at(-1)!)).toBe('Searched 0 projects; 1 list could not be read')

    const g = fakes()
    const last: WalkProgress[] = []
    walk([g.task('a', { fail: true })], { onItems: () => {}, onProgress: (p) => last.push(p) })
    await g.release('a')
    expect(walkStatus(last.at(-1)!)).toBe('Could not load anything to search')
  })

  it('starts nothing more once stopped', async () => {
    const f = fakes()
    const items: string[] = []
    const w = walk([f.task('a'), f.task('b')], {
      concurrency: 1,
      onItems: (b) => items.push(...b.map((i) => i.name)),
    })
    w.stop()
    await f.release('a')
    expect(f.started).toEqual(['a'])
    expect(items).toEqual([])
  })

  it('words the status while walking', () => {
    const p = { projectsDone: 12, projectsTotal: 50, loaded: 3, failed: 0, finished: false }
    expect(walkStatus(p)).toBe('Searching 12 of 50 projects…')
    expect(walkStatus({ ...p, projectsTotal: 0 })).toBe('Searching…')
  })
})
