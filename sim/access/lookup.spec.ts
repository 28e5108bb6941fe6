import { describe, expect, it } from 'vitest'
import { find, lookup, SELECTOR } from './lookup'
import { sledIds } from '../seed'
import { resolveActor } from './session'
import { setup } from '../testing/test-utils'

function as(user: string) {
  const sim = setup()
  const actor = resolveActor(sim.store, sim.createSession(user))
  if (!actor) throw new Error(`no actor for ${user}`)
  return { store: sim.store, actor }
}

/** The refusal a lookup throws, as status and message */
async function refusal(step: () => unknown) {
  try {
    step()
  } catch (e) {
    if (!(e instanceof Response)) throw e
    const body: { message: string } = await e.json()
    return { status: e.status, message: body.message }
  }
  throw new Error('no refusal')
}

describe('lookup', () => {
  it('finds a child by name through its parents, and by id alone with the same parents', () => {
    const { store, actor } = as('admin')
    const byName = lookup(store, actor, 'subnet', 'default', 'read', {
      vpc: 'default',
      project: 'demo-project',
    })
    expect(byName.vpc.id).toBe(byName.record.vpc_id)
    expect(byName.project.id).toBe(byName.vpc.project_id)
    const byId = lookup(store, actor, 'subnet', byName.record.id, 'read')
    expect(byId.record).toBe(byName.record)
    expect([byId.vpc, byId.project]).toEqual([byName.vpc, byName.project])

    const route = store.list('routerRoutes')[0]
    const found = find(store, actor, 'route', route.id)
    expect(found.router.id).toBe(route.vpc_router_id)
    expect(found.project.id).toBe(found.vpc.project_id)
  })

  it("answers Nexus's selector refusals, and a missing parent's own 404", async () => {
    const { store, actor } = as('admin')
    const id = store.list('vpcSubnets')[0].id
    expect(
      await refusal(() => lookup(store, actor, 'subnet', id, 'read', { vpc: 'default' })),
    ).toEqual({ status: 400, message: SELECTOR.subnet.byIdWithParent })
    expect(await refusal(() => lookup(store, actor, 'subnet', 'default', 'read'))).toEqual({
      status: 400,
      message: SELECTOR.subnet.nameWithoutParent,
    })
    expect(
      await refusal(() => lookup(store, actor, 'subnet', 'default', 'read', { vpc: 'default' })),
    ).toEqual({ status: 400, message: SELECTOR.vpc.nameWithoutParent })
    expect(
      await refusal(() =>
        lookup(store, actor, 'subnet', 'default', 'read', { vpc: 'nope', project: 'demo-project' }),
      ),
    ).toEqual({ status: 404, message: 'not found: vpc with name "nope"' })
  })

  it('hides a fleet child from those who may not read the fleet, and gives it to its admins', async () => {
    const nobody = as('nobody')
    expect(
      await refusal(() => lookup(nobody.store, nobody.actor, 'sled', sledIds.bay14, 'read')),
    ).toMatchObject({ status: 404 })
    const admin = as('admin')
    expect(lookup(admin.store, admin.actor, 'sled', sledIds.bay14, 'modify').record.id).toBe(
      sledIds.bay14,
    )
  })
})
