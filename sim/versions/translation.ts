// Translation at the door: the simulator keeps one model, and its handlers speak one
// shape per operation (v14's for v14's operations, the newest version's for the ones v14
// lacked). A request that names another version is turned into the handler's shape on the
// way in and the handler's answer into the version's shape on the way out, as Nexus turns
// its older versions' types into its current ones. Each file of `translations/` holds the
// translations of one area; `translations/index.ts` gathers them.
import type { Actor } from '../context'
import type { Parsed } from '../request/pipeline'
import type { Store } from '../store/types'
import type { InternalId, ServedVersion } from './served'

/** What a translation may consult besides the value it translates */
export type TranslateCtx = {
  version: ServedVersion
  store: Store
  /** null for an operation answered without a session */
  actor: Actor | null
}

/* eslint-disable @typescript-eslint/no-explicit-any -- a translation reads the shapes of
   two contracts at once; its result is checked against the version's schema in the specs
   (versions.spec.ts, contract-walk) */
export type Translation = {
  /** The request as `ctx.version` wrote it, turned into what the handler reads */
  request?(params: Parsed, ctx: TranslateCtx): Parsed
  /** The handler's answer body, turned into `ctx.version`'s shape */
  response?(body: any, ctx: TranslateCtx): unknown
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export type Translations = Partial<Record<InternalId, Translation>>
