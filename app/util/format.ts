// Display formatting for numbers, sizes and dates (spec §9).
//
// The locale is fixed to en-US: the console's copy is English, and numbers and dates should
// read the same as the text around them, in every browser and in tests.
const LOCALE = 'en-US'

// Intl formatters are costly to build (the first one in a page pays tens of ms of ICU
// start-up), so each is made on first use and kept.
const formatters = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
>()
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F {
  let format = formatters.get(key) as F | undefined
  if (!format) {
    format = make()
    formatters.set(key, format)
  }
  return format
}

// ---------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------

/** spec §9: compact notation ("1.23M") from here up */
export const COMPACT_THRESHOLD = 1e6
/** spec §9: engineering notation ("1.5E15") from here up; compact runs out of letters after T */
export const ENGINEERING_THRESHOLD = 1e15

const notationFormat = (notation: 'standard' | 'compact' | 'engineering') =>
  cached(
    `number:${notation}`,
    () => new Intl.NumberFormat(LOCALE, { notation, maximumFractionDigits: 2 }),
  )

// Just under 1e15 compact would print "1000T"; those values read better as "1E15".
const ROUNDS_TO_ENGINEERING = ENGINEERING_THRESHOLD - 0.005e12

/**
 * A count for display, at most 2 decimal digits: `1,234.57`, `12.35M`, `1.5E15`.
 * Takes bigints too (IPv6 pool sizes): `2n ** 64n` gives `18.45E18`.
 */
export function formatNumber(n: number | bigint): string {
  // -0 would print as "-0"
  if (n === 0) return '0'
  const abs = typeof n === 'bigint' ? (n < 0n ? -n : n) : Math.abs(n)
  if (abs >= ROUNDS_TO_ENGINEERING) return notationFormat('engineering').format(n)
  if (abs >= COMPACT_THRESHOLD) return notationFormat('compact').format(n)
  return notationFormat('standard').format(n)
}

/** Plain formatter with at most `digits` decimals. */
const decimalFormat = (digits: number, useGrouping: boolean) =>
  cached(
    `decimal:${digits}:${useGrouping}`,
    () => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits, useGrouping }),
  )

/**
 * Rounds half away from zero to `digits` decimals, returning a number (for arithmetic and
 * inputs; use `formatNumber` for display). `round(1.234, 2) === 1.23`.
 */
export function round(n: number, digits: number): number {
  // no grouping, so Number() can parse "1234.5"; + 0 turns -0 into 0
  return Number(decimalFormat(digits, false).format(n)) + 0
}

// ---------------------------------------------------------------------------
// Bytes (binary units; spec §9: sizes are 1024-based)
// ---------------------------------------------------------------------------

export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB
/** A full rack's raw storage is around a PiB, so utilization needs one unit past TiB. */
export const PiB = 1024 * TiB

export type BinaryUnit = 'B' | 'KiB' | 'MiB' | 'GiB' | 'TiB' | 'PiB'

const unitSizes: [BinaryUnit, number][] = [
  ['PiB', PiB],
  ['TiB', TiB],
  ['GiB', GiB],
  ['MiB', MiB],
  ['KiB', KiB],
  ['B', 1],
]

export const bytesToKiB = (bytes: number, digits = 2) => round(bytes / KiB, digits)
export const bytesToMiB = (bytes: number, digits = 2) => round(bytes / MiB, digits)
export const bytesToGiB = (bytes: number, digits = 2) => round(bytes / GiB, digits)
export const bytesToTiB = (bytes: number, digits = 2) => round(bytes / TiB, digits)

/**
 * The size in the largest unit that keeps the value at 1 or more, rounded to `digits`:
 * `splitBytes(1536) → { value: 1.5, unit: 'KiB' }`. A value that rounds up to 1024 moves to
 * the next unit (`MiB - 1` is `1 MiB`, not `1024 KiB`). Negative sizes keep their sign.
 */
export function splitBytes(bytes: number, digits = 2): { value: number; unit: BinaryUnit } {
  const abs = Math.abs(bytes)
  // largest first; fall back to plain bytes below 1 KiB
  let i = unitSizes.findIndex(([, size]) => abs >= size)
  if (i === -1) i = unitSizes.length - 1
  let value = round(bytes / unitSizes[i][1], digits)
  if (Math.abs(value) >= 1024 && i > 0) {
    i -= 1
    value = round(bytes / unitSizes[i][1], digits)
  }
  return { value, unit: unitSizes[i][0] }
}

