// The rules of an IP pool's range (first and last address, both ends included), checked
// before the API sees it: each end an address (spec §5's words), both of one family, and
// the last not before the first. The API would refuse the last two in serde's words.
import { z } from 'zod'

import { addressValue, IP_ADDRESS_MESSAGE, isIpAddress } from '~/util/ip'

export const SAME_FAMILY_MESSAGE = 'Must be of the same IP version as the first address'
export const ORDER_MESSAGE = 'Must not come before the first address'

/** What is wrong with the last address given the first, or undefined; both must be addresses */
export function rangeEndProblem(first: string, last: string): string | undefined {
  const a = addressValue(first)
  const b = addressValue(last)
  // an IPv6 address written with an IPv4 tail has no value here; the API judges those
  if (!a || !b) return undefined
  if (a.v6 !== b.v6) return SAME_FAMILY_MESSAGE
  if (b.n < a.n) return ORDER_MESSAGE
}

// what was typed is checked, and sent, without the spaces around it
const address = z.string().refine((s) => isIpAddress(s.trim()), IP_ADDRESS_MESSAGE)

export const ipRangeSchema = z.object({ first: address, last: address }).superRefine((r, ctx) => {
  const problem = rangeEndProblem(r.first.trim(), r.last.trim())
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['last'] })
})

/** The API's body for what the form holds */
export const ipRangeBody = (values: z.infer<typeof ipRangeSchema>) => ({
  first: values.first.trim(),
  last: values.last.trim(),
})
