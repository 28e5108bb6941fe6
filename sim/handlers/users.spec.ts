import { describe, expect, it } from 'vitest'
import { accessTokenIds } from '../seed/access-tokens'
import { defaultSilo } from '../seed/silos'
import { userIds } from '../seed/users'
import { deviceToken, withBearer } from '../testing/bearer'
import { shapeProblems } from '../testing/response-shape'
import { call, expectError, setup } from '../testing/test-utils'
import { NEWEST } from '../versions/served'

const sim = () => setup({ release: 'current' })
type Page = { items: { id: string }[] }
const ids = (json: unknown) => (json as Page).items.map((t) => t.id)
const OTHER_SILO_USER = '0d6f4a2c-8b1e-4c3d-9e5f-7a9b1c3d5e70'

/** A user of corp-sso, whom demo-silo's users may not read */
function addOtherSiloUser(s: ReturnType<typeof sim>) {
  const silo = s.store.list('silos').find((x) => x.id !== defaultSilo.id)!
  s.store.insert('users', { id: OTHER_SILO_USER, display_name: 'ext', silo_id: silo.id })
}

describe('userView', () => {
  it('shows a user to whoever may read them, in the newest shape', async () => {
    const s = sim()
    const reply = await call(s, 'GET', `/v1/users/${userIds.viewer}`, { as: 'nobody' })
    expect(reply.status).toBe(200)
    expect(shapeProblems(NEWEST, 'userView', reply.json)).toEqual([])
    expect(reply.json).toMatchObject({ id: userIds.viewer, display_name: 'viewer' })
    addOtherSiloUser(s)
    expectError(
      await call(s, 'GET', `/v1/users/${OTHER_SILO_USER}`, { as: 'nobody' }),
      404,
      'ObjectNotFound',
      `not found: silo-user with id "${OTHER_SILO_USER}"`,
    )
    // a fleet viewer reads users of every silo
    expect((await call(s, 'GET', `/v1/users/${OTHER_SILO_USER}`, { as: 'admin' })).status).toBe(200)
  })
})

describe('userTokenList, userSessionList', () => {
  it('lists a user’s live tokens and sessions to a silo admin and to the user', async () => {
    const s = sim()
    const tokens = await call(s, 'GET', `/v1/users/${userIds.collaborator}/access-tokens`, {
      as: 'admin',
    })
    expect(tokens.status).toBe(200)
    expect(shapeProblems(NEWEST, 'userTokenList', tokens.json)).toEqual([])
    expect(ids(tokens.json)).toEqual([accessTokenIds.collaboratorLaptop])

    s.createSession('collaborator')
    const sessions = await call(s, 'GET', `/v1/users/${userIds.collaborator}/sessions`, {
      as: 'collaborator',
    })
    expect(sessions.status).toBe(200)
    expect(shapeProblems(NEWEST, 'userSessionList', sessions.json)).toEqual([])
    // the one made above and the one signing this request in; no session token shown
    expect(ids(sessions.json)).toHaveLength(2)
    const secrets = s.store.list('sessions').map((x) => x.id)
    for (const secret of secrets) expect(JSON.stringify(sessions.json)).not.toContain(secret)
  })

  it('answers 403 to others who may read the user, 404 to those who may not', async () => {
    const s = sim()
    for (const path of ['access-tokens', 'sessions']) {
      expectError(
        await call(s, 'GET', `/v1/users/${userIds.admin}/${path}`, { as: 'collaborator' }),
        403,
        'Forbidden',
      )
    }
    addOtherSiloUser(s)
    // a fleet admin is no admin of another silo
    expectError(
      await call(s, 'GET', `/v1/users/${OTHER_SILO_USER}/sessions`, { as: 'admin' }),
      403,
      'Forbidden',
    )
    expectError(
      await call(s, 'GET', `/v1/users/${OTHER_SILO_USER}/sessions`, { as: 'nobody' }),
      404,
      'ObjectNotFound',
    )
  })
})

describe('userLogout', () => {
  it('ends every session and token of the user', async () => {
    const s = sim()
    const bearer = await deviceToken(s, 'collaborator')
    const session = s.createSession('collaborator')
    const done = await call(s, 'POST', `/v1/users/${userIds.collaborator}/logout`, { as: 'admin' })
    expect(done.status).toBe(204)
    expectError(await withBearer(s, 'GET', '/v1/me', bearer), 401, 'Unauthorized')
    expectError(await call(s, 'GET', '/v1/me', { as: { token: session } }), 401, 'Unauthorized')
    const left = await call(s, 'GET', `/v1/users/${userIds.collaborator}/access-tokens`, {
      as: 'admin',
    })
    expect(ids(left.json)).toEqual([])
    // the admin's own remain
    expect(
      ids((await call(s, 'GET', '/v1/me/access-tokens', { as: 'admin' })).json).length,
    ).toBeGreaterThan(0)
  })

  it('is refused to a user who is not a silo admin', async () => {
    const s = sim()
    expectError(
      await call(s, 'POST', `/v1/users/${userIds.admin}/logout`, { as: 'collaborator' }),
      403,
      'Forbidden',
    )
    expectError(
      await call(s, 'POST', '/v1/users/00000000-0000-4000-8000-000000000000/logout', {
        as: 'admin',
      }),
      404,
      'ObjectNotFound',
    )
  })
})
