import { describe, expect, it } from 'vitest'
import { addressLotIds, bgpConfigIds } from '../seed'
import { servedVersion, shapeProblems } from '../testing/response-shape'
import { call, expectError, setup, type Reply } from '../testing/test-utils'
import type { Sim } from '../index'

const N = '/v1/system/networking'
const NEWEST = '2026081901.0.0'

function client(sim: Sim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, body?: unknown) =>
    call(sim, method, path, { as: { token }, body })
}

function shaped(reply: Reply, op: string) {
  expect(reply.status).toBeLessThan(300)
  expect(shapeProblems(servedVersion(NEWEST), op, reply.json)).toEqual([])
  return reply.json
}

const current = () => setup({ release: 'current' })

describe('inbound ICMP', () => {
  it('is enabled from the start, and fleet admins turn it off', async () => {
    const api = client(current())
    expect(shaped(await api('GET', `${N}/inbound-icmp`), 'networkingInboundIcmpView')).toEqual({
      enabled: true,
    })
    const update = await api('PUT', `${N}/inbound-icmp`, { enabled: false })
    expect(update.status).toBe(204)
    expect((await api('GET', `${N}/inbound-icmp`)).json).toEqual({ enabled: false })
  })

  it('is the fleet’s: others get 403', async () => {
    const sim = current()
    expectError(await client(sim, 'viewer')('GET', `${N}/inbound-icmp`), 403, 'Forbidden')
    expectError(
      await client(sim, 'collaborator')('PUT', `${N}/inbound-icmp`, { enabled: false }),
      403,
      'Forbidden',
    )
  })
})

describe('system networking settings', () => {
  it('has jumbo frames off from the start; an update without the field turns them off', async () => {
    const api = client(current())
    const view = await api('GET', `${N}/settings`)
    expect(shaped(view, 'systemNetworkingSettingsView')).toEqual({
      external_jumbo_frames_opt_in_enabled: false,
    })
    const on = await api('PUT', `${N}/settings`, { external_jumbo_frames_opt_in_enabled: true })
    expect(shaped(on, 'systemNetworkingSettingsUpdate')).toEqual({
      external_jumbo_frames_opt_in_enabled: true,
    })
    expect((await api('GET', `${N}/settings`)).json).toEqual(on.json)
    expect((await api('PUT', `${N}/settings`, {})).json).toEqual({
      external_jumbo_frames_opt_in_enabled: false,
    })
  })

  it('needs a fleet viewer to read and a fleet admin to change', async () => {
    const sim = current()
    expectError(await client(sim, 'viewer')('GET', `${N}/settings`), 403, 'Forbidden')
    expectError(await client(sim, 'collaborator')('PUT', `${N}/settings`, {}), 403, 'Forbidden')
  })
})

describe('networkingAddressLotView', () => {
  it('shows a lot with its blocks, by name or id', async () => {
    const api = client(current())
    const byName = shaped(
      await api('GET', `${N}/address-lot/initial-infra`),
      'networkingAddressLotView',
    ) as { lot: { id: string; name: string }; blocks: { id: string }[] }
    expect(byName.lot).toMatchObject({ id: addressLotIds.infra, name: 'initial-infra' })
    expect(byName.blocks.length).toBeGreaterThan(0)
    const byId = await api('GET', `${N}/address-lot/${byName.lot.id}`)
    expect(byId.json).toEqual(byName)
    expectError(
      await api('GET', `${N}/address-lot/nope`),
      404,
      'ObjectNotFound',
      'not found: address-lot with name "nope"',
    )
  })

  it('is not found for those who may not read the fleet', async () => {
    const reply = await client(current(), 'viewer')('GET', `${N}/address-lot/initial-infra`)
    expectError(reply, 404, 'ObjectNotFound')
  })
})

describe('networkingBgpImported', () => {
  it("answers every route the switches' routers imported, whatever the ASN", async () => {
    const api = client(current())
    const routes = shaped(
      await api('GET', `${N}/bgp-imported?asn=64999`),
      'networkingBgpImported',
    ) as { switch: string; prefix: string; nexthop: string; id: number }[]
    expect(routes).toHaveLength(6)
    expect(routes.filter((r) => r.switch === 'switch1')).toEqual([
      { switch: 'switch1', prefix: '0.0.0.0/0', nexthop: '172.20.15.25', id: 0x0aff0002 },
      { switch: 'switch1', prefix: '10.0.0.0/8', nexthop: '172.20.15.25', id: 0x0aff0002 },
      { switch: 'switch1', prefix: '172.20.0.0/16', nexthop: '172.20.15.25', id: 0x0aff0002 },
    ])
    expectError(
      await client(current(), 'viewer')('GET', `${N}/bgp-imported?asn=65000`),
      403,
      'Forbidden',
    )
  })
})

describe('networkingBgpConfigUpdate', () => {
  it('changes the description and maximum paths, keeping the rest', async () => {
    const api = client(current())
    const reply = await api('PUT', `${N}/bgp?name_or_id=as65000`, {
      description: 'uplinks',
      max_paths: 4,
    })
    const config = shaped(reply, 'networkingBgpConfigUpdate')
    expect(config).toMatchObject({
      id: bgpConfigIds.rack,
      name: 'as65000',
      asn: 65000,
      description: 'uplinks',
      max_paths: 4,
    })
    const renamed = await api('PUT', `${N}/bgp?name_or_id=${bgpConfigIds.rack}`, {
      name: 'core',
    })
    expect(renamed.json).toMatchObject({ name: 'core', description: 'uplinks', max_paths: 4 })
  })

  it('refuses an unknown configuration or announce set, and callers who are not fleet admins', async () => {
    const sim = current()
    const api = client(sim)
    expectError(
      await api('PUT', `${N}/bgp?name_or_id=nope`, {}),
      404,
      'ObjectNotFound',
      'not found: bgp-config with name "nope"',
    )
    expectError(
      await api('PUT', `${N}/bgp?name_or_id=as65000`, { bgp_announce_set_id: 'nope' }),
      404,
      'ObjectNotFound',
    )
    expectError(
      await client(sim, 'collaborator')('PUT', `${N}/bgp?name_or_id=as65000`, {}),
      403,
      'Forbidden',
    )
  })
})
