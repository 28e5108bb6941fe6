// A disk's properties in a side modal over the disks list. The API has no disk update, so
// this is read-only; on racks whose API predates disk types and read-only disks the adapters
// answer "distributed" and "writable", which is what such a rack's disks are.
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams, type LoaderFunctionArgs, type Params } from 'react-router-dom'

import type { Disk } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, apiQuery, apiQueryErrorsAllowed, queryClient } from '~/api/client'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { DiskStateBadge } from '~/components/DiskStateBadge'
import { requireParams } from '~/hooks/use-params'
import { InstanceLinkCell } from '~/table/cells/InstanceLinkCell'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { SideModal } from '~/ui/SideModal'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/path-builder'

const diskParams = (params: Params) => requireParams(params, 'project', 'disk')

const diskView = ({ project, disk }: { project: string; disk: string }) =>
  apiQuery(api.diskView, { path: { disk }, query: { project } })

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(diskView(diskParams(params)))
  return null
}

/** A name found by id, or the id itself when that resource is gone or out of reach. */
function NameOrId({ id, name }: { id: string; name?: string }) {
  return name ? <>{name}</> : <span className="font-mono text-sm">{id}</span>
}

function ImageName({ id }: { id: string }) {
  const { data } = useQuery(apiQueryErrorsAllowed(api.imageView, { path: { image: id } }))
  return <NameOrId id={id} name={data?.type === 'success' ? data.data.name : undefined} />
}

function SnapshotName({ id }: { id: string }) {
  const { data } = useQuery(apiQueryErrorsAllowed(api.snapshotView, { path: { snapshot: id } }))
  return <NameOrId id={id} name={data?.type === 'success' ? data.data.name : undefined} />
}

const diskTypeLabel = (d: Disk) => (d.diskType === 'local' ? 'Local' : 'Distributed')

export default function DiskDetail() {
  const { project, disk } = diskParams(useParams())
  const navigate = useNavigate()
  const { data } = usePrefetchedQuery(diskView({ project, disk }))
  const instance = 'instance' in data.state ? data.state.instance : null
  return (
    <SideModal
      isOpen
      title="Disk"
      subtitle={data.name}
      onDismiss={() => navigate(pb.disks({ project }))}
    >
      <SideModal.Body>
        <PropertiesTable columns={1}>
          <PropertiesTable.Row label="Name">{data.name}</PropertiesTable.Row>
          <PropertiesTable.Row label="Description">{data.description || '—'}</PropertiesTable.Row>
          <PropertiesTable.Row label="Size">{formatBytes(data.size)}</PropertiesTable.Row>
          <PropertiesTable.Row label="Block size">
            {data.blockSize.toLocaleString('en-US')} bytes
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Type">{diskTypeLabel(data)}</PropertiesTable.Row>
          <PropertiesTable.Row label="Read-only">
            {data.readOnly ? 'Yes' : 'No'}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="State">
            <DiskStateBadge state={data.state.state} />
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Instance">
            {instance ? <InstanceLinkCell project={project} id={instance} /> : '—'}
          </PropertiesTable.Row>
          {data.imageId && (
            <PropertiesTable.Row label="Image">
              <ImageName id={data.imageId} />
            </PropertiesTable.Row>
          )}
          {data.snapshotId && (
            <PropertiesTable.Row label="Snapshot">
              <SnapshotName id={data.snapshotId} />
            </PropertiesTable.Row>
          )}
          {data.devicePath && (
            <PropertiesTable.Row label="Device path">
              <span className="font-mono text-sm">{data.devicePath}</span>
            </PropertiesTable.Row>
          )}
          <PropertiesTable.TimeRows created={data.timeCreated} modified={data.timeModified} />
          <PropertiesTable.IdRow id={data.id} />
        </PropertiesTable>
      </SideModal.Body>
    </SideModal>
  )
}
