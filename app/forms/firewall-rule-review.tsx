// A firewall change is reviewed before it is sent: Nexus replaces a VPC's whole rule set,
// so the dialog lists what the new set adds, removes and changes, and warns when nothing
// would let SSH or ICMP in any more.
import type { VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { confirmAction } from '~/ui/confirm-store'

import { accessLost, ruleSetDiff, type RuleChange } from './firewall-rule-diff'

const changeLine = (c: RuleChange) =>
  c.kind === 'changed' ? `${c.name}: ${c.fields.join(', ')} changed` : `${c.name} ${c.kind}`

export function RuleSetReview({
  before,
  after,
  renamed,
}: {
  before: readonly VpcFirewallRuleUpdate[]
  after: readonly VpcFirewallRuleUpdate[]
  renamed?: { from: string; to: string }
}) {
  const changes = ruleSetDiff(before, after, renamed)
  const lost = accessLost(before, after)
  return (
    <div className="space-y-3">
      <p>The VPC’s rules are replaced as a whole. This change:</p>
      {changes.length === 0 ? (
        <p>changes nothing.</p>
      ) : (
        <ul aria-label="Changes" className="list-disc space-y-1 pl-5">
          {changes.map((c) => (
            <li key={`${c.kind}:${c.name}`}>{changeLine(c)}</li>
          ))}
        </ul>
      )}
      {lost.length > 0 && (
        <p
          role="alert"
          className="rounded-md border border-notice/40 bg-notice/10 px-3 py-2 text-notice"
        >
          After this change no rule lets {lost.join(' or ')} in: you may lose access to the
          instances.
        </p>
      )}
    </div>
  )
}

/** Opens the review; `send` runs on Save and its failure is shown as the dialog's toast */
export function reviewRuleSet(options: {
  before: readonly VpcFirewallRuleUpdate[]
  after: readonly VpcFirewallRuleUpdate[]
  renamed?: { from: string; to: string }
  send: () => Promise<unknown>
}) {
  confirmAction({
    title: 'Review firewall change',
    message: (
      <RuleSetReview before={options.before} after={options.after} renamed={options.renamed} />
    ),
    actionLabel: 'Save rules',
    actionType: 'primary',
    doAction: options.send,
    errorTitle: 'Could not save firewall rules',
  })
}
