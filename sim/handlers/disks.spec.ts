import { describe, expect, it } from 'vitest'
import { diskIds, imageIds, instanceIds, projectIds, snapshotIds } from '../seed'
import { call, expectError, schema, setup, signedIn } from '../testing/test-utils'
import type { Sim } from '../index'

const GiB = 1024 ** 3

const as = signedIn

const blank = (overrides: Record<string, unknown> = {}) => ({
  name: 'scratch',
  description: 'scratch space',
  size: 10 * GiB,
  disk_source: { type: 'blank', block_size: 4096 },
  ...overrides,
})

const createDisk = (sim: Sim, body: unknown, user = 'admin') =>
  as(sim, user)('POST', '/v1/disks?project=demo-project', body)

describe('diskList', () => {
  it("lists a project's disks in the contract's shape", async () => {
    const reply = await call(setup(), 'GET', '/v1/disks?project=demo-project', { as: 'viewer' })
    expect(reply.status).toBe(200)
    const page = schema.DiskResultsPage.parse(reply.json)
    expect(page.items.map((d) => d.name)).toEqual(['db1-boot', 'db1-data'])
    expect(page.items[0].state).toEqual({ state: 'attached', instance: expect.any(String) })
  })

  it('pages with limit and page_token', async () => {
    const sim = setup()
    const get = as(sim)
    const first = schema.DiskResultsPage.parse(
      (await get('GET', '/v1/disks?project=demo-project&limit=1')).json,
    )
    expect(first.items.map((d) => d.name)).toEqual(['db1-boot'])
    const second = schema.DiskResultsPage.parse(
      (await get('GET', `/v1/disks?project=demo-project&limit=1&page_token=${first.nextPage}`))
        .json,
    )
    expect(second.items.map((d) => d.name)).toEqual(['db1-data'])
    expect(second.nextPage).toEqual(expect.any(String)) // dropshot: a token with every non-empty page
  })

  it('needs a project and a role on it', async () => {
    const sim = setup()
    expectError(
      await as(sim)('GET', '/v1/disks'),
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `project`',
    )
    // Polar `"list_children" if "viewer"` on the project fails, and so does `read`: its 404
    expectError(
      await as(sim, 'viewer')('GET', '/v1/disks?project=staging'),
      404,
      'ObjectNotFound',
      'not found: project with name "staging"',
    )
    expectError(await as(sim)('GET', '/v1/disks?project=nope'), 404, 'ObjectNotFound')
  })
})

describe('diskView', () => {
  it('finds a disk by name with its project, or by id alone', async () => {
    const get = as(setup(), 'viewer')
    const byName = schema.Disk.parse(
      (await get('GET', '/v1/disks/db1-data?project=demo-project')).json,
    )
    const byId = schema.Disk.parse((await get('GET', `/v1/disks/${diskIds.db1Data}`)).json)
    expect(byId).toEqual(byName)
    expect(byName).toMatchObject({ name: 'db1-data', size: 100 * GiB, blockSize: 4096 })
  })

  it("refuses Nexus's malformed selectors and answers 404 for what is not there", async () => {
    const get = as(setup())
    expectError(
      await get('GET', `/v1/disks/${diskIds.db1Data}?project=demo-project`),
      400,
      'InvalidRequest',
      'when providing disk as an ID project should not be specified',
    )
    expectError(
      await get('GET', '/v1/disks/db1-data'),
      400,
      'InvalidRequest',
      'disk should either be UUID or project should be specified',
    )
    expectError(
      await get('GET', '/v1/disks/nope?project=demo-project'),
      404,
      'ObjectNotFound',
      'not found: disk with name "nope"',
    )
  })
})

