import { nowIso } from '../clock'
import type { SimHandlers } from '../context'
import { simError } from '../answers/errors'
import { lookup } from '../access/lookup'
import type { FirewallRuleRecord, Store } from '../store/types'
import { uuid } from '../util'
import { firewallRule } from '../network/vpc-records'
import { toFirewallRule } from '../answers/views'

// A VPC's firewall rules, read and replaced as a whole, as Nexus answers at
// the contract's commit: every PUT gives every rule a new id, and rules are
// listed by name. Instance and subnet names in targets and host filters are
// not checked (Nexus resolves them when it sends the rules to the sleds, and
// skips a rule that resolves to nothing); a VPC other than the rules' own is
// refused.

const MAX_RULES = 1024
const MAX_PARTS = 256

const byName = (a: FirewallRuleRecord, b: FirewallRuleRecord) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

const rulesOf = (store: Store, vpcId: string) =>
  store
    .list('firewallRules')
    .filter((r) => r.vpc_id === vpcId)
    .sort(byName)

const rulesView = (store: Store, vpcId: string) => ({
  rules: rulesOf(store, vpcId).map(toFirewallRule),
})

export const firewallRules = {
  vpcFirewallRulesView({ query }, { store, actor }) {
    const { record: vpc } = lookup(store, actor, 'vpc', query.vpc, 'read', query)
    return rulesView(store, vpc.id)
  },

  vpcFirewallRulesUpdate({ query, body }, { store, actor }) {
    const { record: vpc } = lookup(store, actor, 'vpc', query.vpc, 'modify', query)
    const { rules } = body
    const seen = new Set<string>()
    const dupes = new Set<string>()
    for (const r of rules) (seen.has(r.name) ? dupes : seen).add(r.name)
    if (dupes.size > 0) {
      const list = [...dupes].map((d) => `"${d}"`).join(', ')
      throw simError.invalidValue('rules', `Rule names must be unique. Duplicates: [${list}]`)
    }
    const atMost = (list: readonly unknown[] | null | undefined, label: string, max: number) => {
      if (list && list.length > max) throw simError.invalidValue(label, `max length ${max}`)
    }
    atMost(rules, 'rules', MAX_RULES)
    for (const r of rules) {
      atMost(r.targets, 'targets', MAX_PARTS)
      atMost(r.filters.hosts, 'filters.hosts', MAX_PARTS)
      atMost(r.filters.ports, 'filters.ports', MAX_PARTS)
      atMost(r.filters.protocols, 'filters.protocols', MAX_PARTS)
    }
    for (const r of rules) {
      if (r.targets.some((t) => t.type === 'vpc' && t.value !== vpc.name)) {
        throw simError.invalid('cross-VPC firewall target unsupported')
      }
      if ((r.filters.hosts ?? []).some((h) => h.type === 'vpc' && h.value !== vpc.name)) {
        throw simError.invalid('cross-VPC firewall host filter unsupported')
      }
    }
    for (const old of rulesOf(store, vpc.id)) store.remove('firewallRules', old.id)
    const stamp = { now: nowIso(store), newId: uuid }
    for (const r of rules) store.insert('firewallRules', firewallRule(vpc.id, r, stamp))
    return rulesView(store, vpc.id)
  },
} satisfies Partial<SimHandlers>
