import { describe, expect, it } from 'vitest'
import { userIds } from '../../seed/users'
import { shapeProblems } from '../../testing/response-shape'
import { call, setup } from '../../testing/test-utils'
import { INITIAL } from '../served'
import { accessTranslations } from './access'

describe('access translations', () => {
  it('write the audit log and a user in INITIAL’s shapes', async () => {
    const s = setup({ release: 'current' })
    const ctx = { version: INITIAL, store: s.store, actor: null }
    const start = new Date(Date.now() - 86_400_000).toISOString()
    const log = await call(s, 'GET', `/v1/system/audit-log?start_time=${start}`, { as: 'admin' })
    const oldLog = accessTranslations.auditLogList!.response!(log.json, ctx)
    expect(shapeProblems(INITIAL, 'auditLogList', oldLog)).toEqual([])
    const user = await call(s, 'GET', `/v1/users/${userIds.viewer}`, { as: 'admin' })
    const oldUser = accessTranslations.userView!.response!(user.json, ctx)
    expect(shapeProblems(INITIAL, 'userView', oldUser)).toEqual([])
  })
})
