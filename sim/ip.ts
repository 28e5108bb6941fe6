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
