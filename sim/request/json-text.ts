// JSON request bodies as Nexus reads them (serde_json under Dropshot): the same limits
// and the same words for what is wrong, with the line and column serde_json reports.
//
// The happy path is the engine's own `JSON.parse`, which is fast and does not recurse.
// Only when something is wrong does `syntaxError` walk the text to find serde_json's
// message and position, and `locate` find where a bad value sits.

import { isHex } from './patterns'

/** serde_json refuses documents nested deeper than this. */
export const MAX_DEPTH = 128

export type Position = { line: number; column: number }
/**
 * A problem and where serde_json stood: it has read the byte at `offset`, or with
 * `firstByte` only the first byte of the character there (the byte it refused).
 */
export type SyntaxProblem = { message: string; offset: number; firstByte?: boolean }

/**
 * serde_json's position once it has read the character at `offset` (0-based): the line,
 * and the count of bytes read on that line. A newline just read starts the next line.
 * With `firstByte`, only the first byte of that character was read: serde_json stops
 * at the first byte that cannot begin what it expects, such as a byte-order mark.
 */
export function positionOf(text: string, offset: number, firstByte = false): Position {
  const partial = firstByte && text.charCodeAt(offset) >= 0x80
  const read = text.slice(0, partial ? offset : offset + 1)
  const lineStart = read.lastIndexOf('\n') + 1
  let line = 1
  for (let i = read.indexOf('\n'); i >= 0 && i < lineStart; i = read.indexOf('\n', i + 1)) line++
  // serde_json counts bytes; the text is UTF-8 on the wire
  const column = new TextEncoder().encode(read.slice(lineStart)).length + (partial ? 1 : 0)
  return { line, column }
}

export const at = (text: string, offset: number, firstByte = false) => {
  const { line, column } = positionOf(text, offset, firstByte)
  return `at line ${line} column ${column}`
}

const WS = new Set([' ', '\t', '\n', '\r'])

/**
 * The first problem serde_json would report for a text `JSON.parse` refused, or that
 * nests deeper than `MAX_DEPTH`; null when the text is a well-formed, shallow enough
 * JSON document. Linear in the text; its recursion is bounded by `MAX_DEPTH`.
 */
export function syntaxError(text: string): SyntaxProblem | null {
  const n = text.length
  let i = 0
  let depth = 0
  // serde_json reports a refused byte having read only that byte of its character
  const fail = (message: string, offset = i): SyntaxProblem => ({
    message,
    offset: Math.min(offset, n - 1),
    firstByte: true,
  })
  const eof = (what: string): SyntaxProblem => ({
    message: `EOF while parsing ${what}`,
    offset: n - 1,
  })
  const skipWs = () => {
    while (i < n && WS.has(text[i])) i++
  }

  // Each reader starts at the value's first byte and leaves i just past its end.
  function value(): SyntaxProblem | null {
    skipWs()
    if (i >= n) return eof('a value')
    const c = text[i]
    if (c === '"') return string()
    if (c === '-' || (c >= '0' && c <= '9')) return number()
    if (c === '[' || c === '{') return container(c)
    for (const word of ['true', 'false', 'null']) {
      if (c !== word[0]) continue
      for (let k = 0; k < word.length; k++, i++) {
        if (i >= n) return eof('a value')
        if (text[i] !== word[k]) return fail('expected ident')
      }
      return null
    }
    return fail('expected value')
  }

  function string(): SyntaxProblem | null {
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i)
      if (c === 34) {
        i++
        return null
      }
      if (c < 0x20) return fail('control character (\\u0000-\\u001F) found while parsing a string')
      if (c !== 92) continue
      i++
      if (i >= n) break
      if (text[i] === 'u') {
        for (let k = 0; k < 4; k++) {
          i++
          if (i >= n) return eof('a string')
          if (!isHex(text.charCodeAt(i))) return fail('invalid escape')
        }
      } else if (!'"\\/bfnrt'.includes(text[i])) return fail('invalid escape')
    }
    return eof('a string')
  }

  function number(): SyntaxProblem | null {
    const digits = () => {
      const start = i
      while (i < n && text[i] >= '0' && text[i] <= '9') i++
      return i - start
    }
    if (text[i] === '-') i++
    if (i >= n) return eof('a value')
    if (text[i] === '0') i++
    else if (digits() === 0) return fail('invalid number')
    if (text[i] === '.') {
      i++
      if (digits() === 0) return i >= n ? eof('a value') : fail('invalid number')
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++
      if (text[i] === '+' || text[i] === '-') i++
      if (digits() === 0) return i >= n ? eof('a value') : fail('invalid number')
    }
    return null
  }

  function container(open: string): SyntaxProblem | null {
    if (++depth > MAX_DEPTH) return fail('recursion limit exceeded')
    const isObject = open === '{'
    const close = isObject ? '}' : ']'
    const what = isObject ? 'an object' : 'a list'
    i++
    skipWs()
    if (text[i] === close) {
      i++
      depth--
      return null
    }
    for (;;) {
      const problem = isObject ? member() : value()
      if (problem) return problem
      skipWs()
      if (i >= n) return eof(what)
      if (text[i] === close) {
        i++
        depth--
        return null
      }
      if (text[i] !== ',') return fail(isObject ? 'expected `,` or `}`' : 'expected `,` or `]`')
      i++
      skipWs()
      if (text[i] === close) return fail('trailing comma')
    }
  }

  function member(): SyntaxProblem | null {
    skipWs()
    if (i >= n) return eof('an object')
    if (text[i] !== '"') return fail('key must be a string')
    const problem = string()
    if (problem) return problem
    skipWs()
    if (i >= n) return eof('an object')
    if (text[i] !== ':') return fail('expected `:`')
    i++
    return value()
  }

  const problem = value()
  if (problem) return problem
  skipWs()
  return i < n ? fail('trailing characters') : null
}

