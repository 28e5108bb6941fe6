import { describe, expect, it } from 'vitest'
import { groupIds, userIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

describe('userList', () => {
  it('lists the users of the silo by id to any signed-in user', async () => {
    const reply = await call(setup(), 'GET', '/v1/users', { as: 'nobody' })
    expect(reply.status).toBe(200)
    const page = schema.UserResultsPage.parse(reply.json)
    expect(page.items).toHaveLength(10)
    const ids = page.items.map((u) => u.id)
    expect(ids).toEqual([...ids].sort())
    expect(page.items.map((u) => u.displayName)).toContain('hannah-okafor')
    expect(page.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
  })

  it('pages', async () => {
    const sim = setup()
    const token = sim.createSession('viewer')
    const first = schema.UserResultsPage.parse(
      (await call(sim, 'GET', '/v1/users?limit=6', { as: { token } })).json,
    )
    expect(first.items).toHaveLength(6)
    const rest = schema.UserResultsPage.parse(
      (
        await call(
          sim,
          'GET',
          `/v1/users?limit=6&page_token=${encodeURIComponent(first.nextPage!)}`,
          {
            as: { token },
          },
        )
      ).json,
    )
    expect(rest.items).toHaveLength(4)
    expect(rest.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
  })

  it('filters by group', async () => {
    const sim = setup()
    const reply = await call(sim, 'GET', `/v1/users?group=${groupIds.webDevs}`, { as: 'viewer' })
    const page = schema.UserResultsPage.parse(reply.json)
    expect(page.items.map((u) => u.displayName).sort()).toEqual([
      'collaborator',
      'marco-bianchi',
      'sofia-alvarez',
    ])
    const unknown = '0d0e0f00-0000-4000-8000-000000000000'
    expectError(
      await call(sim, 'GET', `/v1/users?group=${unknown}`, { as: 'viewer' }),
      404,
      'ObjectNotFound',
      `not found: silo-group with id "${unknown}"`,
    )
    expect((await call(sim, 'GET', '/v1/users?group=not-a-uuid', { as: 'viewer' })).status).toBe(
      400,
    )
  })
})

describe('groupList and groupView', () => {
  it('lists the groups of the silo', async () => {
    const reply = await call(setup(), 'GET', '/v1/groups', { as: 'nobody' })
    const page = schema.GroupResultsPage.parse(reply.json)
    expect(page.items.map((g) => g.displayName).sort()).toEqual([
      'data-science',
      'platform-team',
      'sre-oncall',
      'web-devs',
    ])
  })

  it('shows one group, 404 for an unknown id', async () => {
    const sim = setup()
    const reply = await call(sim, 'GET', `/v1/groups/${groupIds.dataScience}`, { as: 'viewer' })
    expect(schema.Group.parse(reply.json).displayName).toBe('data-science')
    const missing = await call(sim, 'GET', `/v1/groups/${userIds.admin}`, { as: 'viewer' })
    expectError(missing, 404, 'ObjectNotFound', `not found: silo-group with id "${userIds.admin}"`)
  })
})

describe('userBuiltinList and userBuiltinView', () => {
  it('show Nexus’s own users to fleet viewers, by name', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const page = schema.UserBuiltinResultsPage.parse(
      (await call(sim, 'GET', '/v1/system/users-builtin', { as: { token } })).json,
    )
    expect(page.items.map((u) => u.name)).toEqual([
      'db-init',
      'external-authn',
      'internal-api',
      'internal-read',
      'saga-recovery',
      'service-balancer',
    ])
    const byId = await call(
      sim,
      'GET',
      '/v1/system/users-builtin/001de000-05e4-4000-8000-000000000001',
      {
        as: { token },
      },
    )
    expect(schema.UserBuiltin.parse(byId.json).name).toBe('db-init')
    expectError(
      await call(sim, 'GET', '/v1/system/users-builtin/root', { as: { token } }),
      404,
      'ObjectNotFound',
      'not found: user-builtin with name "root"',
    )
  })
})

describe('siloUserList and siloUserView', () => {
  it('list a silo’s users by id, and show one of them', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const page = schema.UserResultsPage.parse(
      (await call(sim, 'GET', '/v1/system/users?silo=demo-silo&limit=100', { as: { token } })).json,
    )
    const ids = page.items.map((u) => u.id)
    expect(ids).toContain(userIds.admin)
    expect([...ids].sort()).toEqual(ids)
    const one = await call(sim, 'GET', `/v1/system/users/${userIds.viewer}?silo=demo-silo`, {
      as: { token },
    })
    expect(schema.User.parse(one.json).displayName).toBe('viewer')
    const missing = '00000000-0000-4000-8000-000000000000'
    expectError(
      await call(sim, 'GET', `/v1/system/users/${missing}?silo=demo-silo`, { as: { token } }),
      404,
      'ObjectNotFound',
      `not found: silo-user with id "${missing}"`,
    )
  })
})
