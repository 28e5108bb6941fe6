import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { Image } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, useApiMutation } from '~/api/client'
import { projectPicker } from '~/api/queries/projects'
import { ModalForm } from '~/components/form/ModalForm'
import { SelectField } from '~/components/form/SelectField'
import { addToast } from '~/ui/toast-store'

const schema = z.object({ project: z.string().min(1, 'Select a project') })
type Values = z.infer<typeof schema>
const defaults: Values = { project: '' }

type Props = { image: Image; onDismiss: () => void }

/** Moves a silo image into one project, which alone can use it afterwards. */
export function ImageDemoteForm({ image, onDismiss }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const projects = useQuery(projectPicker)
  const demote = useApiMutation(api.imageDemote, {
    invalidates: ['imageList'],
    onSuccess(demoted, { query }) {
      addToast({
        variant: 'success',
        title: 'Image demoted',
        content: `${demoted.name} is now an image of ${query.project}`,
      })
      onDismiss()
    },
  })
  // what the form sends: its submit and its "Copy as" menu share it
  const toRequest = ({ project }: Values) => ({
    op: 'imageDemote' as const,
    params: { path: { image: image.id }, query: { project } },
  })
  const items = (projects.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))
  return (
    <ModalForm
      title="Demote image"
      form={form}
      onSubmit={(values) => demote.mutate(toRequest(values).params)}
      copyAs={toRequest}
      onDismiss={onDismiss}
      submitLabel="Demote"
      loading={demote.isPending}
      submitError={demote.error}
    >
      <p className="text-sm text-secondary">
        Move <strong className="font-medium text-default">{image.name}</strong> from the silo to one
        project. Other projects will no longer be able to use it.
      </p>
      <SelectField
        control={form.control}
        name="project"
        label="Project"
        placeholder={projects.isPending ? 'Loading projects…' : 'Select a project'}
        items={items}
      />
    </ModalForm>
  )
}
