// Universal find as a hook: what the query cache holds is searched at once, the rest is
// walked in the background and streams in. Ranking reads the deferred query and runs in a
// transition when new lists arrive, so typing never waits for it.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react'

import { parseRecentProjects, recentProjectsKey } from '~/hooks/recent-projects'
import { itemKey, parseQuery, rankMatches, type FindItem, type Ranked } from '~/util/find-match'
import { walk, walkStatus, type WalkProgress } from '~/util/find-walk'

import { cachedItems, findTasks } from './find-sources'

/** How many results are shown; the rest are counted */
export const FIND_SHOWN = 50

/** How often streamed answers are folded into the results */
const FLUSH_MS = 80

/** How many lists are read at once */
const CONCURRENCY = 4

export type FindState = {
  results: Ranked[]
  /** Matches in all, shown or not */
  total: number
  status: string
  finished: boolean
}

export function useFind(
  start: boolean,
  query: string,
  {
    userId,
    currentProject,
    isOperator,
  }: { userId: string; currentProject?: string; isOperator: boolean },
): FindState {
  const index = useRef(new Map<string, FindItem>())
  const [version, setVersion] = useState(0)
  const [progress, setProgress] = useState<WalkProgress | null>(null)

  useEffect(() => {
    if (!start) return
    const items = index.current
    const add = (list: FindItem[]) => {
      for (const item of list) {
        const key = itemKey(item)
        const old = items.get(key)
        // a pool's list answers without its ranges, which its range list added
        items.set(key, old?.ranges && !item.ranges ? { ...item, ranges: old.ranges } : item)
      }
    }
    add(cachedItems(isOperator))
    setVersion((v) => v + 1)

    let timer: number | undefined
    let latest: WalkProgress | null = null
    const flush = () => {
      timer = undefined
      const p = latest
      startTransition(() => {
        setVersion((v) => v + 1)
        if (p) setProgress(p)
      })
    }
    const later = () => {
      timer ??= window.setTimeout(flush, FLUSH_MS)
    }
    let knownProjects: string[] = []
    try {
      knownProjects = parseRecentProjects(localStorage.getItem(recentProjectsKey(userId)))
    } catch {
      // storage refused: the projects list alone
    }
    const w = walk(findTasks({ currentProject, knownProjects, isOperator }), {
      concurrency: CONCURRENCY,
      onItems: (list) => {
        add(list)
        later()
      },
      onProgress: (p) => {
        latest = p
        if (p.finished) {
          window.clearTimeout(timer)
          flush()
        } else later()
      },
    })
    return () => {
      w.stop()
      window.clearTimeout(timer)
    }
  }, [start, userId, currentProject, isOperator])

  const ranked = useMemo(
    () => rankMatches(index.current.values(), parseQuery(query), FIND_SHOWN),
    // `version` stands for the index's contents, which change in place
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, version],
  )

  return {
    results: ranked.shown,
    total: ranked.total,
    status: progress ? walkStatus(progress) : 'Searching…',
    finished: !!progress?.finished,
  }
}
