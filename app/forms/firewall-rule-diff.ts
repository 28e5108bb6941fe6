// What a change to a VPC's firewall does, shown before it is sent (Nexus replaces the whole
// rule set at once): the rules added, removed and changed (with the fields that changed),
// and the inbound traffic the old rules let in that the new ones no longer do.
import type { VpcFirewallRuleUpdate } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { addressValue } from '~/util/ip'

import { protocolName } from './firewall-rule-values'

export type RuleChange =
  | { kind: 'added'; name: string }
  | { kind: 'removed'; name: string }
  | { kind: 'changed'; name: string; fields: string[] }
  /** more than one rule of the new set has this name: Nexus refuses the set */
  | { kind: 'duplicate'; name: string }

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
 * addition. A name the new set gives to more than one rule (a name already taken) is a
 * `duplicate`, never a change of the rule that had it.
 */
export function ruleSetDiff(
  before: readonly VpcFirewallRuleUpdate[],
  after: readonly VpcFirewallRuleUpdate[],
  renamed?: { from: string; to: string },
): RuleChange[] {
  const count = new Map<string, number>()
  for (const r of after) count.set(r.name, (count.get(r.name) ?? 0) + 1)
  const oldName = (name: string) => (renamed && name === renamed.to ? renamed.from : name)
  const previous = new Map(before.map((r) => [r.name, r]))
  const changes: RuleChange[] = []
  const kept = new Set<string>()
  const reported = new Set<string>()
  for (const rule of after) {
    if ((count.get(rule.name) ?? 0) > 1) {
      if (!reported.has(rule.name)) changes.push({ kind: 'duplicate', name: rule.name })
      reported.add(rule.name)
      continue
    }
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
    if (!kept.has(rule.name) && !reported.has(rule.name)) {
      changes.push({ kind: 'removed', name: rule.name })
    }
  }
  return changes
}

// ---------------------------------------------------------------------------------------
// Inbound access, weighed as Nexus and OPTE apply the rules (omicron
// `nexus/networking/src/firewall_rules.rs`, `illumos-utils/src/opte/firewall_rules.rs`;
// OPTE `lib/oxide-vpc/src/engine/firewall.rs` and its layer's rule order):
// - only enabled rules count, and for traffic coming in only inbound ones;
// - a rule applies to the instances its targets name (a VPC target: every instance of the
//   VPC; no targets at all: every instance too), and to traffic matching all its filters
//   (hosts: the source; ports: the destination port; protocols); no filter means any;
// - of the rules that match, the lowest priority number wins, and at equal priority a deny
//   wins over an allow;
// - traffic no rule matches is denied (the implied "deny inbound").
//
// The console does not know which instance is in which subnet or has which address, so
// each place named in a rule is weighed on its own: "every instance" (the instances no
// narrower target names), then each subnet, instance, address and network named as a
// target; "anywhere" (a source no host filter names), then each host filter. A network
// holds the addresses and narrower networks inside it; a VPC host filter holds the VPC's
// subnets and instances.

type Place = { type: string; value: string }
type Protocol = 'TCP' | 'UDP' | 'ICMP'
type Range = [number, number]

const PROTOCOLS: readonly Protocol[] = ['TCP', 'UDP', 'ICMP']
const INTERNAL = ['vpc', 'subnet', 'instance']

/** Whether `item` (a target or a host filter) takes in all of `place` */
type Holds = (item: Place, place: Place) => boolean

/**
 * `Holds` for one weighing: the same kind and value, or a network holding an address or a
 * narrower network. Each address is read once.
 */
function holdsFor(): Holds {
  const read = new Map<string, { v6: boolean; n: bigint; width: number } | null>()
  const net = (value: string) => {
    if (!read.has(value)) {
      const [base, width] = value.split('/')
      const a = addressValue(base)
      read.set(value, a && { ...a, width: width === undefined ? (a.v6 ? 128 : 32) : +width })
    }
    return read.get(value)
  }
  return (item, place) => {
    if (item.type === place.type && item.value === place.value) return true
    if (item.type !== 'ip_net' || (place.type !== 'ip' && place.type !== 'ip_net')) return false
    const outer = net(item.value)
    const inner = net(place.value)
    if (!outer || !inner || outer.v6 !== inner.v6 || inner.width < outer.width) return false
    const shift = BigInt((outer.v6 ? 128 : 32) - outer.width)
    return outer.n >> shift === inner.n >> shift
  }
}

/** Whether the rule applies to the instances at `to` (null: every instance) */
const appliesTo = (r: VpcFirewallRuleUpdate, to: Place | null, held: Holds) =>
  r.targets.length === 0 || r.targets.some((t) => t.type === 'vpc' || (to !== null && held(t, to)))

