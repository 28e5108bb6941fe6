import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'

export type FieldLabelProps = Omit<ComponentProps<'label'>, 'htmlFor'> & {
  /** id of the control; required so the label names it and clicking focuses it. */
  htmlFor: string
  /** Appends a muted "(optional)"; fields are required unless marked. */
  optional?: boolean
  children: ReactNode
}

export function FieldLabel({
  htmlFor,
  optional = false,
  className,
  children,
  ...props
}: FieldLabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={clsx('mb-1.5 block text-sm font-medium text-default', className)}
      {...props}
    >
      {children}
      {/* the space keeps the accessible name readable: "Description (optional)" */}
      {optional && (
        <>
          {' '}
          <span className="text-xs font-normal text-tertiary">(optional)</span>
        </>
      )}
    </label>
  )
}

/** Help text under a field. Give it an `id` and list that id in the control's `aria-describedby`. */
export function FieldHint({
  id,
  children,
  className,
}: {
  id: string
  children: ReactNode
  className?: string
}) {
  return (
    <p id={id} className={clsx('mt-1.5 text-xs text-secondary', className)}>
      {children}
    </p>
  )
}
