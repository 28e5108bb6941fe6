import { expect, test } from 'vitest'

import { pb } from './path-builder'

test('every console path', () => {
  const params = { project: 'p', silo: 's', sshKey: 'k' }
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
      "sshKeyEdit": "/settings/ssh-keys/k/edit",
      "sshKeys": "/settings/ssh-keys",
      "sshKeysNew": "/settings/ssh-keys-new",
      "system": "/system",
      "systemIssues": "/system/issues",
    }
  `)
})
