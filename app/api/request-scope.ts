// Whose page is being rendered. In the browser there is one user and one query cache, so
// there is no scope. On the Node server each page render has its own: the query cache its
// loaders fill (never shared, so one user's data cannot reach another's page) and the
// fetch that carries that user's session to the API. The server installs the lookup
// (`app/ssr/`) once; from then on, code that reads the cache outside a render is a bug and
// says so rather than falling back to a cache every session would share.
import type { QueryClient } from '@tanstack/react-query'

export interface RequestScope {
  queryClient: QueryClient
}

let lookup: (() => RequestScope | undefined) | null = null

/** Called once by the server renderer: from then on every cache read needs a scope. */
export function setRequestScopeLookup(find: () => RequestScope | undefined) {
  lookup = find
}

/** The page render this code runs for; undefined in the browser. */
export function currentScope(): RequestScope | undefined {
  if (!lookup) return undefined
  const scope = lookup()
  if (!scope) throw new Error('The query cache was read outside a page render on the server')
  return scope
}

/** Whether this code runs on the server (in a page render), not in the browser. */
export const onServer = () => lookup !== null

/**
 * Thrown by a loader whose answer only the browser can give (a redirect with a toast): the
 * server sends the client-rendered page instead, and the loader runs there.
 */
export class OnlyInBrowser extends Error {}
