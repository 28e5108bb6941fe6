import { describe, expect, it } from 'vitest'
import { imageIds, projectIds, snapshotIds } from '../seed'
import { expectError, schema, setup, signedIn } from '../testing/test-utils'

const GiB = 1024 ** 3

const as = signedIn

const imageBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'pg16-next',
  description: 'next PostgreSQL image',
  os: 'ubuntu',
  version: '22.04-pg16.2',
  source: { type: 'snapshot', id: snapshotIds.db1BootBase },
  ...overrides,
})

const names = (json: unknown) => schema.ImageResultsPage.parse(json).items.map((i) => i.name)

describe('imageList', () => {
  it("lists a project's images with `project`, the silo's without", async () => {
    // hannah-okafor is silo viewer (platform-team), so project viewer everywhere
    const get = as(setup(), 'hannah-okafor')
    const project = await get('GET', '/v1/images?project=demo-project')
    expect(project.status).toBe(200)
    expect(names(project.json)).toEqual(['pg16-base'])
    const silo = await get('GET', '/v1/images')
    expect(names(silo.json)).toEqual(['debian-12', 'ubuntu-22-04'])
    // the view carries no internal field
    const [image] = schema.ImageResultsPage.parse(silo.json).items
    expect(Object.keys((silo.json as { items: object[] }).items[0])).not.toContain('silo_id')
    expect(image).toMatchObject({ projectId: null, blockSize: 512 })
  })

  // Polar `"list_children" if "viewer"` on the project fails, and so does `read`: its 404
  it('needs a role on the project for its images', async () => {
    expectError(
      await as(setup(), 'viewer')('GET', '/v1/images?project=staging'),
      404,
      'ObjectNotFound',
      'not found: project with name "staging"',
    )
  })

  // SiloImageList: `"list_children" if "viewer" on "containing_silo"`; every
  // user reads their silo, so the refusal is 403
  it("needs silo viewer for the silo's images", async () => {
    const sim = setup()
    expectError(await as(sim, 'viewer')('GET', '/v1/images'), 403, 'Forbidden')
    expectError(await as(sim, 'nobody')('GET', '/v1/images'), 403, 'Forbidden')
  })
})

describe('imageView', () => {
  it('finds a project image by name with its project, a silo image by name alone, any by id', async () => {
    const get = as(setup(), 'hannah-okafor')
    const pg = schema.Image.parse(
      (await get('GET', '/v1/images/pg16-base?project=demo-project')).json,
    )
    expect(pg).toMatchObject({ id: imageIds.pg16, projectId: projectIds.demoProject })
    const ubuntu = schema.Image.parse((await get('GET', '/v1/images/ubuntu-22-04')).json)
    expect(ubuntu.id).toBe(imageIds.ubuntu)
    const byId = schema.Image.parse((await get('GET', `/v1/images/${imageIds.pg16}`)).json)
    expect(byId).toEqual(pg)
  })

  it('answers with the lookup Nexus makes', async () => {
    const get = as(setup())
    expectError(
      await get('GET', '/v1/images/pg16-base'),
      404,
      'ObjectNotFound',
      'not found: silo-image with name "pg16-base"',
    )
    expectError(
      await get('GET', '/v1/images/ubuntu-22-04?project=demo-project'),
      404,
      'ObjectNotFound',
      'not found: project-image with name "ubuntu-22-04"',
    )
    expectError(
      await get('GET', `/v1/images/${imageIds.pg16}?project=demo-project`),
      400,
      'InvalidRequest',
      'when providing image as an ID, project should not be specified',
    )
  })

  it('hides a project image from users without a role on its project', async () => {
    const sim = setup()
    sim.store.update('images', {
      ...sim.store.get('images', imageIds.pg16)!,
      project_id: projectIds.staging,
    })
    // Polar `"read" if "viewer"` on the containing project fails: the image's 404
    expectError(
      await as(sim, 'viewer')('GET', `/v1/images/${imageIds.pg16}`),
      404,
      'ObjectNotFound',
      `not found: image with id "${imageIds.pg16}"`,
    )
  })

  // InSilo resources: `"read" if "viewer" on "containing_silo"`, so a user
  // with a project role only cannot see the silo's images
  it('hides silo images from users without a silo role', async () => {
    const sim = setup()
    expectError(
      await as(sim, 'viewer')('GET', '/v1/images/ubuntu-22-04'),
      404,
      'ObjectNotFound',
      'not found: silo-image with name "ubuntu-22-04"',
    )
    expectError(
      await as(sim, 'nobody')('GET', `/v1/images/${imageIds.ubuntu}`),
      404,
      'ObjectNotFound',
      `not found: image with id "${imageIds.ubuntu}"`,
    )
  })
})

