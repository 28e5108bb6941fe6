// The time range of the metrics pages: presets relative to now or a custom start and end,
// kept in the URL (`?range=3h`, or `?start=…&end=…` as ISO instants) so reload and back
// show the same charts, and the alignment window fitted to it.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const RANGE_PRESETS = [
  { key: '1h', label: 'Last hour', ms: HOUR },
  { key: '3h', label: 'Last 3 hours', ms: 3 * HOUR },
  { key: '1d', label: 'Last day', ms: DAY },
  { key: '1w', label: 'Last week', ms: 7 * DAY },
  { key: '30d', label: 'Last 30 days', ms: 30 * DAY },
] as const

export type RangePreset = (typeof RANGE_PRESETS)[number]['key']

export const DEFAULT_PRESET: RangePreset = '1h'

export type TimeRange =
  | { kind: 'preset'; preset: RangePreset }
  /** epoch milliseconds */
  | { kind: 'custom'; start: number; end: number }

const isPreset = (s: string | null): s is RangePreset => RANGE_PRESETS.some((p) => p.key === s)

export const presetOf = (key: RangePreset) => RANGE_PRESETS.find((p) => p.key === key)!

/**
 * The range the URL asks for. A custom range needs both ends, parsable, start before end;
 * anything else (a hand-edited or truncated URL) falls back to the default preset.
 */
export function rangeFromSearch(search: URLSearchParams): TimeRange {
  const start = Date.parse(search.get('start') ?? '')
  const end = Date.parse(search.get('end') ?? '')
  if (Number.isFinite(start) && Number.isFinite(end) && start < end) {
    return { kind: 'custom', start, end }
  }
  const preset = search.get('range')
  return { kind: 'preset', preset: isPreset(preset) ? preset : DEFAULT_PRESET }
}

/** `search` with the range's params in place of any earlier range's; other params stay. */
export function withRange(search: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const key of ['range', 'start', 'end']) next.delete(key)
  if (range.kind === 'custom') {
    next.set('start', new Date(range.start).toISOString())
    next.set('end', new Date(range.end).toISOString())
  } else if (range.preset !== DEFAULT_PRESET) {
    next.set('range', range.preset)
  }
  return next
}

/** Start and end in epoch ms; a preset ends at `now`. */
export function resolveRange(range: TimeRange, now: number) {
  if (range.kind === 'custom') return { start: range.start, end: range.end }
  return { start: now - presetOf(range.preset).ms, end: now }
}

// ---------------------------------------------------------------------------
// Custom range inputs (`<input type="datetime-local">`, in the browser's time zone)
// ---------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0')

/** The value a datetime-local input shows for an instant: `2025-01-06T09:42`, local time. */
export function toLocalInputValue(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The instant of a datetime-local value, read as local time; NaN when it is not one. */
export function fromLocalInputValue(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!m) return NaN
  const [, y, mo, d, h, mi, s = '0'] = m
  const date = new Date(+y, +mo - 1, +d, +h, +mi, +s)
  // Date rolls 2025-02-30 over to March; such a value is not a date
  return date.getMonth() === +mo - 1 && date.getDate() === +d ? date.getTime() : NaN
}

export type CustomRangeErrors = { start?: string; end?: string }

export type CustomRangeCheck =
  | { ok: true; range: { kind: 'custom'; start: number; end: number } }
  | { ok: false; errors: CustomRangeErrors }

/** Checks the custom range inputs: both times given, end after start, end not in the future. */
export function checkCustomRange(startValue: string, endValue: string, now: number) {
  const start = fromLocalInputValue(startValue)
  const end = fromLocalInputValue(endValue)
  const errors: CustomRangeErrors = {}
  if (!startValue) errors.start = 'Choose a start time'
  else if (Number.isNaN(start)) errors.start = 'Enter a valid start time'
  if (!endValue) errors.end = 'Choose an end time'
  else if (Number.isNaN(end)) errors.end = 'Enter a valid end time'
  // datetime-local has minute precision: an end within the current minute is "now"
  else if (end > now) errors.end = 'End time cannot be in the future'
  else if (!errors.start && end <= start) errors.end = 'End time must be after start time'
  if (errors.start || errors.end) return { ok: false, errors } satisfies CustomRangeCheck
  return { ok: true, range: { kind: 'custom', start, end } } satisfies CustomRangeCheck
}

// ---------------------------------------------------------------------------
// Alignment window
// ---------------------------------------------------------------------------

/** Most points a chart asks for: enough detail, few enough to read and to fetch quickly. */
export const MAX_CHART_POINTS = 100

// Windows a person can read at a glance. The shortest is 30 s: the rack's producers are
// polled about that often, so a shorter window would leave gaps in the lines.
const WINDOWS_S = [
  30,
  60,
  120,
  300,
  600,
  900,
  1800,
  3600,
  2 * 3600,
  3 * 3600,
  6 * 3600,
  12 * 3600,
  86400,
  2 * 86400,
  7 * 86400,
  30 * 86400,
]

/**
 * The `mean_within` window, in seconds, for a range of `rangeMs`: the shortest that keeps
 * the chart within `MAX_CHART_POINTS` points (1 hour → 1 m, a day → 15 m, 30 days → 12 h).
 */
export function alignWindowSeconds(rangeMs: number): number {
  const seconds = rangeMs / 1000
  return WINDOWS_S.find((w) => seconds / w <= MAX_CHART_POINTS) ?? WINDOWS_S[WINDOWS_S.length - 1]
}

/** The window in words, for "1-minute averages": `30-second`, `15-minute`, `2-hour`, `1-day`. */
export function windowLabel(seconds: number): string {
  const [n, unit] =
    seconds % 86400 === 0
      ? [seconds / 86400, 'day']
      : seconds % 3600 === 0
        ? [seconds / 3600, 'hour']
        : seconds % 60 === 0
          ? [seconds / 60, 'minute']
          : [seconds, 'second']
  return `${n}-${unit}`
}
