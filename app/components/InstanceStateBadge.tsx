import type { InstanceState } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { isTransitional } from '~/api/util'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { SpinnerIcon } from '~/ui/Spinner'

const stateColor: Record<InstanceState, BadgeColor> = {
  creating: 'blue',
  starting: 'blue',
  running: 'accent',
  rebooting: 'blue',
  stopping: 'notice',
  stopped: 'default',
  repairing: 'notice',
  migrating: 'purple',
  failed: 'destructive',
  destroyed: 'destructive',
}

/** An instance's run state; transitional states carry a spinner (spec section 4). */
export function InstanceStateBadge({ state }: { state: InstanceState }) {
  return (
    <Badge color={stateColor[state]}>
      <span className="flex items-center gap-1.5">
        {isTransitional(state) && <SpinnerIcon size="sm" variant="neutral" />}
        {state}
      </span>
    </Badge>
  )
}
