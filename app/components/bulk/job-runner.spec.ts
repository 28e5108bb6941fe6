import { expect, it } from 'vitest'

import { pool } from './job-runner'

it('runs every index, never more than the limit at once', async () => {
  let inFlight = 0
  let most = 0
  const seen: number[] = []
  await pool([0, 1, 2, 3, 4, 5, 6, 7, 8], 4, async (i) => {
    inFlight++
    most = Math.max(most, inFlight)
    await new Promise((r) => setTimeout(r, 5))
    seen.push(i)
    inFlight--
  })
  expect(most).toBe(4)
  expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
})
