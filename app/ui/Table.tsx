import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

/**
 * A bordered table with a sticky header. `border-separate` because with collapsed borders
 * the header's bottom border scrolls away under a sticky header.
 *
 * The header sticks to the nearest scrolling ancestor (normally the page's content area).
 * A box with `overflow-x: auto` around the table would become that scroller and the header
 * would never stick, yet on a narrow screen the table has to scroll sideways on its own
 * (the page must not). So the wrapper scrolls only below the `md` breakpoint, where the
 * header gives up sticking; on wider screens the wrapper is a plain box and the header
 * sticks as before. The name cell (`sticky` on a cell) stays at the left edge meanwhile.
 */
function TableRoot({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="max-md:overflow-x-auto max-md:overscroll-x-contain" data-table-scroll="">
      <table
        className={clsx(
          'w-full border-separate border-spacing-0 rounded-lg border border-default text-sm',
          className,
        )}
        {...props}
      />
    </div>
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
  return <tr className={clsx('group/row hover:bg-raise', className)} {...props} />
}

type CellProps = {
  /** Keep this cell in view when a narrow screen scrolls the table sideways (the name) */
  sticky?: boolean
}

// on narrow screens only (where the wrapper scrolls): opaque, so the cells sliding under
// it do not show through
const stickyHead = 'max-md:left-0 max-md:z-20'
const stickyCell =
  'max-md:sticky max-md:left-0 max-md:z-[1] max-md:bg-default max-md:group-hover/row:bg-raise'

function TableHeadCell({
  className,
  scope = 'col',
  sticky,
  ...props
}: ComponentProps<'th'> & CellProps) {
  return (
    <th
      scope={scope}
      className={clsx(
        'sticky top-0 z-10 h-9 border-b border-default bg-raise px-3 text-left text-xs font-medium tracking-wide whitespace-nowrap text-secondary uppercase first:rounded-tl-lg last:rounded-tr-lg',
        sticky && stickyHead,
        className,
      )}
      {...props}
    />
  )
}

function TableCell({ className, sticky, ...props }: ComponentProps<'td'> & CellProps) {
  return (
    <td
      className={clsx(
        'h-11 border-b border-default px-3 text-default',
        sticky && stickyCell,
        className,
      )}
      {...props}
    />
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
