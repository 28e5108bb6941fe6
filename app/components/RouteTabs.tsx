import { PrefetchLink } from './PrefetchLink'

const tabClass =
  'shrink-0 border-b-2 border-transparent px-3 py-2 whitespace-nowrap text-sm text-secondary hover:text-default aria-[current=page]:border-accent aria-[current=page]:text-default'

/**
 * The tabs of a resource page (an instance, a VPC): links to its sub-routes, the current one
 * marked by the router (`aria-current="page"`). The sub-route renders in the page's outlet.
 * Tabs chosen by a query value instead (a silo's `?tab=ip-pools`) say which is `current`,
 * since the router matches paths only.
 */
export function RouteTabs({
  label,
  tabs,
}: {
  label: string
  tabs: Array<{ to: string; label: string; current?: boolean }>
}) {
  return (
    <nav
      aria-label={label} // on a narrow screen the row of tabs scrolls sideways on its own, not the page
      className="mb-6 flex gap-1 overflow-x-auto border-b border-default"
    >
      {tabs.map((tab) =>
        tab.current === undefined ? (
          <PrefetchLink key={tab.to} to={tab.to} nav className={tabClass}>
            {tab.label}
          </PrefetchLink>
        ) : (
          <PrefetchLink
            key={tab.to}
            to={tab.to}
            aria-current={tab.current ? 'page' : undefined}
            className={tabClass}
          >
            {tab.label}
          </PrefetchLink>
        ),
      )}
    </nav>
  )
}
