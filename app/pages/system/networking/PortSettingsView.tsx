// One switch port settings object, read-only: the links it configures, the addresses and
// routes on them, and the BGP peers reached through them.
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import type {
  ImportExportPolicy,
  RouterPeerType,
  SwitchPortSettings,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { switchPortSettingsView } from '~/api/queries/rack-networking'
import { CopyToClipboard } from '~/ui/CopyToClipboard'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { SideModal } from '~/ui/SideModal'
import { formatDateTime } from '~/util/format'

import { ReadState } from '../silos/ReadState'

const speedLabel = (speed: string) => speed.replace(/^speed(\d+)_g$/, '$1 Gbit/s')
/** A numbered peer by its address; an unnumbered one is found on the link itself */
const peerLabel = (peer: RouterPeerType) =>
  peer.type === 'numbered' ? peer.targetAddr : 'Unnumbered (the link’s neighbour)'
const policyLabel = (p: ImportExportPolicy) =>
  p.type === 'no_filtering' ? 'Anything' : p.value.join(', ') || 'Nothing'

/** A titled list of the settings' entries, or a word saying there are none */
function Entries<T>({
  title,
  items,
  render,
}: {
  title: string
  items: T[]
  render: (item: T) => ReactNode
}) {
  return (
    <SideModal.Section title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-secondary">None</p>
      ) : (
        <ul aria-label={title} className="space-y-3">
          {items.map((item, i) => (
            <li key={i}>{render(item)}</li>
          ))}
        </ul>
      )}
    </SideModal.Section>
  )
}

function Details({ view }: { view: SwitchPortSettings }) {
  const settings = view
  return (
    <>
      <SideModal.Section>
        <PropertiesTable columns={1}>
          <PropertiesTable.Row label="Name">{settings.name}</PropertiesTable.Row>
          <PropertiesTable.Row label="Description">
            {settings.description || '—'}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Geometry">{view.port.geometry}</PropertiesTable.Row>
          <PropertiesTable.Row label="Created">
            {formatDateTime(settings.timeCreated)}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Modified">
            {formatDateTime(settings.timeModified)}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="ID">
            {/* the copy button also gives the scrolling body something to focus */}
            <span className="flex items-center gap-1">
              <span className="truncate font-mono text-xs">{settings.id}</span>
              <CopyToClipboard text={settings.id} aria-label="Copy ID" />
            </span>
          </PropertiesTable.Row>
        </PropertiesTable>
      </SideModal.Section>
      <Entries
        title="Links"
        items={view.links}
        render={(l) => (
          <PropertiesTable columns={1}>
            <PropertiesTable.Row label="Link">{l.linkName}</PropertiesTable.Row>
            <PropertiesTable.Row label="Speed">{speedLabel(l.speed)}</PropertiesTable.Row>
            <PropertiesTable.Row label="MTU">{l.mtu}</PropertiesTable.Row>
            <PropertiesTable.Row label="FEC">{l.fec ?? 'the media’s default'}</PropertiesTable.Row>
            <PropertiesTable.Row label="Autonegotiation">
              {l.autoneg ? 'On' : 'Off'}
            </PropertiesTable.Row>
          </PropertiesTable>
        )}
      />
      <Entries
        title="Addresses"
        items={view.addresses}
        render={(a) => (
          <span className="font-mono text-sm">
            {a.address} <span className="text-secondary">on {a.interfaceName}</span>
            {a.vlanId != null && <span className="text-secondary"> (VLAN {a.vlanId})</span>}
          </span>
        )}
      />
      <Entries
        title="Routes"
        items={view.routes}
        render={(r) => (
          <span className="font-mono text-sm">
            {r.dst} <span className="text-secondary">via</span> {r.gw}{' '}
            <span className="text-secondary">on {r.interfaceName}</span>
          </span>
        )}
      />
      <Entries
        title="BGP peers"
        items={view.bgpPeers}
        render={(p) => (
          <PropertiesTable columns={1}>
            <PropertiesTable.Row label="Address">{peerLabel(p.addr)}</PropertiesTable.Row>
            <PropertiesTable.Row label="Configuration">{p.bgpConfig}</PropertiesTable.Row>
            <PropertiesTable.Row label="Remote ASN">{p.remoteAsn ?? 'any'}</PropertiesTable.Row>
            <PropertiesTable.Row label="Hold time">{p.holdTime} s</PropertiesTable.Row>
            <PropertiesTable.Row label="Keepalive">{p.keepalive} s</PropertiesTable.Row>
            <PropertiesTable.Row label="Imports">
              {policyLabel(p.allowedImport)}
            </PropertiesTable.Row>
            <PropertiesTable.Row label="Exports">
              {policyLabel(p.allowedExport)}
            </PropertiesTable.Row>
          </PropertiesTable>
        )}
      />
    </>
  )
}

export function PortSettingsView({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  const view = useQuery({ ...switchPortSettingsView(name), throwOnError: false })
  return (
    <SideModal isOpen title="Switch port settings" subtitle={name} onDismiss={onDismiss}>
      <SideModal.Body>
        <ReadState reads={[view]} loading="Loading the port settings">
          {() => view.data && <Details view={view.data} />}
        </ReadState>
      </SideModal.Body>
    </SideModal>
  )
}
