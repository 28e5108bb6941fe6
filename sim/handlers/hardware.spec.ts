import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { instanceIds, RACK_ID, sledIds, switchIds } from '../seed'
import type { SledRecord } from '../store/types'
import { timedSim } from '../testing/test-clock'
import { call, expectError, schema, setup, signedIn } from '../testing/test-utils'

// The rack's hardware. `admin` is a fleet admin, `wei-chen` a fleet viewer
// (through sre-oncall), `collaborator` has no fleet role.

const GiB = 1024 ** 3
const H = '/v1/system/hardware'
const MISSING = '6f1d3c2b-0a9e-4b8d-8c7f-5e4d3c2b1a09'

/** A sled of the rack taken out of service for good, as Nexus's expunge leaves it */
function expungedSled(sim: Sim, state: SledRecord['state'] = 'active') {
  const bay14 = sim.store.get('sleds', sledIds.bay14)!
  return sim.store.update('sleds', { ...bay14, policy: { kind: 'expunged' }, state })
}

describe('racks', () => {
  it('lists and shows the one rack to fleet viewers', async () => {
    const sim = setup()
    const viewer = signedIn(sim, 'wei-chen')
    const page = schema.RackResultsPage.parse((await viewer('GET', `${H}/racks`)).json)
    expect(page.items.map((r) => r.id)).toEqual([RACK_ID])
    const rack = await viewer('GET', `${H}/racks/${RACK_ID}`)
    expect(rack.status).toBe(200)
    expect(Object.keys(rack.json as object).sort()).toEqual(['id', 'time_created', 'time_modified'])
  })

  it('refuses others: the list with 403, the rack as not found', async () => {
    const sim = setup()
    const collaborator = signedIn(sim, 'collaborator')
    expectError(await collaborator('GET', `${H}/racks`), 403, 'Forbidden', 'Forbidden')
    expectError(
      await collaborator('GET', `${H}/racks/${RACK_ID}`),
      404,
      'ObjectNotFound',
      `not found: rack with id "${RACK_ID}"`,
    )
    expectError(
      await signedIn(sim)('GET', `${H}/racks/${MISSING}`),
      404,
      'ObjectNotFound',
      `not found: rack with id "${MISSING}"`,
    )
  })
})

describe('sleds', () => {
  it('lists the sleds in service by id, as a real rack reports them', async () => {
    const sim = setup()
    const reply = await signedIn(sim, 'wei-chen')('GET', `${H}/sleds`)
    expect(reply.status).toBe(200)
    const page = schema.SledResultsPage.parse(reply.json)
    expect(page.items.map((s) => s.id)).toEqual(Object.values(sledIds).sort())
    expect(page.items.find((s) => s.id === sledIds.bay15)).toMatchObject({
      rackId: RACK_ID,
      baseboard: { serial: 'BRM42220015', part: '913-0000019', revision: 6 },
      policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
      state: 'active',
      usableHardwareThreads: 128,
      usablePhysicalRam: 1000 * GiB,
    })
  })

  it('leaves expunged sleds out of the list but shows them by id', async () => {
    const sim = setup()
    expungedSled(sim)
    const admin = signedIn(sim)
    const page = schema.SledResultsPage.parse((await admin('GET', `${H}/sleds`)).json)
    expect(page.items.map((s) => s.id)).not.toContain(sledIds.bay14)
    expect(page.items).toHaveLength(3)
    const sled = await admin('GET', `${H}/sleds/${sledIds.bay14}`)
    expect(schema.Sled.parse(sled.json).policy).toEqual({ kind: 'expunged' })
  })

  it('pages by id only', async () => {
    const sim = setup()
    const admin = signedIn(sim)
    const first = schema.SledResultsPage.parse((await admin('GET', `${H}/sleds?limit=3`)).json)
    expect(first.items).toHaveLength(3)
    const rest = schema.SledResultsPage.parse(
      (await admin('GET', `${H}/sleds?limit=3&page_token=${first.nextPage}`)).json,
    )
    expect([...first.items, ...rest.items].map((s) => s.id)).toEqual(Object.values(sledIds).sort())
    expect((await admin('GET', `${H}/sleds?sort_by=name_ascending`)).status).toBe(400)
  })

  it('refuses others: the list with 403, a sled as not found', async () => {
    const sim = setup()
    const collaborator = signedIn(sim, 'collaborator')
    expectError(await collaborator('GET', `${H}/sleds`), 403, 'Forbidden')
    expectError(
      await collaborator('GET', `${H}/sleds/${sledIds.bay15}`),
      404,
      'ObjectNotFound',
      `not found: sled with id "${sledIds.bay15}"`,
    )
    expectError(
      await signedIn(sim)('GET', `${H}/sleds/${MISSING}`),
      404,
      'ObjectNotFound',
      `not found: sled with id "${MISSING}"`,
    )
  })
})

