// The rack's physical disks in service (spec §2 `/system/inventory/disks`): the drives in
// its sleds, each with the sled it sits in, its policy and its state.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'

import type {
  PhysicalDisk,
  PhysicalDiskKind,
  Sled,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { queryClient } from '~/api/client'
import { physicalDiskList, sledPicker } from '~/api/queries/hardware'
import { HardwareStateBadge, PhysicalDiskPolicyBadge } from '~/components/HardwareBadges'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

export async function clientLoader() {
  // the sleds only name each disk's sled: the list shows without them
  void queryClient.prefetchQuery(sledPicker)
  await queryClient.fetchQuery(physicalDiskList.firstPage())
  return null
}

const FORM_FACTOR: Record<PhysicalDiskKind, string> = { u2: 'U.2', m2: 'M.2' }

// Nexus records a drive's vendor as its PCI vendor ID; the makers of the NVMe drives a rack
// takes are named, any other ID is shown as it is
const PCI_VENDORS: Record<string, string> = {
  '1b96': 'Western Digital',
  '144d': 'Samsung',
  '1344': 'Micron',
  '8086': 'Intel',
  '1e0f': 'Kioxia',
}

function Vendor({ id }: { id: string }) {
  const name = PCI_VENDORS[id.toLowerCase()]
  if (!name) return <span className="font-mono">{id}</span>
  return (
    <span className="whitespace-nowrap">
      {name} <span className="font-mono text-xs text-secondary">({id})</span>
    </span>
  )
}

/** The disk's sled by its serial, linking to the sled's page */
function SledCell({ id, sleds }: { id: string; sleds: Sled[] | undefined }) {
  const serial = sleds?.find((s) => s.id === id)?.baseboard.serial
  return (
    <LinkCell to={pb.sledInstances({ sledId: id })} mono>
      {serial ?? <span className="text-xs">{id}</span>}
    </LinkCell>
  )
}

const col = createColumnHelper<PhysicalDisk>()

export default function DisksTab() {
  const sleds = useQuery({ ...sledPicker, throwOnError: false })
  const columns = [
    col.accessor('serial', {
      header: 'Serial',
      cell: (info) => <span className="font-mono font-medium">{info.getValue()}</span>,
    }),
    col.accessor('vendor', { header: 'Vendor', cell: (info) => <Vendor id={info.getValue()} /> }),
    col.accessor('model', {
      header: 'Model',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    col.accessor('formFactor', {
      header: 'Form factor',
      cell: (info) => FORM_FACTOR[info.getValue()],
    }),
    col.accessor('sledId', {
      header: 'Sled',
      cell: (info) => {
        const id = info.getValue()
        return id ? (
          <SledCell id={id} sleds={sleds.data?.items} />
        ) : (
          <span className="text-secondary">None</span>
        )
      },
    }),
    col.accessor('policy', {
      header: 'Policy',
      cell: (info) => <PhysicalDiskPolicyBadge policy={info.getValue()} />,
    }),
    col.accessor('state', {
      header: 'State',
      cell: (info) => <HardwareStateBadge state={info.getValue()} />,
    }),
  ]
  return (
    <QueryTable
      label="Physical disks"
      query={physicalDiskList}
      columns={columns}
      getRowId={(disk) => disk.id}
      emptyState={
        <EmptyState
          title="No physical disks"
          body="The drives of the rack's sleds appear here once the control plane has adopted them."
        />
      }
    />
  )
}
