// Form field rules shared by every create/edit form. Each mirrors the API contract's
// own rule (nexus.json `Name`) but says in words what is wrong (spec section 5).
import { z } from 'zod'

import type { BlockSize } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { BLOCK_SIZES } from '~/api/util'
import { ipNetProblem } from '~/util/ip'

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

/**
 * A whole number between `min` and `max`, e.g. vCPUs or GiB, in the one wording every form
 * uses for the numbers the contract leaves to Nexus (their bounds are in `api/util.ts`).
 * An emptied number input reads as NaN, which zod reports as the missing value.
 */
export const wholeNumberSchema = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} is required` })
    .int('Must be a whole number')
    .min(min, `Must be at least ${min}${unit}`)
    .max(max, `Must be at most ${max}${unit}`)

type BlockSizeChoice = `${BlockSize}`

/** A block size picked in a radio group, whose values are strings. */
export const blockSizeSchema = z.enum(
  BLOCK_SIZES.map(String) as [BlockSizeChoice, ...BlockSizeChoice[]],
)

/** Radio choices for the block sizes, labelled in bytes. */
export const BLOCK_SIZE_OPTIONS = BLOCK_SIZES.map((size) => ({
  value: String(size) as BlockSizeChoice,
  label: `${size} bytes`,
}))

/** The chosen block size as the contract's `BlockSize`. */
export const toBlockSize = (choice: BlockSizeChoice) => Number(choice) as BlockSize

/** spec §5: an IP network (`10.0.0.0/8`); blank is allowed when `optional` */
export const ipNetSchema = (optional = false) =>
  z.string().superRefine((value, ctx) => {
    const v = value.trim()
    if (optional && v === '') return
    const problem = ipNetProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** The contract's `UserId`, a local user's username: the same rules as `Name`. */
export const usernameSchema = z.string().superRefine((username, ctx) => {
  const problem = username === '' ? 'Username is required' : nameProblem(username)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/** Nexus refuses a password longer than this many bytes of UTF-8 (`MAX_PASSWORD_LENGTH`). */
export const MAX_PASSWORD_BYTES = 512
/**
 * The console's own floor for a new password. Nexus sets none (any password up to its byte
 * limit, even an empty one, is accepted): the console refuses to set one that short.
 */
export const MIN_PASSWORD_LENGTH = 8

const utf8 = new TextEncoder()

/** A new password the console will set; blank only when `optional` (no password at all). */
export const passwordSchema = (optional = false) =>
  z.string().superRefine((password, ctx) => {
    if (password === '') {
      if (!optional) ctx.addIssue({ code: 'custom', message: 'Password is required' })
      return
    }
    // code points: what a person counts as characters
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: `Must be at least ${MIN_PASSWORD_LENGTH} characters`,
      })
    }
    // bytes, as Nexus counts: a character outside ASCII takes two to four
    if (utf8.encode(password).length > MAX_PASSWORD_BYTES) {
      ctx.addIssue({
        code: 'custom',
        message: `Must be ${MAX_PASSWORD_BYTES} bytes or fewer (a character outside ASCII takes 2 to 4)`,
      })
    }
  })
