import { describe, expect, it } from 'vitest'
import { accessTokenIds } from '../seed/access-tokens'
import { shapeProblems } from '../testing/response-shape'
import { deviceToken, withBearer } from '../testing/bearer'
import { call, expectError, setup, type Reply } from '../testing/test-utils'
import { NEWEST } from '../versions/served'

const sim = () => setup({ release: 'current' })

type Token = { id: string; time_created: string; time_expires?: string | null }
type Page = { items: Token[]; next_page: string | null }

const ids = (reply: Reply) => (reply.json as Page).items.map((t) => t.id)

describe('currentUserAccessTokenList', () => {
  it('lists the signed-in user’s own tokens by id, never the bearer token', async () => {
    const s = sim()
    const reply = await call(s, 'GET', '/v1/me/access-tokens', { as: 'admin' })
    expect(reply.status).toBe(200)
    expect(shapeProblems(NEWEST, 'currentUserAccessTokenList', reply.json)).toEqual([])
    expect(ids(reply)).toEqual([accessTokenIds.adminLaptop, accessTokenIds.adminCi].sort())
    expect((reply.json as Page).next_page).toEqual(expect.any(String))

    const nobody = await call(s, 'GET', '/v1/me/access-tokens', { as: 'nobody' })
    expect(ids(nobody)).toEqual([])

    // a token of the device flow shows up under its own id
    const bearer = await deviceToken(s, 'nobody')
    const mine = await withBearer(s, 'GET', '/v1/me/access-tokens', bearer)
    expect(mine.status).toBe(200)
    const [token] = (mine.json as Page).items
    expect(token.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(bearer).not.toContain(token.id)
    expect(JSON.stringify(mine.json)).not.toContain(bearer.slice('oxide-token-'.length))
    expect(token.time_expires).toBeNull()
    // the id stays the same from one request to the next
    expect(ids(await call(s, 'GET', '/v1/me/access-tokens', { as: 'nobody' }))).toEqual([token.id])
  })

  it('pages by id and leaves out expired tokens', async () => {
    const s = sim()
    const first = await call(s, 'GET', '/v1/me/access-tokens?limit=1', { as: 'admin' })
    expect(ids(first)).toHaveLength(1)
    const token = (first.json as Page).next_page!
    const second = await call(s, 'GET', `/v1/me/access-tokens?limit=1&page_token=${token}`, {
      as: 'admin',
    })
    expect([...ids(first), ...ids(second)]).toEqual(
      [accessTokenIds.adminLaptop, accessTokenIds.adminCi].sort(),
    )
    const laptop = s.store
      .list('deviceAccessTokens')
      .find((t) => t.public_id === accessTokenIds.adminLaptop)!
    s.store.update('deviceAccessTokens', { ...laptop, time_expires: '2025-01-01T00:00:00.000Z' })
    expect(ids(await call(s, 'GET', '/v1/me/access-tokens', { as: 'admin' }))).toEqual([
      accessTokenIds.adminCi,
    ])
  })
})

describe('currentUserAccessTokenDelete', () => {
  it('deletes one of the user’s tokens, which then signs no one in', async () => {
    const s = sim()
    const bearer = await deviceToken(s, 'collaborator')
    const listed = await withBearer(s, 'GET', '/v1/me/access-tokens', bearer)
    const own = (listed.json as Page).items.map((t) => t.id)
    expect(own).toContain(accessTokenIds.collaboratorLaptop)
    const fresh = own.find((id) => id !== accessTokenIds.collaboratorLaptop)!

    const deleted = await call(s, 'DELETE', `/v1/me/access-tokens/${fresh}`, { as: 'collaborator' })
    expect(deleted.status).toBe(204)
    expectError(await withBearer(s, 'GET', '/v1/me', bearer), 401, 'Unauthorized')
    expectError(
      await call(s, 'DELETE', `/v1/me/access-tokens/${fresh}`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      `not found: device-access-token with id "${fresh}"`,
    )
  })

  it('finds no other user’s token', async () => {
    const s = sim()
    const id = accessTokenIds.adminLaptop
    expectError(
      await call(s, 'DELETE', `/v1/me/access-tokens/${id.toUpperCase()}`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      `not found: device-access-token with id "${id}"`,
    )
    expect(ids(await call(s, 'GET', '/v1/me/access-tokens', { as: 'admin' }))).toContain(id)
  })

  it('needs a signed-in user, and is served from INITIAL on', async () => {
    const s = sim()
    expectError(await call(s, 'GET', '/v1/me/access-tokens'), 401, 'Unauthorized')
    const initial = await call(s, 'GET', '/v1/me/access-tokens', {
      as: 'admin',
      version: '2025112000.0.0',
    })
    expect(initial.status).toBe(200)
  })
})
