import type { PageQuery } from '~/api/client'

/** One page of a list, as the API answers it. */
export type Page<Row> = { items: Row[]; nextPage?: string | null }

/** What `listQuery(...)` returns: one page's query options for a token, a size and an order. */
export type PagedQuery<Row> = {
  page: (pageToken?: string, limit?: number, sortBy?: string) => PageQuery<Page<Row>>
}
