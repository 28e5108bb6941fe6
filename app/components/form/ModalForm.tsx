import { useId, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import type { CopyRequest } from '~/api/copy-as/request'
import type { ApiError } from '~/api/errors'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { Modal, type ModalWidth } from '~/ui/Modal'

import { CopyAsSlot } from './CopyAsSlot'
import { PendingEntriesContext } from './pending-entries'
import { useGuardedSubmit, type FormSubmit } from './use-guarded-submit'

type Props<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  /** Starts the mutation; may return a promise, awaited as part of the submit */
  onSubmit: FormSubmit<T>
  onDismiss: () => void
  submitLabel: string
  loading: boolean
  /** The mutation's error, shown below the fields; nothing chosen is lost. */
  submitError: ApiError | null
  width?: ModalWidth
  /**
   * The request the form's values would send, for its "Copy as" menu (CLI, curl,
   * Terraform); `undefined` while they make none. The form's submit builds it the same way.
   */
  copyAs?: (values: T) => CopyRequest | { reason: string } | undefined
  children: ReactNode
}

/**
 * A small form in a centred dialog, for a choice or two that act on the page behind it
 * (attach an IP, add a member) rather than create a resource with its own route. A submit
 * runs once however often it is pressed, and list text not yet added is added on submit.
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
  copyAs,
  children,
}: Props<T>) {
  const formId = useId()
  const submit = useGuardedSubmit({ form, onSubmit, loading })
  return (
    <Modal isOpen title={title} onDismiss={onDismiss} width={width}>
      <Modal.Body className="space-y-4">
        <PendingEntriesContext.Provider value={submit.pending}>
          <form id={formId} noValidate onSubmit={submit.submit} className="space-y-4">
            {children}
          </form>
        </PendingEntriesContext.Provider>
        {submitError && <ErrorMessage>{submitError.message}</ErrorMessage>}
      </Modal.Body>
      <Modal.Footer actionText={submitLabel} formId={formId} actionLoading={submit.busy}>
        {copyAs && <CopyAsSlot form={form} copyAs={copyAs} />}
      </Modal.Footer>
    </Modal>
  )
}
