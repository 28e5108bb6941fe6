import { clsx } from 'clsx'
import type { ReactNode } from 'react'

import { InfoIcon, WarningIcon } from './icons'

export type BannerProps = {
  variant?: 'info' | 'notice'
  /** Names the landmark, e.g. "Technical preview". Defaults to "Notice". */
  label?: string
  children: ReactNode
}

/**
 * Full-width bar at the very top of the page, e.g. the mock-mode technical-preview notice
 * (spec §2). It is a labelled region so it isn't stray content outside any landmark.
 */
export function Banner({ variant = 'info', label = 'Notice', children }: BannerProps) {
  const Icon = variant === 'notice' ? WarningIcon : InfoIcon
  return (
    <section
      aria-label={label}
      className={clsx(
        'flex w-full items-center justify-center gap-2 border-b px-4 py-1.5 text-center text-xs font-medium',
        variant === 'notice'
          ? 'border-notice/30 bg-notice/10 text-notice'
          : 'border-blue/30 bg-blue/10 text-blue',
      )}
    >
      <Icon width={14} height={14} className="shrink-0" />
      <span className="[&_a]:underline [&_a]:underline-offset-2">{children}</span>
    </section>
  )
}
