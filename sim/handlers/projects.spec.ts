import { describe, expect, it } from 'vitest'
import { projectIds } from '../seed'
import { call, expectError, names, schema, setup } from '../testing/test-utils'

const allNames = [
  'analytics-warehouse',
  'ci-runners',
  'data-pipeline',
  'demo-project',
  'ml-training',
  'staging',
  'web-frontend',
]

describe('projectList', () => {
  it('lists every project of the silo to a silo viewer, sorted by name', async () => {
    const reply = await call(setup(), 'GET', '/v1/projects', { as: 'admin' })
    expect(reply.status).toBe(200)
    const page = schema.ProjectResultsPage.parse(reply.json)
    expect(page.items.map((p) => p.name)).toEqual(allNames)
    expect(page.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
  })

  it('shows exactly the contract fields (no internal silo_id)', async () => {
    const reply = await call(setup(), 'GET', '/v1/projects?limit=1', { as: 'admin' })
    const [item] = (reply.json as { items: object[] }).items
    expect(Object.keys(item).sort()).toEqual([
      'description',
      'id',
      'name',
      'time_created',
      'time_modified',
    ])
  })

  it('pages with limit and next_page until next_page is null', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const seen: string[] = []
    let url = '/v1/projects?limit=3'
    let pages = 0
    for (;;) {
      const reply = await call(sim, 'GET', url, { as: { token } })
      const page = schema.ProjectResultsPage.parse(reply.json)
      expect(page.items.length).toBeLessThanOrEqual(3)
      seen.push(...page.items.map((p) => p.name))
      pages++
      if (!page.nextPage) break
      url = `/v1/projects?limit=3&page_token=${encodeURIComponent(page.nextPage)}`
    }
    // 7 projects by 3, then the empty page that ends a dropshot scan
    expect(pages).toBe(4)
    expect(seen).toEqual(allNames)
  })

  it('ends a scan with an empty page without a token, as dropshot does', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const full = schema.ProjectResultsPage.parse(
      (await call(sim, 'GET', '/v1/projects?limit=7', { as: { token } })).json,
    )
    expect(full.items).toHaveLength(7)
    const after = `/v1/projects?limit=7&page_token=${encodeURIComponent(full.nextPage!)}`
    const empty = schema.ProjectResultsPage.parse(
      (await call(sim, 'GET', after, { as: { token } })).json,
    )
    expect(empty).toEqual({ items: [], nextPage: null })
  })

  it('keeps a scan going across inserts and deletes (keyset tokens)', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const first = schema.ProjectResultsPage.parse(
      (await call(sim, 'GET', '/v1/projects?limit=2', { as: { token } })).json,
    )
    expect(first.items.map((p) => p.name)).toEqual(['analytics-warehouse', 'ci-runners'])
    await call(sim, 'POST', '/v1/projects', {
      as: { token },
      body: { name: 'aaa-early', description: '' },
    })
    await call(sim, 'POST', '/v1/projects', {
      as: { token },
      body: { name: 'cz-later', description: '' },
    })
    const second = await call(
      sim,
      'GET',
      `/v1/projects?limit=2&page_token=${encodeURIComponent(first.nextPage!)}`,
      { as: { token } },
    )
    expect(names(second.json)).toEqual(['cz-later', 'data-pipeline'])
  })

  it('sorts by name descending and by id, and the token keeps its sort', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const desc = await call(sim, 'GET', '/v1/projects?sort_by=name_descending&limit=4', {
      as: { token },
    })
    expect(names(desc.json)).toEqual([...allNames].reverse().slice(0, 4))
    const next = (desc.json as { next_page: string }).next_page
    // sort_by sent with a token is ignored, as in dropshot
    const rest = await call(
      sim,
      'GET',
      `/v1/projects?sort_by=name_ascending&limit=4&page_token=${encodeURIComponent(next)}`,
      { as: { token } },
    )
    expect(names(rest.json)).toEqual([...allNames].reverse().slice(4))

    const byId = schema.ProjectResultsPage.parse(
      (await call(sim, 'GET', '/v1/projects?sort_by=id_ascending', { as: { token } })).json,
    )
    const ids = byId.items.map((p) => p.id)
    expect(ids).toEqual([...ids].sort())
    expect(ids).toHaveLength(allNames.length)
  })

  it('defaults to 100 per page and caps the limit instead of rejecting it', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    for (let i = 0; i < 105; i++) {
      sim.store.insert('projects', {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `bulk-${String(i).padStart(3, '0')}`,
        description: '',
        silo_id: '7cda6471-5464-4237-8886-e60a95d148c0',
        time_created: '2025-02-01T00:00:00.000Z',
        time_modified: '2025-02-01T00:00:00.000Z',
      })
    }
    const first = schema.ProjectResultsPage.parse(
      (await call(sim, 'GET', '/v1/projects', { as: { token } })).json,
    )
    expect(first.items).toHaveLength(100)
    expect(first.nextPage).toBeTruthy()
    const big = schema.ProjectResultsPage.parse(
      (await call(sim, 'GET', '/v1/projects?limit=4000000000', { as: { token } })).json,
    )
    expect(big.items).toHaveLength(112)
    expect(big.nextPage).toEqual(expect.any(String))
  })

  it('rejects a bad limit, sort or page token with 400', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    for (const query of ['limit=0', 'limit=abc', 'sort_by=newest']) {
      const reply = await call(sim, 'GET', `/v1/projects?${query}`, { as: { token } })
      expect(reply.status).toBe(400)
    }
    expectError(
      await call(sim, 'GET', '/v1/projects?page_token=garbage', { as: { token } }),
      400,
      undefined, // Dropshot's refusal has no error code
      /failed to parse pagination token/,
    )
  })

  // Nexus authorizes `list_children` on the silo (Polar: `"list_children" if
  // "viewer"` on Silo); every user of the silo may read the silo, so a user
  // without a silo role is refused with 403, whatever project roles they hold
  it('answers 403 to a user with roles on some projects only', async () => {
    expectError(await call(setup(), 'GET', '/v1/projects', { as: 'viewer' }), 403, 'Forbidden')
    // priya-raman: data-science (collaborator on data-pipeline, ml-training) + admin on ml-training
    const sim = setup()
    expectError(await call(sim, 'GET', '/v1/projects', { as: 'priya-raman' }), 403, 'Forbidden')
  })

  it('answers 403 to a user with no role anywhere in the silo', async () => {
    expectError(
      await call(setup(), 'GET', '/v1/projects', { as: 'nobody' }),
      403,
      'Forbidden',
      'Forbidden',
    )
  })
})

