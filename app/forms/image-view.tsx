// An image's properties, read-only: the API has no image update. Serves both the project
// route (`projects/:project/images/:image/edit`) and the silo route (`images/:image/edit`).
import { useNavigate, useParams, type LoaderFunctionArgs, type Params } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { imageView } from '~/api/queries/images'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { requireParams } from '~/hooks/use-params'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { SideModal } from '~/ui/SideModal'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/path-builder'

const imageParams = (params: Params) => ({
  ...requireParams(params, 'image'),
  project: params.project,
})

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { image, project } = imageParams(params)
  await queryClient.fetchQuery(imageView({ image, project }))
  return null
}

export default function ImageView() {
  const { image, project } = imageParams(useParams())
  const navigate = useNavigate()
  const { data } = usePrefetchedQuery(imageView({ image, project }))
  const back = () => navigate(project ? pb.projectImages({ project }) : pb.siloImages())
  return (
    <SideModal isOpen title="Image" subtitle={data.name} onDismiss={back}>
      <SideModal.Body>
        <PropertiesTable columns={1}>
          <PropertiesTable.Row label="Name">{data.name}</PropertiesTable.Row>
          <PropertiesTable.Row label="Description">{data.description || '—'}</PropertiesTable.Row>
          <PropertiesTable.Row label="Scope">
            {data.projectId ? 'Project' : 'Silo'}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="OS">{data.os}</PropertiesTable.Row>
          <PropertiesTable.Row label="Version">{data.version}</PropertiesTable.Row>
          <PropertiesTable.Row label="Size">{formatBytes(data.size)}</PropertiesTable.Row>
          <PropertiesTable.Row label="Block size">
            {data.blockSize.toLocaleString('en-US')} bytes
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Digest">
            {data.digest ? `${data.digest.type}: ${data.digest.value}` : '—'}
          </PropertiesTable.Row>
          <PropertiesTable.TimeRows created={data.timeCreated} modified={data.timeModified} />
          <PropertiesTable.IdRow id={data.id} />
        </PropertiesTable>
      </SideModal.Body>
    </SideModal>
  )
}
