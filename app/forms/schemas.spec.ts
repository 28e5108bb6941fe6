import { expect, test } from 'vitest'

import { Name, Password, UserId } from '~/api/__generated_versions__/2026081901.0.0/validate'

import { ipNetSchema, nameProblem, nameSchema, passwordSchema, usernameSchema } from './schemas'

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

test.each([
  ['', 'Username is required'],
  ['Ann', 'Must start with a lowercase letter'],
  ['ann-', 'Must end with a letter or number'],
  ['a'.repeat(64), 'Must be 63 characters or fewer'],
])('the username %j is rejected: %s', (username, message) => {
  expect(usernameSchema.safeParse(username).error?.issues[0].message).toBe(message)
  expect(UserId.safeParse(username).success).toBe(false)
})

test.each(['ann', 'ann-Lee2'])('%j is a valid username, for the form and the contract', (u) => {
  expect(usernameSchema.safeParse(u).success).toBe(true)
  expect(UserId.safeParse(u).success).toBe(true)
})

test('a new password: 8 characters at least, 512 bytes at most as Nexus counts, required unless optional', () => {
  const first = (v: string, optional?: boolean) =>
    passwordSchema(optional).safeParse(v).error?.issues[0].message
  expect(first('x'.repeat(512))).toBeUndefined()
  expect(Password.safeParse('x'.repeat(512)).success).toBe(true)
  const tooLong = 'Must be 512 bytes or fewer (a character outside ASCII takes 2 to 4)'
  expect(first('x'.repeat(513))).toBe(tooLong)
  expect(Password.safeParse('x'.repeat(513)).success).toBe(false)
  // the contract counts characters, Nexus bytes: 171 three-byte characters pass the first only
  expect(Password.safeParse('€'.repeat(171)).success).toBe(true)
  expect(first('€'.repeat(171))).toBe(tooLong)
  expect(first('€'.repeat(170))).toBeUndefined()
  // the floor counts characters, not bytes or UTF-16 units
  expect(first('🔑'.repeat(7))).toBe('Must be at least 8 characters')
  expect(first('🔑'.repeat(8))).toBeUndefined()
  expect(first('x')).toBe('Must be at least 8 characters')
  expect(first('')).toBe('Password is required')
  expect(first('', true)).toBeUndefined()
  expect(first('short', true)).toBe('Must be at least 8 characters')
})

// spec §5: each kind of wrong network gets its own message, as a form field shows it
test.each([
  ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
  ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
  ['10.0.0.0/', 'Must contain an IP address and a width, separated by a /'],
  ['10.0.0.300/8', 'Not a valid IP address'],
  ['10.0.0/8', 'Not a valid IP address'],
  ['fd00:::/64', 'Not a valid IP address'],
  ['10.0.0.0/eight', 'Width must be an integer'],
  ['10.0.0.0/8.5', 'Width must be an integer'],
  ['10.0.0.0/33', 'Max width for IPv4 is 32'],
  ['fd00::/129', 'Max width for IPv6 is 128'],
])('ipNetSchema: %j reads %j', (value, message) => {
  const result = ipNetSchema().safeParse(value)
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((i) => i.message)).toEqual([message])
})

test('ipNetSchema takes a network, trimmed, and blank only when optional', () => {
  expect(ipNetSchema().safeParse(' 10.0.0.0/8 ').success).toBe(true)
  expect(ipNetSchema().safeParse('fd00::/48').success).toBe(true)
  expect(ipNetSchema(true).safeParse('').success).toBe(true)
  expect(ipNetSchema().safeParse('').success).toBe(false)
})
