import { clsx } from 'clsx'
import { Link, useMatches, type UIMatch } from 'react-router-dom'

import type { RouteHandle } from '~/util/route-handle'

function toCrumb(match: UIMatch) {
  const handle = match.handle as RouteHandle | undefined
  const label =
    typeof handle?.crumb === 'function' ? handle.crumb(match.params, match.data) : handle?.crumb
  const to = typeof handle?.crumbTo === 'function' ? handle.crumbTo(match.params) : handle?.crumbTo
  return { label, to: to ?? match.pathname }
}

/**
 * Breadcrumbs from the matched routes' params (spec section 2). On a narrow top bar only
 * the last two show, after an ellipsis, and each truncates its own text (the last one
 * keeps the most room), so the trail never shrinks to bare separators.
 */
export function Breadcrumbs() {
  const crumbs = useMatches()
    .map(toCrumb)
    .filter((c): c is { label: string; to: string } => !!c.label)
  if (crumbs.length === 0) return null
  const firstShownNarrow = Math.max(0, crumbs.length - 2)
  return (
    <nav aria-label="Breadcrumbs" className="min-w-0">
      <ol className="flex items-center gap-1.5 text-sm text-secondary">
        {firstShownNarrow > 0 && (
          // what the hidden crumbs were; the links themselves are in the drawer's menu
          <li aria-hidden className="shrink-0 md:hidden">
            …
          </li>
        )}
        {crumbs.map((c, i) => {
          const isLast = i === crumbs.length - 1
          return (
            <li
              key={c.to + i}
              className={clsx(
                'min-w-0 items-center gap-1.5',
                i < firstShownNarrow ? 'hidden md:flex' : 'flex',
                // the one before the last keeps its width up to half the bar; the last
                // takes the rest, so neither shrinks to a bare ellipsis
                isLast ? 'shrink' : 'max-w-[50%] shrink-0 md:max-w-none md:shrink',
              )}
            >
              {i > 0 && (
                <span aria-hidden className="shrink-0">
                  /
                </span>
              )}
              {isLast ? (
                <span aria-current="page" className="truncate text-default">
                  {c.label}
                </span>
              ) : (
                <Link to={c.to} className="truncate hover:text-default">
                  {c.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
