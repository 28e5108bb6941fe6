// A VPC's firewall rules (the VPC page's default tab), in priority order.
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'

import type { VpcFirewallRule } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { firewallRules } from '~/api/queries/vpcs'
import { unchangedSince } from '~/forms/firewall-rule-conflict'
import { reviewRuleSet } from '~/forms/firewall-rule-review'
import { keepRule } from '~/forms/firewall-rule-values'
import { readNow } from '~/forms/use-edit-conflict'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ActionLink } from '~/components/ActionLink'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn } from '~/table/columns'
import { PagedRowsTable } from '~/table/PagedRowsTable'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { ruleColumns, targetsCell } from './firewall-rule-columns'
import { byPriority } from './firewall-rules'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(firewallRules(requireParams(params, 'project', 'vpc')))
  return null
}

const col = createColumnHelper<VpcFirewallRule>()

export default function FirewallRulesTab() {
  const selector = useVpcParams()
  const { project, vpc } = selector
  const { data } = usePrefetchedQuery(firewallRules(selector))
  const rules = useMemo(() => byPriority(data.rules), [data.rules])

  const navigate = useNavigate()
  const roleReason = useProjectAccess(project).changeReason('firewallRules')
  const update = useApiMutation(api.vpcFirewallRulesUpdate, {
    invalidates: ['vpcFirewallRulesView'],
  })

  const columns = [
    ruleColumns.priority,
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    ruleColumns.action,
    ruleColumns.direction,
    ruleColumns.protocols,
    ruleColumns.ports,
    col.accessor('targets', { header: 'Targets', cell: (info) => targetsCell(info.getValue()) }),
    ruleColumns.hosts,
    ruleColumns.status,
    actionsColumn<VpcFirewallRule>((rule) => {
      // the whole set is replaced: every other rule, as it is
      const deleteParams = (rules: VpcFirewallRule[]) => ({
        query: { project, vpc },
        body: { rules: rules.filter((r) => r.id !== rule.id).map(keepRule) },
      })
      return [
        {
          label: 'Edit',
          disabled: roleReason,
          onActivate: () => navigate(pb.vpcFirewallRuleEdit({ project, vpc, rule: rule.name })),
        },
        {
          label: 'Clone',
          disabled: roleReason,
          onActivate: () => navigate(pb.vpcFirewallRuleClone({ project, vpc, rule: rule.name })),
        },
        {
          label: 'Delete',
          disabled: roleReason,
          danger: true,
          onActivate: () => {
            // after a review of the set that replaces this one
            const reviewed = data
            const before = reviewed.rules.map(keepRule)
            const params = deleteParams(reviewed.rules)
            reviewRuleSet({
              before,
              after: params.body.rules,
              send: async () => {
                // someone may have changed the rules since this page read them: the set the
                // review showed must be the set replaced (the fresh read refreshes the table)
                unchangedSince(reviewed, await readNow(firewallRules(selector)))
                await update.mutateAsync(params)
                addToast({ variant: 'success', title: 'Firewall rule deleted', content: rule.name })
              },
            })
          },
          commands: commandsOf({ op: 'vpcFirewallRulesUpdate', params: deleteParams(data.rules) }),
        },
      ]
    }),
  ]

  const newRuleLink = (
    <ActionLink to={pb.vpcFirewallRulesNew({ project, vpc })} disabled={roleReason} size="sm">
      New rule
    </ActionLink>
  )

  return (
    <>
      <div className="mb-3 flex justify-end">{newRuleLink}</div>
      <PagedRowsTable
        label="Firewall rules"
        rows={rules}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No firewall rules"
            body="Without rules, no traffic reaches the VPC's instances."
            action={newRuleLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
