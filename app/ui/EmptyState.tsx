import type { ReactNode } from 'react'

export type EmptyStateProps = {
  /** An icon from `icons.tsx`; decorative. */
  icon?: ReactNode
  title: string
  body?: ReactNode
  /** Usually a link or button to create the first item, e.g. "New floating IP". */
  action?: ReactNode
}

/** Shown in place of an empty list: what belongs here and how to add one. */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      {icon && (
        <div className="mb-4 flex size-10 items-center justify-center rounded-lg bg-accent/10 text-accent [&_svg]:size-5">
          {icon}
        </div>
      )}
      <h2 className="text-base font-semibold text-default">{title}</h2>
      {body && <p className="mt-1 text-sm text-secondary">{body}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  )
}
