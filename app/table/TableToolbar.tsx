import { useId, type ReactNode } from 'react'

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
