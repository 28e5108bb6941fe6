import { describe, expect, it } from 'vitest'
import { alertReceiverIds, PROBE_ALERT_ID, webhookSecretIds } from '../seed/alerts'
import { NEWEST } from '../versions/served'
import { shapeProblems } from '../testing/response-shape'
import { call, expectError, setup, type Reply } from '../testing/test-utils'

// admin is a fleet admin, hannah-okafor a fleet viewer (sre-oncall), collaborator has no
// fleet role
const VIEWER = 'hannah-okafor'

function expectShape(reply: Reply, op: string) {
  expect(shapeProblems(NEWEST, op, reply.json)).toEqual([])
}

const sim = () => setup({ release: 'current' })

type Webhook = {
  id: string
  name: string
  endpoint: string
  subscriptions: string[]
  secrets: { id: string }[]
}

const create = (s: ReturnType<typeof sim>, as: string, body: object) =>
  call(s, 'POST', '/v1/webhook-receivers', { as, body })

const hook = {
  name: 'siem',
  description: 'Security event collector',
  endpoint: 'HTTPS://Siem.Example.com',
  secrets: ['first-key', 'second-key'],
  subscriptions: ['hardware.**', 'hardware.power_shelf.psu.remove'],
}

describe('webhookReceiverCreate', () => {
  it('creates a receiver with its secrets and subscriptions', async () => {
    const s = sim()
    const reply = await create(s, 'admin', hook)
    expect(reply.status).toBe(201)
    expectShape(reply, 'webhookReceiverCreate')
    const rx = reply.json as Webhook
    // the URL as Nexus prints it once parsed; the subscriptions as sent
    expect(rx.endpoint).toBe('https://siem.example.com/')
    expect(rx.subscriptions).toEqual(hook.subscriptions)
    expect(rx.secrets).toHaveLength(2)

    const view = await call(s, 'GET', `/v1/alert-receivers/${rx.id}`, { as: VIEWER })
    expect(view.json).toMatchObject({
      name: 'siem',
      // read back: classes asked for by name first, then globs
      subscriptions: ['hardware.power_shelf.psu.remove', 'hardware.**'],
      kind: { kind: 'webhook', endpoint: 'https://siem.example.com/' },
    })
  })

  it('refuses a taken name, bad subscriptions and addresses Nexus may not call', async () => {
    const s = sim()
    expectError(
      await create(s, 'admin', { ...hook, name: 'ops-pager' }),
      400,
      'ObjectAlreadyExists',
      'already exists: alert-receiver "ops-pager"',
    )
    expectError(
      await create(s, 'admin', { ...hook, subscriptions: ['probe'] }),
      400,
      'InvalidValue',
      /^unsupported value for "alert_class": the 'probe' alert class/,
    )
    expectError(
      await create(s, 'admin', { ...hook, endpoint: 'http://127.0.0.1:8080/hook' }),
      400,
      'InvalidValue',
      'unsupported value for "endpoint": the URL \'http://127.0.0.1:8080/hook\' contains an address that may not be used for a webhook receiver endpoint. IP addresses in URLs for external requests must be external to the underlay network: address 127.0.0.1 is a loopback address',
    )
    expectError(
      await create(s, 'admin', { ...hook, endpoint: 'http://[fd00:1122:3344:101::1]/' }),
      400,
      'InvalidValue',
      /address fd00:1122:3344:101::1 is within the underlay subnet fd00:1122:3344::\/48$/,
    )
    expectError(
      await create(s, 'admin', { ...hook, endpoint: 'http://hooks.localhost/' }),
      400,
      'InvalidValue',
      /external HTTP requests may not be made to localhost \(URL host "hooks\.localhost" is in the "localhost\." zone\)$/,
    )
    expectError(
      await create(s, 'admin', { ...hook, endpoint: 'siem.example.com' }),
      400,
      undefined,
      /^unable to parse JSON body: endpoint: .*relative URL without a base/,
    )
  })

  it('is refused to whoever is no fleet admin, after the endpoint is checked', async () => {
    const s = sim()
    expectError(await create(s, VIEWER, hook), 403, 'Forbidden')
    expectError(await create(s, 'collaborator', hook), 403, 'Forbidden')
    const loopback = await create(s, 'collaborator', { ...hook, endpoint: 'http://[::1]/' })
    expectError(loopback, 400, 'InvalidValue', /address ::1 is a loopback address$/)
  })
})

describe('webhookReceiverUpdate', () => {
  it('renames and repoints a receiver', async () => {
    const s = sim()
    const reply = await call(s, 'PUT', '/v1/webhook-receivers/ops-pager', {
      as: 'admin',
      body: { name: 'pager', endpoint: 'https://pager.example.net/v2' },
    })
    expect(reply.status).toBe(204)
    const view = await call(s, 'GET', `/v1/alert-receivers/${alertReceiverIds.opsPager}`, {
      as: 'admin',
    })
    expect(view.json).toMatchObject({
      name: 'pager',
      description: 'Pages the on-call operator when a power supply is pulled',
      kind: { endpoint: 'https://pager.example.net/v2' },
    })
  })

  it('refuses a taken name, and whoever may not modify', async () => {
    const s = sim()
    const update = (as: string, body: object) =>
      call(s, 'PUT', '/v1/webhook-receivers/ops-pager', { as, body })
    // Nexus answers a 500 from its unique index here (docs/sim-differences.md)
    expectError(
      await update('admin', { name: 'inventory-sync' }),
      400,
      'ObjectAlreadyExists',
      'already exists: alert-receiver "inventory-sync"',
    )
    expect((await update('admin', { name: 'ops-pager' })).status).toBe(204)
    expectError(await update(VIEWER, { description: 'x' }), 403, 'Forbidden')
    expectError(
      await update('collaborator', { description: 'x' }),
      404,
      'ObjectNotFound',
      'not found: alert-receiver with name "ops-pager"',
    )
  })
})

