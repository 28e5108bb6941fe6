// A silo's quotas as the create and edit forms hold them: vCPUs, memory in GiB and storage
// in GiB or TiB (spec §9: binary units), and the bytes the contract takes. A size may have
// a fraction (1.5 TiB); it becomes whole bytes when sent.
import { z } from 'zod'

import type {
  SiloQuotasCreate,
  SiloQuotasUpdate,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { GiB, round, TiB } from '~/util/format'

export type StorageUnit = 'GiB' | 'TiB'
export const STORAGE_UNITS = ['GiB', 'TiB'] as const satisfies StorageUnit[]
const UNIT_BYTES: Record<StorageUnit, number> = { GiB, TiB }

/**
 * The contract's counts are 64-bit; a browser's numbers are exact only up to 2^53, so that
 * is the most any quota can be here without being sent as something else.
 */
const MAX_EXACT = Number.MAX_SAFE_INTEGER
const maxIn = (unit: number) => Math.floor(MAX_EXACT / unit)
const grouped = (n: number) => n.toLocaleString('en-US')

/** An emptied number input reads as NaN, which zod reports as the missing value */
const sizeSchema = (label: string) =>
  z.number({ error: `${label} is required` }).min(0, 'Must be 0 or more')

export const quotasSchema = z
  .object({
    cpus: z
      .number({ error: 'vCPUs is required' })
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .max(MAX_EXACT, `Must be at most ${grouped(MAX_EXACT)}`),
    memory: sizeSchema('Memory').max(maxIn(GiB), `Must be at most ${grouped(maxIn(GiB))} GiB`),
    storage: sizeSchema('Storage'),
    storageUnit: z.enum(STORAGE_UNITS),
  })
  .superRefine((v, ctx) => {
    // the bound depends on the unit chosen beside the number
    const max = maxIn(UNIT_BYTES[v.storageUnit])
    if (v.storage > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['storage'],
        message: `Must be at most ${grouped(max)} ${v.storageUnit}`,
      })
    }
  })

export type QuotasValues = z.infer<typeof quotasSchema>

/** A new silo's quotas: nothing, until the operator says how much */
export const quotasDefaults: QuotasValues = { cpus: 0, memory: 0, storage: 0, storageUnit: 'TiB' }

/** The contract's bytes for the form's quotas */
export const toQuotasCreate = (v: QuotasValues): SiloQuotasCreate => ({
  cpus: v.cpus,
  memory: Math.round(v.memory * GiB),
  storage: Math.round(v.storage * UNIT_BYTES[v.storageUnit]),
})

/**
 * The form's values for quotas the API answered: storage in TiB when it is a whole number
 * of them, otherwise in GiB; sizes that are not whole GiB show rounded to 2 decimals (and
 * are not sent back unless changed, see `toQuotasUpdate`).
 */
export function fromQuotas(q: SiloQuotasCreate): QuotasValues {
  const storageUnit: StorageUnit = q.storage > 0 && q.storage % TiB === 0 ? 'TiB' : 'GiB'
  return {
    cpus: q.cpus,
    memory: round(q.memory / GiB, 2),
    storage: round(q.storage / UNIT_BYTES[storageUnit], 2),
    storageUnit,
  }
}

/**
 * The update body: only the quotas the operator changed, as the contract leaves out what
 * stays. A size shown rounded goes back as it was unless it was edited.
 */
export function toQuotasUpdate(v: QuotasValues, current: SiloQuotasCreate): SiloQuotasUpdate {
  const shown = fromQuotas(current)
  const next = toQuotasCreate(v)
  const storageSame = v.storage === shown.storage && v.storageUnit === shown.storageUnit
  return {
    cpus: v.cpus === shown.cpus ? undefined : next.cpus,
    memory: v.memory === shown.memory ? undefined : next.memory,
    storage: storageSame || next.storage === current.storage ? undefined : next.storage,
  }
}