/** Whether the rule's host filters take in traffic from `from` (null: anywhere) */
const takesFrom = (r: VpcFirewallRuleUpdate, from: Place | null, held: Holds) =>
  !r.filters.hosts ||
  r.filters.hosts.length === 0 ||
  (from !== null &&
    r.filters.hosts.some(
      (h) => held(h, from) || (h.type === 'vpc' && INTERNAL.includes(from.type)),
    ))

const portRanges = (r: VpcFirewallRuleUpdate): Range[] =>
  (r.filters.ports ?? []).map((p) => {
    const [start, end = start] = p.split('-').map(Number)
    return [start, end]
  })

/** Whether the rule matches traffic of this protocol to this port (ICMP has no port) */
function matches(r: VpcFirewallRuleUpdate, protocol: Protocol, port: number) {
  // ICMP filtered by type or code counts as ICMP: a loss of part of it is reported
  const protocols = (r.filters.protocols ?? []).map(protocolName)
  if (protocols.length > 0 && !protocols.includes(protocol)) return false
  const ranges = portRanges(r)
  if (ranges.length === 0) return true
  return protocol !== 'ICMP' && ranges.some(([start, end]) => port >= start && port <= end)
}

/** Whether the rules (those that apply to the place and source) let this traffic in */
function lets(rules: readonly VpcFirewallRuleUpdate[], protocol: Protocol, port: number) {
  let winner: VpcFirewallRuleUpdate | undefined
  for (const r of rules) {
    if (!matches(r, protocol, port)) continue
    if (
      !winner ||
      r.priority < winner.priority ||
      (r.priority === winner.priority && r.action === 'deny')
    ) {
      winner = r
    }
  }
  return winner?.action === 'allow'
}

/** The port ranges over which no rule's ports begin or end: each is let in or not whole */
function portSegments(rules: readonly VpcFirewallRuleUpdate[], protocol: Protocol): Range[] {
  if (protocol === 'ICMP') return [[0, 0]]
  const cuts = new Set([1])
  for (const r of rules) {
    for (const [start, end] of portRanges(r)) {
      cuts.add(start)
      if (end < 65535) cuts.add(end + 1)
    }
  }
  const sorted = [...cuts].sort((a, b) => a - b)
  return sorted.map((start, i) => [start, (sorted[i + 1] ?? 65536) - 1])
}

const mergeRanges = (ranges: readonly Range[]) =>
  ranges.reduce<Range[]>((merged, [start, end]) => {
    const last = merged.at(-1)
    if (last && start === last[1] + 1) last[1] = end
    else merged.push([start, end])
    return merged
  }, [])

const within = (inner: readonly Range[], outer: readonly Range[]) =>
  inner.every(([s, e]) => outer.some(([os, oe]) => s >= os && e <= oe))

const PLACE_LABELS: Record<string, string> = {
  vpc: 'VPC',
  subnet: 'subnet',
  instance: 'instance',
  ip: 'IP',
  ip_net: 'IP network',
}
const placeLabel = (p: Place) => `${PLACE_LABELS[p.type] ?? p.type} ${p.value}`
const placeKey = (p: Place | null) => (p ? `${p.type}:${p.value}` : '*')

const rangeText = ([start, end]: Range) => (start === end ? `${start}` : `${start}-${end}`)

/** The traffic lost, in words: `SSH (TCP 22)`, `TCP 80, 443`, `all UDP`, `ICMP`, `all traffic` */
function trafficWords(lost: ReadonlyMap<Protocol, Range[]>): string[] {
  const whole = (p: Protocol) => {
    const ranges = lost.get(p)
    return p === 'ICMP' ? !!ranges : !!ranges && within([[1, 65535]], ranges)
  }
  if (PROTOCOLS.every(whole)) return ['all traffic']
  const words: string[] = []
  for (const p of PROTOCOLS) {
    const ranges = lost.get(p)
    if (!ranges) continue
    if (p === 'ICMP') words.push('ICMP')
    else if (whole(p)) words.push(p === 'TCP' ? 'all TCP, SSH included' : `all ${p}`)
    else {
      const ssh = p === 'TCP' && ranges.some(([s, e]) => s === 22 && e === 22)
      const rest = ranges.filter(([s, e]) => !(ssh && s === 22 && e === 22))
      if (ssh) words.push('SSH (TCP 22)')
      if (rest.length > 0) {
        const sshWithin = p === 'TCP' && rest.some(([s, e]) => s <= 22 && e >= 22)
        words.push(`${p} ${rest.map(rangeText).join(', ')}${sshWithin ? ', SSH included' : ''}`)
      }
    }
  }
  return words
}

