import { clsx } from 'clsx'

/** One placeholder bar; size it with `className` (e.g. "h-4 w-40"). Hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  // `shimmer` (styles.css) stops animating under prefers-reduced-motion
  return <div aria-hidden="true" className={clsx('shimmer rounded-md', className)} />
}

/**
 * Placeholder for a page whose data is loading: a header and a few table rows. Screen
 * readers hear "Loading" once (status role) and see the region as busy.
 */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">{label}</span>
      <div className="flex items-center justify-between border-b border-default pb-4">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-9 w-32" />
      </div>
      <div className="space-y-3">
        <Skeleton className="h-9 w-full" />
        {/* varied widths read as rows of content rather than one solid block */}
        {['w-11/12', 'w-4/5', 'w-5/6', 'w-2/3', 'w-3/4'].map((width) => (
          <Skeleton key={width} className={clsx('h-6', width)} />
        ))}
      </div>
    </div>
  )
}
