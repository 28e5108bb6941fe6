// How full a pool is for one address family: "allocated / capacity" with a bar under it.
// The text says it all; the bar is a picture of the same share, hidden from screen readers.
import { useQuery } from '@tanstack/react-query'
import { clsx } from 'clsx'

import type { IpPoolUtilization } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { ipPoolUtilizationView } from '~/api/queries/ip-pools'

import {
  addressUsage,
  formatUsage,
  formatUsedPercent,
  usedHundredthsOfPercent,
  type AddressUsage,
} from './address-usage'

export type AddressFamily = 'ipv4' | 'ipv6'

export const FAMILY_LABEL: Record<AddressFamily, string> = { ipv4: 'IPv4', ipv6: 'IPv6' }

export const usageOf = (utilization: IpPoolUtilization, family: AddressFamily) =>
  addressUsage(utilization[family])

function Bar({ usage, className }: { usage: AddressUsage; className?: string }) {
  const hundredths = usedHundredthsOfPercent(usage)
  return (
    <div aria-hidden className={clsx('h-1.5 overflow-hidden rounded-full bg-tertiary', className)}>
      <div
        // a pool in use shows a sliver even when its share rounds to nothing
        className={clsx('h-full rounded-full bg-accent', usage.allocated > 0n && 'min-w-0.5')}
        style={{ width: `${hundredths / 100}%` }}
      />
    </div>
  )
}

/** A table cell's view: the counts, and a short bar with the share beside it */
export function AddressUsageCell({ usage }: { usage: AddressUsage }) {
  return (
    <div className="space-y-1">
      <div className="whitespace-nowrap tabular-nums">{formatUsage(usage)}</div>
      <div className="flex items-center gap-2">
        <Bar usage={usage} className="w-20" />
        <span className="text-xs text-secondary tabular-nums">{formatUsedPercent(usage)}</span>
      </div>
    </div>
  )
}

/**
 * A pool's usage in a list row. The list has no counts, so each row reads its pool's
 * utilization when it renders; both family columns share the one request.
 */
export function PoolUsageCell({ pool, family }: { pool: string; family: AddressFamily }) {
  const { data, error } = useQuery(ipPoolUtilizationView(pool))
  if (error) {
    return (
      <span className="text-tertiary" title={error.message}>
        –<span className="sr-only">Could not read the utilization</span>
      </span>
    )
  }
  if (!data) return <span className="text-tertiary">…</span>
  return <AddressUsageCell usage={usageOf(data, family)} />
}

/** The pool page's view of one family: label, counts and share, and a full-width bar */
export function AddressUsageBlock({
  family,
  usage,
}: {
  family: AddressFamily
  usage: AddressUsage
}) {
  return (
    <div className="space-y-2 rounded-lg border border-default bg-raise px-4 py-3">
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="text-sm font-medium text-default">{FAMILY_LABEL[family]}</h3>
        {usage.capacity > 0n && (
          <span className="text-xs text-secondary tabular-nums">
            {formatUsedPercent(usage)} allocated
          </span>
        )}
      </div>
      <Bar usage={usage} />
      <p className="text-sm text-secondary tabular-nums">
        {usage.capacity === 0n ? (
          `No ${FAMILY_LABEL[family]} ranges`
        ) : (
          <>
            <span className="text-default">{formatUsage(usage)}</span> addresses allocated
          </>
        )}
      </p>
    </div>
  )
}
