// Two people changing one VPC's firewall: Nexus replaces the whole rule set on every save
// (and gives every rule a new id and time), so a save first compares the set it was
// prepared on with the set now, rule by rule, and says what someone else changed.
import type { VpcFirewallRule } from '~/api/__generated_versions__/2026081901.0.0/Api'

import type { ConflictFields } from './edit-conflict'
import { ruleSetDiff } from './firewall-rule-diff'
import { keepRule, type RuleValues } from './firewall-rule-values'

const items = (list: ReadonlyArray<{ type: string; value: string }>) =>
  list.length === 0 ? 'any' : list.map((i) => `${i.type} ${i.value}`).join(', ')
const orAny = (list: readonly string[]) => (list.length === 0 ? 'any' : list.join(', '))

/** The rule form's fields, in the words of its labels */
export const RULE_FIELDS: ConflictFields<RuleValues> = {
  name: 'Name',
  description: 'Description',
  priority: 'Priority',
  action: 'Action',
  direction: 'Direction',
  enabled: 'Enabled',
  targets: { label: 'Targets', show: items },
  hosts: { label: 'Host filters', show: items },
  ports: { label: 'Ports', show: orAny },
  protocols: { label: 'Protocols', show: orAny },
}

/**
 * What changed from one rule set to the next, one line a rule, leaving out the changes to
 * the rule the form edits (`edited`), which the dialog shows field by field.
 */
export function ruleSetChanges(
  opened: readonly VpcFirewallRule[],
  now: readonly VpcFirewallRule[],
  edited?: string,
): string[] {
  return ruleSetDiff(opened.map(keepRule), now.map(keepRule))
    .filter((c) => !(c.kind === 'changed' && c.name === edited))
    .map((c) =>
      c.kind === 'changed' ? `${c.name}: ${c.fields.join(', ')} changed` : `${c.name} ${c.kind}`,
    )
}

/**
 * Refuses a save whose set changed since it was reviewed, naming what changed: the review
 * the user confirmed must be of the set the save replaces.
 */
export function unchangedSince(
  reviewed: { rules: readonly VpcFirewallRule[] },
  now: { rules: readonly VpcFirewallRule[] },
) {
  const changes = ruleSetChanges(reviewed.rules, now.rules)
  if (changes.length > 0) {
    throw new Error(
      `The rules changed since they were read (${changes.join('; ')}). Nothing was saved: look at the rules and save again.`,
    )
  }
}
