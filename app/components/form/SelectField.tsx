import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { Select } from '~/ui/Select'

import { useFieldA11y } from './field-a11y'

export type SelectItem = { value: string; label: string }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  items: readonly SelectItem[]
  /** The first, empty choice: "Choose an image", or "Silo default" when '' means a default. */
  placeholder: string
  hint?: string
  optional?: boolean
  /** Called after the value changes, e.g. to reset a field that depends on this one. */
  onChange?: (value: string) => void
}

/** A labelled select bound to a string form field; '' is the placeholder choice. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  placeholder,
  hint,
  optional,
  onChange,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const { id, hintId, errorId, describedBy } = useFieldA11y(!!hint, !!fieldState.error)
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Select
        id={id}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => {
          field.onChange(e.target.value)
          onChange?.(e.target.value)
        }}
        aria-invalid={!!fieldState.error}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </Select>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </div>
  )
}
