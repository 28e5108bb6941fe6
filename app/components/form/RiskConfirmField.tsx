import type { ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { Checkbox } from '~/ui/Checkbox'
import { FieldError } from '~/ui/FieldError'
import { WarningIcon } from '~/ui/icons'

import { useFieldA11y } from './field-a11y'

type Props<T extends FieldValues> = {
  control: Control<T>
  /** A boolean field the form's schema requires to be true while the warning shows */
  name: FieldPath<T>
  warning: ReactNode
  /** The checkbox's label: what the user confirms */
  children: ReactNode
}

/**
 * A warning about what a change risks, with the checkbox that confirms it was read. The
 * form's schema refuses the submit until it is ticked, with the message shown under it.
 */
export function RiskConfirmField<T extends FieldValues>({
  control,
  name,
  warning,
  children,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message
  const { errorId, describedBy } = useFieldA11y(false, !!error)
  return (
    <div className="space-y-2 rounded-md border border-notice/40 bg-notice/10 px-3 py-2">
      <div className="flex items-start gap-2 text-sm text-notice">
        <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
        <div className="space-y-1">{warning}</div>
      </div>
      <Checkbox
        ref={field.ref}
        name={field.name}
        checked={!!field.value}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
        aria-invalid={!!error}
        aria-describedby={describedBy}
      >
        {children}
      </Checkbox>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
