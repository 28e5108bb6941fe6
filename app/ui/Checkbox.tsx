import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Visible label; the input is wrapped in the `<label>`. Without it, pass `aria-label`. */
  children?: ReactNode
}

/**
 * A native checkbox (keyboard, form reset and `ref` work as usual) tinted with the accent.
 * Invalid state comes from `aria-invalid`, like the text fields.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  const input = (
    <input
      type="checkbox"
      className={clsx(
        'size-4 shrink-0 cursor-pointer accent-accent disabled:cursor-not-allowed aria-invalid:outline aria-invalid:outline-destructive',
        !children && className,
      )}
      {...props}
    />
  )
  if (!children) return input
  return (
    <label
      className={clsx(
        'inline-flex cursor-pointer items-center gap-2 text-sm text-default has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      {input}
      <span>{children}</span>
    </label>
  )
}
