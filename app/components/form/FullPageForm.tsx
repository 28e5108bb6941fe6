import { useId, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router-dom'

import type { CopyRequest } from '~/api/copy-as/request'
import type { ApiError } from '~/api/errors'
import { Button, buttonClass } from '~/ui/Button'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { useHydrated } from '~/ui/use-hydrated'
import { PageHeader } from '~/ui/PageHeader'

import { RouteLeaveBlocker } from './leave-guard'
import { CopyAsSlot } from './CopyAsSlot'
import { PendingEntriesContext } from './pending-entries'
import { RestoredDraftNote } from './RestoredDraftNote'
import { useFormSafety } from './use-form-safety'
import type { FormSubmit } from './use-guarded-submit'
import { useNameTakenError } from './use-name-taken-error'

type Props<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  /** Starts the mutation; may return a promise (a check before saving), awaited as part of the submit */
  onSubmit: FormSubmit<T>
  submitLabel: string
  loading: boolean
  /** The mutation's error: a taken name goes on the Name field, anything else below the form. */
  submitError: ApiError | null
  /** Which refusals mean this resource's name is taken; any `ObjectAlreadyExists` by default. */
  isNameTaken?: (error: ApiError) => boolean
  /** Where Cancel leads: the list the resource would have joined. */
  cancelTo: string
  /** Why the user may not submit (their project role), or `false`: the submit is off with it */
  submitDisabled?: string | false
  /** The form's sections. */
  /**
   * The request the form's values would send, for its "Copy as" menu (CLI, curl,
   * Terraform); `undefined` while they make none. The form's submit builds it the same way.
   */
  copyAs?: (values: T) => CopyRequest | { reason: string } | undefined
  children: ReactNode
}

/**
 * The shell of a create form too long for a side modal (instance, silo): the page's title,
 * the form, a refused save reported once (on the Name field or below the form, by the
 * button), and the submit and cancel buttons. Leaving it changed asks first, a submit runs
 * once, and an ended session keeps a draft (`useFormSafety`).
 */
export function FullPageForm<T extends FieldValues>({
  title,
  form,
  onSubmit,
  submitLabel,
  loading,
  submitError,
  isNameTaken,
  cancelTo,
  submitDisabled = false,
  copyAs,
  children,
}: Props<T>) {
  const formId = useId()
  const hydrated = useHydrated()
  const nameTaken = useNameTakenError(form, submitError, isNameTaken)
  const safety = useFormSafety({ form, title, formId, onSubmit, loading })
  return (
    <>
      <PageHeader title={title} />
      {safety.draft.restored && (
        <div className="mb-6 max-w-3xl">
          <RestoredDraftNote
            incomplete={safety.draft.restored.incomplete}
            onDiscard={safety.draft.discard}
          />
        </div>
      )}
      <PendingEntriesContext.Provider value={safety.pending}>
        <form id={formId} noValidate onSubmit={safety.submit} className="max-w-3xl space-y-8 pb-8">
          {/* held until the page is the browser's: typing before then would be lost */}
          <fieldset disabled={!hydrated} className="contents">
            {children}
          </fieldset>

          {submitError && !nameTaken && <ErrorMessage>{submitError.message}</ErrorMessage>}
          <div className="flex items-center gap-2">
            <Button
              type="submit"
              loading={safety.busy}
              disabled={!!submitDisabled || !hydrated}
              disabledReason={submitDisabled}
            >
              {submitLabel}
            </Button>
            {/* a changed form asks before this leaves it (the route blocker) */}
            <Link to={cancelTo} className={buttonClass({ variant: 'ghost' })}>
              Cancel
            </Link>
            {copyAs && (
              <div className="ml-auto">
                <CopyAsSlot form={form} copyAs={copyAs} />
              </div>
            )}
          </div>
        </form>
      </PendingEntriesContext.Provider>
      {safety.blocksRoutes && <RouteLeaveBlocker />}
    </>
  )
}
