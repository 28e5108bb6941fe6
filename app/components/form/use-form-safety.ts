import { useRef } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { useLeaveGuard } from './leave-guard'
import { useFormDraft } from './use-form-draft'
import { useGuardedSubmit, type FormSubmit } from './use-guarded-submit'

type Options<T extends FieldValues> = {
  form: UseFormReturn<T>
  title: string
  formId: string
  onSubmit: FormSubmit<T>
  loading: boolean
}

/**
 * What keeps a create or edit form's work (`SideModalForm`, `FullPageForm`): one submit
 * however often pressed, list text added on submit, a question before leaving it changed,
 * and a draft kept across an ended session.
 */
export function useFormSafety<T extends FieldValues>({
  form,
  title,
  formId,
  onSubmit,
  loading,
}: Options<T>) {
  const submit = useGuardedSubmit({ form, onSubmit, loading })
  // read during render: react-hook-form only tracks the form-state fields a render reads
  const { isDirty } = form.formState
  // the user chose to leave (or the form was unchanged): closing must not ask again
  const leaving = useRef(false)
  const changed = () => !leaving.current && (form.formState.isDirty || submit.pending.hasText())
  // a save in flight may navigate away: its success does
  const holdsWork = () => changed() && !submit.isRunning()
  const blocksRoutes = useLeaveGuard(holdsWork)
  const draft = useFormDraft({ form, title, formId, changed })
  return {
    ...submit,
    isDirty,
    holdsWork,
    blocksRoutes,
    draft,
    /** Call before leaving on purpose (after the question, or when nothing changed) */
    markLeaving() {
      leaving.current = true
    },
  }
}
