import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { TextInput } from '~/ui/TextInput'

import { useFieldA11y } from './field-a11y'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  hint?: string
  /** Marks the label "(optional)": the schema takes an empty field (NaN) */
  optional?: boolean
  min?: number
  max?: number
  /** Shown after the input, e.g. "GiB". */
  unit?: string
  onChange?: (value: number) => void
}

/**
 * A labelled whole-number field. The form value is a number, `NaN` while the input is
 * empty, so the schema says what is missing instead of the browser.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  optional,
  min,
  max,
  unit,
  onChange,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const { id, hintId, errorId, describedBy } = useFieldA11y(!!hint, !!fieldState.error)
  const value: unknown = field.value
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className="flex items-center gap-2">
        <TextInput
          id={id}
          ref={field.ref}
          name={field.name}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.valueAsNumber)
            onChange?.(e.target.valueAsNumber)
          }}
          aria-invalid={!!fieldState.error}
          aria-describedby={describedBy}
          className="max-w-40"
        />
        {unit && <span className="text-sm text-secondary">{unit}</span>}
      </div>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </div>
  )
}