describe('imageCreate', () => {
  it('makes a project image from a snapshot, with its size and block size', async () => {
    const sim = setup()
    const reply = await as(sim)('POST', '/v1/images?project=demo-project', imageBody())
    expect(reply.status).toBe(201)
    const image = schema.Image.parse(reply.json)
    expect(image).toMatchObject({
      name: 'pg16-next',
      os: 'ubuntu',
      version: '22.04-pg16.2',
      size: 20 * GiB,
      blockSize: 4096,
      projectId: projectIds.demoProject,
    })
    expect(names((await as(sim)('GET', '/v1/images?project=demo-project')).json)).toContain(
      'pg16-next',
    )
  })

  it('makes a silo image without a project, for silo collaborators', async () => {
    const sim = setup()
    const reply = await as(sim, 'collaborator')('POST', '/v1/images', imageBody())
    expect(reply.status).toBe(201)
    expect(schema.Image.parse(reply.json).projectId).toBeNull()
    expectError(
      await as(sim, 'viewer')('POST', '/v1/images', imageBody({ name: 'other' })),
      403,
      'Forbidden',
    )
  })

  it('refuses a taken name, a snapshot of another project, and a viewer', async () => {
    const sim = setup()
    expectError(
      await as(sim)('POST', '/v1/images?project=demo-project', imageBody({ name: 'pg16-base' })),
      400,
      'ObjectAlreadyExists',
      'already exists: project-image "pg16-base"',
    )
    expectError(
      await as(sim)('POST', '/v1/images', imageBody({ name: 'debian-12' })),
      400,
      'ObjectAlreadyExists',
      'already exists: silo-image "debian-12"',
    )
    expectError(
      await as(sim)('POST', '/v1/images?project=staging', imageBody()),
      400,
      'InvalidRequest',
      'snapshot does not belong to this project',
    )
    expectError(
      await as(sim, 'viewer')('POST', '/v1/images?project=demo-project', imageBody()),
      403,
      'Forbidden',
    )
    expectError(
      await as(sim)(
        'POST',
        '/v1/images?project=demo-project',
        imageBody({ name: 'image-create-500' }),
      ),
      500,
      'Internal',
    )
  })
})

describe('imagePromote and imageDemote', () => {
  it('promotes a project image to the silo and demotes it back', async () => {
    const sim = setup()
    const post = as(sim)
    const promoted = await post('POST', '/v1/images/pg16-base/promote?project=demo-project')
    expect(promoted.status).toBe(202)
    expect(schema.Image.parse(promoted.json)).toMatchObject({ id: imageIds.pg16, projectId: null })
    expect(names((await post('GET', '/v1/images')).json)).toContain('pg16-base')

    const demoted = await post('POST', '/v1/images/pg16-base/demote?project=staging')
    expect(demoted.status).toBe(202)
    expect(schema.Image.parse(demoted.json).projectId).toBe(projectIds.staging)
    expect(names((await post('GET', '/v1/images?project=staging')).json)).toEqual(['pg16-base'])
  })

  it('refuses the wrong kind of image and name clashes', async () => {
    const sim = setup()
    const post = as(sim)
    expectError(
      await post('POST', `/v1/images/${imageIds.ubuntu}/promote`),
      400,
      'InvalidRequest',
      'Cannot promote a silo image',
    )
    expectError(
      await post('POST', `/v1/images/${imageIds.pg16}/demote?project=staging`),
      400,
      'InvalidRequest',
      'Cannot demote a project image',
    )
    // a project image named like a silo image
    const ubuntu = sim.store.get('images', imageIds.ubuntu)!
    sim.store.update('images', { ...ubuntu, name: 'pg16-base' })
    expectError(
      await post('POST', '/v1/images/pg16-base/promote?project=demo-project'),
      400,
      'ObjectAlreadyExists',
      'already exists: silo-image "pg16-base"',
    )
    expectError(
      await post('POST', '/v1/images/pg16-base/demote?project=demo-project'),
      400,
      'ObjectAlreadyExists',
      'already exists: project-image "pg16-base"',
    )
  })

  it('needs a collaborator on both the project and the silo', async () => {
    const sim = setup()
    expectError(
      await as(sim, 'viewer')('POST', '/v1/images/pg16-base/promote?project=demo-project'),
      403,
      'Forbidden',
    )
    // the project-only viewer cannot read the silo image: its 404; a silo
    // viewer can read it but not modify it: 403
    expectError(
      await as(sim, 'viewer')('POST', '/v1/images/ubuntu-22-04/demote?project=demo-project'),
      404,
      'ObjectNotFound',
      'not found: silo-image with name "ubuntu-22-04"',
    )
    expectError(
      await as(sim, 'hannah-okafor')('POST', '/v1/images/ubuntu-22-04/demote?project=demo-project'),
      403,
      'Forbidden',
    )
  })
})

describe('imageDelete', () => {
  it('deletes a project image for a project collaborator, a silo image for a silo collaborator', async () => {
    const sim = setup()
    expectError(
      await as(sim, 'viewer')('DELETE', '/v1/images/pg16-base?project=demo-project'),
      403,
      'Forbidden',
    )
    expect((await as(sim)('DELETE', '/v1/images/pg16-base?project=demo-project')).status).toBe(204)
    expect((await as(sim, 'collaborator')('DELETE', '/v1/images/debian-12')).status).toBe(204)
    expect(names((await as(sim)('GET', '/v1/images')).json)).toEqual(['ubuntu-22-04'])
  })
})
