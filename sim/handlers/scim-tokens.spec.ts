import { describe, expect, it } from 'vitest'
import { scimTokenIds } from '../seed/scim-tokens'
import { shapeProblems } from '../testing/response-shape'
import { call, expectError, setup } from '../testing/test-utils'
import { NEWEST } from '../versions/served'

const sim = () => setup({ release: 'current' })
const BASE = '/v1/system/scim/tokens'

describe('SCIM tokens', () => {
  it('lists, creates (showing the secret once), views and deletes a silo’s tokens', async () => {
    const s = sim()
    const list = await call(s, 'GET', `${BASE}?silo=demo-silo`, { as: 'admin' })
    expect(list.status).toBe(200)
    expect(shapeProblems(NEWEST, 'scimTokenList', list.json)).toEqual([])
    expect((list.json as { id: string }[]).map((t) => t.id)).toEqual([scimTokenIds.demoIdp])

    const made = await call(s, 'POST', `${BASE}?silo=demo-silo`, { as: 'admin' })
    expect(made.status).toBe(201)
    expect(shapeProblems(NEWEST, 'scimTokenCreate', made.json)).toEqual([])
    const { id, bearer_token } = made.json as { id: string; bearer_token: string }
    expect(bearer_token).toMatch(/^oxide-scim-[0-9a-f]{40}$/)

    const view = await call(s, 'GET', `${BASE}/${id}?silo=demo-silo`, { as: 'admin' })
    expect(view.status).toBe(200)
    expect(shapeProblems(NEWEST, 'scimTokenView', view.json)).toEqual([])
    expect(JSON.stringify(view.json)).not.toContain(bearer_token.slice('oxide-scim-'.length))

    expect((await call(s, 'DELETE', `${BASE}/${id}?silo=demo-silo`, { as: 'admin' })).status).toBe(
      204,
    )
    expectError(
      await call(s, 'GET', `${BASE}/${id}?silo=demo-silo`, { as: 'admin' }),
      404,
      'ObjectNotFound',
      `not found: scim-client-bearer-token with id "${id}"`,
    )
  })

  it('is for silo and fleet admins: 403 to other users of the silo, 404 for a token', async () => {
    const s = sim()
    expectError(
      await call(s, 'GET', `${BASE}?silo=demo-silo`, { as: 'collaborator' }),
      403,
      'Forbidden',
    )
    expectError(await call(s, 'POST', `${BASE}?silo=demo-silo`, { as: 'viewer' }), 403, 'Forbidden')
    expectError(
      await call(s, 'GET', `${BASE}/${scimTokenIds.demoIdp}?silo=demo-silo`, {
        as: 'collaborator',
      }),
      404,
      'ObjectNotFound',
    )
    expectError(
      await call(s, 'DELETE', `${BASE}/${scimTokenIds.demoIdp}?silo=demo-silo`, { as: 'nobody' }),
      404,
      'ObjectNotFound',
    )
    // a silo the caller may not read is its 404; the silo is required
    expectError(
      await call(s, 'GET', `${BASE}?silo=corp-sso`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
    )
    expect((await call(s, 'GET', BASE, { as: 'admin' })).status).toBe(400)
    // a fleet admin manages another silo's tokens; a token is found only in its own silo
    expect((await call(s, 'POST', `${BASE}?silo=corp-sso`, { as: 'admin' })).status).toBe(201)
    expectError(
      await call(s, 'GET', `${BASE}/${scimTokenIds.demoIdp}?silo=corp-sso`, { as: 'admin' }),
      404,
      'ObjectNotFound',
    )
  })
})
