import { useId, type ReactNode } from 'react'

import { Skeleton } from './Skeleton'
import { Spinner } from './Spinner'

/** What a chart's data reads are doing, however many there are */
export type ChartStatus = {
  /** the first data has not arrived yet */
  isPending: boolean
  /** any fetch in flight */
  isFetching: boolean
  error: { message: string } | null
}

/**
 * A chart's frame: its title and what it shows, named for assistive technology, busy
 * while its data loads, with a small spinner while it refreshes data it already shows.
 * Until the first data is in it shows a placeholder, and a failed read's message; the
 * chart (or why there is none) otherwise.
 */
export function ChartFigure({
  title,
  description,
  status,
  children,
}: {
  title: string
  description: ReactNode
  status: ChartStatus
  children: ReactNode
}) {
  const titleId = useId()
  const descriptionId = useId()
  const { isPending, isFetching, error } = status
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={isFetching || undefined}
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
        {isFetching && !isPending && <Spinner size="sm" label={`Updating ${title}`} />}
      </figcaption>
      {isPending ? (
        <ChartLoading title={title} />
      ) : error ? (
        <ChartMessage heading={`Could not load ${title.toLowerCase()}`} error>
          {error.message}
        </ChartMessage>
      ) : (
        children
      )}
    </figure>
  )
}

/** The height every chart body keeps, loading or not, so the layout does not jump */
export const CHART_HEIGHT = 'h-[240px]'

/** A chart's body while its first data loads */
function ChartLoading({ title }: { title: string }) {
  return (
    <div className={`relative ${CHART_HEIGHT}`}>
      <Skeleton className="absolute inset-0" />
      <div className="absolute inset-0 flex items-center justify-center">
        <Spinner label={`Loading ${title}`} />
      </div>
    </div>
  )
}

/** A chart's body in place of the chart: why there is none (an error is announced) */
export function ChartMessage({
  heading,
  children,
  error,
}: {
  heading: ReactNode
  children: ReactNode
  error?: boolean
}) {
  return (
    <div
      role={error ? 'alert' : undefined}
      className={`flex ${CHART_HEIGHT} flex-col items-center justify-center px-6 text-center`}
    >
      <p className={`text-sm font-medium ${error ? 'text-destructive' : 'text-default'}`}>
        {heading}
      </p>
      <p className="mt-1 text-sm text-secondary">{children}</p>
    </div>
  )
}
