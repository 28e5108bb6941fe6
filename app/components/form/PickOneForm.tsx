import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { CopyRequest } from '~/api/copy-as/request'
import type { ApiError } from '~/api/errors'

import { ModalForm } from './ModalForm'
import { SelectField, type SelectItem } from './SelectField'

type Props = {
  title: string
  /** The select's label, e.g. "Disk"; an empty submit reads "Disk is required". */
  label: string
  hint?: string
  /** The choices; `undefined` while they load. */
  items: SelectItem[] | undefined
  /** The placeholder when there is nothing to choose: "No detached disks in this project". */
  emptyText: string
  /** The placeholder otherwise: "Select a disk". */
  placeholder: string
  submitLabel: string
  loading: boolean
  /** Why the choices could not be read or the action failed; the dialog stays open. */
  error: ApiError | null
  onPick: (value: string) => void
  /** The request a pick sends, for the "Copy as" menu; `onPick` sends the same */
  copyAs?: (value: string) => CopyRequest | undefined
  onDismiss: () => void
}

/** A `ModalForm` with a single select: attach a disk, join a group, add a member. */
export function PickOneForm({
  title,
  label,
  hint,
  items,
  emptyText,
  placeholder,
  submitLabel,
  loading,
  error,
  onPick,
  copyAs,
  onDismiss,
}: Props) {
  const form = useForm({
    resolver: zodResolver(z.object({ value: z.string().min(1, `${label} is required`) })),
    defaultValues: { value: '' },
  })
  return (
    <ModalForm
      title={title}
      form={form}
      onSubmit={({ value }) => onPick(value)}
      copyAs={copyAs && (({ value }) => copyAs(value))}
      onDismiss={onDismiss}
      submitLabel={submitLabel}
      loading={loading}
      submitError={error}
    >
      <SelectField
        control={form.control}
        name="value"
        label={label}
        hint={hint}
        placeholder={!items ? 'Loading…' : items.length === 0 ? emptyText : placeholder}
        items={items ?? []}
      />
    </ModalForm>
  )
}
