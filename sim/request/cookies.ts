// The Cookie header read once per request, for the session and for the serial console.

/**
 * The cookies of a Cookie header, read as browsers and the `cookie` package write them: the
 * first of a name wins, names and values trimmed of spaces and tabs, values percent-decoded
 * when they decode.
 */
export function requestCookies(header: string | null | undefined): Record<string, string> {
  const parsed: Record<string, string> = Object.create(null)
  if (!header || header.length < 2) return { ...parsed }
  // a loop, not a regex: `[ \t]+$` backtracks quadratically on long runs of blanks
  const trim = (str: string) => {
    let start = 0
    let end = str.length
    while (start < end && (str[start] === ' ' || str[start] === '\t')) start++
    while (end > start && (str[end - 1] === ' ' || str[end - 1] === '\t')) end--
    return str.slice(start, end)
  }
  const decode = (str: string) => {
    if (!str.includes('%')) return str
    try {
      return decodeURIComponent(str)
    } catch {
      return str
    }
  }
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = trim(part.slice(0, eq))
    if (parsed[name] === undefined) parsed[name] = decode(trim(part.slice(eq + 1)))
  }
  return { ...parsed }
}
