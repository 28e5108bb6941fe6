import { clsx } from 'clsx'
import { useId, type ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { FieldError } from '~/ui/FieldError'
import { FieldHint } from '~/ui/FieldLabel'

export type RadioOption<V extends string> = {
  value: V
  label: string
  /** A line under the label saying what choosing it means. */
  description?: ReactNode
}

type Props<T extends FieldValues, V extends string> = {
  control: Control<T>
  name: FieldPath<T>
  /** The group's legend. */
  label: string
  hint?: string
  options: readonly RadioOption<V>[]
  /** Cards in a row (presets, sources to pick from) instead of a list. */
  cards?: boolean
  /** Called after the choice changes, e.g. to fill fields that follow from it. */
  onChange?: (value: V) => void
}

/**
 * One choice among a few, all visible: native radio buttons in a fieldset, so arrow keys
 * move between them and the legend names the group.
 */
export function RadioField<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  hint,
  options,
  cards,
  onChange,
}: Props<T, V>) {
  const id = useId()
  const { field, fieldState } = useController({ control, name })
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hint && hintId, fieldState.error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-default">{label}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={clsx('mt-2', cards ? 'flex flex-wrap gap-2' : 'space-y-2')}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <div
              key={option.value}
              className={clsx(
                'flex items-start gap-2.5',
                cards &&
                  'relative rounded-md border border-default bg-secondary px-3 py-2 hover:border-secondary has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-accent',
              )}
            >
              <input
                type="radio"
                id={optionId}
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => {
                  field.onChange(option.value)
                  onChange?.(option.value)
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                // a card's radio is invisible but covers the card, so it is what a click hits
                className={clsx(
                  'cursor-pointer accent-accent',
                  cards ? 'absolute inset-0 size-full opacity-0' : 'mt-0.5 size-4 shrink-0',
                )}
              />
              <div>
                <label htmlFor={optionId} className="cursor-pointer text-sm text-default">
                  {option.label}
                </label>
                {option.description && (
                  <p id={`${optionId}-description`} className="text-xs text-secondary">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          )
        })}
      </div>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </fieldset>
  )
}
