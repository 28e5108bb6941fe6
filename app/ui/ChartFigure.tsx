import { useId, type ReactNode } from 'react'

import { Spinner } from './Spinner'

/**
 * A chart's frame: its title and what it shows, named for assistive technology, busy
 * while its data loads, with a small spinner while it refreshes data it already shows.
 */
export function ChartFigure({
  title,
  description,
  fetching,
  refreshing,
  children,
}: {
  title: string
  description: ReactNode
  /** any fetch in flight */
  fetching: boolean
  /** a fetch in flight over data already shown */
  refreshing: boolean
  children: ReactNode
}) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={fetching || undefined}
      className="min-w-0 rounded-lg border border-default bg-raise p-4"
    >
      <figcaption className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-sm font-semibold text-default">
            {title}
          </h3>
          <p id={descriptionId} className="mt-0.5 text-xs text-secondary">
            {description}
          </p>
        </div>
        {refreshing && <Spinner size="sm" label={`Updating ${title}`} />}
      </figcaption>
      {children}
    </figure>
  )
}