describe('diskCreate', () => {
  // Nexus fetches the source image (`read`); a silo image needs a silo role
  // (Polar: `"read" if "viewer" on "containing_silo"`), so a project
  // collaborator without one gets the image's 404
  it('hides a silo image from a project collaborator without a silo role', async () => {
    const sim = setup()
    // marco-bianchi is collaborator on demo-project through web-devs, with no silo role
    const body = blank({
      name: 'from-image',
      disk_source: { type: 'image', image_id: imageIds.ubuntu },
    })
    expectError(
      await createDisk(sim, body, 'marco-bianchi'),
      404,
      'ObjectNotFound',
      `not found: image with id "${imageIds.ubuntu}"`,
    )
    expect((await createDisk(sim, body, 'collaborator')).status).toBe(201)
  })

  it('creates a blank disk: answered as creating, detached once listed', async () => {
    const sim = setup()
    const reply = await createDisk(sim, blank())
    expect(reply.status).toBe(201)
    const disk = schema.Disk.parse(reply.json)
    expect(disk).toMatchObject({
      name: 'scratch',
      description: 'scratch space',
      size: 10 * GiB,
      blockSize: 4096,
      imageId: null,
      snapshotId: null,
      projectId: projectIds.demoProject,
      state: { state: 'creating' },
    })
    const view = schema.Disk.parse((await as(sim)('GET', `/v1/disks/${disk.id}`)).json)
    expect(view.state).toEqual({ state: 'detached' })
  })

  it('takes the block size of its image or snapshot', async () => {
    const sim = setup()
    const fromImage = schema.Disk.parse(
      (
        await createDisk(
          sim,
          blank({ name: 'from-image', disk_source: { type: 'image', image_id: imageIds.ubuntu } }),
        )
      ).json,
    )
    expect(fromImage).toMatchObject({ imageId: imageIds.ubuntu, blockSize: 512 })
    const fromSnapshot = schema.Disk.parse(
      (
        await createDisk(
          sim,
          blank({
            name: 'from-snapshot',
            size: 20 * GiB,
            disk_source: { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase },
          }),
        )
      ).json,
    )
    expect(fromSnapshot).toMatchObject({ snapshotId: snapshotIds.db1BootBase, blockSize: 4096 })
  })

  it('makes an importing_blocks disk import_ready', async () => {
    const sim = setup()
    const reply = await createDisk(
      sim,
      blank({ name: 'upload', disk_source: { type: 'importing_blocks', block_size: 512 } }),
    )
    expect(reply.status).toBe(201)
    const view = schema.Disk.parse(
      (await as(sim)('GET', '/v1/disks/upload?project=demo-project')).json,
    )
    expect(view).toMatchObject({ blockSize: 512, state: { state: 'import_ready' } })
  })

  it('validates sizes like Nexus', async () => {
    const sim = setup()
    const expectInvalid = async (body: unknown, message: string, code = 'InvalidValue') =>
      expectError(await createDisk(sim, body), 400, code, message)
    await expectInvalid(
      blank({ size: GiB + 512 }),
      'unsupported value for "size and block_size": total size must be a multiple of block size 4096',
    )
    await expectInvalid(
      blank({ size: GiB / 2 }),
      'unsupported value for "size": total size must be at least 1 GiB',
    )
    await expectInvalid(
      blank({ size: GiB + 4096 }),
      'unsupported value for "size": total size must be a multiple of 1 GiB',
    )
    await expectInvalid(
      blank({ size: 1024 * GiB }),
      'unsupported value for "size": total size must be less than 1023 GiB',
    )
    await expectInvalid(
      blank({ size: 2 * GiB, disk_source: { type: 'image', image_id: imageIds.ubuntu } }),
      `disk size ${2 * GiB} must be greater than or equal to image size ${3 * GiB}`,
      'InvalidRequest',
    )
    await expectInvalid(
      blank({ disk_source: { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase } }),
      `disk size ${10 * GiB} must be greater than or equal to snapshot size ${20 * GiB}`,
      'InvalidRequest',
    )
    // block sizes outside the contract's enum never reach the handler
    const reply = await createDisk(sim, blank({ disk_source: { type: 'blank', block_size: 1024 } }))
    expect(reply.status).toBe(400)
    expect(sim.store.list('disks')).toHaveLength(2)
  })

  it("refuses images and snapshots the project can't use", async () => {
    const sim = setup()
    const post = as(sim)
    const missing = '00000000-0000-4000-8000-000000000001'
    expectError(
      await post(
        'POST',
        '/v1/disks?project=demo-project',
        blank({ disk_source: { type: 'snapshot', snapshot_id: missing } }),
      ),
      404,
      'ObjectNotFound',
      `not found: snapshot with id "${missing}"`,
    )
    expectError(
      await post(
        'POST',
        '/v1/disks?project=staging',
        blank({
          size: 20 * GiB,
          disk_source: { type: 'snapshot', snapshot_id: snapshotIds.db1BootBase },
        }),
      ),
      400,
      'InvalidRequest',
      'snapshot does not belong to this project',
    )
    expectError(
      await post(
        'POST',
        '/v1/disks?project=staging',
        blank({ disk_source: { type: 'image', image_id: imageIds.pg16 } }),
      ),
      400,
      'InvalidRequest',
      'image does not belong to this project',
    )
  })

  it('refuses a taken name, a full quota, a viewer, and fails on its sentinel', async () => {
    const sim = setup()
    expectError(
      await createDisk(sim, blank({ name: 'db1-boot' })),
      400,
      'ObjectAlreadyExists',
      'already exists: disk "db1-boot"',
    )
    const quotas = sim.store.list('siloQuotas')[0]
    sim.store.update('siloQuotas', { ...quotas, storage: 200 * GiB })
    expectError(
      await createDisk(sim, blank({ size: 100 * GiB })),
      507,
      'InsufficientCapacity',
      /Storage Limit Exceeded/,
    )
    expectError(await createDisk(sim, blank(), 'viewer'), 403, 'Forbidden')
    expectError(await createDisk(sim, blank({ name: 'disk-create-500' })), 500, 'Internal')
    expect(sim.store.list('disks')).toHaveLength(2)
  })
})

