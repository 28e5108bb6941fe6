import { describe, expect, test } from 'vitest'

import { GiB, TiB } from '~/util/format'

import {
  fromQuotas,
  quotasDefaults,
  quotasSchema,
  toQuotasCreate,
  toQuotasUpdate,
  type QuotasValues,
} from './silo-quotas-values'

const problems = (v: QuotasValues) => {
  const result = quotasSchema.safeParse(v)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('rules', () => {
  test('the defaults pass', () => {
    expect(problems(quotasDefaults)).toEqual({})
  })

  test('empty, negative and fractional vCPUs are refused in words', () => {
    expect(problems({ ...quotasDefaults, cpus: NaN, memory: NaN, storage: NaN })).toEqual({
      cpus: 'vCPUs is required',
      memory: 'Memory is required',
      storage: 'Storage is required',
    })
    expect(problems({ ...quotasDefaults, cpus: -1, memory: -2 })).toEqual({
      cpus: 'Must be 0 or more',
      memory: 'Must be 0 or more',
    })
    expect(problems({ ...quotasDefaults, cpus: 1.5 })).toEqual({ cpus: 'Must be a whole number' })
  })

  test('sizes may have a fraction', () => {
    expect(problems({ ...quotasDefaults, memory: 1.5, storage: 0.25 })).toEqual({})
  })

  test('nothing past what a number carries exactly, in the unit chosen', () => {
    expect(problems({ ...quotasDefaults, memory: 8_388_608 })).toEqual({
      memory: 'Must be at most 8,388,607 GiB',
    })
    expect(problems({ ...quotasDefaults, storage: 8192, storageUnit: 'TiB' })).toEqual({
      storage: 'Must be at most 8,191 TiB',
    })
    expect(problems({ ...quotasDefaults, storage: 8192, storageUnit: 'GiB' })).toEqual({})
  })
})

test('the contract takes bytes, 1024-based', () => {
  expect(toQuotasCreate({ cpus: 8, memory: 32, storage: 2, storageUnit: 'TiB' })).toEqual({
    cpus: 8,
    memory: 32 * GiB,
    storage: 2 * TiB,
  })
  expect(toQuotasCreate({ cpus: 0, memory: 1.5, storage: 500, storageUnit: 'GiB' })).toEqual({
    cpus: 0,
    memory: 1.5 * GiB,
    storage: 500 * GiB,
  })
})

describe('editing', () => {
  test('storage shows in TiB when whole, else in GiB', () => {
    expect(fromQuotas({ cpus: 96, memory: 512 * GiB, storage: 10 * TiB })).toEqual({
      cpus: 96,
      memory: 512,
      storage: 10,
      storageUnit: 'TiB',
    })
    expect(fromQuotas({ cpus: 0, memory: 0, storage: 0 })).toMatchObject({
      storage: 0,
      storageUnit: 'GiB',
    })
    expect(fromQuotas({ cpus: 1, memory: GiB + 1, storage: 1.5 * TiB })).toEqual({
      cpus: 1,
      memory: 1,
      storage: 1536,
      storageUnit: 'GiB',
    })
  })

  test('only what changed is sent', () => {
    const current = { cpus: 96, memory: 512 * GiB, storage: 10 * TiB }
    expect(toQuotasUpdate(fromQuotas(current), current)).toEqual({
      cpus: undefined,
      memory: undefined,
      storage: undefined,
    })
    expect(toQuotasUpdate({ ...fromQuotas(current), cpus: 64, memory: 256 }, current)).toEqual({
      cpus: 64,
      memory: 256 * GiB,
      storage: undefined,
    })
    // the same size in another unit is no change
    expect(
      toQuotasUpdate({ ...fromQuotas(current), storage: 10240, storageUnit: 'GiB' }, current),
    ).toMatchObject({ storage: undefined })
  })

  test('a size shown rounded goes back exact unless edited', () => {
    const current = { cpus: 1, memory: GiB + 1, storage: TiB }
    expect(toQuotasUpdate(fromQuotas(current), current).memory).toBeUndefined()
    expect(toQuotasUpdate({ ...fromQuotas(current), memory: 2 }, current).memory).toBe(2 * GiB)
  })
})
