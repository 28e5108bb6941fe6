// How full a pool is: "allocated / capacity" with a bar under it. A pool holds addresses of
// one IP version, so one count says it.
// The text says it all; the bar is a picture of the same share, hidden from screen readers.
import { useQuery } from '@tanstack/react-query'
import { clsx } from 'clsx'

import type {
  IpPoolType,
  IpPoolUtilization,
  IpVersion,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { ipPoolUtilizationView } from '~/api/queries/ip-pools'

import {
  addressUsage,
  formatUsage,
  formatUsedPercent,
  usedHundredthsOfPercent,
  type AddressUsage,
} from './address-usage'

export const VERSION_LABEL: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }
export const POOL_TYPE_LABEL: Record<IpPoolType, string> = {
  unicast: 'Unicast',
  multicast: 'Multicast',
}

/** The contract counts what is left; the page shows what is taken */
export const usageOf = ({ capacity, remaining }: IpPoolUtilization) =>
  addressUsage({ allocated: capacity - remaining, capacity })

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
 * utilization when it renders.
 */
export function PoolUsageCell({ pool }: { pool: string }) {
  const { data, error } = useQuery(ipPoolUtilizationView(pool))
  if (error) {
    return (
      <span className="text-tertiary" title={error.message}>
        –<span className="sr-only">Could not read the utilization</span>
      </span>
    )
  }
  if (!data) return <span className="text-tertiary">…</span>
  return <AddressUsageCell usage={usageOf(data)} />
}

/** The pool page's view: its IP version, counts and share, and a full-width bar */
export function AddressUsageBlock({ version, usage }: { version: IpVersion; usage: AddressUsage }) {
  return (
    <div className="space-y-2 rounded-lg border border-default bg-raise px-4 py-3">
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="text-sm font-medium text-default">{VERSION_LABEL[version]}</h3>
        {usage.capacity > 0n && (
          <span className="text-xs text-secondary tabular-nums">
            {formatUsedPercent(usage)} allocated
          </span>
        )}
      </div>
      <Bar usage={usage} />
      <p className="text-sm text-secondary tabular-nums">
        {usage.capacity === 0n ? (
          `No ${VERSION_LABEL[version]} ranges`
        ) : (
          <>
            <span className="text-default">{formatUsage(usage)}</span> addresses allocated
          </>
        )}
      </p>
    </div>
  )
}