describe('diskDelete', () => {
  it('deletes a detached disk', async () => {
    const sim = setup()
    await createDisk(sim, blank())
    const reply = await as(sim)('DELETE', '/v1/disks/scratch?project=demo-project')
    expect(reply.status).toBe(204)
    expectError(
      await as(sim)('GET', '/v1/disks/scratch?project=demo-project'),
      404,
      'ObjectNotFound',
    )
  })

  it('deletes an import_ready disk, so a cancelled upload can be cleaned up', async () => {
    const sim = setup()
    await createDisk(
      sim,
      blank({ name: 'upload', disk_source: { type: 'importing_blocks', block_size: 512 } }),
    )
    expect((await as(sim)('DELETE', '/v1/disks/upload?project=demo-project')).status).toBe(204)
  })

  it('refuses an attached disk in the state Nexus names', async () => {
    const sim = setup()
    expectError(
      await as(sim)('DELETE', '/v1/disks/db1-data?project=demo-project'),
      400,
      'InvalidRequest',
      'disk cannot be deleted in state "attached"',
    )
    const disk = sim.store.get('disks', diskIds.db1Data)!
    sim.store.update('disks', { ...disk, state: { state: 'importing_from_bulk_writes' } })
    expectError(
      await as(sim)('DELETE', `/v1/disks/${diskIds.db1Data}`),
      400,
      'InvalidRequest',
      'disk cannot be deleted in state "importing_from_bulk_writes"',
    )
  })

  it('needs a collaborator', async () => {
    const sim = setup()
    await createDisk(sim, blank())
    expectError(
      await as(sim, 'viewer')('DELETE', '/v1/disks/scratch?project=demo-project'),
      403,
      'Forbidden',
    )
  })
})

