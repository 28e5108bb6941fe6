// spec §5: an IP address is IPv4 or IPv6, else "Not a valid IP address".

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`)

export const isIpv4 = (s: string) => IPV4.test(s)

/** RFC 4291 text forms: eight groups, `::` once for a run of zeros, an IPv4 tail allowed */
export function isIpv6(s: string): boolean {
  const halves = s.split('::')
  if (halves.length > 2) return false
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const groups = halves.flatMap(groupsOf)
  let count = groups.length
  // a dotted IPv4 tail takes the place of the last two groups
  const last = groups.at(-1)
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false
    groups.pop()
    count += 1
  }
  if (!groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false
  return halves.length === 2 ? count <= 7 : count === 8
}

export const isIpAddress = (s: string) => isIpv4(s) || isIpv6(s)

export const IP_ADDRESS_MESSAGE = 'Not a valid IP address'

/**
 * spec §5: what is wrong with an IP network (`10.0.0.0/8`, `fd00::/48`), in the spec's
 * words, or undefined when nothing is. Each kind of wrong gets its own message: no single
 * slash or an empty side says the shape is wrong; an address that is not one says so, even
 * when the width is also wrong (the address comes first); then the width. Every test here is
 * a split or an anchored pattern without nested repetition: linear in the input.
 */
export function ipNetProblem(value: string): string | undefined {
  const parts = value.split('/')
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
    return 'Must contain an IP address and a width, separated by a /'
  }
  const [address, width] = parts
  if (!isIpAddress(address)) return IP_ADDRESS_MESSAGE
  if (!/^\d+$/.test(width)) return 'Width must be an integer'
  if (isIpv4(address) && Number(width) > 32) return 'Max width for IPv4 is 32'
  if (!isIpv4(address) && Number(width) > 128) return 'Max width for IPv6 is 128'
}

/** An address as a number (IPv4 in 32 bits, IPv6 in 128), or null; no embedded IPv4 */
export function addressValue(s: string): { v6: boolean; n: bigint } | null {
  if (isIpv4(s)) return { v6: false, n: s.split('.').reduce((n, o) => (n << 8n) | BigInt(o), 0n) }
  if (!isIpv6(s) || s.includes('.')) return null
  const [head, tail = ''] = s.split('::')
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const h = groups(head)
  const t = s.includes('::') ? groups(tail) : []
  const words = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t]
  return { v6: true, n: words.reduce((n, w) => (n << 16n) | BigInt(parseInt(w, 16)), 0n) }
}

/** Whether the network (`10.0.0.0/8`) holds the address; false for anything not valid */
export function netContains(net: string, address: string): boolean {
  if (ipNetProblem(net)) return false
  const [base, width] = net.split('/')
  const a = addressValue(address)
  const b = addressValue(base)
  if (!a || !b || a.v6 !== b.v6) return false
  const bits = BigInt(a.v6 ? 128 : 32)
  const shift = bits - BigInt(width)
  return a.n >> shift === b.n >> shift
}
