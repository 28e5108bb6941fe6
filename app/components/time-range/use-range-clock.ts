import { useEffect, useState } from 'react'

import { pageNow } from '~/util/page-clock'

import { resolveRange, type TimeRange } from './time-range'

/** How often a range ending now moves on while auto-refresh is on */
const AUTO_REFRESH_MS = 60_000

/**
 * Where a chosen range starts and ends. A preset ends at this moment; Refresh and
 * auto-refresh move it to the present, and so does a new range (a pick, back or forward),
 * in the same render as the range itself, so no read goes out for the old range ending
 * at the new moment. Shared by the instance metrics and the utilization charts.
 */
export function useRangeClock(range: TimeRange) {
  const rangeKey = JSON.stringify(range)
  // the first render takes the page's moment: a server-rendered page hydrates with the server's
  const [clock, setClock] = useState(() => ({ rangeKey, now: pageNow() }))
  if (clock.rangeKey !== rangeKey) setClock({ rangeKey, now: Date.now() })
  const moveToPresent = () => setClock((c) => ({ ...c, now: Date.now() }))
  const [autoRefresh, setAutoRefresh] = useState(false)
  const isRelative = range.kind === 'preset'
  useEffect(() => {
    if (!autoRefresh || !isRelative) return
    const timer = window.setInterval(
      () => setClock((c) => ({ ...c, now: Date.now() })),
      AUTO_REFRESH_MS,
    )
    return () => window.clearInterval(timer)
  }, [autoRefresh, isRelative])
  const { start, end } = resolveRange(range, clock.now)
  return { start, end, now: clock.now, moveToPresent, autoRefresh, setAutoRefresh }
}
