// The allow list form's values and the check that keeps an operator from locking themselves
// out: a list that does not hold the address their requests come from shuts them out of the
// console the moment it is saved.
import type { AllowedSourceIps } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { isIpAddress, netContains } from '~/util/ip'

export type AllowListValues = {
  allow: AllowedSourceIps['allow']
  /** the networks, as typed and checked one at a time (`ListField`) */
  ips: string[]
  /**
   * The address the operator's requests reach the rack from, if they typed it: no API
   * tells the console, and behind NAT or a proxy it is not the machine's own.
   */
  clientAddress: string
  /** the operator's word that their own address is in the list, when they did not type it */
  confirmed: boolean
}

export const toAllowListValues = (current: AllowedSourceIps): AllowListValues => ({
  allow: current.allow,
  ips: current.allow === 'list' ? [...current.ips] : [],
  clientAddress: '',
  confirmed: false,
})

export const toAllowedSourceIps = (v: AllowListValues): AllowedSourceIps =>
  v.allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: v.ips }

/** The first network of the list (`10.0.0.0/8`, `fd00::/48`, IPv4 or IPv6) that holds the address */
export const admittingNetwork = (nets: readonly string[], address: string) =>
  nets.find((net) => netContains(net, address))

/** Whether any network of the list holds the address */
export const listAdmits = (nets: readonly string[], address: string) =>
  admittingNetwork(nets, address) !== undefined

/**
 * What saving the list would do to the client changing it: `open` (any source), `kept` (its
 * address is in the list), `shut-out` (it is not), or `unknown` when the operator has not
 * said which address their requests reach the rack from, which then needs their word.
 */
export type LockoutRisk = 'open' | 'kept' | 'shut-out' | 'unknown'

export function lockoutRisk(list: AllowedSourceIps, clientAddress: string | null): LockoutRisk {
  if (list.allow === 'any') return 'open'
  if (clientAddress === null || !isIpAddress(clientAddress)) return 'unknown'
  return listAdmits(list.ips, clientAddress) ? 'kept' : 'shut-out'
}
