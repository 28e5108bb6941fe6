import { clsx } from 'clsx'

export type UsageTone = 'accent' | 'muted' | 'notice' | 'destructive'

const TONE: Record<UsageTone, string> = {
  accent: 'bg-accent',
  muted: 'bg-blue/60',
  notice: 'bg-notice',
  destructive: 'bg-destructive',
}

export type UsagePart = { value: number; tone: UsageTone }

/**
 * How much of a whole is used, as bars laid over one track, each from the left edge (e.g.
 * what is provisioned inside what quotas allocate inside the rack's capacity). A part past
 * the whole fills the track. Decorative: the numbers it draws must be written beside it.
 */
export function UsageBar({
  parts,
  max,
  className,
}: {
  parts: UsagePart[]
  max: number
  className?: string
}) {
  // the widest first, so each narrower part stays visible on top of it
  const layered = [...parts].sort((a, b) => b.value - a.value)
  return (
    <div
      aria-hidden="true"
      className={clsx('relative h-2 overflow-hidden rounded-full bg-tertiary', className)}
    >
      {layered.map((part, i) => {
        const share = max > 0 ? Math.min(1, Math.max(0, part.value / max)) : part.value > 0 ? 1 : 0
        return (
          <div
            key={i}
            className={clsx('absolute inset-y-0 left-0 rounded-full', TONE[part.tone])}
            style={{ width: `${share * 100}%` }}
          />
        )
      })}
    </div>
  )
}
