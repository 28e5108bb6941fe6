// "What reaches this instance": the firewall rules of its VPC whose targets include it (by
// VPC, subnet, name, address or network), in the order the rack weighs them, with what
// each lets in or keeps out, and a link to edit it.
import { useQueries, useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'

import type {
  InstanceNetworkInterface,
  VpcFirewallRule,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { firewallRulesByVpcId, subnetById, vpcById } from '~/api/queries/vpcs'
import { nicAddresses } from '~/forms/network-interface-values'
import { InlineError } from '~/components/InlineError'
import { RowsTable } from '~/table/RowsTable'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'
import { Spinner } from '~/ui/Spinner'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { ruleColumns } from '../vpcs/firewall-rule-columns'
import {
  matchingTarget,
  rulesReaching,
  targetLabel,
  type InstanceOnVpc,
} from '../vpcs/firewall-rules'

const col = createColumnHelper<VpcFirewallRule>()

type Props = { project: string; instance: string; nics: InstanceNetworkInterface[] }

export function ReachingRules({ project, instance, nics }: Props) {
  // an instance's interfaces are all in one VPC
  const vpcId = nics[0]?.vpcId
  const vpc = useQuery({ ...vpcById(vpcId ?? ''), enabled: !!vpcId })
  const rules = useQuery({ ...firewallRulesByVpcId(vpcId ?? ''), enabled: !!vpcId })
  const subnets = useQueries({
    queries: [...new Set(nics.map((n) => n.subnetId))].map((id) => subnetById(id)),
  })

  const title = 'Firewall rules that reach this instance'
  if (!vpcId) {
    return (
      <Section title={title}>
        <p className="text-sm text-secondary">This instance is on no VPC, so no rule applies.</p>
      </Section>
    )
  }
  const failed = [vpc, rules, ...subnets].find((q) => q.error)
  if (failed) {
    return (
      <Section title={title}>
        <InlineError error={failed.error} onRetry={() => void failed.refetch()} />
      </Section>
    )
  }
  if (!vpc.data || !rules.data || subnets.some((s) => !s.data)) {
    return (
      <Section title={title}>
        <Spinner label="Loading firewall rules" />
      </Section>
    )
  }

  const on: InstanceOnVpc = {
    name: instance,
    vpcName: vpc.data.name,
    subnetNames: subnets.map((s) => s.data!.name),
    ips: nics.flatMap(nicAddresses),
  }
  const reaching = rulesReaching(rules.data.rules, on)
  const columns = [
    ruleColumns.priority,
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.vpcFirewallRuleEdit({ project, vpc: on.vpcName, rule: info.getValue() })}>
          {info.getValue()}
        </LinkCell>
      ),
    }),
    ruleColumns.action,
    ruleColumns.direction,
    ruleColumns.protocols,
    ruleColumns.ports,
    ruleColumns.hosts,
    col.accessor((r) => targetLabel(matchingTarget(r, on)!), { id: 'by', header: 'Applies by' }),
    ruleColumns.status,
  ]
  return (
    <Section
      title={title}
      description={`The rules of VPC ${on.vpcName} whose targets include this instance, in the order the rack weighs them.`}
    >
      <RowsTable
        label={title}
        rows={reaching}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No rules apply"
            body="No firewall rule targets this instance, so no traffic reaches it."
          />
        }
      />
    </Section>
  )
}