/** Where a located value sits in the text: its first byte and one past its last. */
export type Span = { start: number; end: number }

// Steps through text known to be well-formed JSON (JSON.parse took it), for the
// walks below that only run once the engine's parser has said yes.

/** The index past the whitespace at `i`. */
export function skipWs(text: string, i: number): number {
  while (i < text.length && WS.has(text[i])) i++
  return i
}

/** The index past the string whose opening quote is at `i`. */
function stringEnd(text: string, i: number): number {
  // the engine's search, not a loop per character: bulk writes carry megabytes of base64
  let end = text.indexOf('"', i + 1)
  while (isEscaped(text, end)) end = text.indexOf('"', end + 1)
  return end + 1
}

/** The index past the value that starts at `i` (no whitespace before it). */
function valueEnd(text: string, i: number): number {
  const c = text[i]
  if (c === '"') return stringEnd(text, i)
  if (c !== '[' && c !== '{') {
    while (i < text.length && !WS.has(text[i]) && !',]}'.includes(text[i])) i++
    return i
  }
  let depth = 0
  for (; i < text.length; i++) {
    const d = text[i]
    if (d === '"') i = stringEnd(text, i) - 1
    else if (d === '[' || d === '{') depth++
    else if ((d === ']' || d === '}') && --depth === 0) break
  }
  return i + 1
}

/**
 * Calls `visit` for each member of the container that starts at `i` with its key (the
 * index in an array) and the index where its value starts; `visit` returns the index
 * past that value. Returns the index past the container.
 */
function eachMember(
  text: string,
  i: number,
  visit: (key: string | number, valueStart: number) => number,
  /** told where each key of an object ends (past its closing quote) */
  keyRead?: (keyEnd: number) => void,
): number {
  const isObject = text[i] === '{'
  i++
  for (let index = 0; ; index++) {
    i = skipWs(text, i)
    if (text[i] === ']' || text[i] === '}') return i + 1
    let key: string | number = index
    if (isObject) {
      const keyEnd = stringEnd(text, i)
      keyRead?.(keyEnd)
      key = JSON.parse(text.slice(i, keyEnd)) as string
      i = skipWs(text, keyEnd) + 1 // past the colon
    }
    i = skipWs(text, visit(key, skipWs(text, i)))
    if (text[i] === ',') i++
  }
}

/**
 * The span of the value at `path` (object keys and array indexes), in a text known to
 * be well-formed and shallow. Used only to word an error, so it may take its time;
 * null when the path is not in the text.
 */
export function locate(text: string, path: readonly (string | number)[]): Span | null {
  const start = skipWs(text, 0)
  let current: Span = { start, end: valueEnd(text, start) }
  for (const step of path) {
    if (text[current.start] !== '[' && text[current.start] !== '{') return null
    let found: Span | null = null
    eachMember(text, current.start, (key, valueStart) => {
      const end = valueEnd(text, valueStart)
      // of a repeated key, serde reads (and refuses) the first
      if (key === step && !found) found = { start: valueStart, end }
      return end
    })
    if (!found) return null
    current = found
  }
  return current
}

