// A VPC's firewall rules (the VPC page's default tab), in priority order.
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link, Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'

import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { firewallRules } from '~/api/queries/vpcs'
import { reviewRuleSet } from '~/forms/firewall-rule-review'
import { keepRule } from '~/forms/firewall-rule-values'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams, useVpcParams } from '~/hooks/use-params'
import { actionsColumn } from '~/table/columns'
import { PagedRowsTable } from '~/table/PagedRowsTable'
import { Badge } from '~/ui/Badge'
import { buttonClass } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { byPriority, listOrAny, targetLabel } from './firewall-rules'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(firewallRules(requireParams(params, 'project', 'vpc')))
  return null
}

const col = createColumnHelper<VpcFirewallRule>()

const targetsCell = (list: VpcFirewallRule['targets'] | null | undefined) =>
  list && list.length > 0 ? (
    <ul className="flex flex-wrap gap-1">
      {list.map((t, i) => (
        <li key={i} className="rounded bg-secondary px-1.5 py-0.5 text-xs whitespace-nowrap">
          {targetLabel(t)}
        </li>
      ))}
    </ul>
  ) : (
    <span className="text-secondary">Any</span>
  )

export default function FirewallRulesTab() {
  const selector = useVpcParams()
  const { project, vpc } = selector
  const { data } = usePrefetchedQuery(firewallRules(selector))
  const rules = useMemo(() => byPriority(data.rules), [data.rules])

  const navigate = useNavigate()
  const update = useApiMutation(api.vpcFirewallRulesUpdate, {
    invalidates: ['vpcFirewallRulesView'],
  })

  const columns = [
    col.accessor('priority', { header: 'Priority' }),
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    col.accessor('action', {
      header: 'Action',
      cell: (info) => (
        <Badge color={info.getValue() === 'allow' ? 'accent' : 'destructive'}>
          {info.getValue()}
        </Badge>
      ),
    }),
    col.accessor('direction', { header: 'Direction' }),
    col.accessor((r) => listOrAny(r.filters.protocols), { id: 'protocols', header: 'Protocols' }),
    col.accessor((r) => listOrAny(r.filters.ports), { id: 'ports', header: 'Ports' }),
    col.accessor('targets', { header: 'Targets', cell: (info) => targetsCell(info.getValue()) }),
    col.accessor((r) => r.filters.hosts, {
      id: 'hosts',
      header: 'Hosts',
      cell: (info) => targetsCell(info.getValue()),
    }),
    col.accessor('status', {
      header: 'Status',
      cell: (info) => (
        <Badge color={info.getValue() === 'enabled' ? 'accent' : 'default'}>
          {info.getValue()}
        </Badge>
      ),
    }),
    actionsColumn<VpcFirewallRule>((rule) => [
      {
        label: 'Edit',
        onActivate: () => navigate(pb.vpcFirewallRuleEdit({ project, vpc, rule: rule.name })),
      },
      {
        label: 'Clone',
        onActivate: () => navigate(pb.vpcFirewallRuleClone({ project, vpc, rule: rule.name })),
      },
      {
        label: 'Delete',
        danger: true,
        onActivate: () => {
          // the whole set is replaced: every other rule, as it is, after a review
          const before = data.rules.map(keepRule)
          const after = data.rules.filter((r) => r.id !== rule.id).map(keepRule)
          reviewRuleSet({
            before,
            after,
            send: () =>
              update.mutateAsync({ query: { project, vpc }, body: { rules: after } }).then(() => {
                addToast({ variant: 'success', title: 'Firewall rule deleted', content: rule.name })
              }),
          })
        },
      },
    ]),
  ]

  const newRuleLink = (
    <Link to={pb.vpcFirewallRulesNew({ project, vpc })} className={buttonClass({ size: 'sm' })}>
      New rule
    </Link>
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
