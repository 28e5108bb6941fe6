import { expect, test } from 'vitest'

import { Name } from '~/api/__generated__/validate'

import { nameProblem, nameSchema } from './schemas'

test.each([
  ['', 'Name is required'],
  ['a'.repeat(64), 'Must be 63 characters or fewer'],
  ['1abc', 'Must start with a lowercase letter'],
  ['Abc', 'Must start with a lowercase letter'],
  ['-abc', 'Must start with a lowercase letter'],
  ['ab_c', 'Can only contain letters, numbers, and dashes'],
  ['ab c', 'Can only contain letters, numbers, and dashes'],
  ['abc-', 'Must end with a letter or number'],
  ['abcdef01-2345-6789-abcd-ef0123456789', 'Cannot be a UUID'],
])('%j is rejected: %s', (name, message) => {
  expect(nameProblem(name)).toBe(message)
  expect(nameSchema.safeParse(name).error?.issues[0].message).toBe(message)
})

test.each(['a', 'web-1', 'myProject2', 'a'.repeat(63), 'x-abcdef01-2345-6789-abcd-ef0123456789'])(
  '%j is a valid name, for the form and for the contract',
  (name) => {
    expect(nameProblem(name)).toBeUndefined()
    expect(Name.safeParse(name).success).toBe(true)
  },
)

test.each(['', '1abc', 'abc-', 'ab_c', 'a'.repeat(64)])(
  '%j is refused by the contract too',
  (name) => {
    expect(Name.safeParse(name).success).toBe(false)
  },
)
