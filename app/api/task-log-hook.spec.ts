import { expect, it } from 'vitest'

import { noteCall } from './task-log-hook'

it('lets reads pass and notes writes, by the method the generated client would use', () => {
  expect(noteCall('instanceList', { query: { project: 'p' } })).toBeUndefined()
  expect(
    noteCall('instanceView', { path: { instance: 'i' }, query: { project: 'p' } }),
  ).toBeUndefined()
  expect(noteCall('instanceStop', { path: { instance: 'i' }, query: { project: 'p' } })).toBeTypeOf(
    'function',
  )
  expect(noteCall('diskDelete', { path: { disk: 'd' }, query: { project: 'p' } })).toBeTypeOf(
    'function',
  )
})

it('ignores what is no operation of the newest contract, or params it cannot build a path from', () => {
  expect(noteCall('notAnOperation', {})).toBeUndefined()
  expect(noteCall('instanceStop', undefined)).toBeUndefined()
})
