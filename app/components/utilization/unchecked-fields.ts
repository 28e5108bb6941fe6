// The preview reasons only about values the form itself would send: a number the form
// refuses (600 GiB where memory stops at 256) is named with the form's own message, and
// nothing is said about whether it fits. A field still empty or half typed (NaN) asks for
// nothing yet and is not a problem here; the form says so on submit.
import type { z } from 'zod'

export type FieldCheck = { label: string; schema: z.ZodType; value: number }

/** "Memory: Must be at most 256 GiB" for each field the form would refuse */
export function uncheckedFields(fields: readonly FieldCheck[]): string[] {
  return fields.flatMap(({ label, schema, value }) => {
    if (!Number.isFinite(value)) return []
    const result = schema.safeParse(value)
    return result.success ? [] : [`${label}: ${result.error.issues[0]?.message ?? 'not valid'}`]
  })
}