describe('webhook secrets', () => {
  it('lists, adds and deletes a receiver’s secrets', async () => {
    const s = sim()
    const list = await call(s, 'GET', '/v1/webhook-secrets?receiver=inventory-sync', { as: VIEWER })
    expect(list.status).toBe(200)
    expectShape(list, 'webhookSecretsList')
    expect((list.json as { secrets: { id: string }[] }).secrets.map((x) => x.id)).toEqual([
      webhookSecretIds.inventorySyncOld,
      webhookSecretIds.inventorySyncNew,
    ])

    const added = await call(s, 'POST', '/v1/webhook-secrets?receiver=inventory-sync', {
      as: 'admin',
      body: { secret: 'rotated-key' },
    })
    expect(added.status).toBe(201)
    expectShape(added, 'webhookSecretsAdd')
    expect(Object.keys(added.json as object).sort()).toEqual(['id', 'time_created'])

    const deleted = await call(
      s,
      'DELETE',
      `/v1/webhook-secrets/${webhookSecretIds.inventorySyncOld}`,
      {
        as: 'admin',
      },
    )
    expect(deleted.status).toBe(204)
    const after = await call(s, 'GET', '/v1/webhook-secrets?receiver=inventory-sync', {
      as: 'admin',
    })
    expect((after.json as { secrets: unknown[] }).secrets).toHaveLength(2)
    expectError(
      await call(s, 'DELETE', `/v1/webhook-secrets/${webhookSecretIds.inventorySyncOld}`, {
        as: 'admin',
      }),
      404,
      'ObjectNotFound',
      `not found: webhook-secret with id "${webhookSecretIds.inventorySyncOld}"`,
    )
  })

  it('are refused to those who may not see or change the receiver', async () => {
    const s = sim()
    expectError(
      await call(s, 'GET', '/v1/webhook-secrets?receiver=ops-pager', { as: 'collaborator' }),
      404,
      'ObjectNotFound',
    )
    expectError(
      await call(s, 'POST', '/v1/webhook-secrets?receiver=ops-pager', {
        as: VIEWER,
        body: { secret: 'x' },
      }),
      403,
      'Forbidden',
    )
    expectError(
      await call(s, 'DELETE', `/v1/webhook-secrets/${webhookSecretIds.opsPager}`, { as: VIEWER }),
      403,
      'Forbidden',
    )
    expectError(
      await call(s, 'DELETE', `/v1/webhook-secrets/${webhookSecretIds.opsPager}`, {
        as: 'collaborator',
      }),
      404,
      'ObjectNotFound',
      `not found: webhook-secret with id "${webhookSecretIds.opsPager}"`,
    )
    expectError(
      await call(s, 'GET', '/v1/webhook-secrets', { as: 'admin' }),
      400,
      undefined,
      /missing field `receiver`/,
    )
  })
})

describe('alertReceiverProbe', () => {
  it('answers as Nexus does for an endpoint it cannot reach, recording nothing', async () => {
    const s = sim()
    const before = s.store.list('webhookDeliveries').length
    const reply = await call(s, 'POST', '/v1/alert-receivers/ops-pager/probe?resend=true', {
      as: VIEWER,
    })
    expect(reply.status).toBe(200)
    expectShape(reply, 'alertReceiverProbe')
    expect(reply.json).toMatchObject({
      probe: {
        receiver_id: alertReceiverIds.opsPager,
        alert_class: 'probe',
        alert_id: PROBE_ALERT_ID,
        state: 'failed',
        trigger: 'probe',
        attempts: { webhook: [{ attempt: 1, result: 'failed_unreachable', response: null }] },
      },
      resends_started: null,
    })
    expect(s.store.list('webhookDeliveries')).toHaveLength(before)
  })

  it('is refused for a receiver without secrets, and to whoever is no fleet viewer', async () => {
    const s = sim()
    expect(
      (await call(s, 'DELETE', `/v1/webhook-secrets/${webhookSecretIds.opsPager}`, { as: 'admin' }))
        .status,
    ).toBe(204)
    expectError(
      await call(s, 'POST', '/v1/alert-receivers/ops-pager/probe', { as: 'admin' }),
      400,
      'InvalidRequest',
      'receiver has no secrets, so delivery requests cannot be sent',
    )
    expectError(
      await call(s, 'POST', '/v1/alert-receivers/inventory-sync/probe', { as: 'collaborator' }),
      404,
      'ObjectNotFound',
    )
  })
})
