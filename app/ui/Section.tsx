import { useId, type ReactNode } from 'react'

type Props = {
  title: string
  /** A sentence under the title saying what the section is for or why it is limited. */
  description?: ReactNode
  /** Buttons that act on the section, on the title's line. */
  actions?: ReactNode
  children: ReactNode
}

/**
 * A titled part of a page or a long form. The heading names the region, so screen reader
 * users can jump between sections; a rule separates it from the next one.
 */
export function Section({ title, description, actions, children }: Props) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 border-b border-default pb-8 last:border-b-0 last:pb-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-base font-semibold text-default">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-secondary">{description}</p>}
        </div>
        {actions && <div className="flex gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  )
}
