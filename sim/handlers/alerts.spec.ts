import { describe, expect, it } from 'vitest'
import { alertIds, alertReceiverIds, PROBE_ALERT_ID } from '../seed/alerts'
import { INITIAL, NEWEST } from '../versions/served'
import { shapeProblems } from '../testing/response-shape'
import { call, expectError, setup, type Reply } from '../testing/test-utils'
import { checkAlertSubscription } from '../request/patterns'
import { globMatches } from './alerts'

// admin is a fleet admin, hannah-okafor a fleet viewer (sre-oncall), collaborator has no
// fleet role: receivers and alerts are not there for them
const VIEWER = 'hannah-okafor'

/** The reply's body is in the newest version's shape of the operation */
function expectShape(reply: Reply, op: string) {
  expect(shapeProblems(NEWEST, op, reply.json)).toEqual([])
}

type Page<T> = { items: T[]; next_page: string | null }
type Receiver = { id: string; name: string; subscriptions: string[]; kind: { secrets: object[] } }
type Delivery = { id: string; state: string; trigger: string; alert_id: string }

const sim = () => setup({ release: 'current' })

describe('alert subscriptions', () => {
  it('match the contract’s pattern in one pass', () => {
    for (const ok of ['foo.bar', 'foo.**', '*.foo', '**', 'foo_1.bar_200.**']) {
      expect(checkAlertSubscription(ok), ok).toBeNull()
    }
    for (const bad of ['', 'f*o.bar', 'foo..bar', '.foo', 'foo.***', 'foo bar']) {
      expect(checkAlertSubscription(bad), bad).toMatch(/does not match the pattern/)
    }
  })

  it('glob as Nexus’s regular expressions do', () => {
    expect(globMatches('hardware.**', 'hardware.power_shelf.psu.insert')).toBe(true)
    expect(globMatches('hardware.*', 'hardware.power_shelf.psu.insert')).toBe(false)
    expect(globMatches('*.power_shelf.*.remove', 'hardware.power_shelf.psu.remove')).toBe(true)
    expect(globMatches('**.remove', 'hardware.power_shelf.psu.remove')).toBe(true)
    expect(globMatches('*', 'probe')).toBe(true)
    expect(globMatches('test.**.baz', 'test.foo.baz')).toBe(true)
    expect(globMatches('test.**.baz', 'test.baz')).toBe(false)
  })
})

describe('alertClassList', () => {
  it('lists the public classes in Nexus’s order, page by page', async () => {
    const s = sim()
    const all = await call(s, 'GET', '/v1/alert-classes', { as: 'admin' })
    expect(all.status).toBe(200)
    expectShape(all, 'alertClassList')
    const names = (all.json as Page<{ name: string }>).items.map((c) => c.name)
    expect(names).toEqual([
      'probe',
      'hardware.power_shelf.psu.insert',
      'hardware.power_shelf.psu.remove',
    ])

    const first = await call(s, 'GET', '/v1/alert-classes?limit=2', { as: VIEWER })
    const page = first.json as Page<{ name: string }>
    expect(page.items.map((c) => c.name)).toEqual(names.slice(0, 2))
    const next = await call(s, 'GET', `/v1/alert-classes?limit=2&page_token=${page.next_page}`, {
      as: VIEWER,
    })
    const rest = next.json as Page<{ name: string }>
    expect(rest.items.map((c) => c.name)).toEqual(names.slice(2))
    const end = await call(s, 'GET', `/v1/alert-classes?page_token=${rest.next_page}`, {
      as: VIEWER,
    })
    expect(end.json).toEqual({ items: [], next_page: null })
  })

  it('filters by a class or a glob, refusing what is no class', async () => {
    const s = sim()
    const glob = await call(s, 'GET', '/v1/alert-classes?filter=hardware.**.remove', {
      as: 'admin',
    })
    expect((glob.json as Page<{ name: string }>).items.map((c) => c.name)).toEqual([
      'hardware.power_shelf.psu.remove',
    ])
    // test classes match globs but are never listed
    const tests = await call(s, 'GET', '/v1/alert-classes?filter=test.**', { as: 'admin' })
    expect((tests.json as Page<unknown>).items).toEqual([])
    expectError(
      await call(s, 'GET', '/v1/alert-classes?filter=no.such', { as: 'admin' }),
      400,
      'InvalidValue',
      /^unsupported value for "alert_class": expected one of \[probe, test\.foo, .*hardware\.power_shelf\.psu\.remove\]$/,
    )
    expectError(
      await call(s, 'GET', '/v1/alert-classes?filter=f*o', { as: 'admin' }),
      400,
      undefined,
    )
  })

  it('is refused to whoever is no fleet viewer', async () => {
    expectError(
      await call(sim(), 'GET', '/v1/alert-classes', { as: 'collaborator' }),
      403,
      'Forbidden',
    )
  })
})

