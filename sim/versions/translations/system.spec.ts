// The rack's own resources through the versioned door: sleds with their slot, support
// bundles with their comment in creation order, the target release set with a 204, and
// the lookups later versions allow without a parent (a SAML provider, a router's route).
import { describe, expect, it } from 'vitest'
import { sledIds, supportBundleIds } from '../../seed'
import { samlIdentityProviderIds } from '../../seed/identity-providers'
import { call, expectError, setup } from '../../testing/test-utils'
import { shapeProblems } from '../../testing/response-shape'
import { INITIAL, NEWEST, servedVersionFor } from '../served'
import { parseVersion } from '../../request/api-version'

const CONSOLE = '2026081700.0.0'
const VERSIONS = [INITIAL.text, CONSOLE, NEWEST.text]
const served = (text: string) => servedVersionFor(parseVersion(text))
/** Support bundles' endpoints: experimental until SUPPORT_BUNDLES_STABLE */
const bundles = (version: string) =>
  `${served(version).atLeast('SUPPORT_BUNDLES_STABLE') ? '' : '/experimental'}/v1/system/support-bundles`

describe('sleds', () => {
  it('shows a sled’s slot from SLED_SLOT on', async () => {
    const sim = setup({ release: 'current' })
    for (const version of VERSIONS) {
      const v = served(version)
      const list = await call(sim, 'GET', '/v1/system/hardware/sleds', { as: 'admin', version })
      expect(shapeProblems(v, 'sledList', list.json)).toEqual([])
      const view = await call(sim, 'GET', `/v1/system/hardware/sleds/${sledIds.bay15}`, {
        as: 'admin',
        version,
      })
      expect(shapeProblems(v, 'sledView', view.json)).toEqual([])
      if (v.atLeast('SLED_SLOT')) expect(view.json).toMatchObject({ slot: 15 })
      else expect(view.json).not.toHaveProperty('slot')
    }
  })
})

describe('support bundles', () => {
  it('keeps the comment given at create and lists bundles by creation time', async () => {
    const sim = setup({ release: 'current' })
    const made = await call(sim, 'POST', '/v1/system/support-bundles', {
      as: 'admin',
      body: { user_comment: 'slow disks on bay 15' },
    })
    expect(made.status).toBe(201)
    expect(shapeProblems(NEWEST, 'supportBundleCreate', made.json)).toEqual([])
    expect(made.json).toMatchObject({ user_comment: 'slow disks on bay 15' })
    const id = (made.json as { id: string }).id
    for (const version of VERSIONS) {
      const view = await call(sim, 'GET', `${bundles(version)}/${id}`, {
        as: 'admin',
        version,
      })
      expect(shapeProblems(served(version), 'supportBundleView', view.json)).toEqual([])
      expect(view.json).toMatchObject({ user_comment: 'slow disks on bay 15' })
      const list = await call(sim, 'GET', bundles(version), { as: 'admin', version })
      expect(shapeProblems(served(version), 'supportBundleList', list.json)).toEqual([])
      const items = (list.json as { items: { id: string; time_created: string }[] }).items
      const times = items.map((b) => b.time_created)
      expect(times).toEqual([...times].sort())
      expect(items.at(-1)?.id).toBe(id)
      const down = await call(
        sim,
        'GET',
        `${bundles(version)}?sort_by=time_and_id_descending&limit=1`,
        { as: 'admin', version },
      )
      const page = down.json as { items: { id: string }[]; next_page: string }
      expect(page.items[0].id).toBe(id)
      const next = await call(
        sim,
        'GET',
        `${bundles(version)}?page_token=${page.next_page}&limit=1`,
        { as: 'admin', version },
      )
      expect((next.json as { items: { id: string }[] }).items[0].id).toBe(items.at(-2)?.id)
    }
  })
})

describe('support bundle downloads', () => {
  it('answer the one range asked for', async () => {
    const sim = setup({ release: 'current' })
    const url = `http://localhost/v1/system/support-bundles/${supportBundleIds.active}/download`
    const session = sim.createSession('admin')
    const get = (range?: string) => {
      const headers = new Headers({ cookie: `session=${session}` })
      if (range) headers.set('range', range)
      return sim.fetch(new Request(url, { headers }))
    }
    const whole = new Uint8Array(await (await get()).arrayBuffer())
    const part = await get('bytes=10-19')
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(10, 20))
    const tail = await get('bytes=-5')
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 5))
    expect((await get(`bytes=${whole.length}-`)).status).toBe(416)
  })
})

describe('target release', () => {
  it('is set with no content in every version', async () => {
    const sim = setup({ release: 'current' })
    const reply = await call(sim, 'PUT', '/v1/system/update/target-release', {
      as: 'admin',
      version: INITIAL.text,
      body: { system_version: '14.0.0' },
    })
    expect(reply.status).toBe(204)
    expect(reply.json).toBeUndefined()
    // INITIAL reads the target no more; the record moved on
    const targets = sim.store.list('targetReleases').map((t) => t.release_source)
    expect(targets).toContainEqual({ type: 'system_version', version: '14.0.0' })
  })
})

describe('lookups without a parent', () => {
  it('finds a SAML provider by its id alone, and refuses a name without the silo', async () => {
    const sim = setup({ release: 'current' })
    const base = '/v1/system/identity-providers/saml'
    const byId = await call(sim, 'GET', `${base}/${samlIdentityProviderIds.simulated}`, {
      as: 'admin',
    })
    expect(byId.status).toBe(200)
    expect(shapeProblems(NEWEST, 'samlIdentityProviderView', byId.json)).toEqual([])
    expectError(
      await call(sim, 'GET', `${base}/simulated-idp`, { as: 'admin', version: CONSOLE }),
      400,
      'InvalidRequest',
      'provider should either be a UUID or silo should be specified',
    )
    const byName = await call(sim, 'GET', `${base}/simulated-idp?silo=corp-sso`, {
      as: 'admin',
      version: INITIAL.text,
    })
    expect(byName.status).toBe(200)
  })

  it('finds a route by its id alone', async () => {
    const sim = setup({ release: 'current' })
    const routes = await call(
      sim,
      'GET',
      '/v1/vpc-router-routes?project=demo-project&vpc=default&router=system',
      { as: 'admin' },
    )
    const route = (routes.json as { items: { id: string }[] }).items[0]
    for (const version of VERSIONS) {
      const view = await call(sim, 'GET', `/v1/vpc-router-routes/${route.id}`, {
        as: 'admin',
        version,
      })
      expect(view.status).toBe(200)
      expect(shapeProblems(served(version), 'vpcRouterRouteView', view.json)).toEqual([])
    }
  })
})

describe('update status', () => {
  it('says whether to contact support from ADD_CONTACT_SUPPORT_TO_UPDATE_STATUS on', async () => {
    const sim = setup({ release: 'current' })
    for (const version of [...VERSIONS, '2026052000.0.0', '2026050800.0.0']) {
      const v = served(version)
      const status = await call(sim, 'GET', '/v1/system/update/status', { as: 'admin', version })
      expect(status.status).toBe(200)
      expect(shapeProblems(v, 'systemUpdateStatus', status.json)).toEqual([])
      if (v.atLeast('ADD_CONTACT_SUPPORT_TO_UPDATE_STATUS')) {
        expect(status.json).toHaveProperty('contact_support', false)
      } else expect(status.json).not.toHaveProperty('contact_support')
    }
  })
})
