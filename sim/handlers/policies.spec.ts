import { describe, expect, it } from 'vitest'
import { defaultSilo, groupIds, userIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'

const user = (id: string, role_name: string) => ({
  identity_id: id,
  identity_type: 'silo_user',
  role_name,
})
const group = (id: string, role_name: string) => ({
  identity_id: id,
  identity_type: 'silo_group',
  role_name,
})

describe('projectPolicyView and projectPolicyUpdate', () => {
  it('shows the project policy to a project viewer', async () => {
    const reply = await call(setup(), 'GET', '/v1/projects/demo-project/policy', { as: 'viewer' })
    expect(reply.status).toBe(200)
    const policy = schema.ProjectRolePolicy.parse(reply.json)
    expect(policy.roleAssignments).toContainEqual({
      identityId: userIds.viewer,
      identityType: 'silo_user',
      roleName: 'viewer',
    })
  })

  // ReadPolicy is `read` on the project (Polar `"read" if "viewer"`): refused,
  // the project is hidden with its own 404; ModifyPolicy needs `"modify" if "admin"`
  it('hides the project with a 404 from a user without a role on it', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'GET', '/v1/projects/web-frontend/policy', { as: 'viewer' }),
      404,
      'ObjectNotFound',
      'not found: project with name "web-frontend"',
    )
    expectError(
      await call(sim, 'GET', '/v1/projects/demo-project/policy', { as: 'nobody' }),
      404,
      'ObjectNotFound',
      'not found: project with name "demo-project"',
    )
    const body = { role_assignments: [] }
    expectError(
      await call(sim, 'PUT', '/v1/projects/demo-project/policy', { as: 'nobody', body }),
      404,
      'ObjectNotFound',
    )
    expectError(
      await call(sim, 'PUT', '/v1/projects/demo-project/policy', { as: 'viewer', body }),
      403,
      'Forbidden',
    )
  })

  it('replaces the assignments, which changes access at once', async () => {
    const sim = setup()
    const admin = sim.createSession('admin')
    const body = { role_assignments: [user(userIds.nobody, 'collaborator')] }
    const reply = await call(sim, 'PUT', '/v1/projects/demo-project/policy', {
      as: { token: admin },
      body,
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual(body)
    schema.ProjectRolePolicy.parse(reply.json)

    const view = await call(sim, 'GET', '/v1/projects/demo-project/policy', {
      as: { token: admin },
    })
    expect(view.json).toEqual(body)
    // the old viewer assignment is gone (the project is hidden), the new one works
    expectError(
      await call(sim, 'GET', '/v1/projects/demo-project', { as: 'viewer' }),
      404,
      'ObjectNotFound',
    )
    expect((await call(sim, 'GET', '/v1/projects/demo-project', { as: 'nobody' })).status).toBe(200)
  })

  it('can empty a policy, and sets one on a project that had none', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const empty = await call(sim, 'PUT', '/v1/projects/demo-project/policy', {
      as: { token },
      body: { role_assignments: [] },
    })
    expect(empty.json).toEqual({ role_assignments: [] })
    const none = await call(sim, 'GET', '/v1/projects/analytics-warehouse/policy', {
      as: { token },
    })
    expect(none.json).toEqual({ role_assignments: [] })
    const set = await call(sim, 'PUT', '/v1/projects/analytics-warehouse/policy', {
      as: { token },
      body: { role_assignments: [group(groupIds.dataScience, 'viewer')] },
    })
    expect(set.status).toBe(200)
    const viaGroup = await call(sim, 'GET', '/v1/projects/analytics-warehouse', { as: 'wei-chen' })
    expect(viaGroup.status).toBe(200)
  })

  it('needs admin on the project (directly, or inherited from silo collaborator)', async () => {
    const sim = setup()
    const body = { role_assignments: [] }
    // web-devs are collaborators on demo-project: not enough
    expectError(
      await call(sim, 'PUT', '/v1/projects/demo-project/policy', { as: 'marco-bianchi', body }),
      403,
      'Forbidden',
    )
    // marco-bianchi is admin on web-frontend
    expect(
      (await call(sim, 'PUT', '/v1/projects/web-frontend/policy', { as: 'marco-bianchi', body }))
        .status,
    ).toBe(200)
    // a silo collaborator is admin on every project, as in Nexus
    expect(
      (await call(sim, 'PUT', '/v1/projects/demo-project/policy', { as: 'collaborator', body }))
        .status,
    ).toBe(200)
  })

  it('inherits through groups as Nexus does: silo viewer gives project viewer, silo collaborator project admin', async () => {
    const sim = setup()
    const setSilo = (assignments: object[]) =>
      call(sim, 'PUT', '/v1/policy', { as: 'admin', body: { role_assignments: assignments } })
    const silo = (await call(sim, 'GET', '/v1/policy', { as: 'admin' })).json as {
      role_assignments: object[]
    }
    // data-science (priya-raman, wei-chen) as silo viewers: every project readable, none writable
    await setSilo([...silo.role_assignments, group(groupIds.dataScience, 'viewer')])
    const asWei = (method: string, path: string, body?: unknown) =>
      call(sim, method, path, { as: 'wei-chen', body })
    expect((await asWei('GET', '/v1/projects/web-frontend')).status).toBe(200)
    expectError(
      await asWei('POST', '/v1/vpcs?project=web-frontend', {
        name: 'no',
        description: '',
        dns_name: 'no',
      }),
      403,
      'Forbidden',
    )
    // as silo collaborators: admin of every project, so they may change its policy
    await setSilo([...silo.role_assignments, group(groupIds.dataScience, 'collaborator')])
    expect(
      (await asWei('PUT', '/v1/projects/web-frontend/policy', { role_assignments: [] })).status,
    ).toBe(200)
    // and no role on the silo takes nothing away that a project grants directly
    await setSilo(silo.role_assignments)
    expect((await asWei('GET', '/v1/projects/ml-training')).status).toBe(200)
    expect((await asWei('GET', '/v1/projects/web-frontend')).status).toBe(404)
  })

  // Nexus stores role assignments without looking their identities up
  it('stores an identity that names no one as given, and it grants nothing', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const unknownId = '0d0e0f00-0000-4000-8000-000000000000'
    const body = { role_assignments: [user(unknownId, 'viewer'), user(groupIds.webDevs, 'admin')] }
    const reply = await call(sim, 'PUT', '/v1/projects/demo-project/policy', {
      as: { token },
      body,
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual(body)
    // a group id given as a user matches no user, so web-devs' members lost their role
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: 'marco-bianchi' }),
      404,
      'ObjectNotFound',
    )
  })

  // Nor does it check that they belong to the policy's silo (role_assignment_replace_visible
  // inserts what it is given, at the contract's commit and at Nexus's main alike)
  it("stores another silo's group as given, as Nexus does", async () => {
    const sim = setup()
    const body = { role_assignments: [group(groupIds.corpEngineers, 'viewer')] }
    const reply = await call(sim, 'PUT', '/v1/projects/demo-project/policy', { as: 'admin', body })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual(body)
  })

  it('rejects unknown role names with 400', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const badRole = await call(sim, 'PUT', '/v1/projects/demo-project/policy', {
      as: { token },
      body: { role_assignments: [user(userIds.nobody, 'owner')] },
    })
    expect(badRole.status).toBe(400)
    // nothing changed
    const view = await call(sim, 'GET', '/v1/projects/demo-project/policy', { as: { token } })
    expect((view.json as { role_assignments: unknown[] }).role_assignments).toHaveLength(2)
  })

  it('drops exact duplicates', async () => {
    const reply = await call(setup(), 'PUT', '/v1/projects/demo-project/policy', {
      as: 'admin',
      body: { role_assignments: [user(userIds.nobody, 'viewer'), user(userIds.nobody, 'viewer')] },
    })
    expect(reply.json).toEqual({ role_assignments: [user(userIds.nobody, 'viewer')] })
  })
})

