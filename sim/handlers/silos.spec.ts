import { describe, expect, it } from 'vitest'
import { FLEET_ID } from '../seed'
import { call, expectError, setup } from '../testing/test-utils'
import { uuid } from '../util'
import { compareSemver } from './target-release'
import type { Sim } from '../index'

const GiB = 1024 ** 3
const newSilo = (name: string, extra: object = {}) => ({
  name,
  description: 'made in a test',
  discoverable: true,
  identity_mode: 'saml_jit',
  quotas: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB },
  tls_certificates: [],
  ...extra,
})

/** A user of demo-silo holding `role` on the fleet, signed in */
function fleetUser(sim: Sim, role: 'collaborator' | 'viewer') {
  const id = uuid()
  sim.store.transaction(() => {
    sim.store.insert('users', {
      id,
      display_name: `fleet-${role}`,
      silo_id: sim.store.list('silos')[0].id,
    })
    const policy = sim.store.get('policies', FLEET_ID)!
    sim.store.update('policies', {
      ...policy,
      role_assignments: [
        ...policy.role_assignments,
        { identity_id: id, identity_type: 'silo_user', role_name: role },
      ],
    })
  })
  return `fleet-${role}`
}

describe('silos', () => {
  it('creates a silo with its quotas and an admin group holding silo admin', async () => {
    const sim = setup()
    const created = await call(sim, 'POST', '/v1/system/silos', {
      as: 'admin',
      body: newSilo('eng', { admin_group_name: 'eng-admins' }),
    })
    expect(created.status).toBe(201)
    const silo = created.json as { id: string; name: string; mapped_fleet_roles: object }
    expect(silo).toMatchObject({ name: 'eng', mapped_fleet_roles: {} })
    const quotas = await call(sim, 'GET', '/v1/system/silos/eng/quotas', { as: 'admin' })
    expect(quotas.json).toEqual({
      silo_id: silo.id,
      cpus: 16,
      memory: 64 * GiB,
      storage: 1024 * GiB,
    })
    const policy = await call(sim, 'GET', '/v1/system/silos/eng/policy', { as: 'admin' })
    const group = sim.store.list('groups').find((g) => g.silo_id === silo.id)!
    expect(group.display_name).toBe('eng-admins')
    expect(policy.json).toEqual({
      role_assignments: [
        { identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' },
      ],
    })
    expectError(
      await call(sim, 'POST', '/v1/system/silos', { as: 'admin', body: newSilo('eng') }),
      400,
      'ObjectAlreadyExists',
      'already exists: silo "eng"',
    )
  })

  it('needs fleet collaborator to create, and fleet admin to confer fleet roles', async () => {
    const sim = setup()
    const collaborator = fleetUser(sim, 'collaborator')
    expect(
      (await call(sim, 'POST', '/v1/system/silos', { as: collaborator, body: newSilo('a') }))
        .status,
    ).toBe(201)
    expectError(
      await call(sim, 'POST', '/v1/system/silos', {
        as: collaborator,
        body: newSilo('b', { mapped_fleet_roles: { admin: ['viewer'] } }),
      }),
      403,
      'Forbidden',
    )
    expectError(
      await call(sim, 'POST', '/v1/system/silos', { as: 'collaborator', body: newSilo('c') }),
      403,
      'Forbidden',
    )
  })

  it('refuses to delete a silo that holds a project; deletes an empty one with its users', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'DELETE', '/v1/system/silos/demo-silo', { as: 'admin' }),
      400,
      'InvalidRequest',
      'silo to be deleted contains a project',
    )
    expect((await call(sim, 'DELETE', '/v1/system/silos/corp-sso', { as: 'admin' })).status).toBe(
      204,
    )
    expectError(
      await call(sim, 'GET', '/v1/system/silos/corp-sso', { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: silo with name "corp-sso"',
    )
    const corp = 'c2a4e3f0-5b1d-4c8e-9f27-3d6a1b8e4f90'
    expect(sim.store.list('groups').some((g) => g.silo_id === corp)).toBe(false)
    expect(sim.store.list('samlIdentityProviders').some((p) => p.silo_id === corp)).toBe(false)
    expect(sim.store.list('siloQuotas').some((q) => q.silo_id === corp)).toBe(false)
  })

  it('updates quotas in part, and the new quota binds the next start', async () => {
    const sim = setup()
    const updated = await call(sim, 'PUT', '/v1/system/silos/demo-silo/quotas', {
      as: 'admin',
      body: { cpus: 1 },
    })
    expect(updated.json).toMatchObject({ cpus: 1, memory: 512 * GiB })
    // db1 runs with 2 vCPUs already: a new running instance does not fit
    const create = await call(sim, 'POST', '/v1/instances?project=demo-project', {
      as: 'admin',
      body: {
        name: 'over-quota',
        description: '',
        hostname: 'over-quota',
        ncpus: 1,
        memory: GiB,
        start: false,
      },
    })
    expect(create.status).toBe(201)
    const start = await call(sim, 'POST', '/v1/instances/over-quota/start?project=demo-project', {
      as: 'admin',
    })
    expectError(start, 507, 'InsufficientCapacity', /^Insufficient capacity: vCPU Limit Exceeded/)
    // a silo admin may read their quotas but only fleet collaborators change them
    expectError(
      await call(sim, 'PUT', '/v1/system/silos/demo-silo/quotas', { as: 'collaborator', body: {} }),
      403,
      'Forbidden',
    )
  })

  it('answers utilization from what runs and what is stored, against the quotas', async () => {
    const sim = setup()
    const mine = (await call(sim, 'GET', '/v1/utilization', { as: 'viewer' })).json as {
      capacity: { cpus: number }
      provisioned: { cpus: number; memory: number; storage: number }
    }
    expect(mine.capacity.cpus).toBe(96)
    expect(mine.provisioned.cpus).toBeGreaterThan(0)
    const list = (await call(sim, 'GET', '/v1/system/utilization/silos', { as: 'admin' })).json as {
      items: { silo_name: string; provisioned: { cpus: number }; allocated: { cpus: number } }[]
    }
    expect(list.items.map((u) => u.silo_name)).toEqual(['corp-sso', 'demo-silo'])
    expect(list.items[0]).toMatchObject({ provisioned: { cpus: 0 }, allocated: { cpus: 32 } })
    expect(list.items[1].provisioned).toEqual(mine.provisioned)
    const quotas = (await call(sim, 'GET', '/v1/system/silo-quotas', { as: 'admin' })).json as {
      items: unknown[]
    }
    expect(quotas.items).toHaveLength(2)
  })
})

