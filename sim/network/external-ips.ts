import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { simError } from '../answers/errors'
import { firstFree, ipv4Range, parseIpv4 } from './ip'
import { MAX_EPHEMERAL_IPS_PER_INSTANCE, MAX_EXTERNAL_IPS_PER_INSTANCE } from '../limits'
import type { FloatingIpRecord, InstanceRecord, IpPoolRecord, Store } from '../store/types'
import { uuid } from '../util'

// External addresses: ephemeral IPs (one per instance, gone with it) and
// floating IPs (project resources attached to at most one instance), both
// allocated from the IPv4 ranges of an IP pool linked to the silo. Nexus
// also gives every instance a SNAT address; the simulator does not.

const ipInUse = (store: Store, ip: string) =>
  store.list('floatingIps').some((f) => f.ip === ip) ||
  store.list('ephemeralIps').some((e) => e.ip === ip)

function poolRanges(store: Store, poolId: string) {
  return store
    .list('ipPoolRanges')
    .filter((r) => r.ip_pool_id === poolId)
    .flatMap((r) => ipv4Range(r.range) ?? [])
}

/** The next free address of the pool, or the requested one if it is in the pool and free */
export function allocateIp(store: Store, pool: IpPoolRecord, requested?: string | null): string {
  const ranges = poolRanges(store, pool.id)
  if (requested) {
    const n = parseIpv4(requested)
    const inPool = n !== null && ranges.some((r) => r.first <= n && n <= r.last)
    if (!inPool || ipInUse(store, requested)) {
      throw simError.invalid('Requested external IP address not available')
    }
    return requested
  }
  const ip = firstFree(ranges, (candidate) => ipInUse(store, candidate))
  if (!ip) throw simError.insufficientCapacity('No external IP addresses available')
  return ip
}

export const ephemeralIpOf = (store: Store, instanceId: string) =>
  store.list('ephemeralIps').find((e) => e.instance_id === instanceId)

export const floatingIpsOf = (store: Store, instanceId: string) =>
  store.list('floatingIps').filter((f) => f.instance_id === instanceId)

/** Throws Nexus's 400 if the instance cannot take one more external IP of this kind */
export function assertExternalIpRoom(
  store: Store,
  instanceId: string,
  kind: 'ephemeral' | 'floating',
) {
  const ephemeral = ephemeralIpOf(store, instanceId) ? 1 : 0
  if (kind === 'ephemeral' && ephemeral >= MAX_EPHEMERAL_IPS_PER_INSTANCE) {
    throw simError.invalid('instance already has an ephemeral IP')
  }
  if (ephemeral + floatingIpsOf(store, instanceId).length >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
    throw simError.invalid(
      `An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
    )
  }
}

export function attachEphemeralIp(store: Store, instance: InstanceRecord, pool: IpPoolRecord) {
  assertExternalIpRoom(store, instance.id, 'ephemeral')
  return store.insert('ephemeralIps', {
    id: uuid(),
    instance_id: instance.id,
    ip: allocateIp(store, pool),
    ip_pool_id: pool.id,
  })
}

export function attachFloatingIp(
  store: Store,
  floatingIp: FloatingIpRecord,
  instance: InstanceRecord,
  now: string,
) {
  if (floatingIp.instance_id) {
    throw simError.invalid(
      'floating IP cannot be attached to one instance while still attached to another',
    )
  }
  assertExternalIpRoom(store, instance.id, 'floating')
  return store.update('floatingIps', {
    ...floatingIp,
    instance_id: instance.id,
    time_modified: now,
  })
}

export const floatingIpView = (f: FloatingIpRecord): Json<Api.ExternalIp> => ({
  ...f,
  kind: 'floating',
})

/** The instance's external IPs as `instanceExternalIpList` shows them: ephemeral first */
export function externalIpsOf(store: Store, instanceId: string): Json<Api.ExternalIp>[] {
  const ephemeral = ephemeralIpOf(store, instanceId)
  const floating = floatingIpsOf(store, instanceId)
    .slice()
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return [
    ...(ephemeral ? [{ ip: ephemeral.ip, kind: 'ephemeral' as const }] : []),
    ...floating.map(floatingIpView),
  ]
}
