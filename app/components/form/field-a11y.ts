import { useId } from 'react'

/**
 * Ids for a field's control, hint and error, and the control's `aria-describedby` listing
 * the ones shown, so a screen reader reads the hint and the error with the field.
 */
export function useFieldA11y(hasHint: boolean, hasError: boolean) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ') || undefined
  return { id, hintId, errorId, describedBy }
}
