import { clsx } from 'clsx'
import type { ReactNode } from 'react'

export type BadgeColor = 'default' | 'accent' | 'destructive' | 'notice' | 'purple' | 'blue'

const colorClass: Record<BadgeColor, string> = {
  default: 'bg-tertiary text-secondary',
  accent: 'bg-accent/15 text-accent',
  destructive: 'bg-destructive/15 text-destructive',
  notice: 'bg-notice/15 text-notice',
  purple: 'bg-purple/15 text-purple',
  blue: 'bg-blue/15 text-blue',
}

export type BadgeProps = {
  color?: BadgeColor
  children: ReactNode
  className?: string
}

/**
 * A short status label (run state, disk state, "default"). The text carries the meaning;
 * colour only reinforces it, so it never needs to be read on its own.
 */
export function Badge({ color = 'default', children, className }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex h-5 items-center gap-1 rounded px-1.5 font-mono text-[11px] font-medium tracking-wide whitespace-nowrap uppercase',
        colorClass[color],
        className,
      )}
    >
      {children}
    </span>
  )
}
