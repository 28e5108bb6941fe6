// How full an IP pool is. An IPv6 pool's counts go up to 2^128, far past what a JS number
// holds exactly (the contract sends them as whole doubles), so every count becomes a bigint
// and the arithmetic stays in bigints until the result is small (a share in hundredths of
// a percent).
import { formatNumber } from '~/util/format'

export type AddressUsage = { allocated: bigint; capacity: bigint }

/** `{ allocated: 12, capacity: 241 }` (IPv4) or `{ allocated: '0', capacity: '18446…' }` (IPv6) */
export const addressUsage = (counts: {
  allocated: number | string
  capacity: number | string
}): AddressUsage => ({ allocated: BigInt(counts.allocated), capacity: BigInt(counts.capacity) })

/**
 * The share allocated, in hundredths of a percent (0 to 10,000), rounded down so that a
 * pool reads full only when it is. A pool with no addresses is 0.
 */
export function usedHundredthsOfPercent({ allocated, capacity }: AddressUsage): number {
  if (capacity <= 0n) return 0
  const share = (allocated * 10_000n) / capacity
  return Number(share > 10_000n ? 10_000n : share)
}

/**
 * `4.97%`; a share too small to show as 0.01% but not nothing reads `<0.01%` (one address
 * of an IPv6 /64 is 5e-18 %), so a pool in use never reads as unused.
 */
export function formatUsedPercent(usage: AddressUsage): string {
  const hundredths = usedHundredthsOfPercent(usage)
  if (hundredths === 0 && usage.allocated > 0n) return '<0.01%'
  return `${formatNumber(hundredths / 100)}%`
}

/** `12 / 241`, `1.2M / 16.78M`, `3 / 18.45E18` (spec §9's number formatting) */
export const formatUsage = ({ allocated, capacity }: AddressUsage) =>
  `${formatNumber(allocated)} / ${formatNumber(capacity)}`
