import { useId, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import type { ApiError } from '~/api/errors'
import { Button } from '~/ui/Button'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { Modal } from '~/ui/Modal'
import { SideModal } from '~/ui/SideModal'

import { useNameTakenError } from './use-name-taken-error'

type Props<T extends FieldValues> = {
  title: string
  subtitle?: ReactNode
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  onDismiss: () => void
  submitLabel: string
  loading: boolean
  /** The mutation's error: a taken name goes on the Name field, anything else below the fields. */
  submitError: ApiError | null
  children: ReactNode
}

/**
 * The shell of every create and edit form: a side modal whose URL is the form's route.
 * Nothing typed is lost on a server error, and closing a changed form asks first.
 */
export function SideModalForm<T extends FieldValues>({
  title,
  subtitle,
  form,
  onSubmit,
  onDismiss,
  submitLabel,
  loading,
  submitError,
  children,
}: Props<T>) {
  const formId = useId()
  const [confirmingLeave, setConfirmingLeave] = useState(false)
  // the error belongs next to the field the user must change (style: Errors)
  const isNameTaken = useNameTakenError(form, submitError)
  // read during render: react-hook-form only tracks the form-state fields a render reads
  const { isDirty } = form.formState

  const dismiss = () => (isDirty && !loading ? setConfirmingLeave(true) : onDismiss())

  return (
    <>
      <SideModal isOpen title={title} subtitle={subtitle} onDismiss={dismiss}>
        <SideModal.Body>
          <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
            {children}
          </form>
          {submitError && !isNameTaken && <ErrorMessage>{submitError.message}</ErrorMessage>}
        </SideModal.Body>
        <SideModal.Footer>
          <Button variant="secondary" onClick={dismiss}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={loading}>
            {submitLabel}
          </Button>
        </SideModal.Footer>
      </SideModal>
      <Modal
        isOpen={confirmingLeave}
        onDismiss={() => setConfirmingLeave(false)}
        title="Leave this form?"
        width="narrow"
      >
        <Modal.Body>Your changes have not been saved and will be lost.</Modal.Body>
        <Modal.Footer
          actionText="Leave"
          actionType="danger"
          cancelText="Keep editing"
          onAction={onDismiss}
        />
      </Modal>
    </>
  )
}
