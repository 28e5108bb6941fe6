import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'

import { WarningIcon } from '~/ui/icons'

import { CheckboxField } from './CheckboxField'

type Props<T extends FieldValues> = {
  control: Control<T>
  /** A boolean field the form's schema requires to be true while the warning shows */
  name: FieldPath<T>
  warning: ReactNode
  /** The checkbox's label: what the user confirms */
  children: ReactNode
}

/**
 * A warning about what a change risks, with the checkbox that confirms it was read. The
 * form's schema refuses the submit until it is ticked, with the message shown under it.
 */
export function RiskConfirmField<T extends FieldValues>({
  control,
  name,
  warning,
  children,
}: Props<T>) {
  return (
    <div className="space-y-2 rounded-md border border-notice/40 bg-notice/10 px-3 py-2">
      <div className="flex items-start gap-2 text-sm text-notice">
        <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
        <div className="space-y-1">{warning}</div>
      </div>
      <CheckboxField control={control} name={name}>
        {children}
      </CheckboxField>
    </div>
  )
}
