import { clsx } from 'clsx'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { fileInputClass } from '~/ui/TextInput'

import { useFieldA11y } from './field-a11y'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  hint?: string
  disabled?: boolean
}

/** A labelled file picker; the form value is the chosen `File`, or null. */
export function FileField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const { id, hintId, errorId, describedBy } = useFieldA11y(!!hint, !!fieldState.error)
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="file"
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        aria-invalid={!!fieldState.error}
        aria-describedby={describedBy}
        className={clsx(fileInputClass, 'mt-1.5 block w-full')}
      />
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </div>
  )
}
