import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import type { ApiError } from '~/api/errors'
import { SelectField, type SelectItem } from '~/components/form/SelectField'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { Modal } from '~/ui/Modal'

const schema = z.object({ value: z.string() })
type Values = z.infer<typeof schema>
const defaults: Values = { value: '' }

type Props = {
  title: string
  /** Label of the select, e.g. "Disk". */
  label: string
  hint?: string
  /** The choices; `undefined` while they load. */
  items: SelectItem[] | undefined
  /** Placeholder when there is nothing to choose, e.g. "No detached disks in this project". */
  emptyText: string
  /** Placeholder otherwise, and the message when submitted without a choice: "Select a disk". */
  selectText: string
  actionText: string
  loading: boolean
  /** The action's error, shown in the dialog (it stays open to try again). */
  error: ApiError | null
  onPick: (value: string) => void
  onDismiss: () => void
}

/** A dialog to pick one thing from a select and act on it: attach a disk, join a group. */
export function PickOneModal({
  title,
  label,
  hint,
  items,
  emptyText,
  selectText,
  actionText,
  loading,
  error,
  onPick,
  onDismiss,
}: Props) {
  const formId = useId()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })
  const onSubmit = ({ value }: Values) => {
    if (!value) {
      form.setError('value', { message: selectText }, { shouldFocus: true })
      return
    }
    onPick(value)
  }
  const placeholder = !items ? 'Loading…' : items.length === 0 ? emptyText : selectText
  return (
    <Modal isOpen title={title} onDismiss={onDismiss}>
      <Modal.Body className="space-y-4">
        <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <SelectField
            control={form.control}
            name="value"
            label={label}
            hint={hint}
            placeholder={placeholder}
            items={items ?? []}
          />
        </form>
        {error && <ErrorMessage>{error.message}</ErrorMessage>}
      </Modal.Body>
      <Modal.Footer actionText={actionText} formId={formId} actionLoading={loading} />
    </Modal>
  )
}
