// A table cell of how much of a quota is used: the amounts, the share, and a small bar.
import { UsageBar } from '~/ui/UsageBar'
import { formatAmount, percentOf, type ResourceKind } from '~/util/capacity'
import { formatNumber } from '~/util/format'

export function UsageCell({ kind, used, of }: { kind: ResourceKind; used: number; of: number }) {
  const over = used > of
  return (
    <div className="min-w-36 space-y-1">
      <div className="flex items-baseline justify-between gap-2 tabular-nums">
        <span>
          {formatAmount(kind, used)} <span className="text-secondary">of</span>{' '}
          {formatAmount(kind, of)}
        </span>{' '}
        <span className={over ? 'text-notice' : 'text-secondary'}>
          {formatNumber(percentOf(used, of))}%
        </span>
      </div>
      <UsageBar
        parts={[{ value: used, tone: over ? 'notice' : 'accent' }]}
        max={of}
        className="h-1.5"
      />
    </div>
  )
}
