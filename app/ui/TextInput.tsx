import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

/**
 * Shared look of text fields and selects. Invalid state comes from `aria-invalid`, so the
 * styling and what screen readers hear can't disagree. The focus outline sits over the
 * border. The read-only look is for inputs and textareas only: a `<select>` always
 * matches `:read-only`, since its text cannot be edited, and would look dimmed.
 */
export const fieldClass =
  'block w-full rounded-md border border-default bg-secondary px-3 text-sm text-default placeholder:text-tertiary hover:border-secondary focus-visible:border-accent focus-visible:outline-offset-[-1px] aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive disabled:cursor-not-allowed disabled:opacity-50 [&:is(input,textarea):read-only]:bg-raise [&:is(input,textarea):read-only]:text-secondary'

/** Shared look of file pickers: the browser's own "choose file" button, styled as ours */
export const fileInputClass =
  'text-sm text-secondary file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-secondary file:bg-secondary file:px-3.5 file:text-sm file:font-medium file:text-default hover:file:bg-tertiary'

export type TextInputProps = ComponentProps<'input'> & {
  /** Monospace text, for ids, IPs, keys and CIDRs. */
  mono?: boolean
}

/**
 * A styled `<input>`. All input props pass through, including `ref` (React 19), so
 * `{...register('name')}` works. Pair it with `FieldLabel htmlFor` and point
 * `aria-describedby` at a `FieldHint` / `FieldError` id.
 */
export function TextInput({ className, mono = false, type = 'text', ...props }: TextInputProps) {
  return (
    <input
      type={type}
      className={clsx(fieldClass, 'h-9', mono && 'font-mono', className)}
      {...props}
    />
  )
}

export type TextareaProps = ComponentProps<'textarea'> & { mono?: boolean }

/** A styled `<textarea>`, vertical resize only; same contract as `TextInput`. */
export function Textarea({ className, mono = false, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={clsx(fieldClass, 'resize-y py-2', mono && 'font-mono', className)}
      {...props}
    />
  )
}
