import { expect, test } from 'vitest'

import { Name } from '~/api/__generated_versions__/2026081901.0.0/validate'

import { generateName, randomHexSuffix } from './generate-name'

test('the suffix is six hex digits and differs between calls', () => {
  const suffixes = new Set(Array.from({ length: 20 }, randomHexSuffix))
  for (const s of suffixes) expect(s).toMatch(/^[0-9a-f]{6}$/)
  expect(suffixes.size).toBeGreaterThan(1)
})

test('short parts are kept whole, joined by dashes, before the suffix', () => {
  expect(generateName(['db1', 'boot'], 'abc123')).toBe('db1-boot-abc123')
  expect(generateName(['instance'], '00ff00')).toBe('instance-00ff00')
})

test('a random suffix is added when none is given', () => {
  expect(generateName(['instance'])).toMatch(/^instance-[0-9a-f]{6}$/)
})

test('long parts are each cut to an equal share so the whole is at most 63 characters', () => {
  const long = 'a'.repeat(70)
  const one = generateName([long], 'abc123')
  expect(one).toBe(`${'a'.repeat(56)}-abc123`)
  expect(one).toHaveLength(63)

  const two = generateName([long, 'b'.repeat(70)], 'abc123')
  expect(two).toBe(`${'a'.repeat(27)}-${'b'.repeat(27)}-abc123`)
  expect(two.length).toBeLessThanOrEqual(63)

  const three = generateName(['x'.repeat(63), 'y'.repeat(63), 'z'.repeat(63)], 'abc123')
  expect(three.length).toBeLessThanOrEqual(63)
  expect(three).toMatch(/^x+-y+-z+-abc123$/)
})

test('a cut that ends on a dash does not leave two dashes in a row', () => {
  // share for two parts is 27; the 27th character of the first part is a dash
  const first = `${'a'.repeat(26)}-${'a'.repeat(30)}`
  expect(generateName([first, 'disk'], 'abc123')).toBe(`${'a'.repeat(26)}-disk-abc123`)
})

test('empty parts are skipped', () => {
  expect(generateName(['', 'disk'], 'abc123')).toBe('disk-abc123')
})

test('generated names are valid API names', () => {
  for (const parts of [['instance'], ['a'.repeat(80), 'b-c'.repeat(30)], ['db1', 'ubuntu-22-04']]) {
    expect(Name.safeParse(generateName(parts)).success).toBe(true)
  }
})
