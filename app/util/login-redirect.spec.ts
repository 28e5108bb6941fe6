import { expect, test } from 'vitest'

import { loginUrl, safeRedirect } from './login-redirect'

test('loginUrl keeps the path and the query string', () => {
  expect(loginUrl('/projects?page=2&x=a b')).toBe(
    '/login?redirect_uri=%2Fprojects%3Fpage%3D2%26x%3Da%20b',
  )
})

test.each([
  ['/projects/demo-project/instances?x=1', '/projects/demo-project/instances?x=1'],
  ['/', '/'],
  [null, '/projects'],
  ['', '/projects'],
  ['https://evil.example/', '/projects'],
  ['//evil.example/x', '/projects'],
  ['/\\evil.example', '/projects'],
  ['javascript:alert(1)', '/projects'],
  ['projects', '/projects'],
  ['/\tevil', '/projects'],
])('safeRedirect(%j) -> %j', (input, expected) => {
  expect(safeRedirect(input)).toBe(expected)
})
