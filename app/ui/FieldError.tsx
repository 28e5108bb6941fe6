import { clsx } from 'clsx'
import type { ReactNode } from 'react'

import { ErrorIcon, WarningIcon } from './icons'

export type FieldErrorProps = {
  /** Put this id in the control's `aria-describedby` and set `aria-invalid` on it. */
  id: string
  /** The message; nothing is rendered when empty. */
  children?: ReactNode
  className?: string
}

/**
 * Validation message under a field. Deliberately not a live region: errors are read when
 * the field is focused (through `aria-describedby`), and the form focuses the first
 * invalid field on submit, so announcing every message at once would only add noise.
 */
export function FieldError({ id, children, className }: FieldErrorProps) {
  if (!children) return null
  return (
    <p
      id={id}
      className={clsx('mt-1.5 flex items-start gap-1 text-xs text-destructive', className)}
    >
      <ErrorIcon width={14} height={14} className="mt-px shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/**
 * A note under a field that does not stop the submit (the value may well be fine). Like
 * `FieldError`, list its id in the control's `aria-describedby`; it is not a live region.
 */
export function FieldWarning({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1 text-xs text-notice">
      <WarningIcon width={14} height={14} className="mt-px shrink-0" />
      <span>{children}</span>
    </p>
  )
}
