import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { SIMULATED_IDP_ENTITY_ID, simulatedIdpMetadata } from '../seed/identity-providers'
import { call, expectError, setup, signedIn } from '../testing/test-utils'

const LOCAL_USERS = '/v1/system/identity-providers/local/users'

const login = (sim: Sim, username: string, password: string, silo = 'demo-silo') =>
  call(sim, 'POST', `/v1/login/${silo}/local`, { body: { username, password } })

async function createUser(sim: Sim, name: string, password: string | null, as = 'admin') {
  return call(sim, 'POST', `${LOCAL_USERS}?silo=demo-silo`, {
    as,
    body: {
      external_id: name,
      password:
        password === null ? { mode: 'login_disallowed' } : { mode: 'password', value: password },
    },
  })
}

describe('local users', () => {
  it('creates a user who signs in with their own password, not the demo one', async () => {
    const sim = setup()
    const created = await createUser(sim, 'ada', 'correct horse')
    expect(created.status).toBe(201)
    const user = created.json as { id: string; display_name: string; silo_id: string }
    expect(user.display_name).toBe('ada')
    expect((await login(sim, 'ada', 'correct horse')).status).toBe(204)
    expectError(await login(sim, 'ada', 'demo-password'), 401, 'Unauthorized')
    // the silo lists them
    const list = await call(sim, 'GET', '/v1/users?limit=100', { as: 'nobody' })
    expect((list.json as { items: { id: string }[] }).items.map((u) => u.id)).toContain(user.id)
    // and nothing of the password is kept in the clear
    expect(JSON.stringify(sim.store.list('userPasswords'))).not.toContain('correct horse')
  })

  it('creates a user who may not sign in with a password', async () => {
    const sim = setup()
    expect((await createUser(sim, 'no-login', null)).status).toBe(201)
    expectError(await login(sim, 'no-login', 'demo-password'), 401, 'Unauthorized')
    expectError(await login(sim, 'no-login', ''), 401, 'Unauthorized')
  })

  it('refuses a taken user name and a password over 512 bytes', async () => {
    const sim = setup()
    expectError(
      await createUser(sim, 'viewer', 'x'),
      400,
      'ObjectAlreadyExists',
      'already exists: silo-user "viewer"',
    )
    // 200 characters, 600 bytes: within the contract's length, beyond Nexus's bytes
    expectError(
      await createUser(sim, 'long-password', 'é'.repeat(300)),
      400,
      undefined,
      'unable to parse JSON body: password: unsupported password: the password provided was too long',
    )
  })

  it('exists only in local-only silos', async () => {
    const sim = setup()
    const reply = await call(sim, 'POST', `${LOCAL_USERS}?silo=corp-sso`, {
      as: 'admin',
      body: { external_id: 'x', password: { mode: 'login_disallowed' } },
    })
    expectError(reply, 404, 'ObjectNotFound', 'not found: identity-provider with name "local"')
  })

  it('sets a password: the old one stops working, the new one works; a user may set their own', async () => {
    const sim = setup()
    const user = (await createUser(sim, 'grace', 'first password')).json as { id: string }
    const setPassword = (as: string, value: string) =>
      call(sim, 'POST', `${LOCAL_USERS}/${user.id}/set-password?silo=demo-silo`, {
        as,
        body: { mode: 'password', value },
      })
    expect((await setPassword('admin', 'second password')).status).toBe(204)
    expectError(await login(sim, 'grace', 'first password'), 401, 'Unauthorized')
    expect((await login(sim, 'grace', 'second password')).status).toBe(204)
    // another user may read grace but not change her
    expectError(await setPassword('collaborator', 'mine now'), 403, 'Forbidden')
    // a demo user changing their own password leaves the shared demo password behind
    const viewer = sim.store.list('users').find((u) => u.display_name === 'viewer')!
    const own = await call(sim, 'POST', `${LOCAL_USERS}/${viewer.id}/set-password?silo=demo-silo`, {
      as: 'viewer',
      body: { mode: 'password', value: 'viewer only' },
    })
    expect(own.status).toBe(204)
    expectError(await login(sim, 'viewer', 'demo-password'), 401, 'Unauthorized')
    expect((await login(sim, 'viewer', 'viewer only')).status).toBe(204)
  })

  // Nexus's policy for a silo's users (omicron.polar, `resource SiloUser`): `modify` takes an
  // admin of the user's silo or of the fleet, whatever roles the user holds, so a silo admin
  // can set the password of a fleet admin of their silo. Nexus ends no session on a new
  // password (silo_user_password_hash_set touches only the hash; silo_user_delete ends them),
  // and its `Password` type has a maximum length and nothing else, not even a minimum.
  it("lets a silo admin who is no operator set a fleet admin's password, as Nexus does; sessions stay", async () => {
    const sim = setup()
    const boss = (await createUser(sim, 'boss', 'boss password')).json as { id: string }
    const silo = (await createUser(sim, 'silo-adm', 'silo password')).json as { id: string }
    const putPolicy = async (path: string, ids: [string, string][]) => {
      const current = (await call(sim, 'GET', path, { as: 'admin' })).json as {
        role_assignments: unknown[]
      }
      const added = ids.map(([identity_id, role_name]) => ({
        identity_id,
        identity_type: 'silo_user',
        role_name,
      }))
      const body = { role_assignments: [...current.role_assignments, ...added] }
      expect((await call(sim, 'PUT', path, { as: 'admin', body })).status).toBe(200)
    }
    await putPolicy('/v1/system/policy', [[boss.id, 'admin']])
    await putPolicy('/v1/policy', [[silo.id, 'admin']])
    const bossSession = (await login(sim, 'boss', 'boss password')).headers
      .get('set-cookie')!
      .split(';')[0]
    const siloAdmin = (await login(sim, 'silo-adm', 'silo password')).headers
      .get('set-cookie')!
      .split(';')[0]
    // the silo admin is no operator
    expectError(
      await call(sim, 'GET', '/v1/system/policy', { cookie: siloAdmin }),
      403,
      'Forbidden',
    )
    const reset = await call(sim, 'POST', `${LOCAL_USERS}/${boss.id}/set-password?silo=demo-silo`, {
      cookie: siloAdmin,
      body: { mode: 'password', value: '' },
    })
    expect(reset.status).toBe(204)
    // an empty password is one Nexus accepts, and it signs the user in
    expect((await login(sim, 'boss', '')).status).toBe(204)
    expectError(await login(sim, 'boss', 'boss password'), 401, 'Unauthorized')
    // the session from before the change still works, with the fleet role
    expect((await call(sim, 'GET', '/v1/system/policy', { cookie: bossSession })).status).toBe(200)
  })

  it('deletes a user: their sessions, tokens, memberships and keys go; they are not found after', async () => {
    const sim = setup()
    const user = (await createUser(sim, 'temp-user', 'pw')).json as { id: string }
    const signIn = await login(sim, 'temp-user', 'pw')
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]
    expect((await call(sim, 'GET', '/v1/me', { cookie })).status).toBe(200)
    sim.store.transaction(() =>
      sim.store.insert('deviceAccessTokens', {
        id: 'temp-token',
        client_id: 'a6b3f6b1-1c1e-4f0e-9f7e-3f1d2b8c9a01',
        device_code: 'temp',
        user_id: user.id,
        time_created: new Date().toISOString(),
        time_expires: null,
      }),
    )
    const del = (as: string) =>
      call(sim, 'DELETE', `${LOCAL_USERS}/${user.id}?silo=demo-silo`, { as })
    expectError(await del('collaborator'), 403, 'Forbidden')
    expect((await del('admin')).status).toBe(204)
    expectError(await call(sim, 'GET', '/v1/me', { cookie }), 401, 'Unauthorized')
    expect(sim.store.get('deviceAccessTokens', 'temp-token')).toBeUndefined()
    expectError(await login(sim, 'temp-user', 'pw'), 401, 'Unauthorized')
    expectError(
      await del('admin'),
      404,
      'ObjectNotFound',
      `not found: silo-user with id "${user.id}"`,
    )
  })
})

