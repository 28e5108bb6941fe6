// A firewall change is reviewed before it is sent: Nexus replaces a VPC's whole rule set,
// so the dialog lists what the new set adds, removes and changes, and warns about the
// inbound traffic the new set stops letting in (weighed as Nexus applies the rules).
import type { VpcFirewallRuleUpdate } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { confirmAction } from '~/ui/confirm-store'

import {
  inboundAccessLost,
  ruleSetDiff,
  type AccessLoss,
  type RuleChange,
} from './firewall-rule-diff'

function changeLine(c: RuleChange) {
  if (c.kind === 'changed') return `${c.name}: ${c.fields.join(', ')} changed`
  if (c.kind === 'duplicate') return `${c.name}: more than one rule has this name`
  return `${c.name} ${c.kind}`
}

const lossLine = (l: AccessLoss) => `${l.traffic.join(', ')} from ${l.from} to ${l.to}`

/** How many losses the warning lists; the rest are counted */
const LOSSES_SHOWN = 12

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
  const lost = inboundAccessLost(before, after)
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
        <div
          role="alert"
          className="space-y-1 rounded-md border border-notice/40 bg-notice/10 px-3 py-2 text-notice"
        >
          <p>After this change the rules no longer let in:</p>
          <ul aria-label="Access lost" className="list-disc pl-5">
            {lost.slice(0, LOSSES_SHOWN).map((l) => (
              <li key={`${l.from}>${l.to}`}>{lossLine(l)}</li>
            ))}
          </ul>
          {lost.length > LOSSES_SHOWN && <p>and {lost.length - LOSSES_SHOWN} more.</p>}
          <p>You may lose access to the instances.</p>
        </div>
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
