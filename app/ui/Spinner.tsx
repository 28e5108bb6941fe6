import { clsx } from 'clsx'
import { useEffect, useRef, useState, type ReactNode } from 'react'

// spec §2: sizes and variants of the shared spinner
export type SpinnerSize = 'sm' | 'base' | 'md' | 'lg'
export type SpinnerVariant = 'default' | 'neutral' | 'destructive' | 'notice' | 'purple' | 'blue'

const sizePx: Record<SpinnerSize, number> = { sm: 12, base: 16, md: 24, lg: 36 }

// 'inherit' takes the text colour of the parent (a spinner inside a solid button)
const variantClass: Record<SpinnerVariant | 'inherit', string> = {
  inherit: '',
  default: 'text-accent',
  neutral: 'text-secondary',
  destructive: 'text-destructive',
  notice: 'text-notice',
  purple: 'text-purple',
  blue: 'text-blue',
}

type SpinnerIconProps = {
  size?: SpinnerSize
  variant?: SpinnerVariant | 'inherit'
  className?: string
}

/**
 * The bare spinning glyph, hidden from assistive tech. Use it where the surrounding
 * element already says it is busy (a button with `aria-busy`); otherwise use `Spinner`.
 */
export function SpinnerIcon({ size = 'base', variant = 'default', className }: SpinnerIconProps) {
  const px = sizePx[size]
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
      focusable="false"
      // The spin is the only loading signal, so it keeps turning under reduced motion,
      // just slower (WCAG 2.3.3 exempts essential motion).
      className={clsx(
        'shrink-0 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]',
        variantClass[variant],
        className,
      )}
    >
      <circle cx="8" cy="8" r="6" stroke="currentColor" strokeOpacity={0.25} strokeWidth={2} />
      <path d="M14 8a6 6 0 0 0-6-6" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  )
}

export type SpinnerProps = SpinnerIconProps & {
  /** Accessible name of the status, e.g. "Loading instances". */
  label?: string
}

/** A spinner announced to screen readers as a status ("Loading" unless `label` says otherwise). */
export function Spinner({ label = 'Loading', ...iconProps }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex items-center">
      <SpinnerIcon {...iconProps} />
    </span>
  )
}

/** spec §9: once shown, a spinner stays up at least this long so it doesn't flash */
export const MIN_SPINNER_MS = 500

/**
 * `true` while `isLoading` is, and afterwards until `minMs` have passed since it first
 * became true. A load that finishes in 50 ms still shows the spinner for 500 ms instead of a
 * one-frame flicker. Loading again while the hold is running keeps it up without a gap.
 */
export function useMinimumDuration(isLoading: boolean, minMs = MIN_SPINNER_MS) {
  const [isHolding, setIsHolding] = useState(false)
  const shownAt = useRef<number | null>(null)

  useEffect(() => {
    if (isLoading) {
      shownAt.current ??= Date.now()
      setIsHolding(true)
      return
    }
    if (shownAt.current === null) return
    const remaining = shownAt.current + minMs - Date.now()
    const hide = () => {
      shownAt.current = null
      setIsHolding(false)
    }
    if (remaining <= 0) {
      hide()
      return
    }
    const timer = setTimeout(hide, remaining)
    return () => clearTimeout(timer)
  }, [isLoading, minMs])

  // Reading isLoading directly means the first loading render already shows the spinner;
  // isHolding only covers the tail after loading ends.
  return isLoading || isHolding
}

export type SpinnerLoaderProps = SpinnerProps & {
  isLoading: boolean
  /** Shown once loading is over and the minimum time has passed. */
  children?: ReactNode
  minTime?: number
}

/** Shows a `Spinner` while loading, held for at least `minTime` ms (spec §2, §9), then `children`. */
export function SpinnerLoader({
  isLoading,
  children,
  minTime = MIN_SPINNER_MS,
  ...spinnerProps
}: SpinnerLoaderProps) {
  const isShown = useMinimumDuration(isLoading, minTime)
  return isShown ? <Spinner {...spinnerProps} /> : <>{children}</>
}
