import { useEffect } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import type { ApiError } from '~/api/errors'

/** The API refused the save because the name is already in use (spec §8). */
const anyNameTaken = (error: ApiError) => error.errorCode === 'ObjectAlreadyExists'

/**
 * Spec §8: when a save is refused because the name is taken, the message goes on the Name
 * field and the field gets focus, since that is what the user has to change. `isNameTaken`
 * narrows the check for a form whose request names more than one thing (an instance's
 * disks, a silo's admin group). Returns whether the error was put on the field, so the
 * form shows every other error below itself instead.
 */
export function useNameTakenError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: ApiError | null,
  isNameTaken: (error: ApiError) => boolean = anyNameTaken,
): boolean {
  const nameTaken = !!error && isNameTaken(error)
  useEffect(() => {
    if (nameTaken && error)
      form.setError('name' as Path<T>, { message: error.message }, { shouldFocus: true })
  }, [form, nameTaken, error])
  return nameTaken
}
