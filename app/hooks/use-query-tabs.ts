import type { ComponentType } from 'react'
import { useSearchParams } from 'react-router-dom'

/** A tab of a page whose tabs are chosen by its `tab` query value (`?tab=ip-pools`) */
export type QueryTab<P> = { key: string; label: string; Component: ComponentType<P> }

/**
 * The tab a page's `?tab=` names (the first when none or an unknown one is named), and
 * the links for `RouteTabs`: the first tab's link is the page's own path, without a query.
 */
export function useQueryTabs<P>(tabs: readonly QueryTab<P>[], path: string) {
  const [searchParams] = useSearchParams()
  const current = tabs.find((t) => t.key === searchParams.get('tab')) ?? tabs[0]
  const links = tabs.map((t, i) => ({
    to: i === 0 ? path : `${path}?${new URLSearchParams({ tab: t.key })}`,
    label: t.label,
    current: t === current,
  }))
  return { current, links }
}
