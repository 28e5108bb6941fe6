import type { ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { Checkbox } from '~/ui/Checkbox'
import { FieldError } from '~/ui/FieldError'
import { FieldHint } from '~/ui/FieldLabel'

import { useFieldA11y } from './field-a11y'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  children: ReactNode
  hint?: string
}

/** One checkbox bound to a boolean form field, with the schema's message under it. */
export function CheckboxField<T extends FieldValues>({ control, name, children, hint }: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message
  const { hintId, errorId, describedBy } = useFieldA11y(!!hint, !!error)
  return (
    <div>
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
      {hint && (
        <FieldHint id={hintId} className="ml-6">
          {hint}
        </FieldHint>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
