import { clsx } from 'clsx'
import type { ReactNode } from 'react'

import { formatDateTime } from '~/util/format'

import { CopyToClipboard } from './CopyToClipboard'

/**
 * A resource's properties as label/value pairs (a description list), two to a line on wide
 * screens (`columns={1}` in a narrow side modal), label over value on a phone. Rows are `PropertiesTable.Row`; a `wide`
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
        // a narrow screen stacks the label over its value
        'grid min-w-0 grid-cols-1 gap-1 px-4 py-2.5 sm:grid-cols-[9rem_1fr] sm:items-center sm:gap-4',
        wide && 'md:col-span-2',
      )}
    >
      <dt className="text-xs font-medium tracking-wide text-secondary uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-default">{children}</dd>
    </div>
  )
}

/** The resource's id, in monospace with a button to copy it */
function PropertiesTableIdRow({ id, wide }: { id: string; wide?: boolean }) {
  return (
    <PropertiesTableRow label="ID" wide={wide}>
      <span className="flex items-center gap-1">
        <span className="truncate font-mono text-xs">{id}</span>
        <CopyToClipboard text={id} aria-label="Copy ID" />
      </span>
    </PropertiesTableRow>
  )
}

/** When the resource was created and last modified: two rows */
function PropertiesTableTimeRows({ created, modified }: { created: Date; modified: Date }) {
  return (
    <>
      <PropertiesTableRow label="Created">{formatDateTime(created)}</PropertiesTableRow>
      <PropertiesTableRow label="Modified">{formatDateTime(modified)}</PropertiesTableRow>
    </>
  )
}

export const PropertiesTable = Object.assign(PropertiesTableRoot, {
  Row: PropertiesTableRow,
  IdRow: PropertiesTableIdRow,
  TimeRows: PropertiesTableTimeRows,
})
