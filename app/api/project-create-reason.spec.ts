import { expect, test } from 'vitest'

import { projectCreateReason } from './project-create-reason'

test('a silo collaborator or admin may create projects', () => {
  expect(projectCreateReason('admin')).toBe(false)
  expect(projectCreateReason('collaborator')).toBe(false)
})

test('anyone else is told who may, and what they hold', () => {
  expect(projectCreateReason('viewer')).toBe(
    'Only a silo collaborator or admin can create projects; your role on this silo is viewer',
  )
  expect(projectCreateReason('limited_collaborator')).toBe(
    'Only a silo collaborator or admin can create projects; your role on this silo is limited collaborator',
  )
  expect(projectCreateReason(null)).toBe(
    'Only a silo collaborator or admin can create projects; you have no role on this silo',
  )
})

test('until the roles are read, nothing is refused', () => {
  expect(projectCreateReason(undefined)).toBe(false)
})
