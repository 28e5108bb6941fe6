// IPv4 arithmetic for address allocation (the contract's guest and external
// addresses are IPv4 only), and MAC addresses for guest interfaces.

/** The address as a 32-bit number, or null if it is not dotted-quad IPv4 */
export function parseIpv4(s: string): number | null {
  const parts = s.split('.')
  if (parts.length !== 4) return null
  let n = 0
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null
    const octet = Number(part)
    if (octet > 255) return null
    n = n * 256 + octet
  }
  return n
}

/** An IPv4 range's ends as numbers (`{ first, last }` of an IP pool range), or null */
export function ipv4Range(range: { first: string; last: string }) {
  const first = parseIpv4(range.first)
  const last = parseIpv4(range.last)
  return first === null || last === null ? null : { first, last }
}

export function formatIpv4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')
}

/** First and last address of an IPv4 block such as `172.30.0.0/22` */
export function ipv4Block(cidr: string): { first: number; last: number } | null {
  const [addr, width] = cidr.split('/')
  const base = parseIpv4(addr)
  const bits = Number(width)
  if (base === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return null
  const size = 2 ** (32 - bits)
  const first = base - (base % size)
  return { first, last: first + size - 1 }
}

/**
 * Nexus reserves the first five addresses of every VPC subnet (network,
 * gateway, DNS…) and the last one (broadcast), so guests get the rest.
 */
export const RESERVED_AT_START = 5

/** The guest addresses of a subnet block, or null for a block too small to hold any */
export function guestRange(cidr: string): { first: number; last: number } | null {
  const block = ipv4Block(cidr)
  if (!block) return null
  const first = block.first + RESERVED_AT_START
  const last = block.last - 1
  return first <= last ? { first, last } : null
}

/** The first address in `ranges` (in order) that `isTaken` rejects not */
export function firstFree(
  ranges: ReadonlyArray<{ first: number; last: number }>,
  isTaken: (ip: string) => boolean,
): string | null {
  for (const range of ranges) {
    for (let n = range.first; n <= range.last; n++) {
      const ip = formatIpv4(n)
      if (!isTaken(ip)) return ip
    }
  }
  return null
}

/**
 * A random MAC in Oxide's range for guest interfaces
 * (`A8:40:25:F0:00:00` – `A8:40:25:FE:FF:FF`), upper case as Nexus shows it.
 */
export function randomGuestMac(isTaken: (mac: string) => boolean): string {
  for (;;) {
    const [a, b, c] = crypto.getRandomValues(new Uint8Array(3))
    const bytes = [0xa8, 0x40, 0x25, 0xf0 + (a % 0x0f), b, c]
    const mac = bytes.map((x) => x.toString(16).padStart(2, '0').toUpperCase()).join(':')
    if (!isTaken(mac)) return mac
  }
}

/** The address as a 128-bit number, or null if it is not IPv6 (`::ffff:1.2.3.4` is) */
export function parseIpv6(s: string): bigint | null {
  let text = s
  // an IPv4 address in the last 32 bits counts as two groups
  const lastColon = s.lastIndexOf(':')
  if (lastColon >= 0 && s.indexOf('.', lastColon) > 0) {
    const v4 = parseIpv4(s.slice(lastColon + 1))
    if (v4 === null) return null
    text = `${s.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groups(halves[0])
  const tail = halves.length === 2 ? groups(halves[1]) : []
  if (![...head, ...tail].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const words = [...head, ...Array<string>(missing).fill('0'), ...tail]
  return words.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n)
}

/** An IPv6 address as Rust prints it (RFC 5952: the longest run of zero words as `::`) */
export function formatIpv6(n: bigint): string {
  const words = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(16 * (7 - i))) & 0xffffn))
  // an IPv4-mapped address prints its last 32 bits as IPv4
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) {
    return `::ffff:${formatIpv4(words[6] * 65536 + words[7])}`
  }
  let best = { at: -1, len: 0 }
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && words[j] === 0) j++
    if (j - i > best.len && j - i >= 2) best = { at: i, len: j - i }
    i = j === i ? i + 1 : j
  }
  const hex = words.map((w) => w.toString(16))
  if (best.at < 0) return hex.join(':')
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.len).join(':')}`
}

/**
 * An IP network `addr/width` as the numbers it spans, and its address as written
 * (`addr`, host bits kept: `10.0.0.1/24` is no network address); null if it is not one
 */
export function ipNet(
  cidr: string,
): { v6: boolean; addr: bigint; first: bigint; last: bigint; width: number } | null {
  const slash = cidr.lastIndexOf('/')
  if (slash < 0) return null
  const addr = cidr.slice(0, slash)
  const width = Number(cidr.slice(slash + 1))
  const v4 = parseIpv4(addr)
  const bits = v4 === null ? 128 : 32
  const n = v4 === null ? parseIpv6(addr) : BigInt(v4)
  if (n === null || !Number.isInteger(width) || width < 0 || width > bits) return null
  const size = 1n << BigInt(bits - width)
  const first = n - (n % size)
  return { v6: v4 === null, addr: n, first, last: first + size - 1n, width }
}

/** A network as Rust's `oxnet` prints it: its address as written, then its width */
export const formatIpNet = (net: { v6: boolean; addr: bigint; width: number }) =>
  `${formatIp(net.v6, net.addr)}/${net.width}`

/** Whether two networks of the same family share an address */
export const netsOverlap = (a: string, b: string) => {
  const x = ipNet(a)
  const y = ipNet(b)
  return !!x && !!y && x.v6 === y.v6 && x.first <= y.last && y.first <= x.last
}

/** An IP range of either family, its ends as numbers */
export type IpRangeNumbers = { v6: boolean; first: bigint; last: bigint }

/**
 * An IP pool range (`{ first, last }`, both of one family) as numbers, or null if
 * its ends are not addresses of one family. Its order is not checked.
 */
export function ipRange(range: { first: string; last: string }): IpRangeNumbers | null {
  const first4 = parseIpv4(range.first)
  const last4 = parseIpv4(range.last)
  if (first4 !== null && last4 !== null) {
    return { v6: false, first: BigInt(first4), last: BigInt(last4) }
  }
  const first6 = parseIpv6(range.first)
  const last6 = parseIpv6(range.last)
  if (first6 === null || last6 === null || first4 !== null || last4 !== null) return null
  return { v6: true, first: first6, last: last6 }
}

/** An address of the family as Rust prints it */
export const formatIp = (v6: boolean, n: bigint) => (v6 ? formatIpv6(n) : formatIpv4(Number(n)))

/** Whether two ranges share an address (ranges of different families never do) */
export const rangesOverlap = (a: IpRangeNumbers, b: IpRangeNumbers) =>
  a.v6 === b.v6 && a.first <= b.last && b.first <= a.last

/** Whether the address (text of either family) lies in the range */
export function rangeHolds(range: IpRangeNumbers, ip: string): boolean {
  const v4 = parseIpv4(ip)
  const n = v4 !== null ? BigInt(v4) : parseIpv6(ip)
  return n !== null && (v4 === null) === range.v6 && range.first <= n && n <= range.last
}
