// What an instance create asks of the silo's quotas, from the form's values: its vCPUs and
// memory (counted while it runs), and the storage of the disks it creates (its boot disk
// from an image and each new blank disk; attached disks are counted already).
import { uncheckedFields } from '~/components/utilization/unchecked-fields'
import type { ResourceCounts } from '~/util/capacity'
import { GiB } from '~/util/format'

import { instanceCreateSchema, type InstanceCreateValues } from './values'

type RequestFields = Pick<
  InstanceCreateValues,
  'ncpus' | 'memoryGiB' | 'bootDiskSource' | 'bootDiskSizeGiB' | 'disks'
>

// a field being typed in may hold NaN for a moment; it asks for nothing yet
const whole = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0)

export function instanceRequest(v: RequestFields): ResourceCounts {
  let storageGiB = v.bootDiskSource === 'disk' ? 0 : whole(v.bootDiskSizeGiB)
  for (const d of v.disks) if (d.type === 'create') storageGiB += whole(d.sizeGiB)
  return {
    cpus: whole(v.ncpus),
    memory: whole(v.memoryGiB) * GiB,
    storage: storageGiB * GiB,
  }
}

/**
 * The values the form would refuse, in its own words, so the preview never reasons about a
 * number the form would not send (600 GiB of memory where it stops at 256): the same schema
 * as the form, hence the same bounds.
 */
export function requestProblems(v: RequestFields): string[] {
  const field = instanceCreateSchema(new Map()).shape
  return uncheckedFields([
    { label: 'vCPUs', schema: field.ncpus, value: v.ncpus },
    { label: 'Memory', schema: field.memoryGiB, value: v.memoryGiB },
    ...(v.bootDiskSource === 'disk'
      ? []
      : [{ label: 'Boot disk size', schema: field.bootDiskSizeGiB, value: v.bootDiskSizeGiB }]),
    ...v.disks.flatMap((d) =>
      d.type === 'create'
        ? [{ label: `Disk ${d.name || 'size'}`, schema: field.bootDiskSizeGiB, value: d.sizeGiB }]
        : [],
    ),
  ])
}