describe('alertList and alertView', () => {
  it('lists the demo alerts oldest first, without the probe alert', async () => {
    const s = sim()
    const reply = await call(s, 'GET', '/v1/alerts', { as: VIEWER })
    expect(reply.status).toBe(200)
    expectShape(reply, 'alertList')
    const ids = (reply.json as Page<{ id: string }>).items.map((a) => a.id)
    expect(ids).toEqual([
      alertIds.psuRemovedShelf0,
      alertIds.psuInsertedShelf0,
      alertIds.psuRemovedShelf1,
    ])
    const desc = await call(s, 'GET', '/v1/alerts?sort_by=time_and_id_descending', { as: VIEWER })
    expect((desc.json as Page<{ id: string }>).items.map((a) => a.id)).toEqual([...ids].reverse())
  })

  it('pages by time and id, the token keeping the filters', async () => {
    const s = sim()
    const first = await call(s, 'GET', '/v1/alerts?limit=1&alert_class=**.remove', { as: 'admin' })
    const page = first.json as Page<{ id: string }>
    expect(page.items.map((a) => a.id)).toEqual([alertIds.psuRemovedShelf0])
    const next = await call(s, 'GET', `/v1/alerts?limit=5&page_token=${page.next_page}`, {
      as: 'admin',
    })
    expect((next.json as Page<{ id: string }>).items.map((a) => a.id)).toEqual([
      alertIds.psuRemovedShelf1,
    ])
  })

  it('filters by time and class, with Nexus’s refusals', async () => {
    const s = sim()
    const inMarch = await call(
      s,
      'GET',
      '/v1/alerts?start_time=2025-03-11T14:30:00Z&end_time=2025-03-12T00:00:00Z',
      { as: 'admin' },
    )
    expect((inMarch.json as Page<{ id: string }>).items.map((a) => a.id)).toEqual([
      alertIds.psuInsertedShelf0,
    ])
    expectError(
      await call(
        s,
        'GET',
        '/v1/alerts?start_time=2025-03-12T00:00:00Z&end_time=2025-03-11T00:00:00Z',
        {
          as: 'admin',
        },
      ),
      400,
      'InvalidRequest',
      '`before` timestamp must be later than `after` timestamp',
    )
    expectError(
      await call(s, 'GET', '/v1/alerts?alert_class=nothing.*', { as: 'admin' }),
      404,
      'Not Found',
      "alert class glob 'nothing.*' does not match any existing alert classes",
    )
    expectError(
      await call(s, 'GET', '/v1/alerts?alert_class=probe', { as: 'admin' }),
      400,
      'InvalidValue',
      /the 'probe' alert class is a synthetic alert used only for webhook liveness probes/,
    )
    expectError(await call(s, 'GET', '/v1/alerts', { as: 'collaborator' }), 403, 'Forbidden')
  })

  it('shows one alert, the probe alert included, to fleet viewers only', async () => {
    const s = sim()
    const reply = await call(s, 'GET', `/v1/alerts/${alertIds.psuRemovedShelf1}`, { as: VIEWER })
    expect(reply.status).toBe(200)
    expectShape(reply, 'alertView')
    expect(reply.json).toMatchObject({ class: 'hardware.power_shelf.psu.remove', version: 0 })
    const probe = await call(s, 'GET', `/v1/alerts/${PROBE_ALERT_ID}`, { as: VIEWER })
    expect(probe.json).toMatchObject({ class: 'probe', alert: {} })
    const notFound = `not found: alert with id "${alertIds.psuRemovedShelf1}"`
    expectError(
      await call(s, 'GET', `/v1/alerts/${alertIds.psuRemovedShelf1}`, { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      notFound,
    )
  })
})

describe('alert receivers', () => {
  it('list and view the demo receivers with their subscriptions and secrets', async () => {
    const s = sim()
    const list = await call(s, 'GET', '/v1/alert-receivers', { as: VIEWER })
    expect(list.status).toBe(200)
    expectShape(list, 'alertReceiverList')
    const items = (list.json as Page<Receiver>).items
    expect(items.map((r) => r.name)).toEqual(['inventory-sync', 'ops-pager'])
    expect(items[0].subscriptions).toEqual(['hardware.**'])
    expect(items[0].kind.secrets).toHaveLength(2)
    expect(items[1].subscriptions).toEqual(['hardware.power_shelf.psu.remove'])

    const view = await call(s, 'GET', '/v1/alert-receivers/ops-pager', { as: VIEWER })
    expectShape(view, 'alertReceiverView')
    expect(view.json).toMatchObject({
      id: alertReceiverIds.opsPager,
      kind: { kind: 'webhook', endpoint: 'https://pager.ops.example.com/hooks/oxide' },
    })
  })

  it('are not there for whoever is no fleet viewer', async () => {
    const s = sim()
    expectError(
      await call(s, 'GET', '/v1/alert-receivers', { as: 'collaborator' }),
      403,
      'Forbidden',
    )
    expectError(
      await call(s, 'GET', '/v1/alert-receivers/ops-pager', { as: 'collaborator' }),
      404,
      'ObjectNotFound',
      'not found: alert-receiver with name "ops-pager"',
    )
    expectError(
      await call(s, 'DELETE', '/v1/alert-receivers/ops-pager', { as: VIEWER }),
      403,
      'Forbidden',
    )
  })

  it('are deleted with their secrets, subscriptions and deliveries', async () => {
    const s = sim()
    const deleted = await call(s, 'DELETE', '/v1/alert-receivers/inventory-sync', { as: 'admin' })
    expect(deleted.status).toBe(204)
    expectError(
      await call(s, 'GET', `/v1/alert-receivers/${alertReceiverIds.inventorySync}`, {
        as: 'admin',
      }),
      404,
      'ObjectNotFound',
      `not found: alert-receiver with id "${alertReceiverIds.inventorySync}"`,
    )
    const rows = [
      'webhookSecrets',
      'alertSubscriptions',
      'alertGlobs',
      'webhookDeliveries',
    ] as const
    for (const table of rows) {
      expect(s.store.list(table).some((r) => r.rx_id === alertReceiverIds.inventorySync)).toBe(
        false,
      )
    }
  })
})

describe('alert receiver subscriptions', () => {
  it('add and remove classes and globs as Nexus does', async () => {
    const s = sim()
    const path = '/v1/alert-receivers/ops-pager/subscriptions'
    const added = await call(s, 'POST', path, {
      as: 'admin',
      body: { subscription: 'hardware.power_shelf.*.insert' },
    })
    expect(added.status).toBe(201)
    expect(added.json).toEqual({ subscription: 'hardware.power_shelf.*.insert' })
    // adding it again changes nothing
    expect(
      (
        await call(s, 'POST', path, {
          as: 'admin',
          body: { subscription: 'hardware.power_shelf.*.insert' },
        })
      ).status,
    ).toBe(201)
    const view = await call(s, 'GET', '/v1/alert-receivers/ops-pager', { as: 'admin' })
    expect((view.json as Receiver).subscriptions).toEqual([
      'hardware.power_shelf.psu.remove',
      'hardware.power_shelf.*.insert',
    ])
    // the glob makes the receiver subscribed to the insert alerts: they can be resent
    const resend = await call(
      s,
      'POST',
      `/v1/alerts/${alertIds.psuInsertedShelf0}/resend?receiver=ops-pager`,
      {
        as: 'admin',
      },
    )
    expect(resend.status).toBe(201)

    const removed = await call(s, 'DELETE', `${path}/hardware.power_shelf.*.insert`, {
      as: 'admin',
    })
    expect(removed.status).toBe(204)
    // removing what is not there is no error
    expect((await call(s, 'DELETE', `${path}/hardware.**`, { as: 'admin' })).status).toBe(204)
    const after = await call(s, 'GET', '/v1/alert-receivers/ops-pager', { as: 'admin' })
    expect((after.json as Receiver).subscriptions).toEqual(['hardware.power_shelf.psu.remove'])
  })

  it('refuse the probe class, unknown classes and those who may not modify', async () => {
    const s = sim()
    const path = '/v1/alert-receivers/ops-pager/subscriptions'
    expectError(
      await call(s, 'POST', path, { as: 'admin', body: { subscription: 'probe' } }),
      400,
      'InvalidValue',
      /^unsupported value for "alert_class": the 'probe' alert class/,
    )
    expectError(
      await call(s, 'POST', path, { as: 'admin', body: { subscription: 'hardware.psu' } }),
      400,
      'InvalidValue',
      /expected one of/,
    )
    expectError(
      await call(s, 'POST', path, { as: VIEWER, body: { subscription: 'hardware.**' } }),
      403,
      'Forbidden',
    )
    expectError(
      await call(s, 'POST', path, { as: 'collaborator', body: { subscription: 'hardware.**' } }),
      404,
      'ObjectNotFound',
    )
  })
})

describe('alert deliveries', () => {
  it('list a receiver’s deliveries by time, filtered by state', async () => {
    const s = sim()
    const all = await call(s, 'GET', '/v1/alert-receivers/ops-pager/deliveries', { as: VIEWER })
    expect(all.status).toBe(200)
    expectShape(all, 'alertDeliveryList')
    const items = (all.json as Page<Delivery>).items
    expect(items.map((d) => [d.state, d.trigger])).toEqual([
      ['delivered', 'alert'],
      ['failed', 'alert'],
      ['delivered', 'resend'],
    ])
    const failed = await call(s, 'GET', '/v1/alert-receivers/ops-pager/deliveries?failed=true', {
      as: VIEWER,
    })
    expect((failed.json as Page<Delivery>).items.map((d) => d.state)).toEqual(['failed'])
    // every flag false filters nothing, as in Nexus
    const none = await call(
      s,
      'GET',
      '/v1/alert-receivers/ops-pager/deliveries?failed=false&pending=false&delivered=false',
      { as: VIEWER },
    )
    expect((none.json as Page<Delivery>).items).toHaveLength(3)
    const page = await call(s, 'GET', '/v1/alert-receivers/ops-pager/deliveries?limit=2', {
      as: VIEWER,
    })
    const token = (page.json as Page<Delivery>).next_page
    const next = await call(
      s,
      'GET',
      `/v1/alert-receivers/ops-pager/deliveries?page_token=${token}`,
      {
        as: VIEWER,
      },
    )
    expect((next.json as Page<Delivery>).items.map((d) => d.trigger)).toEqual(['resend'])
  })

  it('resend an alert to a subscribed receiver as a pending delivery', async () => {
    const s = sim()
    const reply = await call(
      s,
      'POST',
      `/v1/alerts/${alertIds.psuRemovedShelf1}/resend?receiver=ops-pager`,
      { as: 'admin' },
    )
    expect(reply.status).toBe(201)
    expectShape(reply, 'alertDeliveryResend')
    const { delivery_id } = reply.json as { delivery_id: string }
    const list = await call(s, 'GET', '/v1/alert-receivers/ops-pager/deliveries?pending=true', {
      as: 'admin',
    })
    expect((list.json as Page<Delivery>).items).toMatchObject([
      { id: delivery_id, state: 'pending', trigger: 'resend', alert_id: alertIds.psuRemovedShelf1 },
    ])
  })

  it('refuse a resend to a receiver not subscribed, or by whoever is no fleet admin', async () => {
    const s = sim()
    const resend = (as: string, receiver = 'ops-pager') =>
      call(s, 'POST', `/v1/alerts/${alertIds.psuInsertedShelf0}/resend?receiver=${receiver}`, {
        as,
      })
    expectError(
      await resend('admin'),
      400,
      'InvalidRequest',
      "cannot resend alert: receiver is not subscribed to the 'hardware.power_shelf.psu.insert' alert class",
    )
    expectError(await resend(VIEWER, 'inventory-sync'), 403, 'Forbidden')
    expectError(await resend('collaborator', 'inventory-sync'), 404, 'ObjectNotFound')
    expectError(
      await call(s, 'POST', `/v1/alerts/${alertReceiverIds.opsPager}/resend?receiver=ops-pager`, {
        as: 'admin',
      }),
      404,
      'ObjectNotFound',
      `not found: alert with id "${alertReceiverIds.opsPager}"`,
    )
  })
})

describe('served versions', () => {
  it('list alerts from 2026081400.0.0 on, and alert receivers in every version', async () => {
    const s = sim()
    const old = await call(s, 'GET', '/v1/alerts', { as: 'admin', version: INITIAL.text })
    expect(old.status).toBe(404)
    const since = await call(s, 'GET', '/v1/alerts', { as: 'admin', version: '2026081400.0.0' })
    expect(since.status).toBe(200)
    const receivers = await call(s, 'GET', '/v1/alert-receivers', {
      as: 'admin',
      version: INITIAL.text,
    })
    expect(receivers.status).toBe(200)
    expect(shapeProblems(INITIAL, 'alertReceiverList', receivers.json)).toEqual([])
  })
})
