// Two people editing one resource: before an update, the form reads the resource again and
// compares it with the read the form was opened on. If someone saved in between, the
// console says what they changed, field by field, before this save overwrites it.
// Everything here is pure: values in, differences out (the hook and dialog use it).

/** The form's values: each field a plain value (text, number, boolean, list, record) */
export type FormValues = Record<string, unknown>

/** Each field of the form, named as its label says; `show` words a value for the dialog */
export type ConflictFields<V extends FormValues> = {
  [K in keyof V]: string | { label: string; show: (value: V[K]) => string }
}

export type FieldChange = {
  key: string
  label: string
  /** the value the form was opened on */
  opened: string
  /** the value saved since */
  now: string
  /** what this form would save */
  yours: string
  /** this form changed the field too, to something other than the value now */
  conflicting: boolean
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** A value as the dialog shows it: an empty text or list is said, not left blank */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return 'none'
  if (typeof value === 'string') return value === '' ? 'empty' : value
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : value.map((v) => showValue(v)).join(', ')
  }
  if (typeof value === 'object') {
    // a list item such as a firewall target: its type and value
    const o = value as Record<string, unknown>
    if ('type' in o && 'value' in o) return `${showValue(o.type)} ${showValue(o.value)}`
    return JSON.stringify(value)
  }
  return String(value)
}

const labelOf = (field: string | { label: string }) =>
  typeof field === 'string' ? field : field.label

/**
 * Has the resource been saved since it was read? By its `time_modified` where it has one;
 * otherwise (quotas, the allow list read as values) by comparing what it holds.
 */
export function hasMoved<R>(opened: R, now: R): boolean {
  const time = (r: R) => (r as { timeModified?: Date | string }).timeModified
  const a = time(opened)
  const b = time(now)
  if (a !== undefined && b !== undefined) {
    return new Date(a).getTime() !== new Date(b).getTime()
  }
  return !same(opened, now)
}

/**
 * The fields someone else changed since the form was opened (`opened` → `now`), each with
 * what this form would save (`yours`). A field this form left alone is still listed: the
 * save would keep the new value only if it sends it unchanged, which the row makes clear.
 */
export function fieldChanges<V extends FormValues>(
  fields: ConflictFields<V>,
  opened: V,
  now: V,
  yours: V,
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const key of Object.keys(fields) as Array<keyof V & string>) {
    if (same(opened[key], now[key])) continue
    const field = fields[key]
    const show = typeof field === 'string' ? showValue : field.show
    const edited = !same(yours[key], opened[key])
    changes.push({
      key,
      label: labelOf(field),
      opened: show(opened[key]),
      now: show(now[key]),
      yours: show(yours[key]),
      conflicting: edited && !same(yours[key], now[key]),
    })
  }
  return changes
}

/**
 * Whether saving would replace something someone else saved: a changed field this form
 * would save differently. A field the form would save as it is now (the same edit made on
 * both sides, or a form that took the newer value as it came) loses nothing.
 */
export const losesChanges = (changes: readonly FieldChange[]) =>
  changes.some((c) => c.yours !== c.now)

/**
 * The values the form holds after Reload: the newer value of every field someone else
 * changed, except the conflicting edits the user chose to keep (`keep`); every other edit
 * of this form stays as typed.
 */
export function reloadedValues<V extends FormValues>(
  opened: V,
  now: V,
  yours: V,
  keep: ReadonlySet<string> = new Set(),
): V {
  const next = { ...yours }
  for (const key of Object.keys(now) as Array<keyof V & string>) {
    const changedElsewhere = !same(opened[key], now[key])
    const edited = !same(yours[key], opened[key])
    if (changedElsewhere && !(edited && keep.has(key))) next[key] = now[key]
  }
  return next
}

/** The keys whose reloaded value differs from the value now: the form's own edits */
export const editedKeys = <V extends FormValues>(now: V, values: V) =>
  (Object.keys(values) as Array<keyof V & string>).filter((k) => !same(now[k], values[k]))
