// The check an edit form runs before it saves: read the resource afresh, and if someone
// saved it since the form was opened, show what changed and let the user overwrite or
// reload. The form's onSubmit is the hook's `submit`; its promise settles when the save
// (or the user's choice) is done, and nothing typed is lost on any outcome.
import type { QueryFunction, QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { useRef, useState, type ReactNode } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

import { queryClient } from '~/api/client'
import { ApiError } from '~/api/errors'

import {
  editedKeys,
  fieldChanges,
  hasMoved,
  losesChanges,
  reloadedValues,
  type ConflictFields,
  type FormValues,
} from './edit-conflict'
import { EditConflictDialog, type EditConflict } from './edit-conflict-dialog'

/**
 * The resource as it is now, read past the cache (a form may have been open for an hour).
 * The read has a key of its own, so a 404 (renamed or deleted elsewhere) is this save's
 * error, not the page's; a found resource refreshes the page's read too.
 */
export async function readNow<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, ApiError, Data, Key>,
): Promise<Data> {
  const now = await queryClient.fetchQuery({
    queryKey: [...options.queryKey, 'now'],
    queryFn: options.queryFn as QueryFunction<Data>,
    staleTime: 0,
    gcTime: 0,
  })
  queryClient.setQueryData<Data>(options.queryKey, now)
  return now
}

type Options<R, V extends FormValues & FieldValues> = {
  /** the resource as the form was opened on; only the first render's is used */
  opened: R
  /** a fresh read of it, usually `() => readNow(xView(...))` */
  read: () => Promise<R>
  /** the form's values for a state of the resource (its defaultValues) */
  toValues: (resource: R) => V
  fields: ConflictFields<V>
  form: UseFormReturn<V>
  /**
   * The update, from the values and the resource as it is now (a PUT that resends fields
   * the form does not show takes them from `now`). Resolves with the saved resource, which
   * becomes the one the form is opened on, for a form that stays open after saving.
   */
  save: (values: V, now: R) => Promise<R | void>
  /** the resource in the dialog's words: "project" */
  noun: string
  /** what changed outside the form's fields, one line each (other firewall rules) */
  otherChanges?: (opened: R, now: R) => string[]
}

type Pending<R, V> = { now: R; values: V; conflict: EditConflict; done: () => void }

const asApiError = (e: unknown) =>
  e instanceof ApiError ? e : new ApiError(e instanceof Error ? e.message : String(e))

export function useEditConflict<R, V extends FormValues & FieldValues>(options: Options<R, V>) {
  const base = useRef(options.opened)
  const [pending, setPending] = useState<Pending<R, V> | null>(null)
  const [checking, setChecking] = useState(false)
  const [readError, setReadError] = useState<ApiError | null>(null)

  async function save(values: V, now: R) {
    try {
      const saved = await options.save(values, now)
      base.current = saved ?? now
    } catch {
      // the mutation's error is shown by the form, with everything typed kept
    }
  }

  async function submit(values: V) {
    setReadError(null)
    setChecking(true)
    let now: R
    try {
      now = await options.read()
    } catch (e) {
      setReadError(asApiError(e))
      return
    } finally {
      setChecking(false)
    }
    const opened = base.current
    if (hasMoved(opened, now)) {
      const changes = fieldChanges(
        options.fields,
        options.toValues(opened),
        options.toValues(now),
        values,
      )
      const others = options.otherChanges?.(opened, now) ?? []
      if (losesChanges(changes) || others.length > 0) {
        // the submit runs until the user chooses
        return new Promise<void>((done) =>
          setPending({ now, values, conflict: { noun: options.noun, changes, others }, done }),
        )
      }
    }
    await save(values, now)
  }

  function reload(p: Pending<R, V>, keep: Set<string>) {
    const nowValues = options.toValues(p.now)
    const next = reloadedValues(options.toValues(base.current), nowValues, p.values, keep)
    base.current = p.now
    // the newer values become the form's own; what the user typed stays a change to save
    options.form.reset(nowValues)
    for (const key of editedKeys(nowValues, next)) {
      options.form.setValue(key as Path<V>, next[key] as PathValue<V, Path<V>>, {
        shouldDirty: true,
      })
    }
  }

  const close = (p: Pending<R, V>) => {
    setPending(null)
    p.done()
  }

  const dialog: ReactNode = pending && (
    <EditConflictDialog
      conflict={pending.conflict}
      onCancel={() => close(pending)}
      onReload={(keep) => {
        reload(pending, keep)
        close(pending)
      }}
      onOverwrite={() => {
        setPending(null)
        void save(pending.values, pending.now).then(pending.done)
      }}
    />
  )

  return {
    submit,
    /** the fresh read is running, or the dialog is waiting: the submit button shows it */
    checking: checking || pending !== null,
    /** the fresh read failed: shown where the form shows a refused save */
    readError,
    dialog,
  }
}
