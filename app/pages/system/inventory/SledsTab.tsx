// The rack's sleds in service (spec §2 `/system/inventory/sleds`): what each can run, its
// provision policy and state, and how many instances run there. Below them, the sleds the
// rack has found but not added yet.
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'

import type { Sled } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { queryClient } from '~/api/client'
import { sledList, uninitializedSledList } from '~/api/queries/hardware'
import { HardwareStateBadge, SledPolicyBadge } from '~/components/HardwareBadges'
import { SledSetProvisionPolicyDialog } from '~/forms/sled-set-provision-policy'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { formatBytes, formatNumber } from '~/util/format'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { sledPolicyAction } from './sled-policy-action'
import { SledInstanceCount } from './SledInstanceCount'
import { UninitializedSleds } from './UninitializedSleds'

export async function clientLoader() {
  // the sleds not added yet are a part of the page with its own error
  void queryClient.prefetchQuery(uninitializedSledList)
  await queryClient.fetchQuery(sledList.firstPage())
  return null
}

const col = createColumnHelper<Sled>()

const staticColumns = [
  col.accessor((s) => s.baseboard.serial, {
    id: 'serial',
    header: 'Serial',
    cell: (info) => (
      <LinkCell to={pb.sledInstances({ sledId: info.row.original.id })} mono>
        {info.getValue()}
      </LinkCell>
    ),
  }),
  col.accessor('rackId', {
    header: 'Rack',
    cell: (info) => <span className="font-mono text-xs text-secondary">{info.getValue()}</span>,
  }),
  col.accessor('usableHardwareThreads', {
    header: 'Threads',
    cell: (info) => formatNumber(info.getValue()),
  }),
  col.accessor('usablePhysicalRam', {
    header: 'RAM',
    cell: (info) => <span className="whitespace-nowrap">{formatBytes(info.getValue())}</span>,
  }),
  col.accessor('policy', {
    header: 'Provision policy',
    cell: (info) => <SledPolicyBadge policy={info.getValue()} />,
  }),
  col.accessor('state', {
    header: 'State',
    cell: (info) => <HardwareStateBadge state={info.getValue()} />,
  }),
  col.display({
    id: 'instances',
    header: 'Instances',
    cell: ({ row }) => <SledInstanceCount sledId={row.original.id} />,
  }),
]

export default function SledsTab() {
  const [changing, setChanging] = useState<Sled | null>(null)
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSledPolicy')
  const columns = [
    ...staticColumns,
    actionsColumn<Sled>((sled) => [sledPolicyAction(sled, setChanging, notAllowed)]),
  ]
  return (
    <div className="space-y-10">
      <QueryTable
        label="Sleds"
        query={sledList}
        columns={columns}
        getRowId={(sled) => sled.id}
        emptyState={
          <EmptyState
            title="No sleds"
            body="Sleds run the rack's instances. Add one of the sleds the rack has found to start."
          />
        }
      />
      <UninitializedSleds />
      {changing && (
        <SledSetProvisionPolicyDialog sled={changing} onDismiss={() => setChanging(null)} />
      )}
    </div>
  )
}
