import { useState } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { Button } from '~/ui/Button'
import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { TextInput } from '~/ui/TextInput'

import { useFieldA11y } from './field-a11y'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  hint?: string
  optional?: boolean
}

/**
 * A password set for someone (a new user, a reset), bound to a react-hook-form field. It is
 * marked as a new password so the browser does not fill in the signed-in user's own, and a
 * Show button lets the person typing check it before handing it on.
 */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  optional,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const { id, hintId, errorId, describedBy } = useFieldA11y(!!hint, !!fieldState.error)
  const [shown, setShown] = useState(false)
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className="flex gap-2">
        <TextInput
          id={id}
          {...field}
          value={field.value ?? ''}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          aria-invalid={!!fieldState.error}
          aria-describedby={describedBy}
        />
        <Button
          variant="secondary"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          Show
        </Button>
      </div>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </div>
  )
}