describe('bulk import', () => {
  const KiB = 1024
  /** base64 of `n` zero bytes */
  const zeros = (n: number) => btoa('\0'.repeat(n))

  async function importReady(sim: Sim, name = 'upload', blockSize = 512) {
    const reply = await createDisk(
      sim,
      blank({ name, size: GiB, disk_source: { type: 'importing_blocks', block_size: blockSize } }),
    )
    expect(reply.status).toBe(201)
    const post = as(sim)
    const disk = (step: string, body?: unknown) =>
      post('POST', `/v1/disks/${name}/${step}?project=demo-project`, body)
    const state = async () =>
      schema.Disk.parse((await post('GET', `/v1/disks/${name}?project=demo-project`)).json).state
    return { disk, state }
  }

  it('goes import_ready → importing_from_bulk_writes → import_ready → detached, with a snapshot', async () => {
    const sim = setup()
    const { disk, state } = await importReady(sim)
    expect(await state()).toEqual({ state: 'import_ready' })
    expect((await disk('bulk-write-start')).status).toBe(204)
    expect(await state()).toEqual({ state: 'importing_from_bulk_writes' })
    for (const offset of [0, 512 * KiB, GiB - 512 * KiB]) {
      const reply = await disk('bulk-write', { offset, base64_encoded_data: zeros(512 * KiB) })
      expect(reply.status).toBe(204)
    }
    expect((await disk('bulk-write-stop')).status).toBe(204)
    expect(await state()).toEqual({ state: 'import_ready' })
    expect((await disk('finalize', { snapshot_name: 'upload-snap' })).status).toBe(204)
    expect(await state()).toEqual({ state: 'detached' })

    const snapshot = schema.Snapshot.parse(
      (await as(sim)('GET', '/v1/snapshots/upload-snap?project=demo-project')).json,
    )
    expect(snapshot).toMatchObject({
      size: GiB,
      description: 'created during finalization of disk upload',
    })
    // the upload's last steps: an image from the snapshot, then the disk goes
    const image = await as(sim)('POST', '/v1/images?project=demo-project', {
      name: 'uploaded',
      description: '',
      os: 'alpine',
      version: '3.21',
      source: { type: 'snapshot', id: snapshot.id },
    })
    expect(schema.Image.parse(image.json)).toMatchObject({ size: GiB, blockSize: 512 })
    expect((await as(sim)('DELETE', '/v1/disks/upload?project=demo-project')).status).toBe(204)
  })

  it('finalizes without a snapshot when none is named', async () => {
    const sim = setup()
    const { disk, state } = await importReady(sim)
    expect((await disk('finalize', {})).status).toBe(204)
    expect(await state()).toEqual({ state: 'detached' })
    expect(sim.store.list('snapshots')).toHaveLength(1)
  })

  it('refuses each step in the wrong state, as Nexus words it', async () => {
    const sim = setup()
    const { disk } = await importReady(sim)
    const write = { offset: 0, base64_encoded_data: zeros(512) }
    expectError(
      await disk('bulk-write', write),
      400,
      'InvalidRequest',
      'cannot import blocks with a bulk write for disk in state ImportReady',
    )
    expectError(
      await disk('bulk-write-stop'),
      400,
      'InvalidRequest',
      'cannot set disk in state ImportReady to "import_ready"',
    )
    await disk('bulk-write-start')
    expectError(
      await disk('bulk-write-start'),
      400,
      'InvalidRequest',
      'cannot set disk in state ImportingFromBulkWrites to "importing_from_bulk_writes"',
    )
    expectError(
      await disk('finalize', {}),
      400,
      'InvalidRequest',
      'cannot finalize disk in state ImportingFromBulkWrites',
    )
    expectError(
      await as(sim)('POST', '/v1/disks/db1-data/bulk-write-start?project=demo-project'),
      400,
      'InvalidRequest',
      `cannot set disk in state Attached(${instanceIds.db1}) to "importing_from_bulk_writes"`,
    )
  })

  it("takes only whole blocks at aligned offsets within the disk, in the Pantry's words", async () => {
    const sim = setup()
    const { disk } = await importReady(sim, 'upload', 4096)
    await disk('bulk-write-start')
    const write = (offset: number, data: string) =>
      disk('bulk-write', { offset, base64_encoded_data: data })
    expectError(await write(512, zeros(4096)), 400, 'InvalidRequest', 'Offset not block aligned')
    expectError(
      await write(0, zeros(1000)),
      400,
      'InvalidRequest',
      'Data length not block size multiple',
    )
    expectError(
      await write(0, zeros(512 * KiB + 4096)),
      400,
      'InvalidRequest',
      `Invalid number of blocks: data len ${512 * KiB + 4096} over max chunk size ${512 * KiB}!`,
    )
    expectError(
      await write(GiB - 4096, zeros(8192)),
      400,
      'InvalidRequest',
      'Offset past end of extent',
    )
    expectError(
      await write(0, 'not base64!'),
      400,
      'InvalidRequest',
      'error base64 decoding data: Invalid symbol 32, offset 3.',
    )
    // nothing to write is no write at all
    expect((await write(0, '')).status).toBe(204)
    expect((await write(GiB - 4096, zeros(4096))).status).toBe(204)
  })

  it('undoes a finalize whose snapshot name is taken', async () => {
    const sim = setup()
    const { disk, state } = await importReady(sim)
    expectError(
      await disk('finalize', { snapshot_name: 'db1-boot-base' }),
      400,
      'ObjectAlreadyExists',
      'already exists: snapshot "db1-boot-base"',
    )
    expect(await state()).toEqual({ state: 'import_ready' })
  })

  it('fails on its sentinels and needs a collaborator', async () => {
    const sim = setup()
    const writes = await importReady(sim, 'img-bulk-write-500')
    await writes.disk('bulk-write-start')
    expectError(
      await writes.disk('bulk-write', { offset: 0, base64_encoded_data: zeros(512) }),
      500,
      'Internal',
    )
    const finalize = await importReady(sim, 'img-finalize-500')
    expectError(await finalize.disk('finalize', {}), 500, 'Internal')
    expect(await finalize.state()).toEqual({ state: 'import_ready' })
    expectError(
      await as(sim, 'viewer')(
        'POST',
        '/v1/disks/img-finalize-500/bulk-write-start?project=demo-project',
      ),
      403,
      'Forbidden',
    )
  })
})

