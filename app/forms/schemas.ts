// Form field rules shared by every create/edit form. Each mirrors the API contract's
// own rule (nexus.json `Name`) but says in words what is wrong (spec section 5).
import { z } from 'zod'

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** The contract's `Name`: 1-63 characters, starts lowercase, letters/digits/dashes, no trailing dash, not a UUID. */
export const nameSchema = z.string().superRefine((name, ctx) => {
  const problem = nameProblem(name)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/** The first thing wrong with a name, in the words the form shows. */
export function nameProblem(name: string): string | undefined {
  if (name.length === 0) return 'Name is required'
  if (name.length > 63) return 'Must be 63 characters or fewer'
  if (!/^[a-z]/.test(name)) return 'Must start with a lowercase letter'
  if (!/^[a-zA-Z0-9-]*$/.test(name)) return 'Can only contain letters, numbers, and dashes'
  if (name.endsWith('-')) return 'Must end with a letter or number'
  if (UUID.test(name)) return 'Cannot be a UUID'
}

export const descriptionSchema = z.string()