describe('policyView and policyUpdate (the silo of the signed-in user)', () => {
  // ReadPolicy is `read` on the silo, which every user of the silo holds
  // (Polar: `has_permission(actor, "read", silo) if silo in actor.silo`)
  it('shows the silo policy to every user of the silo, with or without a role', async () => {
    const sim = setup()
    for (const who of ['admin', 'collaborator', 'hannah-okafor', 'viewer', 'nobody']) {
      const reply = await call(sim, 'GET', '/v1/policy', { as: who })
      expect(reply.status, who).toBe(200)
      schema.SiloRolePolicy.parse(reply.json)
    }
  })

  it('lets a silo admin replace it, and nobody else', async () => {
    const sim = setup()
    const body = {
      role_assignments: [user(userIds.admin, 'admin'), group(groupIds.sreOncall, 'viewer')],
    }
    expectError(
      await call(sim, 'PUT', '/v1/policy', { as: 'collaborator', body }),
      403,
      'Forbidden',
    )
    const reply = await call(sim, 'PUT', '/v1/policy', { as: 'admin', body })
    expect(reply.json).toEqual(body)
    // collaborator lost the silo role: no project list any more
    expectError(await call(sim, 'GET', '/v1/projects', { as: 'collaborator' }), 403, 'Forbidden')
  })
})

