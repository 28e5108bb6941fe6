import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { useScrollRestoration } from '~/hooks/use-scroll-restoration'
import { useCurrentUser } from '~/hooks/use-current-user'
import { isNavCurrent } from '~/util/nav-current'
import { pb } from '~/util/path-builder'

import { Breadcrumbs } from './Breadcrumbs'
import { PaletteTrigger } from './palette/PaletteTrigger'
import { PrefetchLink } from './PrefetchLink'
import { UserMenu } from './UserMenu'

// the small screen's drawer comes when its Menu button is first pressed
const NavDrawer = lazy(() => import('./NavDrawer'))

export type NavItem = { to: string; label: string }

/** Sidebar navigation; links prefetch their page on hover or focus. */
export function SideNav({ label, items }: { label: string; items: NavItem[] }) {
  const { pathname } = useLocation()
  return (
    <nav aria-label={label} className="flex flex-col gap-0.5">
      {items.map((item) => (
        <PrefetchLink
          key={item.to}
          to={item.to}
          aria-current={isNavCurrent(pathname, item.to) ? 'page' : undefined}
          className="rounded px-2.5 py-1.5 text-sm text-secondary hover:bg-secondary hover:text-default aria-[current=page]:bg-accent/15 aria-[current=page]:text-accent"
        >
          {item.label}
        </PrefetchLink>
      ))}
    </nav>
  )
}

/** Operators switch between the silo and the system views (spec section 1). */
function ScopeSwitch() {
  const { isFleetViewer } = useCurrentUser()
  const { pathname } = useLocation()
  if (!isFleetViewer) return null
  const inSystem = pathname.startsWith(pb.system())
  const cls =
    'rounded px-2 py-0.5 text-xs font-medium text-secondary hover:text-default aria-[current=true]:bg-secondary aria-[current=true]:text-default'
  return (
    <nav aria-label="Scope" className="flex gap-1 rounded border border-default p-0.5">
      <PrefetchLink to={pb.projects()} className={cls} aria-current={inSystem ? undefined : 'true'}>
        Silo
      </PrefetchLink>
      <PrefetchLink to={pb.system()} className={cls} aria-current={inSystem ? 'true' : undefined}>
        System
      </PrefetchLink>
    </nav>
  )
}

/**
 * The signed-in page frame: top bar, sidebar, and the scrolling content pane that
 * the skip link targets (spec section 2). Below `md` the sidebar is a drawer opened by
 * the top bar's Menu button, and the top bar keeps only what fits.
 */
export function ConsoleShell({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  const contentRef = useRef<HTMLElement>(null)
  useScrollRestoration(contentRef)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  return (
    <div className="flex h-full min-h-0 flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded bg-accent px-3 py-2 text-inverse focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-default px-3 md:gap-4 md:px-4">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className="shrink-0 rounded border border-secondary px-2.5 py-1 text-sm text-default hover:bg-secondary md:hidden"
        >
          Menu
        </button>
        <Link
          to={pb.projects()}
          className="hidden shrink-0 text-sm font-semibold tracking-wide text-default md:block"
        >
          Rack Console
        </Link>
        <div className="hidden md:block">
          <ScopeSwitch />
        </div>
        <div className="min-w-0 flex-1">
          <Breadcrumbs />
        </div>
        <PaletteTrigger />
        <UserMenu />
      </header>
      <div className="flex min-h-0 flex-1">
        <aside className="hidden w-56 shrink-0 overflow-y-auto border-r border-default p-3 md:block">
          {sidebar}
        </aside>
        <main
          id="content"
          ref={contentRef}
          tabIndex={-1}
          className="min-w-0 flex-1 overflow-y-auto outline-none"
        >
          <div className="mx-auto max-w-6xl px-4 py-4 md:px-6 md:py-6">{children}</div>
        </main>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <NavDrawer onClose={closeDrawer}>
            <div className="mb-4 space-y-3">
              <ScopeSwitch />
            </div>
            {sidebar}
          </NavDrawer>
        </Suspense>
      )}
    </div>
  )
}