describe('diskMetricsList', () => {
  const metrics = (sim: Sim, metric: string, q: string) =>
    as(sim, 'viewer')('GET', `/v1/disks/db1-data/metrics/${metric}?project=demo-project&${q}`)
  const range = (from: string, to: string) =>
    `start_time=${encodeURIComponent(from)}&end_time=${encodeURIComponent(to)}`

  it('answers cumulative counters every 10 seconds, the same on every call', async () => {
    const sim = setup()
    const q = range('2025-02-01T00:00:00Z', '2025-02-01T00:10:00Z')
    const reply = await metrics(sim, 'write_bytes', q)
    expect(reply.status).toBe(200)
    const page = schema.MeasurementResultsPage.parse(reply.json)
    expect(page.items).toHaveLength(60)
    expect(page.items[0].timestamp.toISOString()).toBe('2025-02-01T00:00:00.000Z')
    expect(page.items[59].timestamp.toISOString()).toBe('2025-02-01T00:09:50.000Z')
    const values = page.items.map((m) => {
      if (m.datum.type !== 'cumulative_i64') throw new Error(m.datum.type)
      return m.datum.datum.value
    })
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1])
    expect(values.every((v) => v % 4096 === 0)).toBe(true)
    expect((await metrics(sim, 'write_bytes', q)).json).toEqual(reply.json)
  })

  it('pages with limit and page_token, in either order', async () => {
    const sim = setup()
    const q = range('2025-02-01T00:00:00Z', '2025-02-01T00:01:00Z')
    const all = schema.MeasurementResultsPage.parse((await metrics(sim, 'read', q)).json).items
    const first = schema.MeasurementResultsPage.parse(
      (await metrics(sim, 'read', `${q}&limit=4`)).json,
    )
    expect(first.items).toEqual(all.slice(0, 4))
    const second = schema.MeasurementResultsPage.parse(
      (await metrics(sim, 'read', `limit=4&page_token=${first.nextPage}`)).json,
    )
    expect(second.items).toEqual(all.slice(4, 6))
    // dropshot: a token with every non-empty page; the page after the last is empty, without
    const third = schema.MeasurementResultsPage.parse(
      (await metrics(sim, 'read', `limit=4&page_token=${second.nextPage}`)).json,
    )
    expect(third).toEqual({ items: [], nextPage: null })
    const descending = schema.MeasurementResultsPage.parse(
      (await metrics(sim, 'read', `${q}&order=descending`)).json,
    )
    expect(descending.items).toEqual([...all].reverse())
  })

  it('has nothing before the disk existed, and needs a range', async () => {
    const sim = setup()
    const before = await metrics(
      sim,
      'flush',
      range('2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'),
    )
    expect(schema.MeasurementResultsPage.parse(before.json).items).toEqual([])
    expectError(
      await metrics(sim, 'flush', 'end_time=2025-02-01T00:00:00Z'),
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `start_time`',
    )
  })
})