describe('sledSetProvisionPolicy', () => {
  const url = `${H}/sleds/${sledIds.bay16}/provision-policy`

  it('answers the old and the new state, and the sled keeps it', async () => {
    const sim = setup()
    const admin = signedIn(sim)
    const before = schema.Sled.parse((await admin('GET', `${H}/sleds/${sledIds.bay16}`)).json)
    const reply = await admin('PUT', url, { state: 'non_provisionable' })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ old_state: 'provisionable', new_state: 'non_provisionable' })
    const after = schema.Sled.parse((await admin('GET', `${H}/sleds/${sledIds.bay16}`)).json)
    expect(after.policy).toEqual({ kind: 'in_service', provisionPolicy: 'non_provisionable' })
    expect(after.timeModified.getTime()).toBeGreaterThan(before.timeModified.getTime())
    // a sled that takes no new instances is still in service, so still listed
    const page = schema.SledResultsPage.parse((await admin('GET', `${H}/sleds`)).json)
    expect(page.items.map((s) => s.id)).toContain(sledIds.bay16)
    // the same policy again changes nothing
    const again = await admin('PUT', url, { state: 'non_provisionable' })
    expect(again.json).toEqual({ old_state: 'non_provisionable', new_state: 'non_provisionable' })
    const back = await admin('PUT', url, { state: 'provisionable' })
    expect(back.json).toEqual({ old_state: 'non_provisionable', new_state: 'provisionable' })
  })

  it('refuses a sled out of service with 409, in Nexus words', async () => {
    const sim = setup()
    expungedSled(sim)
    const admin = signedIn(sim)
    const put = (state: string) =>
      admin('PUT', `${H}/sleds/${sledIds.bay14}/provision-policy`, { state })
    expectError(
      await put('provisionable'),
      409,
      'Conflict',
      `sled id ${sledIds.bay14} has current policy "expunged" and state "active" and the transition to policy "in service" is not permitted`,
    )
    expungedSled(sim, 'decommissioned')
    expectError(
      await put('non_provisionable'),
      409,
      'Conflict',
      `sled id ${sledIds.bay14} has current policy "expunged" and state "decommissioned" and the transition to policy "not provisionable" is not permitted`,
    )
    expect(sim.store.get('sleds', sledIds.bay14)!.policy).toEqual({ kind: 'expunged' })
  })

  it('needs a fleet admin: 403 for fleet viewers, not found for others', async () => {
    const sim = setup()
    const body = { state: 'non_provisionable' }
    expectError(await signedIn(sim, 'wei-chen')('PUT', url, body), 403, 'Forbidden')
    expectError(
      await signedIn(sim, 'collaborator')('PUT', url, body),
      404,
      'ObjectNotFound',
      `not found: sled with id "${sledIds.bay16}"`,
    )
    expectError(
      await signedIn(sim)('PUT', `${H}/sleds/${MISSING}/provision-policy`, body),
      404,
      'ObjectNotFound',
    )
    expect(sim.store.get('sleds', sledIds.bay16)!.policy).toEqual({
      kind: 'in_service',
      provision_policy: 'provisionable',
    })
  })

  it('takes only the contract’s two policies', async () => {
    const sim = setup()
    const reply = await signedIn(sim)('PUT', url, { state: 'expunged' })
    expect(reply.status).toBe(400)
  })
})

