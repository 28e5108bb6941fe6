// Operations the newest API retired that older racks still serve, so the console keeps the
// feature on those racks: before rack membership (release v14 to v18), an operator added
// one sled at a time. Their types are the oldest contract's (every version that has them
// agrees on them). `callApi` sends them through the rack's version adapters, which find
// them in that version's own client; on a rack that speaks the newest API they fail (the
// pages ask `rackSupport` first, so that would be a bug).
import type { Api as V14Api } from './__generated__/Api'
import { UnavailableOperation } from './adapters/unavailable'
import { NEWEST } from './rack-api'

type V14Methods = V14Api['methods']

export type RetiredOp = 'sledAdd'
export type RetiredMethods = Pick<V14Methods, RetiredOp>

export const retiredOps: readonly RetiredOp[] = ['sledAdd']

export const isRetired = (op: string): op is RetiredOp => retiredOps.includes(op as RetiredOp)

/** Named like the operations they stand for: the call reads the name, as for `api.*` */
export const retired: RetiredMethods = {
  sledAdd: function sledAdd() {
    return Promise.reject(new UnavailableOperation('sledAdd', NEWEST))
  },
}
