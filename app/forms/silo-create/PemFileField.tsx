// A PEM file picker whose form value is the file's text: read when chosen, in the change
// handler, so the form's rules can look inside it and nothing is read at submit.
import { clsx } from 'clsx'
import { useState } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { useFieldA11y } from '~/components/form/field-a11y'
import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { fileInputClass } from '~/ui/TextInput'
import { formatBytes } from '~/util/format'

import type { PemFile } from './values'

/** A PEM certificate chain or key is a few KiB; anything this big is the wrong file */
const MAX_PEM_BYTES = 1024 * 1024

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  hint?: string
}

export function PemFileField<T extends FieldValues>({ control, name, label, hint }: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  // a file that could not be read never becomes the value; the reason shows in its place
  const [readProblem, setReadProblem] = useState<string>()
  const problem = readProblem ?? fieldState.error?.message
  const { id, hintId, errorId, describedBy } = useFieldA11y(!!hint, !!problem)
  const chosen = field.value as PemFile | null

  async function choose(file: File | undefined) {
    setReadProblem(undefined)
    if (!file) return field.onChange(null)
    if (file.size > MAX_PEM_BYTES) {
      field.onChange(null)
      return setReadProblem(`Too large for a PEM file (${formatBytes(file.size)})`)
    }
    try {
      field.onChange({ fileName: file.name, text: await file.text() } satisfies PemFile)
    } catch {
      field.onChange(null)
      setReadProblem('The file could not be read')
    }
  }

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="file"
        accept=".pem,.crt,.cer,.key,application/x-pem-file,text/plain"
        onBlur={field.onBlur}
        onChange={(e) => void choose(e.target.files?.[0])}
        aria-invalid={!!problem}
        aria-describedby={describedBy}
        className={clsx(fileInputClass, 'mt-1.5 block w-full')}
      />
      {chosen && !problem && (
        <p className="mt-1 text-xs text-secondary">
          Read {chosen.fileName} ({formatBytes(chosen.text.length)})
        </p>
      )}
      <FieldError id={errorId}>{problem}</FieldError>
    </div>
  )
}
