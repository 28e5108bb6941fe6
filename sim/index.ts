import {
  type NewHandlers,
  type Release,
  type OperationId,
  type SimConfig,
  type SimHandler,
  type SimHandlers,
} from './context'
import { newOperations, type NewOperationId } from './versions/operations'
import { attachClock, type SimTiming } from './clock'
import { simError } from './answers/errors'
import { auth } from './handlers/auth'
import { allowList } from './handlers/allow-list'
import { bfd } from './handlers/bfd'
import { bgp } from './handlers/bgp'
import { addressLots } from './handlers/address-lots'
import { affinityGroups } from './handlers/affinity-groups'
import { certificates } from './handlers/certificates'
import { deviceAuth } from './handlers/device-auth'
import { disks } from './handlers/disks'
import { floatingIps } from './handlers/floating-ips'
import { hardware } from './handlers/hardware'
import { images } from './handlers/images'
import { instances } from './handlers/instances'
import { identityProviders } from './handlers/identity-providers'
import { ipPools } from './handlers/ip-pools'
import { loopbackAddresses } from './handlers/loopback-addresses'
import { timeseries } from './handlers/metrics'
import { networkInterfaces } from './handlers/network-interfaces'
import { policies } from './handlers/policies'
import { probes } from './handlers/probes'
import { projects } from './handlers/projects'
import { provisioningMetrics } from './handlers/provisioning-metrics'
import { serialConsole } from './handlers/serial-console'
import { silos } from './handlers/silos'
import { snapshots } from './handlers/snapshots'
import { switchPorts } from './handlers/switch-ports'
import { switchPortSettings } from './handlers/switch-port-settings'
import { supportBundles } from './handlers/support-bundles'
import { targetRelease } from './handlers/target-release'
import { systemUpdate } from './handlers/system-update'
import { sshKeys } from './handlers/ssh-keys'
import { usersGroups } from './handlers/users-groups'
import { firewallRules } from './handlers/firewall-rules'
import { internetGateways } from './handlers/internet-gateways'
import { vpcRouters } from './handlers/vpc-routers'
import { vpcs } from './handlers/vpcs'
import { subnetPools } from './handlers/subnet-pools'
import { externalSubnets } from './handlers/external-subnets'
import { accessTokens } from './handlers/access-tokens'
import { users } from './handlers/users'
import { authSettings } from './handlers/auth-settings'
import { scimTokens } from './handlers/scim-tokens'
import { auditLog } from './handlers/audit-log'
import { alerts } from './handlers/alerts'
import { webhooks } from './handlers/webhooks'
import { createEntry, type SimFetch } from './request/entry'
import { defaultSilo } from './seed/silos'
import { startSession } from './access/session'
import { setBundleLogBytes } from './formats/support-bundle-files'
import type { Store } from './store/types'
import { multicast } from './handlers/multicast'
import { networkingSettings } from './handlers/networking-settings'

export type { Store } from './store/types'

/** Password of every local user unless `createSim` is given another */
export const DEFAULT_PASSWORD = 'demo-password'

export { RELEASES, type Release } from './context'

export type Sim = {
  /** The simulated API's one door (`request/entry.ts`): a request in, Nexus's answer out */
  fetch: SimFetch
  /** Starts a session for a user of demo-silo and returns its token, the `session` cookie value */
  createSession(username: string): string
  store: Store
}

const implemented = {
  ...auth,
  ...deviceAuth,
  ...usersGroups,
  ...identityProviders,
  ...silos,
  ...certificates,
  ...targetRelease,
  ...provisioningMetrics,
  ...projects,
  ...policies,
  ...instances,
  ...networkInterfaces,
  ...floatingIps,
  ...hardware,
  ...affinityGroups,
  ...sshKeys,
  ...serialConsole,
  ...timeseries,
  ...vpcs,
  ...vpcRouters,
  ...internetGateways,
  ...firewallRules,
  ...ipPools,
  ...addressLots,
  ...loopbackAddresses,
  ...switchPorts,
  ...switchPortSettings,
  ...bgp,
  ...bfd,
  ...allowList,
  ...disks,
  ...images,
  ...snapshots,
  ...supportBundles,
  ...probes,
}

/** What an operation not simulated answers: 501 naming it, its method and path */
export const notImplemented = (
  _params: unknown,
  ctx: { operationId: OperationId | NewOperationId },
): never => {
  throw simError.notImplemented(ctx.operationId)
}

// Every operation of the contract not simulated yet, listed so the type
// checker sees a complete handler set: implementing one means moving it from
// this list to a file in handlers/ (a leftover entry is a type error). Every
// operation is simulated now; one a contract update adds comes here, answered
// by `notImplemented`, until its handler is written.
const unbuilt: { [K in Exclude<OperationId, keyof typeof implemented>]: SimHandler<K> } = {}

/**
 * Handlers of the operations versioned racks serve and v14 did not
 * (`versions/operations.ts`), one spread per file of handlers/ as above.
 */
const implementedNew = {
  ...systemUpdate,
  ...subnetPools,
  ...externalSubnets,
  ...accessTokens,
  ...users,
  ...authSettings,
  ...scimTokens,
  ...auditLog,
  ...alerts,
  ...webhooks,
  ...multicast,
  ...networkingSettings,
} satisfies Partial<NewHandlers>

/** The operations the simulator answers with 501 for now: v14's, then the versioned racks' */
export const notImplementedOperations = [
  ...Object.keys(unbuilt),
  ...Object.keys(newOperations).filter((op) => !(op in implementedNew)),
] as readonly (OperationId | NewOperationId)[]

export function createSim(opts: {
  store: Store
  password?: string
  /** Run-state transition delays and time source (sim/clock.ts); tests inject `now` */
  timing?: SimTiming
  /** Let the names of sim/sentinels.ts fail on purpose (test runs and mock mode only) */
  failureSentinels?: boolean
  /** Size of the log in each support bundle created from now on (benches make it large) */
  supportBundleLogBytes?: number
  /** The release answered as (default `v14`) */
  release?: Release
}): Sim {
  const { store } = opts
  const clock = attachClock(store, opts.timing, opts.failureSentinels ?? false)
  if (opts.supportBundleLogBytes !== undefined) {
    setBundleLogBytes(store, opts.supportBundleLogBytes)
  }
  // an empty SIM_PASSWORD means "not set", never an empty password
  const config: SimConfig = { password: opts.password || DEFAULT_PASSWORD }
  const handlers: SimHandlers & NewHandlers = {
    ...implemented,
    ...unbuilt,
    ...(Object.fromEntries(
      Object.keys(newOperations).map((op) => [op, notImplemented]),
    ) as unknown as NewHandlers),
    ...implementedNew,
  }

  return {
    fetch: createEntry({ handlers, store, config, clock, release: opts.release ?? 'v14' }),
    createSession(username) {
      const user = store
        .list('users')
        .find((u) => u.silo_id === defaultSilo.id && u.display_name === username)
      if (!user) throw new Error(`sim: no user "${username}" in ${defaultSilo.name}`)
      return store.transaction(() => startSession(store, user.id))
    },
    store,
  }
}
