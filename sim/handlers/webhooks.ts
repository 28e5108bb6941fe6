import type { NewHandlers } from '../context'
import { nowIso } from '../clock'
import { errorResponse, simError } from '../answers/errors'
import { created } from '../answers/responses'
import { authorizeFleetChild } from '../access/lookup'
import { authorizeFleet } from '../access/authz'
import { formatIpv6, parseIpv4, parseIpv6 } from '../network/ip'
import { PROBE_ALERT_ID } from '../seed/alerts'
import { uuid } from '../util'
import {
  addSubscription,
  lookupReceiver,
  parseSubscription,
  secretsOf,
  webhookView,
} from './alerts'

// Webhook receivers (`/v1/webhook-receivers`, `/v1/webhook-secrets`, and the liveness
// probe): Nexus's nexus/src/app/webhook.rs. What every receiver shares is in alerts.ts.
//
// The simulator sends no HTTP request. A probe answers as Nexus does when it cannot
// connect to the endpoint: one attempt, `failed_unreachable`, no response, the probe
// `failed`, and no resends. Like Nexus, it keeps no record of the probe.

/** The rack's underlay (its AZ subnet): the simulated rack's, as in omicron's own simulator */
const AZ_SUBNET = { net: 0xfd00_1122_3344n << 80n, width: 48, text: 'fd00:1122:3344::/48' }
const UNDERLAY_MULTICAST = { net: 0xff04n << 112n, width: 64, text: 'ff04::/64' }
const BOOTSTRAP_NETWORK = { net: 0xfdb0n << 112n, width: 16, text: 'fdb0::/16' }

const inNet = (n: bigint, { net, width }: { net: bigint; width: number }) =>
  n >> BigInt(128 - width) === net >> BigInt(128 - width)

/** Why Nexus's external IP policy refuses the URL's host, or null */
function ipPolicyRefusal(url: URL): string | null {
  const host = url.hostname
  let problem: string | null = null
  if (host.startsWith('[')) {
    const n = parseIpv6(host.slice(1, -1))
    if (n === null) return null
    // an IPv4-mapped address is checked as the IPv4 address it is
    if (n >> 32n === 0xffffn) return ipv4Refusal(Number(n & 0xffff_ffffn))
    const ip = formatIpv6(n)
    if (inNet(n, AZ_SUBNET))
      problem = `address ${ip} is within the underlay subnet ${AZ_SUBNET.text}`
    else if (inNet(n, UNDERLAY_MULTICAST)) {
      problem = `address ${ip} is within the underlay subnet ${UNDERLAY_MULTICAST.text}`
    } else if (inNet(n, BOOTSTRAP_NETWORK)) {
      problem = `address ${ip} is within the bootstrap network ${BOOTSTRAP_NETWORK.text}`
    } else if (n <= 1n) problem = `address ${ip} is a loopback address`
    return problem && externalOnly(problem)
  }
  const v4 = parseIpv4(host)
  if (v4 !== null) return ipv4Refusal(v4)
  const labels = host.replace(/\.+$/, '').split('.')
  if (labels.at(-1)?.toLowerCase() === 'localhost') {
    return `external HTTP requests may not be made to localhost (URL host ${JSON.stringify(host)} is in the "localhost." zone)`
  }
  return null
}

function ipv4Refusal(n: number): string | null {
  if (n >>> 24 !== 127 && n !== 0) return null
  const ip = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')
  return externalOnly(`address ${ip} is a loopback address`)
}

const externalOnly = (problem: string) =>
  `IP addresses in URLs for external requests must be external to the underlay network: ${problem}`

/**
 * Why the URL crate (serde's words) refuses an endpoint, or null: for the request check,
 * which reads the contract's `uri` strings with it when registered for these fields.
 */
export function endpointUrlProblem(endpoint: string): string | null {
  try {
    new URL(endpoint)
    return null
  } catch {
    // refused: below
  }
  // the URL crate's words for the commonest mistakes; WHATWG parsers refuse the same URLs
  const why = /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(endpoint)
    ? 'invalid domain character'
    : 'relative URL without a base'
  return `invalid value: string ${JSON.stringify(endpoint)}, expected ${why}`
}

/**
 * The endpoint as Nexus keeps it (the parsed URL, printed again), once its host passes
 * Nexus's external IP policy: no loopback, underlay or bootstrap address, no localhost.
 */
