import { expect, test } from 'vitest'

import { pb } from './path-builder'

test('every console path', () => {
  const params = { project: 'p', silo: 's' }
  const paths = Object.fromEntries(Object.entries(pb).map(([name, fn]) => [name, fn(params)]))
  expect(paths).toMatchInlineSnapshot(`
    {
      "instances": "/projects/p/instances",
      "login": "/login/s/local",
      "profile": "/settings/profile",
      "project": "/projects/p",
      "projectEdit": "/projects/p/edit",
      "projects": "/projects",
      "projectsNew": "/projects-new",
      "settings": "/settings",
      "system": "/system",
      "systemIssues": "/system/issues",
    }
  `)
})
