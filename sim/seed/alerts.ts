import type {
  AlertGlobRecord,
  AlertReceiverRecord,
  AlertRecord,
  AlertSubscriptionRecord,
  WebhookDeliveryRecord,
  WebhookSecretRecord,
} from '../store/alert-types'
import { RACK_ID } from './sleds'
import { RACK_SET_UP } from './target-release'

// Demo alerts: two webhook receivers, one subscribed to a class by name and one to a
// glob, and three power-shelf alerts delivered to them with every delivery state.

/**
 * The alert every liveness probe names: Nexus's database holds it from the start
 * (its class is `probe`; alert lists leave it out, but it can be viewed).
 */
export const PROBE_ALERT_ID = '001de000-7768-4000-8000-000000000001'

export const alertIds = {
  psuRemovedShelf0: '6f1c3d0e-5b8a-4f27-9a61-0c2b7e4d9a10',
  psuInsertedShelf0: '0b9e7a42-3c5d-4e8f-a1b2-7d6c5e4f3a21',
  psuRemovedShelf1: 'c4d2e8f6-1a3b-4c5d-8e9f-2a4b6c8d0e32',
} as const

export const alertReceiverIds = {
  opsPager: '9d1f3b5a-7c2e-4a6b-8d0f-1e3a5c7b9d43',
  inventorySync: '2e4c6a8b-0d1f-4e3a-9b5c-7d9f1a3c5e54',
} as const

export const webhookSecretIds = {
  opsPager: '5a7c9e1b-3d5f-4a2c-8e6b-0d2f4a6c8e65',
  inventorySyncOld: '8c0e2a4b-6d8f-4c1a-9e3b-5f7a9c1e3b76',
  inventorySyncNew: 'e1a3c5b7-9d0f-4e2a-8c4b-6e8a0c2e4f87',
} as const

const at = (day: number, time: string) => `2025-03-${String(day).padStart(2, '0')}T${time}Z`

const shelf0 = { part: '913-0000008', revision: 2, serial: 'BRM42220031' }
const shelf1 = { part: '913-0000008', revision: 2, serial: 'BRM42220057' }
const psu = (serial: string) => ({
  manufacturer: 'Murata',
  part: 'D1U54P-W-1500-12-HA4C',
  firmware_revision: '2.4.1',
  serial,
})

const alert = (
  id: string,
  alertClass: string,
  time: string,
  payload: AlertRecord['alert'],
): AlertRecord => ({
  id,
  class: alertClass,
  version: 0,
  alert: payload,
  time_created: time,
  time_modified: time,
})

export const alerts: AlertRecord[] = [
  alert(PROBE_ALERT_ID, 'probe', RACK_SET_UP, {}),
  alert(alertIds.psuRemovedShelf0, 'hardware.power_shelf.psu.remove', at(11, '14:02:17.412'), {
    rack_id: RACK_ID,
    power_shelf: { shelf: 0, baseboard: shelf0 },
    psu: { slot: 3, identity: psu('LL2233X00419') },
    time: at(11, '14:02:16.980'),
  }),
  alert(alertIds.psuInsertedShelf0, 'hardware.power_shelf.psu.insert', at(11, '14:31:05.077'), {
    rack_id: RACK_ID,
    power_shelf: { shelf: 0, baseboard: shelf0 },
    psu: { slot: 3, identity: psu('LL2233X00802') },
    time: at(11, '14:31:04.652'),
  }),
  alert(alertIds.psuRemovedShelf1, 'hardware.power_shelf.psu.remove', at(18, '08:45:50.301'), {
    rack_id: RACK_ID,
    power_shelf: { shelf: 1, baseboard: shelf1 },
    // the PSU's identity could not be read
    psu: { slot: 5, identity: null },
    time: at(18, '08:45:49.874'),
  }),
]

const receiver = (
  id: string,
  name: string,
  description: string,
  endpoint: string,
  created: string,
): AlertReceiverRecord => ({
  id,
  name,
  description,
  endpoint,
  time_created: created,
  time_modified: created,
})

export const alertReceivers: AlertReceiverRecord[] = [
  receiver(
    alertReceiverIds.opsPager,
    'ops-pager',
    'Pages the on-call operator when a power supply is pulled',
    'https://pager.ops.example.com/hooks/oxide',
    at(3, '10:15:00.000'),
  ),
  receiver(
    alertReceiverIds.inventorySync,
    'inventory-sync',
    'Keeps the asset inventory in step with the rack’s hardware',
    'https://inventory.example.com/api/oxide-events',
    at(4, '16:40:00.000'),
  ),
]

const secret = (id: string, rxId: string, value: string, created: string) => ({
  id,
  rx_id: rxId,
  secret: value,
  time_created: created,
})