/**
 * A key an object of the text repeats: `before` counts the distinct keys read before
 * the repeat, `offset` is the repeated key's closing quote, where serde_json stands
 * when a struct refuses it (`duplicate field`), and `first` is the value the key had
 * first (`JSON.parse` keeps only the last), which serde reads before it gets there.
 */
export type RepeatedKey = { key: string; before: number; offset: number; first: unknown }

/**
 * The repeated keys of every object in `text`, keyed by the object `JSON.parse` made of
 * it (`value`), in document order. `JSON.parse` keeps the last value of a repeated key;
 * serde refuses the repeat in a struct, so the checker needs to know where it was.
 * Linear in the text; most bodies repeat nothing and get an empty map.
 */
export function repeatedKeys(text: string, value: unknown): WeakMap<object, RepeatedKey[]> {
  const found = new WeakMap<object, RepeatedKey[]>()
  const walk = (v: unknown, i: number): number => {
    const c = text[i]
    if (c !== '{' && c !== '[') return valueEnd(text, i)
    if (v === null || typeof v !== 'object') return valueEnd(text, i)
    const container = v as Record<string | number, unknown>
    const seen = new Map<string | number, Span>()
    let keyEnd = i
    return eachMember(
      text,
      i,
      (key, valueStart) => {
        const earlier = c === '{' ? seen.get(key) : undefined
        if (earlier) {
          const slice = text.slice(earlier.start, earlier.end)
          const first = markFractions(slice, JSON.parse(slice))
          const repeats = found.get(container) ?? []
          // serde_json has also read the whitespace after the key when it reports
          const offset = skipWs(text, keyEnd) - 1
          repeats.push({ key: String(key), before: seen.size, offset, first })
          found.set(container, repeats)
          return valueEnd(text, valueStart)
        }
        const end = walk(container[key], valueStart)
        seen.set(key, { start: valueStart, end })
        return end
      },
      (end) => (keyEnd = end),
    )
  }
  walk(value, skipWs(text, 0))
  return found
}

/** A number the text wrote with a fraction or an exponent: serde_json reads it as f64. */
export class Fraction {
  constructor(readonly value: number) {}
  /** How serde shows it: always with a decimal point (`1.0`, `1000.0`). */
  toString() {
    return Number.isInteger(this.value) ? `${this.value}.0` : String(this.value)
  }
}

/**
 * `value` (what `JSON.parse` made of `text`) with every number the text wrote as `1.0` or
 * `1e3` wrapped in a `Fraction`, since the contract's integers refuse those and
 * `JSON.parse` cannot tell them from `1`. Most bodies have none and pass untouched after
 * one scan; strings are skipped with the engine's own search.
 */
export function markFractions(text: string, value: unknown): unknown {
  if (!hasFraction(text)) return value
  // walks the text and its parsed value together (depth was checked before); where
  // they part, as under a repeated key whose last value won, the text is skipped
  const walk = (v: unknown, i: number, set: (marked: unknown) => void): number => {
    const c = text[i]
    if (c === '[' || c === '{') {
      const matches = c === '[' ? Array.isArray(v) : v !== null && typeof v === 'object'
      if (!matches) return valueEnd(text, i)
      const container = v as Record<string | number, unknown>
      return eachMember(text, i, (key, valueStart) =>
        walk(container[key], valueStart, (marked) => (container[key] = marked)),
      )
    }
    const end = valueEnd(text, i)
    if (typeof v === 'number' && /[.eE]/.test(text.slice(i, end))) set(new Fraction(v))
    return end
  }
  let marked = value
  walk(value, skipWs(text, 0), (m) => (marked = m))
  return marked
}

/** Whether a number outside the strings of `text` has a fraction or an exponent. */
function hasFraction(text: string): boolean {
  let i = 0
  while (i < text.length) {
    const quote = text.indexOf('"', i)
    const outside = text.slice(i, quote < 0 ? text.length : quote)
    if (/[.eE]/.test(outside.replace(/true|false/g, ''))) return true
    if (quote < 0) return false
    // to the closing quote, past escaped ones
    let end = text.indexOf('"', quote + 1)
    while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1)
    if (end < 0) return false
    i = end + 1
  }
  return false
}

const isEscaped = (text: string, at: number) => {
  let backslashes = 0
  while (text[at - 1 - backslashes] === '\\') backslashes++
  return backslashes % 2 === 1
}
