// The BFD sessions the rack's switches run with their neighbours, each with its state.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'

import type { BfdState, BfdStatus } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { bfdStatus } from '~/api/queries/rack-networking'
import { RowsTable } from '~/table/RowsTable'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'

import { ReadState } from '../silos/ReadState'

const stateColor: Record<BfdState, BadgeColor> = {
  up: 'accent',
  init: 'notice',
  down: 'destructive',
  admin_down: 'default',
}

const modeLabel = { single_hop: 'Single hop', multi_hop: 'Multi hop' } as const

const col = createColumnHelper<BfdStatus>()
const columns = [
  col.accessor('switchSlot', { header: 'Switch' }),
  col.accessor('peer', {
    header: 'Peer',
    cell: (info) => <span className="font-mono">{info.getValue()}</span>,
  }),
  col.accessor('local', {
    header: 'Local address',
    cell: (info) => <span className="font-mono">{info.getValue() ?? '—'}</span>,
  }),
  col.accessor('mode', { header: 'Mode', cell: (info) => modeLabel[info.getValue()] }),
  col.accessor('state', {
    header: 'State',
    cell: (info) => (
      <Badge color={stateColor[info.getValue()]}>{info.getValue().replace('_', ' ')}</Badge>
    ),
  }),
  col.accessor('requiredRx', {
    header: 'Required receive interval',
    cell: (info) => `${(info.getValue() / 1000).toLocaleString('en-US')} ms`,
  }),
  col.accessor('detectionThreshold', { header: 'Detection threshold' }),
]

export function BfdTab() {
  const sessions = useQuery({ ...bfdStatus, throwOnError: false })
  return (
    <Section
      title="BFD sessions"
      description="Bidirectional forwarding detection notices a failed link to a neighbour quickly"
    >
      <ReadState reads={[sessions]} loading="Loading BFD sessions">
        {() => (
          <RowsTable
            label="BFD sessions"
            rows={sessions.data ?? []}
            columns={columns}
            getRowId={(s) => `${s.switchSlot}/${s.peer}`}
            emptyState={<EmptyState title="No BFD sessions" body="No switch runs BFD yet" />}
          />
        )}
      </ReadState>
    </Section>
  )
}
