/**
 * Where the console sends a signed-out user, keeping the page they were on
 * (spec section 2: redirect_uri holds the current path plus query string).
 */
export function loginUrl(pathWithQuery: string) {
  return `/login?redirect_uri=${encodeURIComponent(pathWithQuery)}`
}

/**
 * A redirect_uri is followed only when it is a path on this origin. Absolute and
 * protocol-relative URLs (`https://evil.example`, `//evil.example`, `/\evil.example`)
 * are refused so the login page cannot be used as an open redirect.
 */
export function safeRedirect(uri: string | null | undefined, fallback = '/projects') {
  if (!uri || !uri.startsWith('/') || uri.startsWith('//') || uri.startsWith('/\\')) return fallback
  // control characters can make browsers read a path as a host
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(uri)) return fallback
  return uri
}