const SAML = '/v1/system/identity-providers/saml'
const providerBody = (name: string, metadata: string | { url: string }) => ({
  name,
  description: 'test provider',
  acs_url: `https://rack.example/login/corp-sso/saml/${name}`,
  slo_url: 'https://rack.example/logout',
  idp_entity_id: 'https://idp.example/entity',
  sp_client_id: 'rack',
  technical_contact_email: 'it@example.com',
  group_attribute_name: 'groups',
  idp_metadata_source:
    typeof metadata === 'string'
      ? { type: 'base64_encoded_xml', data: btoa(metadata) }
      : { type: 'url', url: metadata.url },
})

describe('SAML identity providers', () => {
  it('creates one from base64 metadata, lists it with the silo and shows it', async () => {
    const sim = setup()
    const as = signedIn(sim, 'admin')
    const created = await as(
      'POST',
      `${SAML}?silo=corp-sso`,
      providerBody('okta', simulatedIdpMetadata),
    )
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'okta',
      group_attribute_name: 'groups',
      public_cert: null,
    })
    expect(created.json).not.toHaveProperty('idp_metadata')
    const list = await as('GET', '/v1/system/identity-providers?silo=corp-sso')
    expect((list.json as { items: { name: string; provider_type: string }[] }).items).toEqual([
      expect.objectContaining({ name: 'okta', provider_type: 'saml' }),
      expect.objectContaining({ name: 'simulated-idp', provider_type: 'saml' }),
    ])
    const view = await as('GET', `${SAML}/okta?silo=corp-sso`)
    expect(view.json).toMatchObject({ name: 'okta', idp_entity_id: 'https://idp.example/entity' })
    expectError(
      await as('POST', `${SAML}?silo=corp-sso`, providerBody('okta', simulatedIdpMetadata)),
      400,
      'ObjectAlreadyExists',
      'already exists: saml-identity-provider "okta"',
    )
    // the silo's own users list its providers, to choose one to sign in with
    expect(
      (await call(sim, 'GET', '/v1/system/identity-providers?silo=demo-silo', { as: 'nobody' }))
        .status,
    ).toBe(200)
  })

  it('refuses metadata Nexus refuses, in its words', async () => {
    const sim = setup()
    const as = signedIn(sim, 'admin')
    const create = (metadata: string | { url: string }) =>
      as('POST', `${SAML}?silo=corp-sso`, providerBody('bad', metadata))
    expectError(
      await create('<md:EntityDescriptor xmlns:md="x"></md:EntityDescriptor>'),
      400,
      'InvalidRequest',
      'no md:IDPSSODescriptor section',
    )
    expectError(
      await create(
        simulatedIdpMetadata.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, ''),
      ),
      400,
      'InvalidRequest',
      'no signing key found in IDP metadata',
    )
    expectError(
      await create('not xml <'),
      400,
      'InvalidRequest',
      /^idp_metadata_document_string could not be parsed as an EntityDescriptor! /,
    )
    expectError(
      await create({ url: 'http://169.254.169.254/metadata' }),
      400,
      'InvalidValue',
      /^unsupported value for "url": error querying url: /,
    )
    const bad64 = await as('POST', `${SAML}?silo=corp-sso`, {
      ...providerBody('bad', ''),
      idp_metadata_source: { type: 'base64_encoded_xml', data: 'a' },
    })
    expectError(
      bad64,
      400,
      'InvalidValue',
      /^unsupported value for "data": error getting decoding base64 data: /,
    )
    // a local-only silo has no SAML providers
    expectError(
      await as('POST', `${SAML}?silo=demo-silo`, providerBody('x', simulatedIdpMetadata)),
      400,
      'InvalidRequest',
      'cannot create identity providers in this kind of Silo',
    )
  })

  it('finds a provider by name in its silo only', async () => {
    const sim = setup()
    const as = signedIn(sim, 'admin')
    expectError(
      await as('GET', `${SAML}/nope?silo=corp-sso`),
      404,
      'ObjectNotFound',
      'not found: saml-identity-provider with name "nope"',
    )
    expectError(
      await as('GET', `${SAML}/4e1c7a92-8d3b-4f65-a0e9-2b7c5d8f1a36?silo=corp-sso`),
      400,
      'InvalidRequest',
      'when providing provider as an ID, silo should not be specified',
    )
  })
})

