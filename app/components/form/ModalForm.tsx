import { useId, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import type { ApiError } from '~/api/errors'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { Modal, type ModalWidth } from '~/ui/Modal'

type Props<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  onDismiss: () => void
  submitLabel: string
  loading: boolean
  /** The mutation's error, shown below the fields; nothing chosen is lost. */
  submitError: ApiError | null
  width?: ModalWidth
  children: ReactNode
}

/**
 * A small form in a centred dialog, for a choice or two that act on the page behind it
 * (attach an IP, add a member) rather than create a resource with its own route.
 */
export function ModalForm<T extends FieldValues>({
  title,
  form,
  onSubmit,
  onDismiss,
  submitLabel,
  loading,
  submitError,
  width = 'medium',
  children,
}: Props<T>) {
  const formId = useId()
  return (
    <Modal isOpen title={title} onDismiss={onDismiss} width={width}>
      <Modal.Body className="space-y-4">
        <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          {children}
        </form>
        {submitError && <ErrorMessage>{submitError.message}</ErrorMessage>}
      </Modal.Body>
      <Modal.Footer actionText={submitLabel} formId={formId} actionLoading={loading} />
    </Modal>
  )
}
