import { useState } from 'react'
import { Outlet } from 'react-router-dom'

import type { Image } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { imageList } from '~/api/queries/images'
import { ImageDemoteForm } from '~/forms/image-demote'
import { startRoleReads, useSiloAccess } from '~/hooks/use-project-access'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { imageColumns } from './image-columns'

export async function clientLoader() {
  startRoleReads(queryClient)
  await queryClient.fetchQuery(imageList().firstPage())
  return null
}

const columnsOf = imageColumns((image) => pb.siloImageEdit({ image }))

export default function SiloImagesPage() {
  const [demoting, setDemoting] = useState<Image | null>(null)
  // demoting and deleting change the silo image (the project that receives it is the API's
  // to check: it is picked in the dialog)
  const roleReason = useSiloAccess().siloChangeReason('siloImages')
  const deleteImage = useApiMutation(api.imageDelete, {
    invalidates: ['imageList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Image deleted', content: path.image })
    },
  })

  const columns = [
    ...columnsOf,
    actionsColumn<Image>((image) => {
      // a silo image is named by its id: without a project, a name means a silo image
      const params = { path: { image: image.id } }
      return [
        { label: 'Demote', disabled: roleReason, onActivate: () => setDemoting(image) },
        {
          label: 'Delete',
          danger: true,
          disabled: roleReason,
          onActivate: confirmDelete({
            resourceKind: 'image',
            label: image.name,
            doDelete: () => deleteImage.mutateAsync(params),
          }),
          commands: commandsOf({ op: 'imageDelete', params }),
        },
      ]
    }),
  ]

  return (
    <>
      <PageHeader title="Images" />
      <QueryTable
        label="Silo images"
        query={imageList()}
        columns={columns}
        getRowId={(i) => i.id}
        emptyState={
          <EmptyState
            title="No silo images"
            body="Silo images can be used by every project. Promote a project image to add one."
          />
        }
      />
      {demoting && <ImageDemoteForm image={demoting} onDismiss={() => setDemoting(null)} />}
      <Outlet />
    </>
  )
}