describe('sledInstanceList', () => {
  it('lists the instances running on the sled with their silo and project', async () => {
    const sim = setup()
    const viewer = signedIn(sim, 'wei-chen')
    const reply = await viewer('GET', `${H}/sleds/${sledIds.bay15}/instances`)
    expect(reply.status).toBe(200)
    const page = schema.SledInstanceResultsPage.parse(reply.json)
    expect(page.items).toEqual([
      expect.objectContaining({
        id: instanceIds.db1,
        name: 'db1',
        activeSledId: sledIds.bay15,
        siloName: 'demo-silo',
        projectName: 'demo-project',
        state: 'running',
        ncpus: 2,
        memory: 8 * GiB,
      }),
    ])
    expect(reply.json).toMatchObject({ items: [{ migration_id: null }] })
    const empty = await viewer('GET', `${H}/sleds/${sledIds.bay14}/instances`)
    expect(schema.SledInstanceResultsPage.parse(empty.json).items).toEqual([])
  })

  it('follows the instance: stopping it still holds its VMM, stopped it is on no sled', async () => {
    const sim = timedSim()
    const admin = signedIn(sim)
    const onBay15 = async () =>
      schema.SledInstanceResultsPage.parse(
        (await admin('GET', `${H}/sleds/${sledIds.bay15}/instances`)).json,
      ).items.map((i) => i.state)
    await admin('POST', '/v1/instances/db1/stop?project=demo-project')
    expect(await onBay15()).toEqual(['stopping'])
    sim.tick(1000)
    expect(await onBay15()).toEqual([])
  })

  it('looks the sled up first: not found for non-viewers and for unknown sleds', async () => {
    const sim = setup()
    expectError(
      await signedIn(sim, 'collaborator')('GET', `${H}/sleds/${sledIds.bay15}/instances`),
      404,
      'ObjectNotFound',
      `not found: sled with id "${sledIds.bay15}"`,
    )
    expectError(
      await signedIn(sim)('GET', `${H}/sleds/${MISSING}/instances`),
      404,
      'ObjectNotFound',
      `not found: sled with id "${MISSING}"`,
    )
  })
})

describe('physical disks', () => {
  it('gives every sled ten U.2 NVMe drives, listed per sled and for the rack', async () => {
    const sim = setup()
    const viewer = signedIn(sim, 'wei-chen')
    const perSled = schema.PhysicalDiskResultsPage.parse(
      (await viewer('GET', `${H}/sleds/${sledIds.bay14}/disks`)).json,
    )
    expect(perSled.items).toHaveLength(10)
    for (const d of perSled.items) {
      expect(d).toMatchObject({
        sledId: sledIds.bay14,
        formFactor: 'u2',
        vendor: '1b96',
        model: 'WUS5EA138ESP7E1',
        policy: { kind: 'in_service' },
        state: 'active',
      })
    }
    expect(new Set(perSled.items.map((d) => d.serial)).size).toBe(10)
    const all = schema.PhysicalDiskResultsPage.parse((await viewer('GET', `${H}/disks`)).json)
    expect(all.items).toHaveLength(40)
    const ids = all.items.map((d) => d.id)
    expect(ids).toEqual([...ids].sort())

    const one = await viewer('GET', `${H}/disks/${perSled.items[3].id}`)
    expect(schema.PhysicalDisk.parse(one.json)).toEqual(perSled.items[3])
  })

  it('leaves disks out of service out of the rack list only', async () => {
    const sim = setup()
    const disk = sim.store.list('physicalDisks').find((d) => d.sled_id === sledIds.bay17)!
    sim.store.update('physicalDisks', { ...disk, policy: { kind: 'expunged' } })
    const admin = signedIn(sim)
    const all = schema.PhysicalDiskResultsPage.parse((await admin('GET', `${H}/disks`)).json)
    expect(all.items.map((d) => d.id)).not.toContain(disk.id)
    const perSled = schema.PhysicalDiskResultsPage.parse(
      (await admin('GET', `${H}/sleds/${sledIds.bay17}/disks`)).json,
    )
    expect(perSled.items.map((d) => d.id)).toContain(disk.id)
  })

  it('lists no disks for a sled that does not exist, as Nexus does', async () => {
    const reply = await signedIn(setup())('GET', `${H}/sleds/${MISSING}/disks`)
    expect(reply.status).toBe(200)
    expect(schema.PhysicalDiskResultsPage.parse(reply.json).items).toEqual([])
  })

  it('refuses others: the lists with 403, a disk as not found', async () => {
    const sim = setup()
    const collaborator = signedIn(sim, 'collaborator')
    const diskId = sim.store.list('physicalDisks')[0].id
    expectError(await collaborator('GET', `${H}/disks`), 403, 'Forbidden')
    expectError(await collaborator('GET', `${H}/sleds/${sledIds.bay14}/disks`), 403, 'Forbidden')
    expectError(
      await collaborator('GET', `${H}/disks/${diskId}`),
      404,
      'ObjectNotFound',
      `not found: physical-disk with id "${diskId}"`,
    )
    expectError(
      await signedIn(sim)('GET', `${H}/disks/${MISSING}`),
      404,
      'ObjectNotFound',
      `not found: physical-disk with id "${MISSING}"`,
    )
  })
})

