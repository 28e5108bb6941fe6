import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { api, invalidateEndpoint, listQuery, useApiMutation } from '~/api/client'
import { diskCan } from '~/api/util'
import { SelectField } from '~/components/form/SelectField'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { Modal } from '~/ui/Modal'
import { addToast } from '~/ui/toast-store'
import { formatBytes } from '~/util/format'

/**
 * The select needs every candidate, not a page of them: one request for up to this many
 * of the project's disks (far above what a project holds in practice).
 */
const ALL_ISH = 1000

export const projectDisks = (project: string) =>
  listQuery(api.diskList, { query: { project } }).page(undefined, ALL_ISH)

const schema = z.object({ disk: z.string().min(1, 'Select a disk') })
type Values = z.infer<typeof schema>
const defaults: Values = { disk: '' }

type Props = { project: string; instance: string; onDismiss: () => void }

/** Attach one of the project's detached disks to the instance (spec §4: disk attach). */
export function AttachDiskModal({ project, instance, onDismiss }: Props) {
  const formId = useId()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const { data: disks } = useQuery(projectDisks(project))
  const attach = useApiMutation(api.instanceDiskAttach, {
    onSuccess(disk) {
      void invalidateEndpoint('instanceDiskList')
      void invalidateEndpoint('diskList')
      addToast({ variant: 'success', title: 'Disk attached', content: disk.name })
      onDismiss()
    },
  })
  const candidates = (disks?.items ?? []).filter((d) => diskCan.attach(d))

  return (
    <Modal isOpen title="Attach disk" onDismiss={onDismiss}>
      <Modal.Body className="space-y-4">
        <form
          id={formId}
          noValidate
          onSubmit={form.handleSubmit(({ disk }) =>
            attach.mutate({ path: { instance }, query: { project }, body: { disk } }),
          )}
        >
          <SelectField
            control={form.control}
            name="disk"
            label="Disk"
            placeholder={
              !disks
                ? 'Loading disks…'
                : candidates.length === 0
                  ? 'No detached disks in this project'
                  : 'Select a disk'
            }
            hint="Disks of this project that no instance is using"
            items={candidates.map((d) => ({
              value: d.name,
              label: `${d.name} (${formatBytes(d.size)})`,
            }))}
          />
        </form>
        {attach.error && <ErrorMessage>{attach.error.message}</ErrorMessage>}
      </Modal.Body>
      <Modal.Footer actionText="Attach disk" formId={formId} actionLoading={attach.isPending} />
    </Modal>
  )
}
