import { describe, expect, it } from 'vitest'
import { diskIds, snapshotIds } from '../seed'
import { T0, timedSim, type TimedSim } from '../testing/test-clock'
import { expectError, schema, signedIn } from '../testing/test-utils'

const GiB = 1024 ** 3

const as = signedIn

const snap = (overrides: Record<string, unknown> = {}) => ({
  name: 'data-1',
  description: 'before the migration',
  disk: 'db1-data',
  ...overrides,
})

const createSnapshot = (sim: TimedSim, body: unknown, user = 'admin') =>
  as(sim, user)('POST', '/v1/snapshots?project=demo-project', body)

async function view(sim: TimedSim, name: string) {
  const reply = await as(sim)('GET', `/v1/snapshots/${name}?project=demo-project`)
  expect(reply.status).toBe(200)
  return schema.Snapshot.parse(reply.json)
}

describe('snapshotList and snapshotView', () => {
  it("lists a project's snapshots in the contract's shape, without internal fields", async () => {
    const reply = await as(timedSim(), 'viewer')('GET', '/v1/snapshots?project=demo-project')
    expect(reply.status).toBe(200)
    const page = schema.SnapshotResultsPage.parse(reply.json)
    expect(page.items.map((s) => s.name)).toEqual(['db1-boot-base'])
    expect(page.items[0]).toMatchObject({ state: 'ready', diskId: diskIds.db1Boot, size: 20 * GiB })
    const wire = (reply.json as { items: object[] }).items[0]
    expect(Object.keys(wire)).not.toContain('block_size')
  })

  it('finds a snapshot by name with its project, or by id alone, with Nexus selectors', async () => {
    const sim = timedSim()
    const get = as(sim, 'viewer')
    const byId = schema.Snapshot.parse(
      (await get('GET', `/v1/snapshots/${snapshotIds.db1BootBase}`)).json,
    )
    expect(byId).toEqual(await view(sim, 'db1-boot-base'))
    expectError(
      await get('GET', `/v1/snapshots/${snapshotIds.db1BootBase}?project=demo-project`),
      400,
      'InvalidRequest',
      'when providing snapshot as an ID, project should not be specified',
    )
    expectError(
      await get('GET', '/v1/snapshots/db1-boot-base'),
      400,
      'InvalidRequest',
      'snapshot should either be an ID or project should be specified',
    )
    expectError(
      await get('GET', '/v1/snapshots/nope?project=demo-project'),
      404,
      'ObjectNotFound',
      'not found: snapshot with name "nope"',
    )
    // Polar `"list_children" if "viewer"` on the project fails, and so does `read`: its 404
    expectError(await get('GET', '/v1/snapshots?project=staging'), 404, 'ObjectNotFound')
  })
})

describe('snapshotCreate', () => {
  it('answers the snapshot ready, as Nexus does once its saga is done', async () => {
    const sim = timedSim(1000)
    const reply = await createSnapshot(sim, snap())
    expect(reply.status).toBe(201)
    const created = schema.Snapshot.parse(reply.json)
    expect(created).toMatchObject({
      name: 'data-1',
      description: 'before the migration',
      diskId: diskIds.db1Data,
      size: 100 * GiB,
      state: 'ready',
    })
    expect(created.timeCreated.getTime()).toBe(T0)
    expect((await view(sim, 'data-1')).state).toBe('ready')
  })

  it('takes a disk by id, which must be in the project', async () => {
    const sim = timedSim()
    expect((await createSnapshot(sim, snap({ disk: diskIds.db1Boot }))).status).toBe(201)
    expectError(
      await as(sim)('POST', '/v1/snapshots?project=staging', snap({ disk: diskIds.db1Boot })),
      400,
      'InvalidRequest',
      "can't create a snapshot of a disk in a different project",
    )
  })

  it('refuses disks that are not attached or detached, taken names, a full quota and viewers', async () => {
    const sim = timedSim()
    const disk = sim.store.get('disks', diskIds.db1Data)!
    sim.store.update('disks', { ...disk, state: { state: 'import_ready' } })
    // Nexus's saga refuses such a disk as a transient failure, with Dropshot's words
    expectError(
      await createSnapshot(sim, snap()),
      503,
      'ServiceNotAvailable',
      'Service Unavailable',
    )
    expectError(
      await createSnapshot(sim, snap({ name: 'db1-boot-base', disk: 'db1-boot' })),
      400,
      'ObjectAlreadyExists',
      'already exists: snapshot "db1-boot-base"',
    )
    const quotas = sim.store.list('siloQuotas')[0]
    sim.store.update('siloQuotas', { ...quotas, storage: 160 * GiB })
    expectError(
      await createSnapshot(sim, snap({ disk: 'db1-boot' })),
      507,
      'InsufficientCapacity',
      /Storage Limit Exceeded/,
    )
    expectError(await createSnapshot(sim, snap({ disk: 'db1-boot' }), 'viewer'), 403, 'Forbidden')
    expectError(
      await createSnapshot(sim, snap({ name: 'snapshot-create-500', disk: 'db1-boot' })),
      500,
      'Internal',
    )
    expectError(
      await createSnapshot(sim, snap({ disk: 'nope' })),
      404,
      'ObjectNotFound',
      'not found: disk with name "nope"',
    )
    expect(sim.store.list('snapshots')).toHaveLength(1)
  })
})

describe('snapshotDelete', () => {
  it('deletes a snapshot', async () => {
    const sim = timedSim(1000)
    await createSnapshot(sim, snap())
    expect((await as(sim)('DELETE', '/v1/snapshots/data-1?project=demo-project')).status).toBe(204)
    expectError(
      await as(sim)('GET', '/v1/snapshots/data-1?project=demo-project'),
      404,
      'ObjectNotFound',
    )
  })

  it('needs a collaborator', async () => {
    expectError(
      await as(timedSim(), 'viewer')('DELETE', `/v1/snapshots/${snapshotIds.db1BootBase}`),
      403,
      'Forbidden',
    )
  })
})