/** `formatBytes(1.5 * GiB) === '1.5 GiB'`, `formatBytes(0) === '0 B'` */
export function formatBytes(bytes: number, digits = 2): string {
  const { value, unit } = splitBytes(bytes, digits)
  return `${decimalFormat(digits, true).format(value)} ${unit}`
}

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

type DateFormatOptions = {
  /** IANA zone; defaults to the viewer's. Tests pass 'UTC'. */
  timeZone?: string
}

let viewerZone: () => string | undefined = () => undefined

/**
 * Where the viewer's time zone comes from when it is not this process's: the server
 * renders each page in the zone its browser reported (`app/ssr/`). In the browser, unset:
 * the browser's own zone.
 */
export function setViewerTimeZoneLookup(lookup: () => string | undefined) {
  viewerZone = lookup
}

const dateTimeParts: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}
const dateParts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }

function formatWith(
  kind: 'datetime' | 'date',
  parts: Intl.DateTimeFormatOptions,
  date: Date,
  timeZone?: string,
) {
  if (Number.isNaN(date.getTime())) return 'Invalid date'
  timeZone ??= viewerZone()
  const format = cached(
    `${kind}:${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(LOCALE, { ...parts, timeZone }),
  )
  const text = format.format(date)
  // Newer ICU puts a narrow no-break space before AM/PM; a plain space reads the same,
  // matches across browsers and can be searched for.
  return text.replace(/[\u202f\u00a0]/g, ' ')
}

/** For table cells: `Nov 21, 2026, 11:41 PM`, in the viewer's time zone. */
export function formatDateTime(date: Date, { timeZone }: DateFormatOptions = {}) {
  return formatWith('datetime', dateTimeParts, date, timeZone)
}

/** Day only: `Nov 21, 2026`. */
export function formatDate(date: Date, { timeZone }: DateFormatOptions = {}) {
  return formatWith('date', dateParts, date, timeZone)
}

const relativeFormat = () =>
  cached('relative', () => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }))

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// largest first; a month is the average Gregorian month so 364 days is "11 months ago"
const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * DAY],
  ['month', 30.436875 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
]

/**
 * `5 minutes ago`, `yesterday`, `in 3 hours`. Under a minute either way is `just now`,
 * which also hides small clock differences between browser and server. Counts are
 * truncated, so 119 seconds is still `1 minute ago`.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const diff = date.getTime() - now.getTime()
  if (Number.isNaN(diff)) return 'Invalid date'
  const abs = Math.abs(diff)
  for (const [unit, size] of relativeUnits) {
    if (abs >= size) return relativeFormat().format(Math.trunc(diff / size), unit)
  }
  return 'just now'
}

// ---------------------------------------------------------------------------
// Rounding and estimates
// ---------------------------------------------------------------------------

/** spec §9: the ceiling for `nextMultipleOf10Capped` */
export const ROUND_UP_CEILING = 1023

/**
 * Rounds up to a multiple of 10, but never past 1023 (spec §9), e.g. to suggest a disk
 * size in GiB from an image size: 1 → 10, 20 → 20, 1015 → 1020, 1021 → 1023,
 * 5000 → 1023. Multiples of 10 stay as they are; NaN stays NaN.
 */
export function nextMultipleOf10Capped(n: number): number {
  return Math.min(Math.ceil(n / 10) * 10, ROUND_UP_CEILING) + 0 // + 0 turns -0 into 0
}

/** spec §9: share of raw storage that is usable after redundancy and overhead */
export const USABLE_STORAGE_FRACTION = 0.7
/** spec §9: nominal disk per sled */
export const DISK_PER_SLED_TiB = 32
/** spec §9: applied to the nominal disk size (≈ 10¹² / 2⁴⁰, the TB → TiB ratio) */
export const DISK_SIZE_FACTOR = 0.909

/**
 * Rough usable storage of `sledCount` sleds in whole TiB:
 * sleds × 32 × 0.909 × 0.7, rounded up (spec §9). One sled gives 21 TiB, 32 sleds 652 TiB.
 */
export function estimateUsableStorageTiB(sledCount: number): number {
  const usable = sledCount * DISK_PER_SLED_TiB * DISK_SIZE_FACTOR * USABLE_STORAGE_FRACTION
  // drop floating-point noise first, or an exact 21.0000000001 would round up to 22
  return Math.ceil(round(usable, 6))
}
