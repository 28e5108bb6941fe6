// One resource's usage as a card: the amount in use over the whole it is part of, a bar,
// and every number written out (the bar only repeats them).
import { clsx } from 'clsx'
import { useId, type ReactNode } from 'react'

import { UsageBar, type UsageTone } from '~/ui/UsageBar'
import { formatAmount, percentOf, RESOURCE_LABEL, type ResourceKind } from '~/util/capacity'
import { formatNumber } from '~/util/format'

const SWATCH: Record<UsageTone, string> = {
  accent: 'bg-accent',
  muted: 'bg-blue/60',
  notice: 'bg-notice',
  destructive: 'bg-destructive',
}

export type UsageLine = { label: string; value: number; tone: UsageTone }

type Props = {
  kind: ResourceKind
  /** what is used, widest last: e.g. provisioned, then allocated to silos */
  parts: UsageLine[]
  /** what the parts are shares of: the silo's quota, the rack's capacity */
  whole: { label: string; value: number }
  /** more rows after the whole, e.g. what is left */
  extra?: Array<{ label: string; value: number }>
  /** a sentence under the numbers (a warning, how the whole was estimated) */
  note?: ReactNode
}

const percent = (part: number, whole: number) => `${formatNumber(percentOf(part, whole))}%`

export function UsageCard({ kind, parts, whole, extra = [], note }: Props) {
  const titleId = useId()
  const [first] = parts
  const over = parts.some((p) => p.value > whole.value)
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 space-y-3 rounded-lg border border-default bg-raise p-4"
    >
      <h3 id={titleId} className="text-sm font-semibold text-default">
        {RESOURCE_LABEL[kind]}
      </h3>
      {first && (
        <p className="text-secondary">
          <span className="text-2xl font-semibold text-default tabular-nums">
            {formatAmount(kind, first.value)}
          </span>{' '}
          <span className="text-sm">
            of {formatAmount(kind, whole.value)} {first.label.toLowerCase()}
          </span>
        </p>
      )}
      <UsageBar
        parts={parts.map((p) => ({ value: p.value, tone: over ? 'notice' : p.tone }))}
        max={whole.value}
      />
      <dl className="space-y-1 text-sm">
        {parts.map((p) => (
          <div key={p.label} className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-secondary">
              <span
                aria-hidden="true"
                className={clsx('inline-block size-2 rounded-full', SWATCH[p.tone])}
              />
              {p.label}
            </dt>
            <dd className="text-default tabular-nums">
              {formatAmount(kind, p.value)}{' '}
              <span className="text-secondary">({percent(p.value, whole.value)})</span>
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-3 border-t border-default pt-1">
          <dt className="text-secondary">{whole.label}</dt>
          <dd className="text-default tabular-nums">{formatAmount(kind, whole.value)}</dd>
        </div>
        {extra.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-3">
            <dt className="text-secondary">{row.label}</dt>
            <dd className="text-default tabular-nums">{formatAmount(kind, row.value)}</dd>
          </div>
        ))}
      </dl>
      {note && <div className="text-xs text-secondary">{note}</div>}
    </section>
  )
}
