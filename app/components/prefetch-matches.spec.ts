import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { matchesToPrefetch } from './prefetch-matches'

const routes: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        id: 'authed',
        children: [
          { id: 'projects', path: 'projects' },
          {
            id: 'project',
            path: 'projects/:project',
            children: [
              { id: 'instances', path: 'instances' },
              { id: 'disks', path: 'disks' },
            ],
          },
          { id: 'files', path: 'files/*' },
        ],
      },
    ],
  },
]

const ids = (from: string, to: string) => matchesToPrefetch(routes, from, to).map((m) => m.route.id)

describe('matchesToPrefetch', () => {
  it('leaves out the layouts both pages share', () => {
    expect(ids('/projects/a/instances', '/projects/a/disks')).toEqual(['disks'])
  })
  it('loads a layout whose part of the address changes', () => {
    expect(ids('/projects/a/instances', '/projects/b/disks')).toEqual(['project', 'disks'])
  })
  it('loads every route below the first one that differs', () => {
    expect(ids('/projects', '/projects/a/disks')).toEqual(['project', 'disks'])
    expect(ids('/projects/a/disks', '/projects')).toEqual(['projects'])
  })
  it('treats a different splat as a new page', () => {
    expect(ids('/files/x', '/files/y')).toEqual(['files'])
  })
  it('loads everything from a page outside the tree', () => {
    expect(ids('/nowhere', '/projects')).toEqual(['root', 'authed', 'projects'])
  })
  it('loads nothing for the page already open', () => {
    expect(ids('/projects/a/disks', '/projects/a/disks')).toEqual([])
  })
})
