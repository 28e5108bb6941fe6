// What a change to a VPC's firewall does, shown before it is sent (Nexus replaces the whole
// rule set at once): the rules added, removed and changed (with the fields that changed),
// and whether SSH or ICMP from outside the VPC stops being let in.
import type { VpcFirewallRuleUpdate } from '~/api/__generated__/Api'

export type RuleChange =
  | { kind: 'added'; name: string }
  | { kind: 'removed'; name: string }
  | { kind: 'changed'; name: string; fields: string[] }

const FIELD_LABELS: Array<[string, (r: VpcFirewallRuleUpdate) => unknown]> = [
  ['description', (r) => r.description],
  ['priority', (r) => r.priority],
  ['action', (r) => r.action],
  ['direction', (r) => r.direction],
  ['status', (r) => r.status],
  ['targets', (r) => r.targets],
  ['hosts', (r) => r.filters.hosts ?? null],
  ['ports', (r) => r.filters.ports ?? null],
  ['protocols', (r) => r.filters.protocols ?? null],
]

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The changes from one rule set to the next, by rule name. A rule renamed in an edit
 * (`renamed` maps its old name to its new one) is one changed rule, not a removal and an
 * addition.
 */
export function ruleSetDiff(
  before: readonly VpcFirewallRuleUpdate[],
  after: readonly VpcFirewallRuleUpdate[],
  renamed?: { from: string; to: string },
): RuleChange[] {
  const oldName = (name: string) => (renamed && name === renamed.to ? renamed.from : name)
  const previous = new Map(before.map((r) => [r.name, r]))
  const changes: RuleChange[] = []
  const kept = new Set<string>()
  for (const rule of after) {
    const old = previous.get(oldName(rule.name))
    if (!old) {
      changes.push({ kind: 'added', name: rule.name })
      continue
    }
    kept.add(old.name)
    const fields = FIELD_LABELS.filter(([, get]) => !same(get(old), get(rule))).map(([f]) => f)
    if (old.name !== rule.name) fields.unshift('name')
    if (fields.length > 0) changes.push({ kind: 'changed', name: rule.name, fields })
  }
  for (const rule of before) {
    if (!kept.has(rule.name)) changes.push({ kind: 'removed', name: rule.name })
  }
  return changes
}

const portsInclude = (ports: readonly string[] | null | undefined, port: number) =>
  !ports ||
  ports.length === 0 ||
  ports.some((p) => {
    const [start, end = start] = p.split('-').map(Number)
    return port >= start && port <= end
  })

/** Whether the rule admits hosts outside the VPC: any host, or an address or network */
const fromOutside = (r: VpcFirewallRuleUpdate) =>
  !r.filters.hosts ||
  r.filters.hosts.length === 0 ||
  r.filters.hosts.some((h) => h.type === 'ip' || h.type === 'ip_net')

const lets = (protocol: 'TCP' | 'ICMP', port?: number) => (r: VpcFirewallRuleUpdate) =>
  r.status === 'enabled' &&
  r.direction === 'inbound' &&
  r.action === 'allow' &&
  fromOutside(r) &&
  (!r.filters.protocols ||
    r.filters.protocols.length === 0 ||
    r.filters.protocols.includes(protocol)) &&
  (port === undefined || portsInclude(r.filters.ports, port))

/** What the new rule set stops letting in from outside the VPC: SSH (TCP 22), ICMP */
export function accessLost(
  before: readonly VpcFirewallRuleUpdate[],
  after: readonly VpcFirewallRuleUpdate[],
): Array<'SSH' | 'ICMP'> {
  const checks = [
    ['SSH', lets('TCP', 22)],
    ['ICMP', lets('ICMP')],
  ] as const
  return checks.filter(([, allows]) => before.some(allows) && !after.some(allows)).map(([n]) => n)
}