describe('projectCreate', () => {
  it('creates a project (201) that can then be viewed by name and by id', async () => {
    const sim = setup()
    const token = sim.createSession('collaborator')
    const reply = await call(sim, 'POST', '/v1/projects', {
      as: { token },
      body: { name: 'new-project', description: 'made in a test' },
    })
    expect(reply.status).toBe(201)
    const project = schema.Project.parse(reply.json)
    expect(project).toMatchObject({ name: 'new-project', description: 'made in a test' })
    expect(project.timeCreated).toEqual(project.timeModified)

    for (const key of ['new-project', project.id]) {
      const view = await call(sim, 'GET', `/v1/projects/${key}`, { as: { token } })
      expect(view.status).toBe(200)
      expect(view.json).toEqual(reply.json)
    }
  })

  it('fails with 500 for the e2e sentinel name, creating nothing', async () => {
    const sim = setup()
    const reply = await call(sim, 'POST', '/v1/projects', {
      as: 'admin',
      body: { name: 'project-create-500', description: '' },
    })
    expectError(reply, 500, 'Internal', 'Internal Server Error')
    expect(sim.store.list('projects')).toHaveLength(7)
  })

  it('answers ObjectAlreadyExists for a taken name', async () => {
    const reply = await call(setup(), 'POST', '/v1/projects', {
      as: 'admin',
      body: { name: 'demo-project', description: '' },
    })
    expectError(reply, 400, 'ObjectAlreadyExists', 'already exists: project "demo-project"')
  })

  it('rejects an invalid name with 400', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    for (const name of ['Demo', '1abc', 'ends-with-', '', 'a'.repeat(64), 'has space']) {
      const reply = await call(sim, 'POST', '/v1/projects', {
        as: { token },
        body: { name, description: '' },
      })
      expect(reply.status, name).toBe(400)
      expect((reply.json as { message: string }).message).toMatch(
        /^unable to parse JSON body: name: name /,
      )
    }
    expect(sim.store.list('projects')).toHaveLength(7)
  })

  it('needs silo collaborator: a viewer and nobody get 403', async () => {
    const sim = setup()
    for (const user of ['viewer', 'nobody', 'hannah-okafor' /* silo viewer via group */]) {
      const reply = await call(sim, 'POST', '/v1/projects', {
        as: user,
        body: { name: 'not-allowed', description: '' },
      })
      expectError(reply, 403, 'Forbidden', 'Forbidden')
    }
    expect(sim.store.list('projects').some((p) => p.name === 'not-allowed')).toBe(false)
  })
})

