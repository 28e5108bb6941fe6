import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { Select } from '~/ui/Select'

export type SelectItem = { value: string; label: string }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  items: readonly SelectItem[]
  /** The first, empty choice (value ''): "Choose a VPC", or "Silo default" when '' means one. */
  placeholder: string
  hint?: string
  optional?: boolean
}

/** A labelled select bound to a string form field, with its hint and error wired like TextField. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  placeholder,
  hint,
  optional,
}: Props<T>) {
  const id = useId()
  const { field, fieldState } = useController({ control, name })
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hint && hintId, fieldState.error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Select
        id={id}
        {...field}
        value={field.value ?? ''}
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
