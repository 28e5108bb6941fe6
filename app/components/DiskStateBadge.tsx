import type { DiskState } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { TRANSITIONAL_DISK_STATES } from '~/api/util'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { SpinnerIcon } from '~/ui/Spinner'

const stateColor: Record<DiskState['state'], BadgeColor> = {
  attached: 'accent',
  attaching: 'blue',
  creating: 'blue',
  detaching: 'blue',
  detached: 'default',
  destroyed: 'destructive',
  faulted: 'destructive',
  maintenance: 'notice',
  import_ready: 'blue',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'blue',
}

/** A disk's state; transitional states carry a spinner (spec section 4). */
export function DiskStateBadge({ state }: { state: DiskState['state'] }) {
  return (
    <Badge color={stateColor[state]}>
      <span className="flex items-center gap-1.5">
        {TRANSITIONAL_DISK_STATES.has(state) && <SpinnerIcon size="sm" variant="neutral" />}
        {state.replaceAll('_', ' ')}
      </span>
    </Badge>
  )
}
