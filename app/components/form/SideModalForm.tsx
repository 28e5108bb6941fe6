import { useId, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import type { CopyRequest } from '~/api/copy-as/request'
import type { ApiError } from '~/api/errors'
import { Button } from '~/ui/Button'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { useHydrated } from '~/ui/use-hydrated'
import { SideModal } from '~/ui/SideModal'

import { LeaveFormDialog } from './LeaveFormDialog'
import { RouteLeaveBlocker } from './leave-guard'
import { CopyAsSlot } from './CopyAsSlot'
import { PendingEntriesContext } from './pending-entries'
import { RestoredDraftNote } from './RestoredDraftNote'
import { useFormSafety } from './use-form-safety'
import type { FormSubmit } from './use-guarded-submit'
import { useNameTakenError } from './use-name-taken-error'

type Props<T extends FieldValues> = {
  title: string
  subtitle?: ReactNode
  form: UseFormReturn<T>
  /** Starts the mutation; may return a promise (a check before saving), awaited as part of the submit */
  onSubmit: FormSubmit<T>
  onDismiss: () => void
  submitLabel: string
  loading: boolean
  /** The mutation's error: a taken name goes on the Name field, anything else below the fields. */
  submitError: ApiError | null
  /**
   * Why the user may not submit (their project role: `useProjectAccess`), or `false`: the
   * form still shows, its submit is off with the reason
   */
  submitDisabled?: string | false
  /**
   * The request the form's values would send, for its "Copy as" menu (CLI, curl,
   * Terraform); `undefined` while they make none. The form's submit builds it the same way.
   */
  copyAs?: (values: T) => CopyRequest | { reason: string } | undefined
  children: ReactNode
}

/**
 * The shell of every create and edit form: a side modal whose URL is the form's route.
 * Nothing typed is lost: not on a server error, not on closing or leaving the form changed
 * (it asks first), not when the session ends (a draft comes back after signing in). A
 * submit runs once however often it is pressed (`useFormSafety`).
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
  submitDisabled = false,
  copyAs,
  children,
}: Props<T>) {
  const formId = useId()
  const hydrated = useHydrated()
  const [confirmingLeave, setConfirmingLeave] = useState(false)
  // the error belongs next to the field the user must change (style: Errors)
  const isNameTaken = useNameTakenError(form, submitError)
  const safety = useFormSafety({ form, title, formId, onSubmit, loading })

  const leave = () => {
    safety.markLeaving()
    onDismiss()
  }
  const dismiss = () => (safety.holdsWork() ? setConfirmingLeave(true) : leave())

  return (
    <>
      <SideModal isOpen title={title} subtitle={subtitle} onDismiss={dismiss}>
        <SideModal.Body>
          {safety.draft.restored && (
            <div className="mb-6">
              <RestoredDraftNote
                incomplete={safety.draft.restored.incomplete}
                onDiscard={safety.draft.discard}
              />
            </div>
          )}
          <PendingEntriesContext.Provider value={safety.pending}>
            <form id={formId} noValidate onSubmit={safety.submit} className="space-y-6">
              {/* held until the page is the browser's: typing before then would be lost */}
              <fieldset disabled={!hydrated} className="contents">
                {children}
              </fieldset>
            </form>
          </PendingEntriesContext.Provider>
          {submitError && !isNameTaken && <ErrorMessage>{submitError.message}</ErrorMessage>}
        </SideModal.Body>
        <SideModal.Footer>
          {copyAs && (
            <div className="mr-auto">
              <CopyAsSlot form={form} copyAs={copyAs} />
            </div>
          )}
          <Button variant="secondary" onClick={dismiss}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={safety.busy}
            disabled={!!submitDisabled || !hydrated}
            disabledReason={submitDisabled}
          >
            {submitLabel}
          </Button>
        </SideModal.Footer>
      </SideModal>
      <LeaveFormDialog
        isOpen={confirmingLeave}
        onLeave={leave}
        onStay={() => setConfirmingLeave(false)}
      />
      {safety.blocksRoutes && <RouteLeaveBlocker />}
    </>
  )
}
