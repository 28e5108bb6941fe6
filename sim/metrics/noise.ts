// Deterministic pseudo-randomness: every simulated number is a function of
// ids and times only, so the same query always gets the same answer (in any
// browser or Node, with no state kept between requests).

/** cyrb53: a fast 53-bit string hash with a good spread */
export function hash53(s: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** A number in [0, 1) fixed by `parts` */
export const unit = (...parts: Array<string | number>) => hash53(parts.join('|')) / 2 ** 53

/** A number in [lo, hi) fixed by `parts` */
export const between = (lo: number, hi: number, ...parts: Array<string | number>) =>
  lo + (hi - lo) * unit(...parts)

/** One of `options`, fixed by `parts` */
export const pick = <T>(options: readonly T[], ...parts: Array<string | number>): T =>
  options[Math.floor(unit(...parts) * options.length)]

/**
 * Roughly normal noise (mean 0, standard deviation 1) fixed by `parts`: the
 * sum of four uniforms, rescaled.
 */
export function gaussian(...parts: Array<string | number>): number {
  // one hash seeds four draws of a small generator (mulberry32): a sample
  // costs one hash, not four
  let state = hash53(parts.join('|')) >>> 0
  let sum = 0
  for (let i = 0; i < 4; i++) {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    sum += ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return (sum - 2) * Math.sqrt(3)
}

/**
 * An Oximeter-style timeseries key: a 64-bit hash of the timeseries name and
 * its fields, as a decimal string (the keys of `Table.timeseries`).
 */
export function timeseriesKey(name: string, fields: Record<string, unknown>): string {
  const canonical = [name, ...Object.keys(fields).sort()]
    .map((k, i) => (i === 0 ? k : `${k}=${JSON.stringify(fields[k])}`))
    .join(';')
  const hi = BigInt(hash53(canonical, 1) % 2 ** 32)
  const lo = BigInt(hash53(canonical, 2) % 2 ** 32)
  return ((hi << 32n) | lo).toString()
}
