import type { SupportBundleState } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { bundleIsChanging } from '~/api/support-bundle-rules'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { SpinnerIcon } from '~/ui/Spinner'

const stateColor: Record<SupportBundleState, BadgeColor> = {
  collecting: 'blue',
  active: 'accent',
  destroying: 'notice',
  failed: 'destructive',
}

/** A support bundle's state; collecting and destroying move on by themselves, so they spin. */
export function SupportBundleStateBadge({ state }: { state: SupportBundleState }) {
  return (
    <Badge color={stateColor[state]}>
      <span className="flex items-center gap-1.5">
        {bundleIsChanging(state) && <SpinnerIcon size="sm" variant="neutral" />}
        {state}
      </span>
    </Badge>
  )
}
