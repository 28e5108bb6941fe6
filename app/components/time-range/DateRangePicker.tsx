import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'

import { Button } from '~/ui/Button'
import { Checkbox } from '~/ui/Checkbox'
import { FieldError } from '~/ui/FieldError'
import { FieldLabel } from '~/ui/FieldLabel'
import { Select } from '~/ui/Select'
import { TextInput } from '~/ui/TextInput'

import {
  checkCustomRange,
  RANGE_PRESETS,
  toLocalInputValue,
  type CustomRangeErrors,
  type TimeRange,
} from './time-range'

type Props = {
  range: TimeRange
  /** the range as shown now, epoch ms; prefills the custom inputs */
  start: number
  end: number
  onChange: (range: TimeRange) => void
  onRefresh: () => void
  isRefreshing: boolean
  autoRefresh: boolean
  onAutoRefreshChange: (on: boolean) => void
}

const CUSTOM = 'custom'

// lines a control without a label up with the labelled fields beside it
const BELOW_LABEL = 'mt-[26px]'

/**
 * Presets relative to now, or a custom start and end checked before they apply: both
 * given, end after start, end not in the future. A rejected range keeps what was typed.
 */
export function DateRangePicker({
  range,
  start,
  end,
  onChange,
  onRefresh,
  isRefreshing,
  autoRefresh,
  onAutoRefreshChange,
}: Props) {
  const id = useId()
  const [isEditingCustom, setEditingCustom] = useState(false)
  const [startValue, setStartValue] = useState('')
  const [endValue, setEndValue] = useState('')
  const [errors, setErrors] = useState<CustomRangeErrors>({})
  const startRef = useRef<HTMLInputElement>(null)
  const endRef = useRef<HTMLInputElement>(null)

  const showCustom = isEditingCustom || range.kind === 'custom'

  function choose(value: string) {
    setErrors({})
    if (value === CUSTOM) {
      // start from the range on screen, which the user then narrows or widens
      setStartValue(toLocalInputValue(start))
      setEndValue(toLocalInputValue(end))
      setEditingCustom(true)
      return
    }
    const preset = RANGE_PRESETS.find((p) => p.key === value)
    if (!preset) return
    setEditingCustom(false)
    onChange({ kind: 'preset', preset: preset.key })
  }

  function apply(e: FormEvent) {
    e.preventDefault()
    const check = checkCustomRange(startValue, endValue, Date.now())
    if (!check.ok) {
      setErrors(check.errors)
      ;(check.errors.start ? startRef : endRef).current?.focus()
      return
    }
    setErrors({})
    setEditingCustom(false)
    onChange(check.range)
  }

  // a custom range from the URL shows in the inputs until the user edits them
  const shownStart = isEditingCustom ? startValue : toLocalInputValue(start)
  const shownEnd = isEditingCustom ? endValue : toLocalInputValue(end)
  const edit = (set: (v: string) => void) => (v: string) => {
    if (!isEditingCustom) {
      setStartValue(shownStart)
      setEndValue(shownEnd)
      setEditingCustom(true)
    }
    set(v)
  }

  return (
    <div className="flex flex-wrap items-start gap-3">
      <div>
        <FieldLabel htmlFor={`${id}-preset`}>Time range</FieldLabel>
        <Select
          id={`${id}-preset`}
          value={showCustom ? CUSTOM : range.preset}
          onChange={(e) => choose(e.target.value)}
          className="w-40"
        >
          {RANGE_PRESETS.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
          <option value={CUSTOM}>Custom</option>
        </Select>
      </div>
      {showCustom && (
        <form
          onSubmit={apply}
          noValidate
          aria-label="Custom time range"
          className="flex flex-wrap items-start gap-3"
        >
          <DateTimeField
            id={`${id}-start`}
            label="Start"
            inputRef={startRef}
            value={shownStart}
            onChange={edit(setStartValue)}
            error={errors.start}
          />
          <DateTimeField
            id={`${id}-end`}
            label="End"
            inputRef={endRef}
            value={shownEnd}
            onChange={edit(setEndValue)}
            error={errors.end}
          />
          <Button type="submit" variant="secondary" className={BELOW_LABEL}>
            Apply
          </Button>
        </form>
      )}
      <div className={`flex items-center gap-3 ${BELOW_LABEL}`}>
        <Button variant="secondary" onClick={onRefresh} loading={isRefreshing}>
          Refresh
        </Button>
        {range.kind === 'preset' && !isEditingCustom && (
          <Checkbox checked={autoRefresh} onChange={(e) => onAutoRefreshChange(e.target.checked)}>
            Auto-refresh
          </Checkbox>
        )}
      </div>
    </div>
  )
}

type DateTimeFieldProps = {
  id: string
  label: string
  inputRef: RefObject<HTMLInputElement | null>
  value: string
  onChange: (value: string) => void
  error?: string
}

/** A labelled local date and time input with its error underneath. */
function DateTimeField({ id, label, inputRef, value, onChange, error }: DateTimeFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput
        ref={inputRef}
        id={id}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-52"
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}
