// The behaviours React Router's next major makes the default, all on, for the browser's
// router and the server's alike (a page rendered with one is hydrated by the other).
export const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const