describe('target release', () => {
  it('starts unspecified, moves to a version the rack holds, never back', async () => {
    const sim = setup()
    const first = await call(sim, 'GET', '/v1/system/update/target-release', { as: 'admin' })
    expect(first.json).toMatchObject({ generation: 1, release_source: { type: 'unspecified' } })
    const set = (version: string, as = 'admin') =>
      call(sim, 'PUT', '/v1/system/update/target-release', {
        as,
        body: { system_version: version },
      })
    const to14 = await set('14.0.0')
    expect(to14.status).toBe(201)
    expect(to14.json).toMatchObject({
      generation: 2,
      release_source: { type: 'system_version', version: '14.0.0' },
    })
    expectError(
      await set('13.0.0'),
      400,
      undefined,
      'The requested target system release (13.0.0) is older than the current target system release (14.0.0). This is not supported.',
    )
    expectError(await set('15.0.0'), 404, 'ObjectNotFound', 'not found: tuf-repo with id "15.0.0"')
    expectError(await set('14.1.0-rc.1', 'collaborator'), 403, 'Forbidden')
  })

  it('orders versions as semver does', () => {
    expect(compareSemver('1.0.0-alpha', '1.0.0')).toBe(-1)
    expect(compareSemver('1.0.0-alpha.1', '1.0.0-alpha.beta')).toBe(-1)
    expect(compareSemver('1.0.0-rc.1', '1.0.0-beta.11')).toBe(1)
    expect(compareSemver('2.0.0', '10.0.0')).toBe(-1)
    expect(compareSemver('1.0.0+build', '1.0.0')).toBe(0)
  })
})
