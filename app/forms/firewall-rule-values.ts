// The firewall rule form's values and rules (spec §5): targets and host filters as lists of
// a kind and a value, ports as trimmed ranges, protocols as a set; and the one rule set a
// save sends, since Nexus replaces a VPC's rules as a whole.
import { z } from 'zod'

import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { UNIQUE_MESSAGE } from '~/components/form/ListField'
import { IP_ADDRESS_MESSAGE, ipNetProblem, isIpAddress } from '~/util/ip'

import { descriptionSchema, nameProblem, nameSchema, wholeNumberSchema } from './schemas'

export type FilterKind = VpcFirewallRuleTarget['type']
export type FilterItem = { type: FilterKind; value: string }

export const FILTER_KINDS: ReadonlyArray<{ value: FilterKind; label: string }> = [
  { value: 'vpc', label: 'VPC' },
  { value: 'subnet', label: 'Subnet' },
  { value: 'instance', label: 'Instance' },
  { value: 'ip', label: 'IP address' },
  { value: 'ip_net', label: 'IP network' },
]

/** The protocols as the form offers them (ICMPv6 only where the rack has it) */
export type ProtocolName = 'TCP' | 'UDP' | 'ICMP' | 'ICMPv6'
export const PROTOCOLS: readonly ProtocolName[] = ['TCP', 'UDP', 'ICMP']
export const PROTOCOLS_WITH_ICMPV6: readonly ProtocolName[] = [...PROTOCOLS, 'ICMPv6']

export function protocolName(p: VpcFirewallRuleProtocol): ProtocolName {
  switch (p.type) {
    case 'tcp':
      return 'TCP'
    case 'udp':
      return 'UDP'
    case 'icmp':
      return 'ICMP'
    case 'icmp6':
      return 'ICMPv6'
  }
}

/** The whole protocol (any ICMP type) by name */
export function protocolOf(name: ProtocolName): VpcFirewallRuleProtocol {
  switch (name) {
    case 'TCP':
      return { type: 'tcp' }
    case 'UDP':
      return { type: 'udp' }
    case 'ICMP':
      return { type: 'icmp', value: null }
    case 'ICMPv6':
      return { type: 'icmp6', value: null }
  }
}

/** What is wrong with a target's or host filter's value, if anything */
export function filterValueProblem(kind: FilterKind, value: string): string | undefined {
  if (value === '') return 'Value is required'
  if (kind === 'ip') return isIpAddress(value) ? undefined : IP_ADDRESS_MESSAGE
  if (kind === 'ip_net') return ipNetProblem(value)
  return nameProblem(value)
}

/**
 * spec §5: a port or port range, trimmed: 1 to 5 digits, optionally a dash and 1 to 5 more,
 * the end not below the start. A single port is a range with equal ends (`80` is `80`).
 * Returns the range as the API takes it, or the problem.
 */
export function parsePortRange(text: string): { range: string } | { problem: string } {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text.trim())
  if (!m) return { problem: 'Must be a port or a range of ports, e.g. 80 or 8000-8080' }
  const start = Number(m[1])
  const end = m[2] === undefined ? start : Number(m[2])
  if (start < 1 || end > 65535) return { problem: 'Ports run from 1 to 65535' }
  if (end < start) return { problem: 'The end of a range cannot be below its start' }
  return { range: start === end ? `${start}` : `${start}-${end}` }
}

const key = (item: FilterItem) => `${item.type}:${item.value}`
const hasDuplicates = (items: readonly string[]) => new Set(items).size !== items.length