/** An unsigned SAMLResponse as the simulated identity provider makes one */
const answer = (user: string, groups: string[] = [], issuer = SIMULATED_IDP_ENTITY_ID) =>
  btoa(
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<saml:Assertion><saml:Issuer>${issuer}</saml:Issuer>` +
      (user ? `<saml:Subject><saml:NameID>${user}</saml:NameID></saml:Subject>` : '') +
      `<saml:AttributeStatement><saml:Attribute Name="groups">` +
      groups.map((g) => `<saml:AttributeValue>${g}</saml:AttributeValue>`).join('') +
      `</saml:Attribute></saml:AttributeStatement></saml:Assertion></samlp:Response>`,
  )

const relay = (uri: string) => btoa(JSON.stringify({ redirect_uri: uri }))

const samlLogin = (sim: Sim, form: string, provider = 'simulated-idp') =>
  call(sim, 'POST', `/login/corp-sso/saml/${provider}`, { form })

describe('SAML login', () => {
  it('signs a new user in, makes them and their groups, and goes to the relay state page', async () => {
    const sim = setup()
    const reply = await samlLogin(
      sim,
      `SAMLResponse=${encodeURIComponent(answer('jo@corp.example', ['engineers', ' new-team , ']))}&RelayState=${encodeURIComponent(relay('/projects?x=1'))}`,
    )
    expect(reply.status).toBe(303)
    expect(reply.headers.get('location')).toBe('/projects?x=1')
    const cookie = reply.headers.get('set-cookie')!.split(';')[0]
    const me = await call(sim, 'GET', '/v1/me', { cookie })
    expect(me.json).toMatchObject({ display_name: 'jo@corp.example', silo_name: 'corp-sso' })
    const groups = await call(sim, 'GET', '/v1/me/groups', { cookie })
    expect(
      (groups.json as { items: { display_name: string }[] }).items
        .map((g) => g.display_name)
        .sort(),
    ).toEqual(['engineers', 'new-team'])
    // engineers are silo collaborators: they may create a project
    const project = await call(sim, 'POST', '/v1/projects', {
      cookie,
      body: { name: 'sso-project', description: '' },
    })
    expect(project.status).toBe(201)
  })

  it('signs the same user in again, with the groups of this sign-in only', async () => {
    const sim = setup()
    await samlLogin(sim, `SAMLResponse=${encodeURIComponent(answer('sam', ['engineers']))}`)
    const again = await samlLogin(sim, `SAMLResponse=${encodeURIComponent(answer('sam'))}`)
    expect(again.headers.get('location')).toBe('/')
    const cookie = again.headers.get('set-cookie')!.split(';')[0]
    expect((await call(sim, 'GET', '/v1/me/groups', { cookie })).json).toMatchObject({ items: [] })
    expect(sim.store.list('users').filter((u) => u.display_name === 'sam')).toHaveLength(1)
  })

  it('refuses what Nexus refuses, in its words', async () => {
    const sim = setup()
    const refused = async (form: string, message: string | RegExp) =>
      expectError(await samlLogin(sim, form), 400, undefined, message)
    await refused('nothing=1', 'error reading url encoded POST body! missing field `SAMLResponse`')
    await refused('SAMLResponse=%25%25', /^error base64 decoding SAMLResponse! Invalid symbol 37/)
    await refused(
      `SAMLResponse=${encodeURIComponent(answer('x', [], 'https://evil.example'))}`,
      `SAMLResponse issuer https://evil.example does not match configured idp entity id ${SIMULATED_IDP_ENTITY_ID}`,
    )
    await refused(`SAMLResponse=${encodeURIComponent(answer(''))}`, 'no subject in assertion')
    await refused(
      `SAMLResponse=${encodeURIComponent(btoa('<a>'))}`,
      'could not parse SAMLResponse string! element a is not closed',
    )
    expectError(
      await samlLogin(sim, `SAMLResponse=${encodeURIComponent(answer('x'))}`, 'nope'),
      404,
      'ObjectNotFound',
      'not found: identity-provider with name "nope"',
    )
  })

  it('goes to / when the relay state names another site', async () => {
    const sim = setup()
    const reply = await samlLogin(
      sim,
      `SAMLResponse=${encodeURIComponent(answer('kim'))}&RelayState=${encodeURIComponent(relay('//evil.example/x'))}`,
    )
    expect(reply.headers.get('location')).toBe('/')
  })
})

describe('silos', () => {
  it('lists the discoverable silos to fleet viewers, by name', async () => {
    const sim = setup()
    const list = await call(sim, 'GET', '/v1/system/silos', { as: 'admin' })
    expect((list.json as { items: { name: string }[] }).items.map((s) => s.name)).toEqual([
      'corp-sso',
      'demo-silo',
    ])
    expectError(
      await call(sim, 'GET', '/v1/system/silos', { as: 'collaborator' }),
      403,
      'Forbidden',
    )
  })

  it('shows a user their own silo (how the console learns its identity mode), and not another', async () => {
    const sim = setup()
    const own = await call(sim, 'GET', '/v1/system/silos/demo-silo', { as: 'nobody' })
    expect(own.json).toMatchObject({ name: 'demo-silo', identity_mode: 'local_only' })
    expectError(
      await call(sim, 'GET', '/v1/system/silos/corp-sso', { as: 'nobody' }),
      404,
      'ObjectNotFound',
      'not found: silo with name "corp-sso"',
    )
    expect((await call(sim, 'GET', '/v1/system/silos/corp-sso', { as: 'admin' })).status).toBe(200)
  })
})
