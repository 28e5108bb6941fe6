import { expect, test } from 'vitest'

import { isNavCurrent } from './nav-current'

test.each([
  ['/projects/p/instances', true],
  ['/projects/p/instances/db1/storage', true],
  ['/projects/p/instances-new', true],
  ['/projects/p/instance', false],
  ['/projects/p/instancesx', false],
  ['/projects/p/affinity', false],
])('%s is under the Instances link: %s', (pathname, current) => {
  expect(isNavCurrent(pathname, '/projects/p/instances')).toBe(current)
})
