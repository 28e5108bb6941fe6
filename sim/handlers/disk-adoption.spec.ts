import { describe, expect, it } from 'vitest'
import { inventoryDisks } from '../seed/system-update'
import { physicalDisks } from '../seed/physical-disks'
import { encodePageStart } from '../answers/pagination'
import { servedVersion, shapeProblems } from '../testing/response-shape'
import { timedSim } from '../testing/test-clock'
import { call, expectError, setup } from '../testing/test-utils'

const NEWEST = servedVersion('2026081901.0.0')
const UNADOPTED = '/v1/system/hardware/disks-unadopted'
const REQUESTS = '/v1/system/hardware/disk-adoption-requests'
const REQUEST = '/v1/system/hardware/disk-adoption-request'
const disk = inventoryDisks[0].disk_id

describe('disk adoption', () => {
  it('lists the disks waiting, on one page', async () => {
    const sim = setup({ release: 'current' })
    const reply = await call(sim, 'GET', UNADOPTED, { as: 'admin' })
    expect(reply.status).toBe(200)
    expect(shapeProblems(NEWEST, 'physicalDiskListUnadopted', reply.json)).toEqual([])
    expect(reply.json).toEqual({
      items: [{ sled_id: inventoryDisks[0].sled_id, slot: 9, variant: 'u2', disk_id: disk }],
      next_page: null,
    })
    expectError(
      await call(sim, 'GET', `${UNADOPTED}?page_token=${encodePageStart('x')}`, { as: 'admin' }),
      400,
      'InvalidValue',
      'unsupported value for "x": pagination currently unsupported',
    )
    expectError(await call(sim, 'GET', UNADOPTED, { as: 'viewer' }), 403, 'Forbidden')
  })

  it('requests adoption once, then the disk joins its sled', async () => {
    const sim = timedSim(1000, { release: 'current' })
    const { tick } = sim
    const made = await call(sim, 'PUT', REQUEST, { as: 'admin', body: disk })
    expect(made.status).toBe(201)
    expect(shapeProblems(NEWEST, 'physicalDiskEnableAdoption', made.json)).toEqual([])
    const again = await call(sim, 'PUT', REQUEST, { as: 'admin', body: disk })
    expect(again.json).toEqual(made.json)
    expect(
      ((await call(sim, 'GET', UNADOPTED, { as: 'admin' })).json as { items: [] }).items,
    ).toEqual([])
    const list = await call(sim, 'GET', REQUESTS, { as: 'admin' })
    expect(shapeProblems(NEWEST, 'physicalDiskListAdoptionRequests', list.json)).toEqual([])
    expect((list.json as { items: unknown[] }).items).toEqual([made.json])
    tick(1000)
    expect(
      ((await call(sim, 'GET', REQUESTS, { as: 'admin' })).json as { items: [] }).items,
    ).toEqual([])
    const disks = (await call(sim, 'GET', '/v1/system/hardware/disks?limit=1000', { as: 'admin' }))
      .json as { items: { serial: string; sled_id: string }[] }
    expect(disks.items.find((d) => d.serial === disk.serial)?.sled_id).toBe(
      inventoryDisks[0].sled_id,
    )
    expectError(
      await call(sim, 'PUT', REQUEST, { as: 'admin', body: disk }),
      409,
      'Conflict',
      `physical disk already adopted: ${disk.vendor}:${disk.model}:${disk.serial}`,
    )
  })

  it('withdraws a request; refuses callers who are not fleet admins', async () => {
    const sim = setup({ release: 'current' })
    const adopted = physicalDisks[0]
    expectError(
      await call(sim, 'PUT', REQUEST, {
        as: 'admin',
        body: { vendor: adopted.vendor, model: adopted.model, serial: adopted.serial },
      }),
      409,
      'Conflict',
    )
    expectError(await call(sim, 'PUT', REQUEST, { as: 'viewer', body: disk }), 403, 'Forbidden')
    const id = (
      (await call(sim, 'PUT', REQUEST, { as: 'admin', body: disk })).json as { id: string }
    ).id
    expectError(await call(sim, 'DELETE', `${REQUEST}/${id}`, { as: 'viewer' }), 403, 'Forbidden')
    expect((await call(sim, 'DELETE', `${REQUEST}/${id}`, { as: 'admin' })).status).toBe(204)
    expectError(
      await call(sim, 'DELETE', `${REQUEST}/${id}`, { as: 'admin' }),
      404,
      'Not Found',
      `No active adoption request found for id: ${id}`,
    )
    expect(
      ((await call(sim, 'GET', UNADOPTED, { as: 'admin' })).json as { items: [] }).items,
    ).toHaveLength(1)
  })
})
