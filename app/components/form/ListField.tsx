import { useRef, useState } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { Button } from '~/ui/Button'
import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { Select } from '~/ui/Select'
import { TextInput } from '~/ui/TextInput'

import { useFieldA11y } from './field-a11y'
import { usePendingEntry } from './pending-entries'

/** spec §5: a list whose items must differ; forms whose lists are checked whole say it too */
export const UNIQUE_MESSAGE = 'Items must be unique'

/** An item of the list: a plain value (a port range), or a kind and a value (a target) */
export type ListItem = string | { type: string; value: string }

type Props<T extends FieldValues> = {
  control: Control<T>
  /** a `ListItem[]` field */
  name: FieldPath<T>
  /** The list's name: "Targets" */
  label: string
  hint?: string
  /** The kinds an item may have; without them the items are plain values */
  kinds?: ReadonlyArray<{ value: string; label: string }>
  /** Checks a new item's (trimmed) text, of the kind chosen: the value to keep, or why not */
  parse: (text: string, kind: string) => { value: string } | { problem: string }
  /** How an item reads in the list */
  describe: (item: ListItem) => string
  /** What the list means when it is empty: "Any" */
  empty: string
}

const keyOf = (item: ListItem) => (typeof item === 'string' ? item : `${item.type}:${item.value}`)

/**
 * A list built one item at a time: a kind (when there are kinds), a value and an Add button
 * (Enter adds too), the items each with a remove button. A value that is not valid, or is
 * already in the list, is refused where it was typed and stays there to be fixed. Text left
 * in the box when the form is submitted is added then (or dropped if the list has it), or
 * stops the submit with the same message (`usePendingEntry`).
 */
export function ListField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  kinds,
  parse,
  describe,
  empty,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const items: ListItem[] = Array.isArray(field.value) ? field.value : []
  const [kind, setKind] = useState(kinds?.[0]?.value ?? '')
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string>()
  const input = useFieldA11y(!!hint, !!problem)
  const list = useFieldA11y(false, !!fieldState.error)
  const inputRef = useRef<HTMLInputElement>(null)

  /**
   * Adds the typed item; false when it is refused (the field then says why). On submit
   * (`onSubmit`) an item already in the list is no loss: the text is cleared and it passes.
   */
  function add(onSubmit = false): boolean {
    const refuse = (why: string) => {
      setProblem(why)
      return false
    }
    const parsed = parse(text.trim(), kind)
    if ('problem' in parsed) return refuse(parsed.problem)
    const item: ListItem = kinds ? { type: kind, value: parsed.value } : parsed.value
    const isNew = !items.some((i) => keyOf(i) === keyOf(item))
    if (!isNew && !onSubmit) return refuse(UNIQUE_MESSAGE)
    if (isNew) field.onChange([...items, item])
    setText('')
    setProblem(undefined)
    return true
  }

  usePendingEntry({
    hasText: () => text.trim() !== '',
    commit() {
      const added = add(true)
      if (!added) inputRef.current?.focus()
      return added
    },
  })

  return (
    <fieldset aria-describedby={list.describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-default">{label}</legend>
      {hint && (
        <FieldHint id={input.hintId} className="mb-2">
          {hint}
        </FieldHint>
      )}
      <div className="flex items-start gap-2">
        {kinds && (
          <div className="w-36 shrink-0">
            <FieldLabel htmlFor={`${input.id}-kind`} className="sr-only">
              {`${label}: type`}
            </FieldLabel>
            <Select
              id={`${input.id}-kind`}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value)
                setProblem(undefined)
              }}
            >
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className="min-w-0 flex-1">
          <FieldLabel htmlFor={input.id} className="sr-only">
            {`${label}: value`}
          </FieldLabel>
          <TextInput
            ref={inputRef}
            id={input.id}
            mono
            value={text}
            aria-invalid={!!problem}
            aria-describedby={input.describedBy}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the item; it must not submit the whole form
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
          <FieldError id={input.errorId}>{problem}</FieldError>
        </div>
        <Button
          variant="secondary"
          onClick={() => add()}
          aria-label={`Add to ${label.toLowerCase()}`}
        >
          Add
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-secondary">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={label}>
          {items.map((item) => (
            <li
              key={keyOf(item)}
              className="flex items-center gap-1 rounded bg-secondary py-0.5 pr-0.5 pl-2 text-sm"
            >
              <span className="font-mono text-xs">{describe(item)}</span>
              <button
                type="button"
                className="rounded px-1 text-secondary hover:bg-tertiary hover:text-default"
                aria-label={`Remove ${describe(item)}`}
                onClick={() => field.onChange(items.filter((i) => keyOf(i) !== keyOf(item)))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={list.errorId}>{fieldState.error?.message}</FieldError>
    </fieldset>
  )
}
