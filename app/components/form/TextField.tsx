import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { FieldError, FieldWarning } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { Textarea, TextInput } from '~/ui/TextInput'

import { useFieldA11y } from './field-a11y'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  hint?: string
  /** A note under the field that does not block the submit, e.g. "this looks unusual". */
  warning?: string | null
  optional?: boolean
  multiline?: boolean
  /** monospace, for keys, ids and addresses */
  mono?: boolean
  autoFocus?: boolean
}

/** A labelled text field bound to a react-hook-form field, with its hint and error wired for screen readers. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  warning,
  optional,
  multiline,
  mono,
  autoFocus,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const { id, hintId, errorId, describedBy } = useFieldA11y(!!hint, !!fieldState.error)
  const warningId = `${id}-warning`
  const inputProps = {
    id,
    ...field,
    value: field.value ?? '',
    'aria-invalid': !!fieldState.error,
    'aria-describedby': [describedBy, warning && warningId].filter(Boolean).join(' ') || undefined,
    autoFocus,
    mono,
  }
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {multiline ? <Textarea {...inputProps} /> : <TextInput {...inputProps} />}
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
      {warning && <FieldWarning id={warningId}>{warning}</FieldWarning>}
    </div>
  )
}