export const webhookSecrets: WebhookSecretRecord[] = [
  secret(
    webhookSecretIds.opsPager,
    alertReceiverIds.opsPager,
    'pager-signing-key-1',
    at(3, '10:15:00.000'),
  ),
  secret(
    webhookSecretIds.inventorySyncOld,
    alertReceiverIds.inventorySync,
    'inventory-2024-key',
    at(4, '16:40:00.000'),
  ),
  secret(
    webhookSecretIds.inventorySyncNew,
    alertReceiverIds.inventorySync,
    'inventory-2025-key',
    at(12, '09:00:00.000'),
  ),
]

export const alertGlobs: AlertGlobRecord[] = [
  {
    id: `${alertReceiverIds.inventorySync}/hardware.**`,
    rx_id: alertReceiverIds.inventorySync,
    glob: 'hardware.**',
    time_created: at(4, '16:40:00.000'),
  },
]

const subscription = (
  rxId: string,
  alertClass: string,
  glob: string | null,
  created: string,
): AlertSubscriptionRecord => ({
  id: `${rxId}/${alertClass}`,
  rx_id: rxId,
  alert_class: alertClass,
  glob,
  time_created: created,
})

export const alertSubscriptions: AlertSubscriptionRecord[] = [
  subscription(
    alertReceiverIds.opsPager,
    'hardware.power_shelf.psu.remove',
    null,
    at(3, '10:15:00.000'),
  ),
  // the glob's classes, as Nexus expands it
  subscription(
    alertReceiverIds.inventorySync,
    'hardware.power_shelf.psu.insert',
    'hardware.**',
    at(4, '16:40:00.000'),
  ),
  subscription(
    alertReceiverIds.inventorySync,
    'hardware.power_shelf.psu.remove',
    'hardware.**',
    at(4, '16:40:00.000'),
  ),
]

type Attempt = WebhookDeliveryRecord['attempts'][number]
const ok = (attempt: number, time: string, ms: number): Attempt => ({
  attempt,
  result: 'succeeded',
  time_sent: time,
  response: { status: 200, duration_ms: ms },
})
const failed = (
  attempt: number,
  time: string,
  result: Attempt['result'],
  status?: number,
): Attempt => ({
  attempt,
  result,
  time_sent: time,
  response: status === undefined ? null : { status, duration_ms: 120 + attempt * 7 },
})

const delivery = (
  id: string,
  alertId: string,
  rxId: string,
  trigger: WebhookDeliveryRecord['trigger'],
  state: WebhookDeliveryRecord['state'],
  created: string,
  attempts: Attempt[],
): WebhookDeliveryRecord => ({
  id,
  alert_id: alertId,
  rx_id: rxId,
  trigger,
  state,
  time_created: created,
  attempts,
})

export const webhookDeliveries: WebhookDeliveryRecord[] = [
  delivery(
    '3b5d7f9a-1c3e-4a5b-8d7f-9a1c3e5b7d98',
    alertIds.psuRemovedShelf0,
    alertReceiverIds.opsPager,
    'alert',
    'delivered',
    at(11, '14:02:18.003'),
    [ok(1, at(11, '14:02:18.120'), 87)],
  ),
  delivery(
    '7f9b1d3a-5c7e-4b9a-8f1b-3d5a7c9e1b09',
    alertIds.psuRemovedShelf0,
    alertReceiverIds.inventorySync,
    'alert',
    'delivered',
    at(11, '14:02:18.004'),
    [ok(1, at(11, '14:02:18.131'), 143)],
  ),
  delivery(
    'a1c3e5f7-9b0d-4f2a-8c4e-6a8c0e2a4c1a',
    alertIds.psuInsertedShelf0,
    alertReceiverIds.inventorySync,
    'alert',
    'delivered',
    at(11, '14:31:05.662'),
    [ok(1, at(11, '14:31:05.781'), 151)],
  ),
  // the pager was down for maintenance: three attempts, then a resend that got through
  delivery(
    'd4f6a8c0-2e4a-4c6e-9a0c-4e6a8c0e2a2b',
    alertIds.psuRemovedShelf1,
    alertReceiverIds.opsPager,
    'alert',
    'failed',
    at(18, '08:45:50.910'),
    [
      failed(1, at(18, '08:45:51.020'), 'failed_http_error', 503),
      failed(2, at(18, '08:46:51.304'), 'failed_http_error', 503),
      failed(3, at(18, '08:51:51.618'), 'failed_timeout'),
    ],
  ),
  delivery(
    'e7a9c1e3-5b7d-4f9b-8a1c-3e5a7c9e1b3c',
    alertIds.psuRemovedShelf1,
    alertReceiverIds.opsPager,
    'resend',
    'delivered',
    at(18, '09:30:12.447'),
    [ok(1, at(18, '09:30:12.560'), 95)],
  ),
  // the inventory service could not be reached yet; a retry is due
  delivery(
    'f0b2d4f6-8a0c-4e2b-9d4f-6b8d0f2b4d4d',
    alertIds.psuRemovedShelf1,
    alertReceiverIds.inventorySync,
    'alert',
    'pending',
    at(18, '08:45:50.911'),
    [failed(1, at(18, '08:45:51.033'), 'failed_unreachable')],
  ),
]
