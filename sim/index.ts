import { type HttpHandler } from 'msw'
import { type MSWHandlers } from '../app/api/__generated__/msw-handlers'
import {
  publicOps,
  type Ctx,
  type OperationId,
  type Params,
  type PublicCtx,
  type SimConfig,
  type SimHandler,
  type SimHandlers,
} from './context'
import { attachClock, type SimClock, type SimTiming } from './clock'
import { recordProvisioning } from './provisioning-history'
import { advance } from './run-states'
import { simError } from './errors'
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
import { sshKeys } from './handlers/ssh-keys'
import { usersGroups } from './handlers/users-groups'
import { firewallRules } from './handlers/firewall-rules'
import { internetGateways } from './handlers/internet-gateways'
import { vpcRouters } from './handlers/vpc-routers'
import { vpcs } from './handlers/vpcs'
import { operations } from './operations'
import { makeHttpHandlers } from './request/pipeline'
import { defaultSilo } from './seed/silos'
import { readSessionToken, resolveActor, resolveBearerActor, startSession } from './session'
import { setBundleLogBytes } from './support-bundle-files'
import type { Store } from './store/types'

export type { Store } from './store/types'

/** Password of every local user unless `createSim` is given another */
export const DEFAULT_PASSWORD = 'demo-password'

export type Sim = {
  /** The simulated API: one function per operationId (see `wrap` for the contract) */
  handlers: MSWHandlers
  /** `handlers` as MSW request handlers (browser worker, Node `getResponse`) */
  httpHandlers: HttpHandler[]
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
export const notImplemented = (_params: unknown, ctx: { operationId: OperationId }): never => {
  throw simError.notImplemented(ctx.operationId)
}

// Every operation of the contract not simulated yet, listed so the type
// checker sees a complete handler set: implementing one means moving it from
// this list to a file in handlers/ (a leftover entry is a type error). Every
// operation is simulated now; one a contract update adds comes here, answered
// by `notImplemented`, until its handler is written.
const unbuilt: { [K in Exclude<OperationId, keyof typeof implemented>]: SimHandler<K> } = {}

/** The operationIds the simulator answers with 501 for now */
export const notImplementedOperations = Object.keys(unbuilt) as readonly OperationId[]

// POSTs that run outside a store transaction: OxQL queries only read, and may take a
// while (yielding to other requests as they go); SAML login reads its body first and
// then opens its own transaction.
const outsideTransaction: ReadonlySet<OperationId> = new Set([
  'timeseriesQuery',
  'systemTimeseriesQuery',
  'loginSaml',
])

const isPublic = (op: OperationId) => (publicOps as readonly string[]).includes(op)

/**
 * Turns a sim handler into the generated handler shape. Per request: the
 * session cookie is resolved to an actor (401 if there is none and the
 * operation needs one), operations that write run in one store transaction,
 * and any error comes back as a `Response` in the contract's error shape. The
 * result is the wire-shaped body, a status number or a `Response` (201s,
 * login/logout 204s with Set-Cookie, errors): the function never throws.
 */
function wrap<K extends OperationId>(
  op: K,
  handler: SimHandler<K>,
  store: Store,
  config: SimConfig,
  clock: SimClock,
): MSWHandlers[K] {
  const [method] = operations[op]
  const writes = method !== 'GET' && method !== 'HEAD' && !outsideTransaction.has(op)
  const needsActor = !isPublic(op)
  // one signature for every K: the context given matches the op (public or not)
  const run = handler as (params: Params<K>, ctx: Ctx | PublicCtx) => unknown
  const failed = (thrown: unknown) => {
    if (thrown instanceof Response) return thrown
    console.error(`sim: ${op} failed`, thrown)
    return simError.internal()
  }
  const simulated = (params: Params<K>) => {
    try {
      // instance run states move on lazily, before anyone looks (sim/run-states.ts)
      advance(store, clock.now())
      // Nexus tries the session cookie first, then a device access token
      const cookie = readSessionToken(params)
      const actor = cookie ? resolveActor(store, cookie) : resolveBearerActor(store, params.req)
      if (!actor && needsActor) return simError.unauthorized()
      const ctx = { store, actor, config, operationId: op }
      const result = writes
        ? store.transaction(() => {
            const answer = run(params, ctx)
            // what was provisioned, sampled with the change (sim/provisioning-history.ts)
            recordProvisioning(store, clock.now())
            return answer
          })
        : run(params, ctx)
      return result instanceof Promise ? result.catch(failed) : result
    } catch (thrown) {
      return failed(thrown)
    }
  }
  // MSWHandlers[K] for this K: same params, a result of the kinds it allows
  // (the request pipeline also accepts a Response from any handler)
  return simulated as unknown as MSWHandlers[K]
}

export function createSim(opts: {
  store: Store
  password?: string
  /** Run-state transition delays and time source (sim/clock.ts); tests inject `now` */
  timing?: SimTiming
  /** Let the names of sim/sentinels.ts fail on purpose (test runs and mock mode only) */
  failureSentinels?: boolean
  /** Size of the log in each support bundle created from now on (benches make it large) */
  supportBundleLogBytes?: number
}): Sim {
  const { store } = opts
  const clock = attachClock(store, opts.timing, opts.failureSentinels ?? false)
  if (opts.supportBundleLogBytes !== undefined) {
    setBundleLogBytes(store, opts.supportBundleLogBytes)
  }
  // an empty SIM_PASSWORD means "not set", never an empty password
  const config: SimConfig = { password: opts.password || DEFAULT_PASSWORD }
  const all: SimHandlers = { ...implemented, ...unbuilt }

  const handlers: Partial<Record<OperationId, unknown>> = {}
  for (const op of Object.keys(operations) as OperationId[]) {
    // one op at a time: the checker cannot relate `all[op]` to `op` across the union
    handlers[op] = wrap(op, all[op] as SimHandler<typeof op>, store, config, clock)
  }
  // every operationId got its wrapper just above
  const complete = handlers as MSWHandlers

  return {
    handlers: complete,
    httpHandlers: makeHttpHandlers(complete),
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
