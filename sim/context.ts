import type * as Api from '../app/api/__generated__/Api'
import type { Json, MSWHandlers } from '../app/api/__generated__/msw-handlers'
import type { OperationId } from './operations'
import type { NewOperationId, ServedHandlers } from './versions/operations'
import type { SessionRecord, SiloRecord, Store, UserRecord } from './store/types'

export type { OperationId }

/** The signed-in user of a request, resolved once from its session cookie or bearer token */
export type Actor = {
  user: UserRecord
  silo: SiloRecord
  /** ids of the groups the user belongs to */
  groupIds: readonly string[]
  /** the console session, or null when the request came with a device access token */
  session: SessionRecord | null
}

/**
 * The rack release the simulator answers as: `v14`, unversioned (`api/nexus.json`, the
 * `api-version` header ignored), or `current`, a versioned Nexus serving every version of
 * api/versions/served.json (sim/versions/README.md).
 */
export type Release = 'v14' | 'current'
export const RELEASES: readonly Release[] = ['v14', 'current']

export type SimConfig = {
  /** the password of every local user */
  password: string
}

/** What a handler gets besides its request params */
export type Ctx = {
  store: Store
  actor: Actor
  config: SimConfig
  operationId: OperationId
}

/**
 * Operations that answer without a session. As in Nexus, the device authorization
 * flow's request and token steps are public; its confirmation needs a session.
 */
export const publicOps = [
  'ping',
  'loginLocal',
  'loginSaml',
  'logout',
  'deviceAuthRequest',
  'deviceAccessToken',
] as const
export type PublicOp = (typeof publicOps)[number]
/** A public operation sees the actor only if the caller happens to be signed in */
export type PublicCtx = Omit<Ctx, 'actor'> & { actor: Actor | null }

/**
 * The device flow's form bodies, which the generated handlers leave unparsed: the
 * request pipeline parses and checks them like JSON bodies (sim/request/pipeline.ts).
 */
type FormBodies = {
  deviceAuthRequest: Json<Api.DeviceAuthRequest>
  deviceAccessToken: Json<Api.DeviceAccessTokenRequest>
}

export type Params<K extends OperationId> = Parameters<MSWHandlers[K]>[0] &
  (K extends keyof FormBodies ? { body: FormBodies[K] } : unknown)
type Result<K extends OperationId> = Awaited<ReturnType<MSWHandlers[K]>>

/**
 * A simulator handler: the generated handler's params plus a context. It
 * returns the wire-shaped body, a status number, or a `Response` (201s, and
 * the 204s of login/logout that carry a cookie), and throws a `simError`
 * Response to fail. Mutating operations run in one store transaction, so
 * they are synchronous; a read may return a promise (a long OxQL query
 * yields to other requests).
 */
export type SimHandler<K extends OperationId> = (
  params: Params<K>,
  ctx: K extends PublicOp ? PublicCtx : Ctx,
) => Result<K> | Response | Promise<Result<K> | Response>

export type SimHandlers = { [K in OperationId]: SimHandler<K> }

type ServedParams<K extends NewOperationId> = Parameters<ServedHandlers[K]>[0]
type ServedResult<K extends NewOperationId> = Awaited<ReturnType<ServedHandlers[K]>>

/**
 * A handler of an operation v14 did not have (`versions/operations.ts`), written in the
 * newest version's shapes (INITIAL's for one the newest dropped); the door translates
 * for older versions. Every such operation needs a signed-in caller.
 */
export type NewHandler<K extends NewOperationId> = (
  params: ServedParams<K>,
  ctx: Ctx,
) => ServedResult<K> | Response | Promise<ServedResult<K> | Response>

export type NewHandlers = { [K in NewOperationId]: NewHandler<K> }
