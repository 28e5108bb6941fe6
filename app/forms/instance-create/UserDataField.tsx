import { useController, type Control } from 'react-hook-form'

import { MAX_USER_DATA_BYTES } from '~/api/util'
import { useFieldA11y } from '~/components/form/field-a11y'
import { Button } from '~/ui/Button'
import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { fileInputClass } from '~/ui/TextInput'
import { formatBytes } from '~/util/format'

import { readUserData } from './user-data'
import type { InstanceCreateValues } from './values'

/** A file for cloud-init and the like; the form keeps its name, size and base64 contents. */
export function UserDataField({ control }: { control: Control<InstanceCreateValues> }) {
  const { field, fieldState } = useController({ control, name: 'userData' })
  const { id, hintId, errorId, describedBy } = useFieldA11y(true, !!fieldState.error)
  const file = field.value
  return (
    <div>
      <FieldLabel htmlFor={id} optional>
        User data
      </FieldLabel>
      <FieldHint id={hintId}>
        A file for the instance's initialization system, such as a cloud-init config; at most{' '}
        {formatBytes(MAX_USER_DATA_BYTES)}
      </FieldHint>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          id={id}
          ref={field.ref}
          type="file"
          aria-invalid={!!fieldState.error}
          aria-describedby={describedBy}
          onChange={async (e) => {
            const chosen = e.target.files?.[0]
            field.onChange(chosen ? await readUserData(chosen, MAX_USER_DATA_BYTES) : null)
          }}
          onBlur={field.onBlur}
          className={fileInputClass}
        />
        {file && (
          <>
            <span className="text-xs text-secondary">{formatBytes(file.size)}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                field.onChange(null)
                // the input itself still holds the file; clear it so the same file can be chosen again
                const input = document.getElementById(id)
                if (input instanceof HTMLInputElement) input.value = ''
              }}
            >
              Remove file
            </Button>
          </>
        )}
      </div>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </div>
  )
}
