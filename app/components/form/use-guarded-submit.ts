import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { createPendingEntries } from './pending-entries'

/** What a form does with its values: start a mutation, or first await a read (a pre-save check) */
export type FormSubmit<T> = (values: T) => void | Promise<unknown>

type Options<T extends FieldValues> = {
  form: UseFormReturn<T>
  onSubmit: FormSubmit<T>
  /** The mutation is in flight */
  loading: boolean
}

/**
 * A submit that runs once however often it is pressed. A ref, set before anything else,
 * turns away every press until the submit has settled: the form's `onSubmit` (and the
 * promise it may return) and then the mutation it started (`loading` back to false). A
 * mutation's `loading` reaches the form a tick after `mutate`, so the run waits that tick
 * before trusting it. Text left in a list field is added first, or stops the submit.
 */
export function useGuardedSubmit<T extends FieldValues>({ form, onSubmit, loading }: Options<T>) {
  const running = useRef(false)
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'settling'>('idle')
  // the latest `loading`, for the leave guard: a save started outside a submit (from a
  // review or a conflict dialog) navigates away on success while it is still loading
  const loadingNow = useRef(loading)
  const [pending] = useState(createPendingEntries)

  useEffect(() => {
    loadingNow.current = loading
    if (phase !== 'settling' || loading) return
    running.current = false
    setPhase('idle')
  }, [phase, loading])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // a nested form's submit event bubbles through React's tree to its parent form
    event.stopPropagation()
    if (running.current || loading) return
    running.current = true
    setPhase('submitting')
    if (!pending.commitAll()) {
      // show every other problem too, as a refused submit does
      void form.trigger()
      running.current = false
      setPhase('idle')
      return
    }
    // a submit that throws still ends (and its error still surfaces, as before)
    void form
      .handleSubmit(async (values) => {
        await onSubmit(values)
      })(event)
      .finally(() => {
        // the mutation's state reaches this component on the next tick
        setTimeout(() => setPhase('settling'), 0)
      })
  }

  return {
    submit,
    /** Show the submit button as busy: the run started before the mutation did */
    busy: loading || phase !== 'idle',
    /** For the leave guard: a save in flight may navigate away (its success does) */
    isRunning: () => running.current || loadingNow.current,
    pending,
  }
}