describe('projectView', () => {
  it('answers 404 in Nexus words for an unknown name or id', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    expectError(
      await call(sim, 'GET', '/v1/projects/nope', { as: { token } }),
      404,
      'ObjectNotFound',
      'not found: project with name "nope"',
    )
    const id = 'a1b2c3d4-0000-4000-8000-000000000000'
    expectError(
      await call(sim, 'GET', `/v1/projects/${id}`, { as: { token } }),
      404,
      'ObjectNotFound',
      `not found: project with id "${id}"`,
    )
  })

  it('lets the project viewer read demo-project but nothing else', async () => {
    const sim = setup()
    const token = sim.createSession('viewer')
    expect((await call(sim, 'GET', '/v1/projects/demo-project', { as: { token } })).status).toBe(
      200,
    )
    // a refused read is the resource's own 404, the same as for a missing
    // project (Nexus's `on_unauthorized`: Polar `"read" if "viewer"` fails)
    expectError(
      await call(sim, 'GET', '/v1/projects/web-frontend', { as: { token } }),
      404,
      'ObjectNotFound',
      'not found: project with name "web-frontend"',
    )
  })

  it('hides a project from nobody with the 404 of a missing one', async () => {
    const sim = setup()
    const hidden = await call(sim, 'GET', '/v1/projects/demo-project', { as: 'nobody' })
    const missing = await call(sim, 'GET', '/v1/projects/no-such-project', { as: 'nobody' })
    expectError(hidden, 404, 'ObjectNotFound', 'not found: project with name "demo-project"')
    expectError(missing, 404, 'ObjectNotFound', 'not found: project with name "no-such-project"')
    const byId = await call(sim, 'GET', `/v1/projects/${projectIds.staging}`, { as: 'nobody' })
    expectError(byId, 404, 'ObjectNotFound', `not found: project with id "${projectIds.staging}"`)
  })
})

describe('projectUpdate', () => {
  it('renames and re-describes, bumping time_modified', async () => {
    const sim = setup()
    const token = sim.createSession('collaborator')
    const reply = await call(sim, 'PUT', '/v1/projects/staging', {
      as: { token },
      body: { name: 'staging-eu', description: 'moved' },
    })
    expect(reply.status).toBe(200)
    const project = schema.Project.parse(reply.json)
    expect(project).toMatchObject({
      id: projectIds.staging,
      name: 'staging-eu',
      description: 'moved',
    })
    expect(project.timeModified.getTime()).toBeGreaterThan(project.timeCreated.getTime())
    expect((await call(sim, 'GET', '/v1/projects/staging', { as: { token } })).status).toBe(404)
  })

  it('keeps fields left out of the body', async () => {
    const reply = await call(setup(), 'PUT', '/v1/projects/staging', {
      as: 'admin',
      body: { description: 'only this' },
    })
    expect(schema.Project.parse(reply.json)).toMatchObject({
      name: 'staging',
      description: 'only this',
    })
  })

  it('refuses a name another project has, but allows keeping its own', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    expectError(
      await call(sim, 'PUT', '/v1/projects/staging', {
        as: { token },
        body: { name: 'demo-project' },
      }),
      400,
      'ObjectAlreadyExists',
      'already exists: project "demo-project"',
    )
    const same = await call(sim, 'PUT', '/v1/projects/staging', {
      as: { token },
      body: { name: 'staging' },
    })
    expect(same.status).toBe(200)
  })

  // Polar: `"modify" if "admin"` on Project
  it('needs project admin: a project collaborator may not rename it', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'PUT', '/v1/projects/demo-project', {
        as: 'viewer',
        body: { description: 'x' },
      }),
      403,
      'Forbidden',
    )
    // priya-raman is collaborator on data-pipeline through data-science
    expectError(
      await call(sim, 'PUT', '/v1/projects/data-pipeline', {
        as: 'priya-raman',
        body: { name: 'renamed' },
      }),
      403,
      'Forbidden',
    )
    expect(sim.store.get('projects', projectIds.dataPipeline)?.name).toBe('data-pipeline')
    // marco-bianchi is admin on web-frontend only
    const ok = await call(sim, 'PUT', '/v1/projects/web-frontend', {
      as: 'marco-bianchi',
      body: { description: 'x' },
    })
    expect(ok.status).toBe(200)
  })
})

