import { PrefetchLink } from './PrefetchLink'

const tabClass =
  'border-b-2 border-transparent px-3 py-2 text-sm text-secondary hover:text-default aria-[current=page]:border-accent aria-[current=page]:text-default'

/**
 * The tabs of a resource page (an instance, a VPC): links to its sub-routes, the current one
 * marked by the router (`aria-current="page"`). The sub-route renders in the page's outlet.
 */
export function RouteTabs({
  label,
  tabs,
}: {
  label: string
  tabs: Array<{ to: string; label: string }>
}) {
  return (
    <nav aria-label={label} className="mb-6 flex gap-1 border-b border-default">
      {tabs.map((tab) => (
        <PrefetchLink key={tab.to} to={tab.to} nav className={tabClass}>
          {tab.label}
        </PrefetchLink>
      ))}
    </nav>
  )
}
