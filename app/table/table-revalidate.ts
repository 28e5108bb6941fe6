import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom'

// A table's filter, sort and page size live in the address, so typing in a filter is a
// navigation: left alone, React Router would run every loader of the page again on each
// key (and show the page as loading). The tables fetch what they need themselves.

/** A table's own search parameters: `q`, `sort`, `size`, or those with a `urlKey-` prefix */
const isTableParam = (key: string) => /(^|-)(q|sort|size)$/.test(key)

const withoutTableParams = (url: URL) => {
  const params = new URLSearchParams(url.search)
  for (const key of [...params.keys()]) if (isTableParam(key)) params.delete(key)
  params.sort()
  return `${url.pathname}?${params}`
}

/** Loaders run again unless only a table's parameters changed (a revalidation still runs) */
export function tableParamsOnly({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return withoutTableParams(currentUrl) === withoutTableParams(nextUrl)
    ? false
    : defaultShouldRevalidate
}

/** Gives every route without a rule of its own `tableParamsOnly` */
export const keepLoadersOnTableChange = (routes: RouteObject[]): RouteObject[] =>
  routes.map(
    (route) =>
      ({
        ...route,
        shouldRevalidate: route.shouldRevalidate ?? tableParamsOnly,
        ...(route.children && { children: keepLoadersOnTableChange(route.children) }),
      }) as RouteObject,
  )
