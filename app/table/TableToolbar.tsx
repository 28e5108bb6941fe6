import { useId, type ReactNode } from 'react'

import { Button } from '~/ui/Button'
import { fieldClass } from '~/ui/TextInput'

type Props = {
  /** What the rows are, in lower case plural ("instances"): "Filter instances" */
  noun: string
  q: string
  onChange: (q: string) => void
  /** How far the filter reaches, said politely as it changes */
  status?: ReactNode
}

/** The filter box above a table, with the line that says what it covers */
export function TableToolbar({ noun, q, onChange, status }: Props) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <label htmlFor={id} className="sr-only">
        Filter {noun}
      </label>
      <input
        id={id}
        type="search"
        value={q}
        placeholder={`Filter ${noun}`}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        className={`${fieldClass} h-8 max-w-xs`}
      />
      <p role="status" className="text-sm text-secondary">
        {status}
      </p>
    </div>
  )
}

/** In place of the rows when the filter matches none: says so and offers to clear it */
export function NoMatch({ noun, q, onClear }: { noun: string; q: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-default px-4 py-10 text-sm text-secondary">
      <p>
        No {noun} match “{q}”
      </p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Clear filter
      </Button>
    </div>
  )
}
