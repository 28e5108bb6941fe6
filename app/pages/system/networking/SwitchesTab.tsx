// The rack's switches and their ports: each port's link as the switch reports it, who LLDP
// hears at the other end, and the settings applied to it (opened read-only beside the page).
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'

import type { Switch, SwitchPort } from '~/api/__generated_versions__/2026081901.0.0/Api'
import {
  switchList,
  switchPortList,
  switchPortLldpNeighbors,
  switchPortSettingsView,
  switchPortStatus,
} from '~/api/queries/rack-networking'
import { RowsTable } from '~/table/RowsTable'
import { Badge } from '~/ui/Badge'
import { Checkbox } from '~/ui/Checkbox'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'
import { linkCellClass } from '~/table/cells/LinkCell'

import { ReadState } from '../silos/ReadState'
import { PortSettingsView } from './PortSettingsView'
import { linkStateOf } from './switch-link'

const inPlace = { throwOnError: false } as const
const none = <span className="text-tertiary">—</span>
const portAt = (p: SwitchPort) => ({
  rackId: p.rackId,
  switchSlot: p.switchSlot,
  port: p.portName,
})

function LinkCell({ port }: { port: SwitchPort }) {
  const status = useQuery({ ...switchPortStatus(portAt(port)), ...inPlace })
  if (status.error) return <span className="text-destructive">Could not read the link</span>
  if (!status.data) return <span className="text-secondary">Loading…</span>
  const state = linkStateOf(status.data)
  if (!state) return none
  return <Badge color={state === 'up' ? 'accent' : 'default'}>{state}</Badge>
}

function NeighborCell({ port }: { port: SwitchPort }) {
  const neighbors = useQuery({ ...switchPortLldpNeighbors(portAt(port)), ...inPlace })
  if (neighbors.error) return <span className="text-destructive">Could not read LLDP</span>
  if (!neighbors.data) return <span className="text-secondary">Loading…</span>
  if (neighbors.data.items.length === 0) return none
  return (
    <ul>
      {neighbors.data.items.map((n) => (
        <li key={`${n.chassisId}/${n.linkName}`}>
          <span className="font-medium">{n.systemName ?? 'Unnamed system'}</span>{' '}
          <span className="text-secondary">port</span>{' '}
          <span className="font-mono">{n.linkName}</span>
          <div className="font-mono text-xs text-secondary">chassis {n.chassisId}</div>
        </li>
      ))}
    </ul>
  )
}

function SettingsCell({ id, onOpen }: { id: string; onOpen: (name: string) => void }) {
  const settings = useQuery({ ...switchPortSettingsView(id), ...inPlace })
  if (settings.error) return <span className="text-destructive">Could not read the settings</span>
  if (!settings.data) return <span className="text-secondary">Loading…</span>
  const { name } = settings.data
  return (
    <button type="button" className={linkCellClass} onClick={() => onOpen(name)}>
      {name}
    </button>
  )
}

const switchCol = createColumnHelper<Switch>()
const switchColumns = [
  switchCol.accessor('baseboard.serial', { header: 'Serial' }),
  switchCol.accessor('baseboard.part', { header: 'Part' }),
  switchCol.accessor('baseboard.revision', { header: 'Revision' }),
  switchCol.accessor('id', {
    header: 'ID',
    cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
  }),
]

const portCol = createColumnHelper<SwitchPort>()

export function SwitchesTab() {
  const switches = useQuery({ ...switchList, ...inPlace })
  const ports = useQuery({ ...switchPortList, ...inPlace })
  // most ports have nothing cabled or configured; the ones with settings are what matters
  const [showAll, setShowAll] = useState(false)
  const [viewing, setViewing] = useState<string | null>(null)

  const portColumns = [
    portCol.accessor('portName', { header: 'Port' }),
    portCol.display({
      id: 'link',
      header: 'Link',
      cell: ({ row }) => <LinkCell port={row.original} />,
    }),
    portCol.display({
      id: 'neighbor',
      header: 'LLDP neighbour',
      cell: ({ row }) => <NeighborCell port={row.original} />,
    }),
    portCol.accessor('portSettingsId', {
      header: 'Settings',
      cell: (info) => {
        const id = info.getValue()
        return id ? <SettingsCell id={id} onOpen={setViewing} /> : none
      },
    }),
  ]

  return (
    <div className="space-y-8">
      <Section title="Switches">
        <ReadState reads={[switches]} loading="Loading switches">
          {() => (
            <RowsTable
              label="Switches"
              rows={switches.data?.items ?? []}
              columns={switchColumns}
              getRowId={(s) => s.id}
              emptyState={<EmptyState title="No switches" />}
            />
          )}
        </ReadState>
      </Section>
      <ReadState reads={[ports]} loading="Loading switch ports">
        {() => {
          const all = ports.data?.items ?? []
          const shown = showAll ? all : all.filter((p) => p.portSettingsId)
          const locations = [...new Set(all.map((p) => p.switchSlot))].sort()
          return (
            <>
              <Checkbox checked={showAll} onChange={(e) => setShowAll(e.target.checked)}>
                Show ports without settings
              </Checkbox>
              {locations.map((location) => (
                <Section key={location} title={`Ports of ${location}`}>
                  <RowsTable
                    label={`Ports of ${location}`}
                    rows={shown.filter((p) => p.switchSlot === location)}
                    columns={portColumns}
                    getRowId={(p) => p.id}
                    emptyState={
                      <p className="text-sm text-secondary">No port of {location} has settings</p>
                    }
                  />
                </Section>
              ))}
            </>
          )
        }}
      </ReadState>
      {viewing && <PortSettingsView name={viewing} onDismiss={() => setViewing(null)} />}
    </div>
  )
}
