import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'

import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageSizeKey,
  readView,
  writeView,
  type TableView,
} from './table-state'

/**
 * A table's filter, sort and page size, kept in the address (other parameters, such as a
 * page's `?tab=`, stay). The page size is also remembered per list in this browser: read
 * after the first render, since storage is not there on the server and may throw.
 */
export function useTableState(id: string, urlKey?: string) {
  const [params, setParams] = useSearchParams()
  const view = readView(params, urlKey)
  const [storedSize, setStoredSize] = useState<number | null>(null)
  // the filter box's text, ahead of the address: the address follows a navigation later,
  // and a box fed from it would lose keys typed in between (and its caret)
  const [text, setText] = useState(view.q)
  const navigation = useNavigationType()
  const { key } = useLocation()
  useEffect(() => {
    // back, forward or a link to the list: the address says what the box holds
    if (navigation !== 'REPLACE') setText(readView(params, urlKey).q)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new location only
  }, [key])

  useEffect(() => {
    try {
      const size = Number(localStorage.getItem(pageSizeKey(id)))
      if (PAGE_SIZES.includes(size)) setStoredSize(size)
    } catch {
      // no storage: the default size
    }
  }, [id])

  const update = useCallback(
    (change: Partial<TableView>) =>
      // replace: typing in the filter should not add a history entry per key
      setParams((prev) => writeView(prev, { ...readView(prev, urlKey), ...change }, urlKey), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams, urlKey],
  )

  const setPageSize = (size: number) => {
    setStoredSize(size)
    try {
      localStorage.setItem(pageSizeKey(id), String(size))
    } catch {
      // kept in the address only
    }
    update({ size })
  }

  const setQ = (q: string) => {
    setText(q)
    update({ q })
  }

  return {
    q: text,
    setQ,
    sort: view.sort,
    pageSize: view.size ?? storedSize ?? DEFAULT_PAGE_SIZE,
    update,
    setPageSize,
  }
}
