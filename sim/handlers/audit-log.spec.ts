import { describe, expect, it } from 'vitest'
import { auditLogIds } from '../seed/audit-log'
import { userIds } from '../seed/users'
import { deviceToken, withBearer } from '../testing/bearer'
import { shapeProblems } from '../testing/response-shape'
import { call, expectError, setup } from '../testing/test-utils'
import { NEWEST } from '../versions/served'

const sim = () => setup({ release: 'current' })
type Entry = {
  id: string
  operation_id: string
  actor: { kind: string; silo_user_id?: string }
  auth_method: string | null
  credential_id: string | null
  result: { kind: string; http_status_code: number; error_message?: string }
  request_uri: string
  time_completed: string
}
type Page = { items: Entry[]; next_page: string | null }
const DAY_AGO = () => new Date(Date.now() - 86_400_000).toISOString()

const list = (s: ReturnType<typeof sim>, query: string, as = 'admin') =>
  call(s, 'GET', `/v1/system/audit-log?${query}`, { as })

describe('auditLogList', () => {
  it('lists the demo entries in the window, earliest first, to fleet viewers', async () => {
    const s = sim()
    const reply = await list(s, `start_time=${DAY_AGO()}`)
    expect(reply.status).toBe(200)
    expect(shapeProblems(NEWEST, 'auditLogList', reply.json)).toEqual([])
    const ids = (reply.json as Page).items.map((e) => e.id)
    expect(ids).toEqual(Object.values(auditLogIds))
    const desc = await list(s, `start_time=${DAY_AGO()}&sort_by=time_and_id_descending`)
    expect((desc.json as Page).items.map((e) => e.id)).toEqual([...ids].reverse())
    // hannah-okafor is a fleet viewer through a group
    expect((await list(s, `start_time=${DAY_AGO()}`, 'hannah-okafor')).status).toBe(200)
    expectError(await list(s, `start_time=${DAY_AGO()}`, 'collaborator'), 403, 'Forbidden')
  })

  it('needs start_time on the first page, keeps the range in its page tokens', async () => {
    const s = sim()
    expectError(
      await list(s, ''),
      400,
      undefined,
      'unable to parse query string: missing field `start_time`',
    )
    const seen: string[] = []
    let page = (await list(s, `start_time=${DAY_AGO()}&limit=2`)).json as Page
    while (page.items.length) {
      seen.push(...page.items.map((e) => e.id))
      page = (await list(s, `limit=2&page_token=${page.next_page}`)).json as Page
    }
    expect(seen).toEqual(Object.values(auditLogIds))
    const end = (
      await list(
        s,
        `start_time=${DAY_AGO()}&end_time=${new Date(Date.now() - 60 * 60_000).toISOString()}`,
      )
    ).json as Page
    expect(end.items.map((e) => e.id)).toEqual([
      auditLogIds.adminLogin,
      auditLogIds.projectCreate,
      auditLogIds.failedLogin,
    ])
    expectError(await list(s, 'page_token=nonsense'), 400, undefined)
  })

  it('records changes and logins as they complete, not reads', async () => {
    const s = sim()
    const since = new Date().toISOString()
    await call(s, 'POST', '/v1/projects', {
      as: 'admin',
      body: { name: 'audited', description: '' },
    })
    await call(s, 'POST', '/v1/projects', {
      as: 'admin',
      body: { name: 'audited', description: '' },
    })
    await call(s, 'GET', '/v1/projects', { as: 'admin' })
    await call(s, 'POST', '/v1/login/demo-silo/local', {
      body: { username: 'viewer', password: 'wrong' },
    })
    const bearer = await deviceToken(s, 'collaborator')
    await withBearer(s, 'DELETE', '/v1/projects/web-frontend', bearer)

    const page = (await list(s, `start_time=${since}`)).json as Page
    const [created, conflict, login, confirm, deleted] = page.items
    expect(page.items.map((e) => e.operation_id)).toEqual([
      'project_create',
      'project_create',
      'login_local',
      'device_auth_confirm',
      'project_delete',
    ])
    expect(created).toMatchObject({
      actor: { kind: 'silo_user', silo_user_id: userIds.admin },
      auth_method: 'session_cookie',
      request_uri: '/v1/projects',
      result: { kind: 'success', http_status_code: 201 },
    })
    expect(created.credential_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(conflict.result).toMatchObject({ kind: 'error', http_status_code: 400 })
    expect(login).toMatchObject({
      actor: { kind: 'unauthenticated' },
      auth_method: null,
      credential_id: null,
      result: {
        kind: 'error',
        http_status_code: 401,
        error_message: 'credentials missing or invalid',
      },
    })
    expect(confirm.result.http_status_code).toBe(204)
    expect(deleted.auth_method).toBe('access_token')
    const tokens = (await withBearer(s, 'GET', '/v1/me/access-tokens', bearer)).json as {
      items: { id: string }[]
    }
    expect(tokens.items.map((t) => t.id)).toContain(deleted.credential_id)
  })
})
