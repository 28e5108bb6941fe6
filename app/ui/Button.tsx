import { clsx } from 'clsx'
import type { ComponentProps, MouseEvent, ReactNode } from 'react'

import { SpinnerIcon } from './Spinner'
import { Tooltip } from './Tooltip'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'base'

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner in place of the label (same width), sets `aria-busy` and blocks clicks. */
  loading?: boolean
  /** Why the button is disabled; shown as a tooltip on hover and keyboard focus. */
  disabledReason?: ReactNode
}

const base =
  'relative inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap select-none transition-colors'

const sizeClass: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-xs',
  base: 'h-9 px-3.5 text-sm',
}

const variantClass: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-inverse',
  secondary: 'border border-secondary bg-secondary text-default',
  ghost: 'text-default',
  danger: 'bg-destructive text-inverse',
}

// only applied while the button can act, so a disabled button doesn't look pressable
const hoverClass: Record<ButtonVariant, string> = {
  primary: 'hover:bg-accent-hover',
  secondary: 'hover:bg-tertiary',
  ghost: 'hover:bg-secondary',
  danger: 'hover:bg-destructive-hover',
}

/**
 * The look of a button, for a link that acts as one (e.g. "Serial console"): a link
 * navigates, so it stays an `<a>` and takes these classes instead of becoming a Button.
 */
export const buttonClass = ({
  variant = 'primary',
  size = 'base',
}: { variant?: ButtonVariant; size?: ButtonSize } = {}) =>
  clsx(base, sizeClass[size], variantClass[variant], hoverClass[variant])

/**
 * `type` defaults to "button" so a button inside a form never submits by accident;
 * pass `type="submit"` for the submit button.
 *
 * Disabled and loading buttons use `aria-disabled` instead of the `disabled` attribute.
 * They stay focusable, so the disabled reason is reachable by keyboard and focus is not
 * dropped to <body> when a confirm button starts loading. Clicks (and with them form
 * submission) are blocked here instead.
 */
export function Button({
  variant = 'primary',
  size = 'base',
  loading = false,
  disabled = false,
  disabledReason,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const isInert = disabled || loading

  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (isInert) {
      // preventDefault also cancels the implicit submit of a type="submit" button
      e.preventDefault()
      return
    }
    onClick?.(e)
  }

  const button = (
    <button
      {...rest}
      type={type}
      aria-disabled={isInert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      className={clsx(
        base,
        sizeClass[size],
        variantClass[variant],
        !isInert && hoverClass[variant],
        disabled && 'cursor-not-allowed opacity-50',
        loading && 'cursor-wait',
        className,
      )}
    >
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <SpinnerIcon size={size === 'sm' ? 'sm' : 'base'} variant="inherit" />
        </span>
      )}
      {/* opacity, not visibility: the label keeps its width and stays the accessible name */}
      <span className={clsx('inline-flex items-center gap-1.5', loading && 'opacity-0')}>
        {children}
      </span>
    </button>
  )

  return disabled && disabledReason ? <Tooltip content={disabledReason}>{button}</Tooltip> : button
}
