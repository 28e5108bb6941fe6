import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import type { ApiError } from '~/api/errors'

import { createPendingEntries } from './pending-entries'

/** What a form does with its values: start a mutation, or first await a read (a pre-save check) */
export type FormSubmit<T> = (values: T) => void | Promise<unknown>

type Options<T extends FieldValues> = {
  form: UseFormReturn<T>
  onSubmit: FormSubmit<T>
  /** The mutation is in flight */
  loading: boolean
  submitError: ApiError | null
}

/**
 * A submit that runs once however often it is pressed. A ref, set before anything else,
 * turns away every press until the submit has settled: the form's `onSubmit` (and the
 * promise it may return) and then the mutation it started (`loading` back to false). A
 * mutation's `loading` reaches the form a tick after `mutate`, so the run waits that tick
 * before trusting it. Text left in a list field is added first, or stops the submit.
 */
export function useGuardedSubmit<T extends FieldValues>({
  form,
  onSubmit,
  loading,
  submitError,
}: Options<T>) {
  const running = useRef(false)
  // after a run whose mutation succeeded the form is saved, until it is changed again
  const saved = useRef(false)
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'settling'>('idle')
  const sawLoading = useRef(false)
  const [pending] = useState(createPendingEntries)

  useEffect(() => {
    if (loading) sawLoading.current = true
    if (phase !== 'settling' || loading) return
    if (sawLoading.current && !submitError) saved.current = true
    sawLoading.current = false
    running.current = false
    setPhase('idle')
  }, [phase, loading, submitError])

  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      saved.current = false
    })
    return unsubscribe
  }, [form])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // a nested form's submit event bubbles through React's tree to its parent form
    event.stopPropagation()
    if (running.current || loading) return
    running.current = true
    sawLoading.current = false
    setPhase('submitting')
    if (!pending.commitAll()) {
      // show every other problem too, as a refused submit does
      void form.trigger()
      running.current = false
      setPhase('idle')
      return
    }
    form
      .handleSubmit(async (values) => {
        await onSubmit(values)
      })(event)
      .catch(() => {
        // the form's own error handling has reported it; the submit is over
      })
      .finally(() => {
        // the mutation's state reaches this component on the next tick
        setTimeout(() => setPhase('settling'), 0)
      })
  }

  return {
    submit,
    /** Show the submit button as busy: the run started before the mutation did */
    busy: loading || phase !== 'idle',
    /** For the leave guard: a submit in flight may navigate away (its success does) */
    isRunning: () => running.current,
    isSaved: () => saved.current,
    pending,
  }
}
