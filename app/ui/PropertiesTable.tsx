import { clsx } from 'clsx'
import type { ReactNode } from 'react'

/**
 * A resource's properties as label/value pairs (a description list), two to a line on wide
 * screens (`columns={1}` in a narrow side modal). Rows are `PropertiesTable.Row`; a `wide`
 * row (an ID) takes a whole line, so put it last after an even number of rows.
 */
function PropertiesTableRoot({
  children,
  className,
  columns = 2,
}: {
  children: ReactNode
  className?: string
  columns?: 1 | 2
}) {
  return (
    <dl
      className={clsx(
        'grid rounded-lg border border-default bg-raise [&>div]:border-b [&>div]:border-default [&>div:last-child]:border-b-0',
        columns === 2 && 'md:grid-cols-2',
        className,
      )}
    >
      {children}
    </dl>
  )
}

function PropertiesTableRow({
  label,
  wide,
  children,
}: {
  label: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={clsx(
        'grid min-w-0 grid-cols-[9rem_1fr] items-center gap-4 px-4 py-2.5',
        wide && 'md:col-span-2',
      )}
    >
      <dt className="text-xs font-medium tracking-wide text-secondary uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-default">{children}</dd>
    </div>
  )
}

export const PropertiesTable = Object.assign(PropertiesTableRoot, { Row: PropertiesTableRow })
