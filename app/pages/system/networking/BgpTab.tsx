// The rack's BGP: its configurations, the sessions with its peers, the routes it takes from
// them and the ones it sends them, and the announce sets those come from.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'

import type {
  BgpAnnounceSet,
  BgpConfig,
  BgpExported,
  BgpImported,
  BgpPeerState,
  BgpPeerStatus,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import {
  bgpAnnounceSetList,
  bgpAnnouncementList,
  bgpConfigList,
  bgpExported,
  bgpImportedRoutes,
  bgpStatus,
} from '~/api/queries/rack-networking'
import { RowsTable } from '~/table/RowsTable'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'
import { formatDateTime } from '~/util/format'

import { ReadState } from '../silos/ReadState'

const inPlace = { throwOnError: false } as const
const mono = (text: string) => <span className="font-mono">{text}</span>

const configCol = createColumnHelper<BgpConfig>()
const configColumns = [
  configCol.accessor('name', { header: 'Name' }),
  configCol.accessor('asn', { header: 'ASN' }),
  configCol.accessor('vrf', { header: 'VRF', cell: (info) => info.getValue() ?? '—' }),
  configCol.accessor('description', { header: 'Description', cell: (i) => i.getValue() || '—' }),
  configCol.accessor('timeCreated', {
    header: 'Created',
    cell: (info) => formatDateTime(info.getValue()),
  }),
]

const stateLabel: Record<BgpPeerState, string> = {
  idle: 'idle',
  connect: 'connect',
  active: 'active',
  open_sent: 'open sent',
  open_confirm: 'open confirm',
  connection_collision: 'connection collision',
  session_setup: 'session setup',
  established: 'established',
}

/** How long a session has been in its state: "3 d 4 h", "12 min" */
function formatDuration(ms: number) {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'under a minute'
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return `${days} d ${hours} h`
  if (hours > 0) return `${hours} h ${minutes % 60} min`
  return `${minutes} min`
}

const peerCol = createColumnHelper<BgpPeerStatus>()
const peerColumns = [
  peerCol.accessor('switch', { header: 'Switch' }),
  peerCol.accessor('addr', { header: 'Peer address', cell: (info) => mono(info.getValue()) }),
  peerCol.accessor('localAsn', { header: 'Local ASN' }),
  peerCol.accessor('remoteAsn', { header: 'Remote ASN' }),
  peerCol.accessor('state', {
    header: 'State',
    cell: (info) => (
      <Badge color={info.getValue() === 'established' ? 'accent' : 'notice'}>
        {stateLabel[info.getValue()]}
      </Badge>
    ),
  }),
  peerCol.accessor('stateDurationMillis', {
    header: 'In this state for',
    cell: (info) => formatDuration(info.getValue()),
  }),
]

const routeCol = createColumnHelper<BgpImported>()
const routeColumns = [
  routeCol.accessor('switch', { header: 'Switch' }),
  routeCol.accessor('prefix', { header: 'Prefix', cell: (info) => mono(info.getValue()) }),
  routeCol.accessor('nexthop', { header: 'Next hop', cell: (info) => mono(info.getValue()) }),
]

/** The networks announced, by peer (in order of first mention) */
function byPeer(exported: BgpExported[]): [string, string[]][] {
  const peers = new Map<string, string[]>()
  for (const { peerId, prefix } of exported) {
    const nets = peers.get(peerId) ?? []
    if (!nets.includes(prefix)) nets.push(prefix)
    peers.set(peerId, nets)
  }
  return [...peers]
}

const exportCol = createColumnHelper<[string, string[]]>()
const exportColumns = [
  exportCol.accessor((e) => e[0], { id: 'peer', header: 'Peer', cell: (i) => mono(i.getValue()) }),
  exportCol.accessor((e) => e[1], {
    id: 'networks',
    header: 'Networks',
    cell: (info) => mono(info.getValue().join(', ') || '—'),
  }),
]

const setCol = createColumnHelper<BgpAnnounceSet>()
const setColumns = [
  setCol.accessor('name', { header: 'Name' }),
  setCol.accessor('description', { header: 'Description', cell: (i) => i.getValue() || '—' }),
  setCol.display({
    id: 'announcements',
    header: 'Announcements',
    cell: ({ row }) => <Announcements set={row.original} />,
  }),
]

function Configs() {
  const configs = useQuery({ ...bgpConfigList, ...inPlace })
  return (
    <Section title="Configurations">
      <ReadState reads={[configs]} loading="Loading BGP configurations">
        {() => (
          <RowsTable
            label="BGP configurations"
            rows={configs.data?.items ?? []}
            columns={configColumns}
            getRowId={(c) => c.id}
            emptyState={<EmptyState title="No BGP configurations" />}
          />
        )}
      </ReadState>
    </Section>
  )
}

function Peers() {
  const peers = useQuery({ ...bgpStatus, ...inPlace })
  return (
    <Section title="Peers">
      <ReadState reads={[peers]} loading="Loading BGP peers">
        {() => (
          <RowsTable
            label="BGP peers"
            rows={peers.data ?? []}
            columns={peerColumns}
            getRowId={(p) => `${p.switch}/${p.addr}/${p.localAsn}`}
            emptyState={<EmptyState title="No BGP peers" />}
          />
        )}
      </ReadState>
    </Section>
  )
}

/** The routes one AS's router took from its peers */
function ImportedRoutes({ asn }: { asn: number }) {
  const routes = useQuery({ ...bgpImportedRoutes(asn), ...inPlace })
  return (
    <ReadState reads={[routes]} loading={`Loading routes imported by AS ${asn}`}>
      {() => (
        <RowsTable
          label={`Routes imported by AS ${asn}`}
          rows={routes.data ?? []}
          columns={routeColumns}
          getRowId={(r) => `${r.switch}/${r.id}/${r.prefix}/${r.nexthop}`}
          emptyState={<p className="text-sm text-secondary">AS {asn} imported no routes</p>}
        />
      )}
    </ReadState>
  )
}

function Routes() {
  const configs = useQuery({ ...bgpConfigList, ...inPlace })
  const exported = useQuery({ ...bgpExported, ...inPlace })
  // one router per ASN, however many configurations name it
  const asns = [...new Set((configs.data?.items ?? []).map((c) => c.asn))]
  return (
    <>
      <Section title="Routes imported">
        <ReadState reads={[configs]} loading="Loading BGP configurations">
          {() =>
            asns.length === 0 ? (
              <p className="text-sm text-secondary">No BGP router runs, so none imports routes</p>
            ) : (
              asns.map((asn) => <ImportedRoutes key={asn} asn={asn} />)
            )
          }
        </ReadState>
      </Section>
      <Section title="Routes exported" description="The networks announced to each peer">
        <ReadState reads={[exported]} loading="Loading exported routes">
          {() => {
            const exports = byPeer(exported.data ?? [])
            if (exports.length === 0) {
              return <p className="text-sm text-secondary">No routes are exported</p>
            }
            return (
              <RowsTable
                label="Routes exported"
                rows={exports}
                columns={exportColumns}
                getRowId={([peer]) => peer}
              />
            )
          }}
        </ReadState>
      </Section>
    </>
  )
}

function Announcements({ set }: { set: BgpAnnounceSet }) {
  const announcements = useQuery({ ...bgpAnnouncementList(set.id), ...inPlace })
  return (
    <ReadState reads={[announcements]} loading={`Loading the announcements of ${set.name}`}>
      {() => {
        const nets = announcements.data ?? []
        return nets.length === 0 ? (
          <span className="text-secondary">None</span>
        ) : (
          <ul aria-label={`Announcements of ${set.name}`} className="font-mono">
            {nets.map((a) => (
              <li key={a.network}>{a.network}</li>
            ))}
          </ul>
        )
      }}
    </ReadState>
  )
}

function AnnounceSets() {
  const sets = useQuery({ ...bgpAnnounceSetList, ...inPlace })
  return (
    <Section title="Announce sets" description="The networks a BGP configuration announces">
      <ReadState reads={[sets]} loading="Loading announce sets">
        {() => {
          const list = sets.data ?? []
          if (list.length === 0) return <EmptyState title="No announce sets" />
          return (
            <RowsTable
              label="Announce sets"
              rows={list}
              columns={setColumns}
              getRowId={(set) => set.id}
            />
          )
        }}
      </ReadState>
    </Section>
  )
}

export function BgpTab() {
  return (
    <div className="space-y-8">
      <Configs />
      <Peers />
      <Routes />
      <AnnounceSets />
    </div>
  )
}
