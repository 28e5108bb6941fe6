import type { ReactNode } from 'react'

export type PageHeaderProps = {
  /** The page's only `<h1>`. */
  title: ReactNode
  /** Right after the title, outside the heading, e.g. a state badge. */
  status?: ReactNode
  /** Decorative icon before the title. */
  icon?: ReactNode
  /** Buttons or links on the right, e.g. "New floating IP". */
  actions?: ReactNode
}

export function PageHeader({ title, status, icon, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-4 border-b border-default pb-4">
      <div className="flex min-w-0 items-center gap-3">
        {icon && (
          <span aria-hidden="true" className="flex shrink-0 text-accent [&_svg]:size-5">
            {icon}
          </span>
        )}
        <h1 className="truncate text-xl font-semibold text-default">{title}</h1>
        {status}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  )
}
