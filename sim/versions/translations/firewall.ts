// VPC firewall rules across versions. v14 names protocols as words (`TCP`, `UDP`, `ICMP`);
// every versioned API names them as tagged objects, ICMP with an optional type and code
// filter, and from ADD_ICMPV6_FIREWALL_SUPPORT on also `icmp6`. The handler keeps v14's
// words in `filters.protocols` and the request's own objects in the rule's
// `protocol_detail` (sim/store/types.ts), which the answer shows again. A version before
// ICMPv6 cannot show a rule filtering on it: Nexus refuses the whole answer, as here.
import { simError } from '../../answers/errors'
import type { FirewallProtocol, FirewallRuleRecord } from '../../store/types'
import type { TranslateCtx, Translation, Translations } from '../translation'

type V14Protocol = 'TCP' | 'UDP' | 'ICMP'

const V14_WORD: Record<FirewallProtocol['type'], V14Protocol | null> = {
  tcp: 'TCP',
  udp: 'UDP',
  icmp: 'ICMP',
  // v14 has no word for it; the rule's `protocol_detail` keeps it
  icmp6: null,
}

/** Nexus's `to_api_string` of a protocol filter, for its refusal of `icmp6` in older versions */
function apiString(p: FirewallProtocol): string {
  if (p.type === 'tcp' || p.type === 'udp' || !p.value) return p.type
  const code = p.value.code ? `,${p.value.code}` : ''
  return `${p.type}:${p.value.icmp_type}${code}`
}

/** A stored rule's protocols in the versioned words: its own, or v14's words turned */
function protocolsOf(rule: FirewallRuleRecord | undefined, v14: V14Protocol[] | null) {
  if (rule?.protocol_detail !== undefined) return rule.protocol_detail
  if (!v14) return null
  return v14.map((word): FirewallProtocol => {
    if (word === 'TCP') return { type: 'tcp' }
    if (word === 'UDP') return { type: 'udp' }
    return { type: 'icmp', value: null }
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a rule in v14's view
function rulesAnswer(body: any, ctx: TranslateCtx) {
  const icmp6 = ctx.version.atLeast('ADD_ICMPV6_FIREWALL_SUPPORT')
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    rules: body.rules.map((rule: any) => {
      const protocols = protocolsOf(ctx.store.get('firewallRules', rule.id), rule.filters.protocols)
      const refused = icmp6 ? undefined : protocols?.find((p) => p.type === 'icmp6')
      if (refused) {
        throw simError.invalidValue(
          'vpc_firewall_rule_protocol',
          `unrecognized protocol: ${apiString(refused)}`,
        )
      }
      return { ...rule, filters: { ...rule.filters, protocols } }
    }),
  }
}

const rulesView: Translation = { response: rulesAnswer }

const rulesUpdate: Translation = {
  request(params) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked against the version
    const body = params.body as { rules: any[] }
    const rules = body.rules.map((rule) => {
      const detail = (rule.filters.protocols ?? null) as FirewallProtocol[] | null
      const words = detail?.flatMap((p) => V14_WORD[p.type] ?? []) ?? null
      return {
        ...rule,
        filters: { ...rule.filters, protocols: words },
        protocol_detail: detail,
      }
    })
    return { ...params, body: { ...body, rules } }
  },
  response: rulesAnswer,
}

export const firewallTranslations: Translations = {
  vpcFirewallRulesView: rulesView,
  vpcFirewallRulesUpdate: rulesUpdate,
}
