// The time range of the utilization charts, in the URL as the instance metrics keep theirs
// (`?range=1d`, or `?start=…&end=…`), but a week by default: what is provisioned changes
// only when something is created, started, stopped or deleted, so an hour is mostly flat.
import {
  rangeFromSearch,
  withRange,
  type RangePreset,
  type TimeRange,
} from '~/components/time-range/time-range'

export const UTILIZATION_DEFAULT: RangePreset = '1w'

/** The range the URL asks for; none asked for is the last week. */
export function utilizationRange(search: URLSearchParams): TimeRange {
  if (!search.has('range') && !search.has('start') && !search.has('end')) {
    return { kind: 'preset', preset: UTILIZATION_DEFAULT }
  }
  return rangeFromSearch(search)
}

/**
 * `search` with `range` in place of the old one, other params kept. The metrics' own
 * default goes in the URL by name (it is not this page's default); this page's default
 * is left out.
 */
export function withUtilizationRange(search: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = withRange(search, range)
  if (range.kind === 'preset') {
    if (range.preset === UTILIZATION_DEFAULT) next.delete('range')
    else next.set('range', range.preset)
  }
  return next
}
