import type { SnapshotState } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { SpinnerIcon } from '~/ui/Spinner'

const stateColor: Record<SnapshotState, BadgeColor> = {
  creating: 'blue',
  ready: 'accent',
  faulted: 'destructive',
  destroyed: 'destructive',
}

/** A snapshot's state; `creating` moves on by itself, so it carries a spinner. */
export function SnapshotStateBadge({ state }: { state: SnapshotState }) {
  return (
    <Badge color={stateColor[state]}>
      <span className="flex items-center gap-1.5">
        {state === 'creating' && <SpinnerIcon size="sm" variant="neutral" />}
        {state}
      </span>
    </Badge>
  )
}