describe('switches', () => {
  it('lists and shows the rack’s two switches', async () => {
    const sim = setup()
    const viewer = signedIn(sim, 'wei-chen')
    const page = schema.SwitchResultsPage.parse((await viewer('GET', `${H}/switches`)).json)
    expect(page.items.map((s) => s.id)).toEqual(Object.values(switchIds).sort())
    for (const s of page.items) {
      expect(s).toMatchObject({ rackId: RACK_ID, baseboard: { part: '913-0000006' } })
    }
    const one = await viewer('GET', `${H}/switches/${switchIds.switch1}`)
    expect(schema.Switch.parse(one.json).baseboard.serial).toBe('BRM44220004')
  })

  it('refuses others: the list with 403, a switch as not found', async () => {
    const sim = setup()
    const collaborator = signedIn(sim, 'collaborator')
    expectError(await collaborator('GET', `${H}/switches`), 403, 'Forbidden')
    expectError(
      await collaborator('GET', `${H}/switches/${switchIds.switch0}`),
      404,
      'ObjectNotFound',
      `not found: switch with id "${switchIds.switch0}"`,
    )
  })
})

describe('sledListUninitialized', () => {
  it('lists the sleds found in the rack but not added, on one page', async () => {
    const sim = setup()
    const reply = await signedIn(sim, 'wei-chen')('GET', `${H}/sleds-uninitialized`)
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      items: [
        {
          rack_id: RACK_ID,
          cubby: 20,
          baseboard: { serial: 'BRM44220011', part: '913-0000019', revision: 6 },
        },
        {
          rack_id: RACK_ID,
          cubby: 21,
          baseboard: { serial: 'BRM44220012', part: '913-0000019', revision: 6 },
        },
      ],
      next_page: null,
    })
    schema.UninitializedSledResultsPage.parse(reply.json)
  })

  it('lists a sled again once it is no longer in service', async () => {
    const sim = setup()
    expungedSled(sim, 'decommissioned')
    const page = schema.UninitializedSledResultsPage.parse(
      (await signedIn(sim)('GET', `${H}/sleds-uninitialized`)).json,
    )
    expect(page.items.map((s) => s.cubby)).toEqual([14, 20, 21])
  })

  it('refuses any page token: its own with Nexus words, a corrupted one as Dropshot does', async () => {
    const sim = setup()
    const admin = signedIn(sim)
    const token = btoa(JSON.stringify({ v: 'v1', page_start: 'BRM44220011' }))
    expectError(
      await admin('GET', `${H}/sleds-uninitialized?page_token=${token}`),
      400,
      'InvalidValue',
      'unsupported value for "BRM44220011": bad page token',
    )
    expectError(
      await admin('GET', `${H}/sleds-uninitialized?page_token=not-a-token`),
      400,
      undefined,
      'unable to parse query string: failed to parse pagination token: corrupted token',
    )
  })

  it('needs a fleet viewer', async () => {
    expectError(
      await signedIn(setup(), 'collaborator')('GET', `${H}/sleds-uninitialized`),
      403,
      'Forbidden',
    )
  })
})

