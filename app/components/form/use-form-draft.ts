import { useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useLocation } from 'react-router-dom'

import { leavingForLogin, queryClient } from '~/api/client'
import { currentUser } from '~/api/queries/session'

import { draftKey, saveDraft, takeDraft } from './form-draft'

const signedInUserId = () => queryClient.getQueryData(currentUser.queryKey)?.id

/** The names of the form's password inputs (shown or hidden), never written down */
function passwordNames(formId: string) {
  const form = document.getElementById(formId)
  const inputs = form?.querySelectorAll<HTMLInputElement>(
    'input[type="password"], input[autocomplete="new-password"]',
  )
  return new Set(Array.from(inputs ?? [], (input) => input.name).filter(Boolean))
}

type Options<T extends FieldValues> = {
  form: UseFormReturn<T>
  /** With the route, names the draft: two forms opened from one page keep apart */
  title: string
  formId: string
  /** The form holds changes (a submit in flight included: the session may end under it) */
  changed: () => boolean
}

/**
 * When the session ends under a changed form (a 401 sends the page to sign in again), the
 * form's values are kept in the tab's storage, for this user; back on the same form after
 * signing in, they are restored once, and `restored` says so until discarded.
 */
export function useFormDraft<T extends FieldValues>({ form, title, formId, changed }: Options<T>) {
  const { pathname, search } = useLocation()
  const key = draftKey(pathname + search, title)
  // restored: whether some of it (a password, a file) was not kept
  const [restored, setRestored] = useState<{ incomplete: boolean } | null>(null)

  useEffect(() => {
    // after the form's own mount effects, which may set values of their own
    const timer = setTimeout(() => {
      const userId = signedInUserId()
      if (!userId) return
      const draft = takeDraft(window.sessionStorage, key, userId, Date.now())
      if (!draft) return
      // the defaults stay the form's own, so the restored values count as changes
      form.reset({ ...form.getValues(), ...draft.values } as T, { keepDefaultValues: true })
      setRestored({ incomplete: draft.incomplete })
    }, 0)
    return () => clearTimeout(timer)
  }, [form, key])

  // the latest check, read by the unload listener below
  const holds = useRef(changed)
  useEffect(() => {
    holds.current = changed
  })

  useEffect(() => {
    const onBeforeUnload = () => {
      if (!leavingForLogin() || !holds.current()) return
      const userId = signedInUserId()
      if (!userId) return
      saveDraft(
        window.sessionStorage,
        key,
        { userId, savedAt: Date.now(), values: form.getValues() },
        passwordNames(formId),
      )
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [form, formId, key])

  return {
    restored,
    /** Back to the form's own values */
    discard() {
      form.reset()
      setRestored(null)
    },
  }
}
