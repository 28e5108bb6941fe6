import { expect, test } from 'vitest'

import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { identity } from './identity'

const SILO_ID = '7bd7623a-68ed-4636-8ecb-b59e3b068787'
const user: Old.User = {
  id: '2e28576d-a3ad-4dd6-9e63-7f0e6dfe6ac4',
  displayName: 'Hannah Arendt',
  siloId: SILO_ID,
}
const group: Old.Group = {
  id: '0ff6da96-5d6d-4326-b059-2b72c1b51457',
  displayName: 'web-devs',
  siloId: SILO_ID,
}

test('users keep what the API says and get no invented times', () => {
  const up = identity.siloUserView!.response!(user, {
    path: { userId: user.id },
    query: { silo: 's' },
  })
  expect(up).toEqual(user)
  expect('timeCreated' in up).toBe(false)
  expect(identity.userList!.response!({ items: [user], nextPage: null }, {})).toEqual({
    items: [user],
    nextPage: null,
  })
  expect(
    identity.siloUserList!.response!({ items: [user] }, { query: { silo: 's' } }).items,
  ).toEqual([user])
  const created = identity.localIdpUserCreate!.response!(user, {
    query: { silo: 'maze-war' },
    body: { externalId: 'arendt', password: { mode: 'login_disallowed' } },
  })
  expect(created).toEqual(user)
})

test('groups keep what the API says and get no invented times', () => {
  const up = identity.groupView!.response!(group, { path: { groupId: group.id } })
  expect(up).toEqual(group)
  expect('timeModified' in up).toBe(false)
  expect(identity.groupList!.response!({ items: [group] }, {}).items).toEqual([group])
  expect(identity.currentUserGroups!.response!({ items: [group] }, {}).items).toEqual([group])
})

test('the current user keeps its roles as the API tells them, without times', () => {
  const me: Old.CurrentUser = {
    ...user,
    siloName: 'maze-war',
    fleetViewer: true,
    siloAdmin: false,
  }
  const up = identity.currentUserView!.response!(me, {})
  expect(up).toEqual(me)
  expect('timeCreated' in up).toBe(false)
})
