// A table's view as the URL holds it (`?q=web&sort=name-desc&size=50`), so a filtered,
// sorted list can be shared, and which of its sorts the API can do itself. Pure: the hook
// that reads and writes the address is `use-table-state.ts`.

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '~/ui/Pagination'

export { DEFAULT_PAGE_SIZE, PAGE_SIZES }

export type Sort = { column: string; desc: boolean }
export type TableView = { q: string; sort: Sort | null; size: number | null }

/** The parameter names of a table, prefixed where a page shows two tables */
export const paramNames = (urlKey?: string) => {
  const p = urlKey ? `${urlKey}-` : ''
  return { q: `${p}q`, sort: `${p}sort`, size: `${p}size` }
}

export function readView(params: URLSearchParams, urlKey?: string): TableView {
  const names = paramNames(urlKey)
  const sortText = params.get(names.sort) ?? ''
  const match = /^(.+)-(asc|desc)$/.exec(sortText)
  const size = Number(params.get(names.size))
  return {
    q: params.get(names.q) ?? '',
    sort: match ? { column: match[1], desc: match[2] === 'desc' } : null,
    size: PAGE_SIZES.includes(size) ? size : null,
  }
}

/** A copy of `params` with the view's own keys set (or removed when default); others stay */
export function writeView(params: URLSearchParams, view: TableView, urlKey?: string) {
  const names = paramNames(urlKey)
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key)
  set(names.q, view.q)
  set(names.sort, view.sort && `${view.sort.column}-${view.sort.desc ? 'desc' : 'asc'}`)
  set(names.size, view.size && view.size !== DEFAULT_PAGE_SIZE ? String(view.size) : null)
  return next
}

/** Where a list's chosen page size is remembered in this browser */
export const pageSizeKey = (id: string) => `table-page-size:${id}`

/**
 * List operations whose `sort_by` is `NameOrIdSortMode` (the newest contract, and v14's
 * for the same lists): these sort by name on the rack. Others (id- or time-sorted lists,
 * the users directory among them) sort within what is loaded.
 */
const NAME_SORTED = new Set([
  'affinityGroupList',
  'antiAffinityGroupList',
  'certificateList',
  'currentUserSshKeyList',
  'diskList',
  'externalSubnetList',
  'floatingIpList',
  'imageList',
  'instanceList',
  'internetGatewayList',
  'ipPoolList',
  'projectList',
  'siloIdentityProviderList',
  'siloIpPoolList',
  'siloList',
  'siloSubnetPoolList',
  'snapshotList',
  'subnetPoolList',
  'systemIpPoolList',
  'systemSubnetPoolList',
  'vpcList',
  'vpcRouterList',
  'vpcRouterRouteList',
  'vpcSubnetList',
])

/**
 * The `sort_by` to send for a sort, or `undefined` when the API cannot do it (a sort of
 * another column, or an operation without name sorting). No sort sends nothing: the API's
 * own order.
 */
export function apiSortBy(operation: string, sort: Sort | null): string | undefined {
  if (!sort || sort.column !== 'name' || !NAME_SORTED.has(operation)) return undefined
  return sort.desc ? 'name_descending' : 'name_ascending'
}

/** A header's click: a new column sorts ascending, then descending, then not at all */
export const nextSort = (sort: Sort | null, column: string): Sort | null =>
  sort?.column !== column ? { column, desc: false } : sort.desc ? null : { column, desc: true }
