import { useId } from 'react'

import { Button } from './Button'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'

/** Choices in the "Rows per page" select (spec: 25, 50 or 100) */
export const PAGE_SIZES = [25, 50, 100]
/** spec §9 */
export const DEFAULT_PAGE_SIZE = 25

export type PaginationProps = {
  pageSize: number
  onPageSizeChange: (pageSize: number) => void
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  /** Rows on the current page. */
  itemCount: number
  /** 0-based position of this page's first row in the whole list (page index × page size). */
  pageStart: number
}

/**
 * Presentational bar under a table. The API pages with tokens and reports no total, so it
 * shows the current range ("26-50") rather than "of N".
 */
export function Pagination({
  pageSize,
  onPageSizeChange,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  itemCount,
  pageStart,
}: PaginationProps) {
  const selectId = useId()
  // a size set elsewhere (URL, saved preference) still shows as selected
  const sizes = PAGE_SIZES.includes(pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, pageSize].sort((a, b) => a - b)
  const range = itemCount > 0 ? `${pageStart + 1}-${pageStart + itemCount}` : 'No rows'

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-4 py-3 text-sm text-secondary"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={selectId}>Rows per page</label>
        <select
          id={selectId}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
          className="h-7 rounded-md border border-default bg-secondary px-2 text-default hover:border-secondary"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <span aria-live="polite" className="text-default tabular-nums">
          {range}
        </span>
        <Button variant="secondary" size="sm" disabled={!hasPrev} onClick={onPrev}>
          <ChevronLeftIcon width={14} height={14} />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={onNext}>
          Next
          <ChevronRightIcon width={14} height={14} />
        </Button>
      </div>
    </nav>
  )
}
