// The columns a firewall rule shows wherever rules are listed: the VPC's rules tab and an
// instance's "rules that reach it".
import { createColumnHelper } from '@tanstack/react-table'

import type { VpcFirewallRule } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { Badge } from '~/ui/Badge'

import { listOrAny, protocolLabel, targetLabel } from './firewall-rules'

const col = createColumnHelper<VpcFirewallRule>()

/** Targets or host filters as chips, or "Any" */
export const targetsCell = (list: VpcFirewallRule['targets'] | null | undefined) =>
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

export const ruleColumns = {
  priority: col.accessor('priority', { header: 'Priority' }),
  action: col.accessor('action', {
    header: 'Action',
    cell: (info) => (
      <Badge color={info.getValue() === 'allow' ? 'accent' : 'destructive'}>
        {info.getValue()}
      </Badge>
    ),
  }),
  direction: col.accessor('direction', { header: 'Direction' }),
  protocols: col.accessor((r) => listOrAny(r.filters.protocols?.map(protocolLabel)), {
    id: 'protocols',
    header: 'Protocols',
  }),
  ports: col.accessor((r) => listOrAny(r.filters.ports), { id: 'ports', header: 'Ports' }),
  hosts: col.accessor((r) => r.filters.hosts, {
    id: 'hosts',
    header: 'Hosts',
    cell: (info) => targetsCell(info.getValue()),
  }),
  status: col.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge color={info.getValue() === 'enabled' ? 'accent' : 'default'}>{info.getValue()}</Badge>
    ),
  }),
}
