import { expect, test } from 'vitest'

import { wholeNumberSchema } from '~/forms/schemas'

import { uncheckedFields } from './unchecked-fields'

const memory = wholeNumberSchema('Memory', 1, 256, ' GiB')

test('names a value the form refuses, in the form’s words', () => {
  expect(uncheckedFields([{ label: 'Memory', schema: memory, value: 600 }])).toEqual([
    'Memory: Must be at most 256 GiB',
  ])
  expect(uncheckedFields([{ label: 'Memory', schema: memory, value: 1.5 }])).toEqual([
    'Memory: Must be a whole number',
  ])
})

test('a value in bounds, or one still being typed, is nothing to report', () => {
  expect(uncheckedFields([{ label: 'Memory', schema: memory, value: 256 }])).toEqual([])
  expect(uncheckedFields([{ label: 'Memory', schema: memory, value: NaN }])).toEqual([])
})