/** Inbound traffic the old rules let in and the new ones do not, in words */
export type AccessLoss = {
  /** e.g. `SSH (TCP 22)`, `TCP 8000-8080`, `ICMP`, `all traffic` */
  traffic: string[]
  /** `anywhere`, or the host filter it came through: `IP network 10.0.0.0/8`, `VPC web` */
  from: string
  /** `every instance in VPC web`, possibly `but instance db`; or `instance db`, `subnet a` */
  to: string
}

/** How many place and source pairs are weighed at most (a set may have 1,024 rules) */
const MAX_PAIRS = 2000

/**
 * What inbound traffic the old rule set lets in that the new one does not: because a rule
 * that let it in went, was disabled or narrowed (to fewer targets, hosts, ports or
 * protocols), or because a deny rule of equal or better priority now covers it. Each loss
 * is said once, at the broadest place and source it holds for.
 */
export function inboundAccessLost(
  before: readonly VpcFirewallRuleUpdate[],
  after: readonly VpcFirewallRuleUpdate[],
): AccessLoss[] {
  const inbound = (rules: readonly VpcFirewallRuleUpdate[]) =>
    rules.filter((r) => r.status === 'enabled' && r.direction === 'inbound')
  const old = inbound(before)
  const next = inbound(after)
  const all = [...old, ...next]
  const vpc = all.flatMap((r) => r.targets).find((t) => t.type === 'vpc')?.value

  const unique = (places: Place[]) => [...new Map(places.map((p) => [placeKey(p), p])).values()]
  const dests: Array<Place | null> = [
    null,
    ...unique(all.flatMap((r) => r.targets).filter((t) => t.type !== 'vpc')),
  ]
  const sources: Array<Place | null> = [null, ...unique(all.flatMap((r) => r.filters.hosts ?? []))]

  type Found = { to: Place | null; from: Place | null; lost: Map<Protocol, Range[]> }
  const found: Found[] = []
  const rulesAfter = new Map<string, VpcFirewallRuleUpdate[]>()
  let pairs = 0
  const held = holdsFor()
  weigh: for (const to of dests) {
    const oldHere = old.filter((r) => appliesTo(r, to, held))
    // nothing was let in here before: nothing to lose
    if (!oldHere.some((r) => r.action === 'allow')) continue
    const nextHere = next.filter((r) => appliesTo(r, to, held))
    for (const from of sources) {
      const was = oldHere.filter((r) => takesFrom(r, from, held))
      if (!was.some((r) => r.action === 'allow')) continue
      if (++pairs > MAX_PAIRS) break weigh
      const is = nextHere.filter((r) => takesFrom(r, from, held))
      rulesAfter.set(`${placeKey(to)}|${placeKey(from)}`, is)
      const lost = new Map<Protocol, Range[]>()
      for (const p of PROTOCOLS) {
        const ranges = portSegments([...was, ...is], p).filter(
          ([port]) => lets(was, p, port) && !lets(is, p, port),
        )
        if (ranges.length > 0) lost.set(p, mergeRanges(ranges))
      }
      if (lost.size > 0) found.push({ to, from, lost })
    }
  }

  // a loss said for every instance or from anywhere (or from a network, or the VPC) is not
  // said again for a narrower place or source it also holds for
  const broader = (a: Found, b: Found) =>
    a !== b &&
    (a.to === null || (b.to !== null && held(a.to, b.to))) &&
    (a.from === null ||
      (b.from !== null &&
        (held(a.from, b.from) || (a.from.type === 'vpc' && INTERNAL.includes(b.from.type))))) &&
    [...b.lost].every(([p, ranges]) => within(ranges, a.lost.get(p) ?? []))
  const said = found.filter((b) => !found.some((a) => broader(a, b) && !broader(b, a)))

  return said.map(({ to, from, lost }) => {
    const source = from ? placeLabel(from) : 'anywhere'
    if (to) return { traffic: trafficWords(lost), from: source, to: placeLabel(to) }
    // the places named on their own that the new rules still let all of it in
    const kept = dests.filter((d): d is Place => {
      const is = d && rulesAfter.get(`${placeKey(d)}|${placeKey(from)}`)
      return !!is && [...lost].every(([p, ranges]) => letsAll(is, p, ranges))
    })
    let where = vpc ? `every instance in VPC ${vpc}` : 'every instance'
    if (kept.length > 0) where += ` but ${kept.map(placeLabel).join(', ')}`
    return { traffic: trafficWords(lost), from: source, to: where }
  })
}

/** Whether the rules let in all of these ports (each segment of theirs the ranges touch) */
function letsAll(rules: readonly VpcFirewallRuleUpdate[], p: Protocol, ranges: readonly Range[]) {
  const segments = portSegments(rules, p)
  return ranges.every(([s, e]) =>
    segments.every(([a, b]) => b < s || a > e || lets(rules, p, Math.max(a, s))),
  )
}
