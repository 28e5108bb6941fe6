import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { FieldError } from '~/ui/FieldError'
import { FieldHint } from '~/ui/FieldLabel'

import { useFieldA11y } from './field-a11y'

export type RadioItem = { value: string; label: ReactNode; description?: ReactNode }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  /** The group's legend, its accessible name */
  label: string
  items: readonly RadioItem[]
  hint?: string
  /** Cards in a row (presets, tabs of choices) instead of a plain list. */
  cards?: boolean
  onChange?: (value: string) => void
}

/** Native radios in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  hint,
  cards,
  onChange,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const { hintId, errorId, describedBy } = useFieldA11y(!!hint, !!fieldState.error)
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-default">{label}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={clsx(cards ? 'flex flex-wrap gap-2' : 'space-y-2')}>
        {items.map((item, i) => (
          <label
            key={item.value}
            className={clsx(
              'flex cursor-pointer gap-2 text-sm text-default',
              cards &&
                'relative items-center rounded-md border border-default bg-secondary px-3 py-2 hover:border-secondary has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-accent',
            )}
          >
            <input
              type="radio"
              // the first radio takes the field's ref, so a failed submit can focus the group
              ref={i === 0 ? field.ref : undefined}
              name={field.name}
              value={item.value}
              checked={field.value === item.value}
              onChange={() => {
                field.onChange(item.value)
                onChange?.(item.value)
              }}
              onBlur={field.onBlur}
              // a card's radio is invisible but covers the card, so it is what a click hits
              className={clsx(
                'accent-accent',
                cards ? 'absolute inset-0 cursor-pointer opacity-0' : 'mt-0.5 size-4 shrink-0',
              )}
            />
            <span>
              <span className="block">{item.label}</span>
              {item.description && (
                <span className="block text-xs text-secondary">{item.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </fieldset>
  )
}
