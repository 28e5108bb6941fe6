// The actor and operation filters above the audit log. The actor applies when chosen; the
// operation when Enter is pressed or the field is left, so each change is one step in the
// URL and what is typed is never overwritten by a URL still catching up.
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'

import type { AuditLogEntry } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { siloUserView } from '~/api/queries/users'
import { Button } from '~/ui/Button'
import { FieldLabel } from '~/ui/FieldLabel'
import { Select } from '~/ui/Select'
import { TextInput } from '~/ui/TextInput'

import {
  ACTOR_KINDS,
  actorChoices,
  actorFilterLabel,
  actorKey,
  hasFilters,
  NO_FILTERS,
  operationChoices,
  type AuditLogFilters,
} from './audit-log-filter'

type Props = {
  filters: AuditLogFilters
  /** the entries fetched so far: the choices come from them */
  entries: AuditLogEntry[]
  onChange: (filters: AuditLogFilters) => void
}

/** A single actor's option; a silo user by display name, as the table names them */
function ActorOption({ value, entries }: { value: string; entries: AuditLogEntry[] }) {
  const actor = entries.find((e) => actorKey(e.actor) === value)?.actor
  const user = actor?.kind === 'silo_user' ? actor : undefined
  const { data } = useQuery({
    ...siloUserView({ userId: user?.siloUserId ?? '', silo: user?.siloId ?? '' }),
    enabled: !!user,
    throwOnError: false,
  })
  return (
    <option value={value}>{data ? `User ${data.displayName}` : actorFilterLabel(value)}</option>
  )
}

export function AuditLogFilterBar({ filters, entries, onChange }: Props) {
  const id = useId()
  const [operation, setOperation] = useState(filters.operation)
  // the URL changed without us (back, a shared link, Clear): show what it says
  const [shown, setShown] = useState(filters.operation)
  if (shown !== filters.operation) {
    setShown(filters.operation)
    setOperation(filters.operation)
  }
  const applyOperation = () => {
    if (operation.trim() !== filters.operation) onChange({ ...filters, operation })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    applyOperation()
  }
  const actors = actorChoices(entries, filters.actor)

  return (
    <form onSubmit={submit} aria-label="Filter entries" className="flex flex-wrap items-end gap-3">
      <div className="w-60">
        <FieldLabel htmlFor={`${id}-actor`}>Actor</FieldLabel>
        <Select
          id={`${id}-actor`}
          value={filters.actor}
          onChange={(e) => onChange({ ...filters, actor: e.target.value })}
        >
          <option value="">Anyone</option>
          <optgroup label="Kind">
            {ACTOR_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </optgroup>
          {actors.length > 0 && (
            <optgroup label="In the fetched entries">
              {actors.map((a) => (
                <ActorOption key={a} value={a} entries={entries} />
              ))}
            </optgroup>
          )}
        </Select>
      </div>
      <div className="w-60">
        <FieldLabel htmlFor={`${id}-operation`}>Operation</FieldLabel>
        <TextInput
          id={`${id}-operation`}
          mono
          value={operation}
          list={`${id}-operations`}
          placeholder="e.g. instance_"
          onChange={(e) => setOperation(e.target.value)}
          onBlur={applyOperation}
          aria-describedby={`${id}-operation-hint`}
        />
        <datalist id={`${id}-operations`}>
          {operationChoices(entries).map((op) => (
            <option key={op} value={op} />
          ))}
        </datalist>
        <span id={`${id}-operation-hint`} className="sr-only">
          Part of an operation id; press Enter to apply
        </span>
      </div>
      {/* named apart from the custom time range's Apply beside it */}
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
      {hasFilters(filters) && (
        <Button type="button" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </form>
  )
}