describe('siloPolicyView and siloPolicyUpdate', () => {
  it('reads a silo policy by name or id', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const byName = await call(sim, 'GET', '/v1/system/silos/demo-silo/policy', { as: { token } })
    const byId = await call(sim, 'GET', `/v1/system/silos/${defaultSilo.id}/policy`, {
      as: { token },
    })
    expect(byName.status).toBe(200)
    expect(byId.json).toEqual(byName.json)
    expectError(
      await call(sim, 'GET', '/v1/system/silos/nope/policy', { as: { token } }),
      404,
      'ObjectNotFound',
      'not found: silo with name "nope"',
    )
  })

  it('answers 403 when a silo collaborator tries to change it', async () => {
    const sim = setup()
    const body = { role_assignments: [user(userIds.collaborator, 'admin')] }
    expectError(
      await call(sim, 'PUT', '/v1/system/silos/demo-silo/policy', { as: 'collaborator', body }),
      403,
      'Forbidden',
    )
    expect(
      (await call(sim, 'PUT', '/v1/system/silos/demo-silo/policy', { as: 'admin', body })).status,
    ).toBe(200)
  })

  it('lets fleet viewers read it without a silo role', async () => {
    // sre-oncall (wei-chen) is fleet viewer but holds no silo role
    const sim = setup()
    expect(
      (await call(sim, 'GET', '/v1/system/silos/demo-silo/policy', { as: 'wei-chen' })).status,
    ).toBe(200)
    expect((await call(sim, 'GET', '/v1/policy', { as: 'wei-chen' })).status).toBe(200)
    // reading is not listing: the silo's projects need silo viewer
    expectError(await call(sim, 'GET', '/v1/projects', { as: 'wei-chen' }), 403, 'Forbidden')
  })
})

describe('systemPolicyView and systemPolicyUpdate', () => {
  it('lets the fleet admin view the system policy; a collaborator gets 403', async () => {
    const sim = setup()
    const reply = await call(sim, 'GET', '/v1/system/policy', { as: 'admin' })
    expect(reply.status).toBe(200)
    const policy = schema.FleetRolePolicy.parse(reply.json)
    expect(policy.roleAssignments).toContainEqual({
      identityId: userIds.admin,
      identityType: 'silo_user',
      roleName: 'admin',
    })
    expectError(
      await call(sim, 'GET', '/v1/system/policy', { as: 'collaborator' }),
      403,
      'Forbidden',
      'Forbidden',
    )
    expectError(await call(sim, 'GET', '/v1/system/policy', { as: 'viewer' }), 403, 'Forbidden')
  })

  it('lets fleet viewers read it but only fleet admins change it', async () => {
    const sim = setup()
    const body = {
      role_assignments: [user(userIds.admin, 'admin'), user(userIds.collaborator, 'viewer')],
    }
    expect((await call(sim, 'GET', '/v1/system/policy', { as: 'tomasz-nowak' })).status).toBe(200)
    expectError(
      await call(sim, 'PUT', '/v1/system/policy', { as: 'tomasz-nowak', body }),
      403,
      'Forbidden',
    )
    const reply = await call(sim, 'PUT', '/v1/system/policy', { as: 'admin', body })
    expect(reply.json).toEqual(body)
    // collaborator is an operator now
    expect((await call(sim, 'GET', '/v1/system/policy', { as: 'collaborator' })).status).toBe(200)
  })

  it('grants fleet roles through the silo mapping', async () => {
    const sim = setup()
    sim.store.update('silos', { ...defaultSilo, mapped_fleet_roles: { collaborator: ['viewer'] } })
    expect((await call(sim, 'GET', '/v1/system/policy', { as: 'collaborator' })).status).toBe(200)
    // admin implies collaborator, so the mapping applies to silo admins too
    expect((await call(sim, 'GET', '/v1/system/policy', { as: 'admin' })).status).toBe(200)
    expectError(await call(sim, 'GET', '/v1/system/policy', { as: 'viewer' }), 403, 'Forbidden')
  })
})

describe('roleList and roleView', () => {
  it('list the built-in roles by name to fleet viewers, and show one', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const page = schema.RoleResultsPage.parse(
      (await call(sim, 'GET', '/v1/system/roles?limit=4', { as: { token } })).json,
    )
    expect(page.items).toEqual([
      { name: 'fleet.admin', description: 'Fleet Administrator' },
      { name: 'fleet.collaborator', description: 'Fleet Collaborator' },
      { name: 'fleet.external-authenticator', description: 'Fleet External Authenticator' },
      { name: 'fleet.viewer', description: 'Fleet Viewer' },
    ])
    const next = schema.RoleResultsPage.parse(
      (
        await call(sim, 'GET', `/v1/system/roles?limit=10&page_token=${page.nextPage}`, {
          as: { token },
        })
      ).json,
    )
    expect(next.items.map((r) => r.name)).toEqual([
      'project.admin',
      'project.collaborator',
      'project.viewer',
      'silo.admin',
      'silo.collaborator',
      'silo.viewer',
    ])
    const role = await call(sim, 'GET', '/v1/system/roles/silo.viewer', { as: { token } })
    expect(role.json).toEqual({ name: 'silo.viewer', description: 'Silo Viewer' })
    expectError(
      await call(sim, 'GET', '/v1/system/roles/silo.owner', { as: { token } }),
      404,
      'ObjectNotFound',
      'not found: role-builtin with name "silo.owner"',
    )
  })
})
