import type { ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { Checkbox } from '~/ui/Checkbox'
import { FieldError } from '~/ui/FieldError'
import { FieldHint } from '~/ui/FieldLabel'

import { useFieldA11y } from './field-a11y'

export type CheckboxItem = { value: string; label: ReactNode; description?: ReactNode }

type Props<T extends FieldValues> = {
  control: Control<T>
  /** a `string[]` field: the values of the checked items */
  name: FieldPath<T>
  label: string
  items: readonly CheckboxItem[]
  hint?: ReactNode
  /** Shown instead of the list when there is nothing to choose. */
  empty: ReactNode
}

/** A fieldset of checkboxes whose checked values make up a list field. */
export function CheckboxListField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  hint,
  empty,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const { hintId, errorId, describedBy } = useFieldA11y(!!hint, !!fieldState.error)
  const checked: readonly string[] = Array.isArray(field.value) ? field.value : []
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...checked, value] : checked.filter((v) => v !== value))
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-default">{label}</legend>
      {hint && (
        <FieldHint id={hintId} className="mb-2">
          {hint}
        </FieldHint>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-secondary">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item, i) => (
            <li key={item.value}>
              <Checkbox
                ref={i === 0 ? field.ref : undefined}
                checked={checked.includes(item.value)}
                onChange={(e) => toggle(item.value, e.target.checked)}
                onBlur={field.onBlur}
              >
                {item.label}
                {item.description && (
                  <span className="ml-2 text-xs text-secondary">{item.description}</span>
                )}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </fieldset>
  )
}
