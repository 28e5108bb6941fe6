import { expect, test } from 'vitest'

import {
  MAX_RECENT_PROJECTS,
  parseRecentProjects,
  recentProjectsKey,
  withOpened,
} from './recent-projects'

test('the newest opened project comes first, once, and the list stays short', () => {
  expect(withOpened([], 'demo-project')).toEqual(['demo-project'])
  expect(withOpened(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c'])
  const many = Array.from({ length: MAX_RECENT_PROJECTS }, (_, i) => `p${i}`)
  expect(withOpened(many, 'new')).toHaveLength(MAX_RECENT_PROJECTS)
  expect(withOpened(many, 'new')[0]).toBe('new')
})

test('a stored list is read back; anything else is no list', () => {
  expect(parseRecentProjects(JSON.stringify(['a', 'b']))).toEqual(['a', 'b'])
  expect(parseRecentProjects(null)).toEqual([])
  expect(parseRecentProjects('not json')).toEqual([])
  expect(parseRecentProjects('{"a":1}')).toEqual([])
  expect(parseRecentProjects('["a", 3, null]')).toEqual(['a'])
})

test('each user has their own list', () => {
  expect(recentProjectsKey('u1')).not.toBe(recentProjectsKey('u2'))
})
