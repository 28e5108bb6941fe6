import { Outlet, type LoaderFunctionArgs } from 'react-router-dom'

import type { Image } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { firstReason } from '~/api/action-reasons'
import { imageList } from '~/api/queries/images'
import { ActionLink } from '~/components/ActionLink'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { imageColumns } from '~/pages/images/image-columns'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  await queryClient.fetchQuery(imageList(project).firstPage())
  return null
}

export default function ProjectImagesPage() {
  const { project } = useProjectParams()
  const { changeReason, siloChangeReason } = useProjectAccess(project)
  const roleReason = changeReason('images')
  // promoting changes the project's image and adds one to the silo: both roles count
  const promoteReason = firstReason(roleReason, siloChangeReason('promoteImage'))
  const promote = useApiMutation(api.imagePromote, {
    invalidates: ['imageList'],
    onSuccess(image) {
      addToast({ variant: 'success', title: 'Image promoted', content: image.name })
    },
  })
  const deleteImage = useApiMutation(api.imageDelete, {
    invalidates: ['imageList'],
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Image deleted', content: path.image })
    },
  })

  const columns = [
    ...imageColumns((image) => pb.projectImageEdit({ project, image })),
    actionsColumn<Image>((image) => {
      const params = { path: { image: image.name }, query: { project } }
      return [
        {
          label: 'Promote',
          disabled: promoteReason,
          onActivate: () =>
            confirmAction({
              title: 'Promote image',
              message: (
                <>
                  Promote <strong className="font-medium text-default">{image.name}</strong> to a
                  silo image? Every project in the silo will be able to use it, and it will no
                  longer be listed in this project.
                </>
              ),
              actionLabel: 'Promote',
              actionType: 'primary',
              doAction: () => promote.mutateAsync(params),
              errorTitle: 'Could not promote image',
            }),
          commands: commandsOf({ op: 'imagePromote', params }),
        },
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

  const uploadLink = (
    <ActionLink to={pb.projectImagesNew({ project })} disabled={roleReason}>
      Upload image
    </ActionLink>
  )

  return (
    <>
      <PageHeader title="Images" actions={uploadLink} />
      <QueryTable
        label="Images"
        query={imageList(project)}
        columns={columns}
        getRowId={(i) => i.id}
        emptyState={
          <EmptyState
            title="No images"
            body="Upload a disk image file, or pick Create image on a ready snapshot."
            action={uploadLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
