// Reading and writing the projects this browser opened (app/hooks/recent-projects.ts), in
// effects only. Storage may be refused (private windows, quotas): then nothing is kept.
import { useEffect, useState } from 'react'

import { useCurrentUser } from './use-current-user'
import { parseRecentProjects, recentProjectsKey, withOpened } from './recent-projects'

/** Notes that the signed-in user opened `project` (the project layout, once it loaded) */
export function useRememberProject(project: string) {
  const { me } = useCurrentUser()
  useEffect(() => {
    try {
      const key = recentProjectsKey(me.id)
      const list = withOpened(parseRecentProjects(localStorage.getItem(key)), project)
      localStorage.setItem(key, JSON.stringify(list))
    } catch {
      // nothing kept; the projects page still offers the open-by-name box
    }
  }, [me.id, project])
}

/** The projects the signed-in user opened in this browser, newest first; none until read */
export function useRecentProjects(): string[] {
  const { me } = useCurrentUser()
  const [list, setList] = useState<string[]>([])
  useEffect(() => {
    try {
      setList(parseRecentProjects(localStorage.getItem(recentProjectsKey(me.id))))
    } catch {
      setList([])
    }
  }, [me.id])
  return list
}
