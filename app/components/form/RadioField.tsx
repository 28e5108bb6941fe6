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
      <div className="mt-2 space-y-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <div key={option.value} className="flex items-start gap-2.5">
              <input
                type="radio"
                id={optionId}
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-accent"
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
