import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

/**
 * A bordered table with a sticky header. `border-separate` because with collapsed borders
 * the header's bottom border scrolls away under a sticky header.
 *
 * The header sticks to the nearest scrolling ancestor (normally the page's content area),
 * so don't wrap the table in an `overflow-*` box: that box would become the scroller and
 * the header would never stick.
 */
function TableRoot({ className, ...props }: ComponentProps<'table'>) {
  return (
    <table
      className={clsx(
        'w-full border-separate border-spacing-0 rounded-lg border border-default text-sm',
        className,
      )}
      {...props}
    />
  )
}

function TableHeader(props: ComponentProps<'thead'>) {
  return <thead {...props} />
}

function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  // the table's own border closes the last row
  return <tbody className={clsx('[&>tr:last-child>td]:border-b-0', className)} {...props} />
}

function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={clsx('hover:bg-raise', className)} {...props} />
}

function TableHeadCell({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={clsx(
        'sticky top-0 z-10 h-9 border-b border-default bg-raise px-3 text-left text-xs font-medium tracking-wide whitespace-nowrap text-secondary uppercase first:rounded-tl-lg last:rounded-tr-lg',
        className,
      )}
      {...props}
    />
  )
}

function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td className={clsx('h-11 border-b border-default px-3 text-default', className)} {...props} />
  )
}

/**
 * ```tsx
 * <Table aria-label="Floating IPs">
 *   <Table.Header><Table.Row><Table.HeadCell>Name</Table.HeadCell>…</Table.Row></Table.Header>
 *   <Table.Body><Table.Row><Table.Cell>web-1</Table.Cell>…</Table.Row></Table.Body>
 * </Table>
 * ```
 */
export const Table = Object.assign(TableRoot, {
  Header: TableHeader,
  Body: TableBody,
  Row: TableRow,
  HeadCell: TableHeadCell,
  Cell: TableCell,
})