describe('sledAdd', () => {
  const board = { serial: 'BRM44220011', part: '913-0000019' }

  it('adds a sled found in the rack: listed in service, with its disks, no longer uninitialized', async () => {
    const sim = setup()
    const admin = signedIn(sim)
    const reply = await admin('POST', `${H}/sleds`, board)
    expect(reply.status).toBe(201)
    const { id } = schema.SledId.parse(reply.json)
    expect(Object.keys(reply.json as object)).toEqual(['id'])

    const sled = schema.Sled.parse((await admin('GET', `${H}/sleds/${id}`)).json)
    expect(sled).toMatchObject({
      rackId: RACK_ID,
      baseboard: { ...board, revision: 6 },
      policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
      state: 'active',
      usableHardwareThreads: 128,
    })
    const sleds = schema.SledResultsPage.parse((await admin('GET', `${H}/sleds`)).json)
    expect(sleds.items.map((s) => s.id)).toContain(id)
    const disks = schema.PhysicalDiskResultsPage.parse(
      (await admin('GET', `${H}/sleds/${id}/disks`)).json,
    )
    expect(disks.items).toHaveLength(10)
    const left = schema.UninitializedSledResultsPage.parse(
      (await admin('GET', `${H}/sleds-uninitialized`)).json,
    )
    expect(left.items.map((s) => s.baseboard.serial)).toEqual(['BRM44220012'])

    // adding it again finds the sled already there
    expectError(
      await admin('POST', `${H}/sleds`, board),
      400,
      'ObjectAlreadyExists',
      `already exists: sled "BRM44220011 (913-0000019): ${id}"`,
    )
  })

  it('answers already exists for a sled the rack set up with', async () => {
    const sim = setup()
    expectError(
      await signedIn(sim)('POST', `${H}/sleds`, { serial: 'BRM42220015', part: '913-0000019' }),
      400,
      'ObjectAlreadyExists',
      `already exists: sled "BRM42220015 (913-0000019): ${sledIds.bay15}"`,
    )
  })

  it('names a baseboard the inventory has not seen as Rust debug-prints it', async () => {
    const sim = setup()
    const admin = signedIn(sim)
    expectError(
      await admin('POST', `${H}/sleds`, { serial: 'BRM44220011', part: '913-0000006' }),
      404,
      'ObjectNotFound',
      'not found: sled with id "BaseboardId { part_number: "913-0000006", serial_number: "BRM44220011" }"',
    )
    expectError(
      await admin('POST', `${H}/sleds`, { serial: 'a"b\\c\n\u0007\u00a0é', part: '' }),
      404,
      'ObjectNotFound',
      'not found: sled with id "BaseboardId { part_number: "", serial_number: "a\\"b\\\\c\\n\\u{7}\\u{a0}é" }"',
    )
  })

  it('needs a fleet admin, after the checks a fleet viewer may make', async () => {
    const sim = setup()
    const viewer = signedIn(sim, 'wei-chen')
    // the baseboard is looked up and the sled checked before adding needs an admin
    expectError(await viewer('POST', `${H}/sleds`, board), 403, 'Forbidden')
    expectError(
      await viewer('POST', `${H}/sleds`, { ...board, serial: 'BRM00000000' }),
      404,
      'ObjectNotFound',
    )
    expectError(
      await viewer('POST', `${H}/sleds`, { ...board, serial: 'BRM42220014' }),
      400,
      'ObjectAlreadyExists',
    )
    // reading the inventory already needs a fleet viewer
    expectError(
      await signedIn(sim, 'collaborator')('POST', `${H}/sleds`, { ...board, serial: 'x' }),
      403,
      'Forbidden',
    )
    expect(sim.store.list('sleds')).toHaveLength(4)
  })

  it('gives the new sled to placement', async () => {
    const sim = setup()
    const admin = signedIn(sim)
    for (const id of Object.values(sledIds)) {
      await admin('PUT', `${H}/sleds/${id}/provision-policy`, { state: 'non_provisionable' })
    }
    const { id } = schema.SledId.parse((await admin('POST', `${H}/sleds`, board)).json)
    const created = await call(sim, 'POST', '/v1/instances?project=demo-project', {
      as: 'admin',
      body: { name: 'web1', description: '', hostname: 'web1', ncpus: 2, memory: 4 * GiB },
    })
    expect(schema.Instance.parse(created.json).runState).toBe('starting')
    const here = schema.SledInstanceResultsPage.parse(
      (await admin('GET', `${H}/sleds/${id}/instances`)).json,
    )
    expect(here.items.map((i) => i.name)).toEqual(['web1'])
  })
})
