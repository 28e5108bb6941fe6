import type { ReactNode } from 'react'

/** An error about a whole form (not one field), announced as soon as it appears. */
export function ErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {children}
    </p>
  )
}
