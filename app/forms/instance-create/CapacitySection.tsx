import { useWatch, type UseFormReturn } from 'react-hook-form'

import type { ApiError } from '~/api/errors'
import { CapacityFit } from '~/components/utilization/CapacityFit'
import { Section } from '~/ui/Section'

import { instanceRequest, requestProblems } from './capacity-request'
import type { InstanceCreateValues } from './values'

/**
 * What the instance takes from the silo's quota, checked as the form is filled in (issue
 * 13), and why a create was refused for capacity. It watches only the fields it needs, so
 * typing elsewhere does not re-render it.
 */
export function CapacitySection({
  form,
  error,
}: {
  form: UseFormReturn<InstanceCreateValues>
  error: ApiError | null
}) {
  const [ncpus, memoryGiB, bootDiskSource, bootDiskSizeGiB, disks, start] = useWatch({
    control: form.control,
    name: ['ncpus', 'memoryGiB', 'bootDiskSource', 'bootDiskSizeGiB', 'disks', 'start'],
  })
  const fields = { ncpus, memoryGiB, bootDiskSource, bootDiskSizeGiB, disks }
  // the preview counts what the form would send, with the form's bounds: a value it would
  // refuse is named instead of reasoned about
  const request = instanceRequest(fields)
  const unchecked = requestProblems(fields)
  return (
    <Section
      title="Quota and capacity"
      description="What this instance takes from the silo's quota: its vCPUs and memory while it runs, and the storage of the disks it creates."
    >
      <CapacityFit
        request={request}
        instance={{ starts: start }}
        refusal={error}
        unchecked={unchecked}
      />
    </Section>
  )
}