describe('projectDelete', () => {
  it('deletes an empty project, with its policy', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    const reply = await call(sim, 'DELETE', '/v1/projects/staging', { as: { token } })
    expect(reply.status).toBe(204)
    expect(reply.json).toBeUndefined()
    expect((await call(sim, 'GET', '/v1/projects/staging', { as: { token } })).status).toBe(404)
    expect(sim.store.get('policies', projectIds.staging)).toBeUndefined()
  })

  it('refuses to delete a project that holds resources, like Nexus', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: { token } }),
      400,
      'InvalidRequest',
      'project to be deleted contains an instance: db1',
    )
    // without instances the disks are next, then floating IPs, images, snapshots, the VPC
    // and the groups, in Nexus's order
    for (const i of sim.store.list('instances')) sim.store.remove('instances', i.id)
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: { token } }),
      400,
      'InvalidRequest',
      /^project to be deleted contains a disk: db1-/,
    )
    for (const d of sim.store.list('disks')) sim.store.remove('disks', d.id)
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: { token } }),
      400,
      'InvalidRequest',
      'project to be deleted contains a floating_ip: ingress',
    )
    for (const f of sim.store.list('floatingIps')) sim.store.remove('floatingIps', f.id)
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: { token } }),
      400,
      'InvalidRequest',
      'project to be deleted contains a project_image: pg16-base',
    )
    for (const i of sim.store.list('images')) sim.store.remove('images', i.id)
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: { token } }),
      400,
      'InvalidRequest',
      'project to be deleted contains a snapshot: db1-boot-base',
    )
    for (const s of sim.store.list('snapshots')) sim.store.remove('snapshots', s.id)
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: { token } }),
      400,
      'InvalidRequest',
      'project to be deleted contains a vpc: default',
    )
    for (const v of sim.store.list('vpcs')) sim.store.remove('vpcs', v.id)
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: { token } }),
      400,
      'InvalidRequest',
      'project to be deleted contains an anti_affinity_group: db-spread',
    )
  })

  // Polar: `"modify" if "admin"` on Project; a refusal is 404 to whoever
  // cannot even read the project
  it('needs project admin: a project collaborator may not delete it', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'DELETE', '/v1/projects/demo-project', { as: 'viewer' }),
      403,
      'Forbidden',
    )
    expectError(
      await call(sim, 'DELETE', '/v1/projects/staging', { as: 'nobody' }),
      404,
      'ObjectNotFound',
      'not found: project with name "staging"',
    )
    expect(sim.store.get('projects', projectIds.staging)).toBeDefined()
    // priya-raman is collaborator on data-pipeline: refused before its contents are checked
    const admin = sim.createSession('admin')
    expectError(
      await call(sim, 'DELETE', '/v1/projects/data-pipeline', { as: 'priya-raman' }),
      403,
      'Forbidden',
    )
    const view = await call(sim, 'GET', '/v1/projects/data-pipeline', { as: { token: admin } })
    expect(view.status).toBe(200)
  })
})
