import { useId, type ReactNode } from 'react'

/** One titled group of the create form; the heading names the region. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="border-b border-default pb-8">
      <h2 id={id} className="text-base font-semibold text-default">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-secondary">{description}</p>}
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  )
}