function checkEndpoint(endpoint: string): string {
  const problem = endpointUrlProblem(endpoint)
  if (problem) {
    // the body's position, which Dropshot adds, is not known here
    throw errorResponse(400, undefined, `unable to parse JSON body: endpoint: ${problem}`)
  }
  const url = new URL(endpoint)
  const refusal = ipPolicyRefusal(url)
  if (refusal) {
    throw simError.invalidValue(
      'endpoint',
      `the URL '${url.href}' contains an address that may not be used for a webhook receiver endpoint. ${refusal}`,
    )
  }
  return url.href
}

export const webhooks = {
  webhookReceiverCreate({ body }, { store, actor }) {
    // Nexus checks the endpoint before it authorizes anything
    const endpoint = checkEndpoint(body.endpoint)
    authorizeFleet(store, actor, 'create_child')
    const given = body.subscriptions ?? []
    const subscriptions = given.map(parseSubscription)
    if (store.list('alertReceivers').some((r) => r.name === body.name)) {
      throw simError.alreadyExists('alert-receiver', body.name)
    }
    const now = nowIso(store)
    const rx = store.insert('alertReceivers', {
      id: uuid(),
      name: body.name,
      description: body.description,
      endpoint,
      time_created: now,
      time_modified: now,
    })
    for (const sub of subscriptions) addSubscription(store, rx.id, sub, now)
    // Nexus answers with the secrets in the order given, the subscriptions as sent
    const secrets = body.secrets.map((secret) =>
      store.insert('webhookSecrets', { id: uuid(), rx_id: rx.id, secret, time_created: now }),
    )
    return created({
      ...webhookView(store, rx, given),
      secrets: secrets.map(({ id, time_created }) => ({ id, time_created })),
    })
  },

  webhookReceiverUpdate({ path, body }, { store, actor }) {
    const rx = lookupReceiver(store, actor, path.receiver, 'modify')
    const endpoint = body.endpoint ? checkEndpoint(body.endpoint) : rx.endpoint
    const name = body.name ?? rx.name
    if (store.list('alertReceivers').some((r) => r.id !== rx.id && r.name === name)) {
      // Nexus lets the database's unique index refuse it, a 500; the simulator answers no
      // request with a 500 (docs/sim-differences.md)
      throw simError.alreadyExists('alert-receiver', name)
    }
    store.update('alertReceivers', {
      ...rx,
      name,
      description: body.description ?? rx.description,
      endpoint,
      time_modified: nowIso(store),
    })
    return 204
  },

  webhookSecretsList({ query }, { store, actor }) {
    const rx = lookupReceiver(store, actor, query.receiver, 'list_children')
    return { secrets: secretsOf(store, rx.id) }
  },

  webhookSecretsAdd({ query, body }, { store, actor }) {
    const rx = lookupReceiver(store, actor, query.receiver, 'create_child')
    const { id, time_created } = store.insert('webhookSecrets', {
      id: uuid(),
      rx_id: rx.id,
      secret: body.secret,
      time_created: nowIso(store),
    })
    return created({ id, time_created })
  },

  webhookSecretsDelete({ path }, { store, actor }) {
    const id = path.secretId.toLowerCase()
    const notFound = () => simError.notFound('webhook-secret', { id })
    if (!store.get('webhookSecrets', id)) throw notFound()
    // WebhookSecret: `"modify" if "modify" on "parent_alert_receiver"`, a fleet child
    authorizeFleetChild(store, actor, 'modify', notFound)
    // a receiver may be left with no secret at all: Nexus allows it (probes then fail)
    store.remove('webhookSecrets', id)
    return 204
  },

  alertReceiverProbe({ path }, { store, actor }) {
    // fleet viewers may probe: Nexus asks for `list_children` on the receiver
    const rx = lookupReceiver(store, actor, path.receiver, 'list_children')
    if (secretsOf(store, rx.id).length === 0) {
      throw simError.invalid('receiver has no secrets, so delivery requests cannot be sent')
    }
    const started = nowIso(store)
    // `resend` acts only on a probe that succeeded, which none does here
    return {
      probe: {
        id: uuid(),
        receiver_id: rx.id,
        alert_class: 'probe',
        alert_id: PROBE_ALERT_ID,
        state: 'failed',
        trigger: 'probe',
        attempts: {
          webhook: [
            { attempt: 1, result: 'failed_unreachable', time_sent: nowIso(store), response: null },
          ],
        },
        time_started: started,
      },
      resends_started: null,
    }
  },
} satisfies Partial<NewHandlers>