export const ruleSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    priority: wholeNumberSchema('Priority', 0, 65535),
    action: z.enum(['allow', 'deny']),
    direction: z.enum(['inbound', 'outbound']),
    enabled: z.boolean(),
    targets: z.array(z.object({ type: z.string(), value: z.string() })),
    hosts: z.array(z.object({ type: z.string(), value: z.string() })),
    ports: z.array(z.string()),
    protocols: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    if (hasDuplicates(v.targets.map((t) => key(t as FilterItem)))) {
      ctx.addIssue({ code: 'custom', path: ['targets'], message: UNIQUE_MESSAGE })
    }
    if (hasDuplicates(v.hosts.map((h) => key(h as FilterItem)))) {
      ctx.addIssue({ code: 'custom', path: ['hosts'], message: UNIQUE_MESSAGE })
    }
    if (hasDuplicates(v.ports)) {
      ctx.addIssue({ code: 'custom', path: ['ports'], message: UNIQUE_MESSAGE })
    }
  })
export type RuleValues = z.infer<typeof ruleSchema>

/** A name another rule of the VPC has, in the words the console gives every taken name */
export const NAME_TAKEN_MESSAGE = 'Firewall rule name already exists'

/**
 * The form's schema: the rule's own, and a name no other rule of the VPC has (`taken`:
 * theirs; an edited rule keeps its own). Nexus refuses a rule set with a name twice, so the
 * form refuses it before the review.
 */
export const ruleFormSchema = (taken: readonly string[]) =>
  ruleSchema.superRefine((v, ctx) => {
    if (taken.includes(v.name)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_TAKEN_MESSAGE })
    }
  })

export const newRuleValues = (vpc: string): RuleValues => ({
  name: '',
  description: '',
  priority: 100,
  action: 'allow',
  direction: 'inbound',
  enabled: true,
  targets: [{ type: 'vpc', value: vpc }],
  hosts: [],
  ports: [],
  protocols: [],
})

/** A rule's values, for its edit form, or for a clone (which must get a new name) */
export const ruleValues = (r: VpcFirewallRule, clone = false): RuleValues => ({
  name: clone ? '' : r.name,
  description: r.description,
  priority: r.priority,
  action: r.action,
  direction: r.direction,
  enabled: r.status === 'enabled',
  targets: r.targets.map((t) => ({ type: t.type, value: t.value })),
  hosts: (r.filters.hosts ?? []).map((h) => ({ type: h.type, value: h.value })),
  ports: r.filters.ports ?? [],
  // unique names: a rule may filter ICMP by several types (kept by `toRuleUpdate`)
  protocols: [...new Set((r.filters.protocols ?? []).map(protocolName))],
})

/**
 * The values as the API's rule; empty filter lists mean "any" (null). The form chooses
 * protocols by name only: where the rule it edits (`original`) filters a protocol still
 * checked by ICMP type or code, that filter is kept as it was.
 */
export function toRuleUpdate(v: RuleValues, original?: VpcFirewallRule): VpcFirewallRuleUpdate {
  const kept = original?.filters.protocols ?? []
  const protocols = (v.protocols as ProtocolName[]).flatMap((name) => {
    const same = kept.filter((p) => protocolName(p) === name)
    return same.length > 0 ? same : [protocolOf(name)]
  })
  return {
    name: v.name,
    description: v.description,
    priority: v.priority,
    action: v.action,
    direction: v.direction,
    status: v.enabled ? 'enabled' : 'disabled',
    targets: v.targets as VpcFirewallRuleTarget[],
    filters: {
      hosts: v.hosts.length > 0 ? (v.hosts as VpcFirewallRuleHostFilter[]) : null,
      ports: v.ports.length > 0 ? v.ports : null,
      protocols: protocols.length > 0 ? protocols : null,
    },
  }
}

/** A rule as it is, for a PUT that keeps it */
export const keepRule = (r: VpcFirewallRule): VpcFirewallRuleUpdate =>
  toRuleUpdate(ruleValues(r), r)

/**
 * The whole rule set a save sends: every other rule as it is, and this one in place of
 * `original` (its old name), or added when there is none.
 */
export function nextRuleSet(
  rules: readonly VpcFirewallRule[],
  rule: VpcFirewallRuleUpdate,
  original?: string,
): VpcFirewallRuleUpdate[] {
  const others = rules.filter((r) => r.name !== original).map(keepRule)
  return [...others, rule]
}
