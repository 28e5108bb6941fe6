// "Will it fit", shown on the create forms before they are sent (issue 13): what the silo's
// quotas have left against what the form asks for, and for operators whether a sled has
// room for an instance. After a 507 it says in plain words which quota or which part of
// the rack stopped the create. Its reads start once the form is on screen (no loader
// waits for them) and a failed read only says so here.
import { useQueries, useQuery } from '@tanstack/react-query'
import { clsx } from 'clsx'
import { useEffect, useId } from 'react'

import { explainCapacityRefusal } from '~/api/capacity-refusal'
import type { ApiError } from '~/api/errors'
import { sledInstancePicker, sledPicker } from '~/api/queries/hardware'
import { utilizationView } from '~/api/queries/utilization'
import { isProvisionable } from '~/api/sled-policy'
import { useCurrentUser } from '~/hooks/use-current-user'
import { CheckIcon, WarningIcon } from '~/ui/icons'
import { Spinner } from '~/ui/Spinner'
import {
  checkQuota,
  checkSleds,
  emptySledRoom,
  formatAmount,
  RESOURCE_LABEL,
  sledRoom,
  type ResourceCounts,
} from '~/util/capacity'

import { quotaWarning, sledFitSentence } from './fit-words'

/**
 * Up to this many provisionable sleds, the check reads what runs on each (one small read
 * per sled); past it, it compares with the largest sled alone and says so.
 */
export const MAX_SLEDS_INSPECTED = 16

type Props = {
  /** what the form asks of the quotas: an instance's vCPUs, memory and new disks' storage */
  request: Partial<ResourceCounts>
  /** set for an instance: whether it starts once created (its vCPUs and memory count then) */
  instance?: { starts: boolean }
  /** the create's error; a 507 is explained */
  refusal?: ApiError | null
  /**
   * the form's values it would refuse (`uncheckedFields`): the request is not what would be
   * sent, so nothing is said about whether it fits until they are fixed
   */
  unchecked?: readonly string[]
}

export function CapacityFit({ request, instance, refusal, unchecked = [] }: Props) {
  const titleId = useId()
  const usage = useQuery(utilizationView)
  const { refetch } = usage
  // a refusal means the numbers shown were stale: read them again
  useEffect(() => {
    if (refusal?.statusCode === 507) void refetch()
  }, [refusal, refetch])

  const checks = usage.data ? checkQuota(request, usage.data) : []
  const explained = refusal && explainCapacityRefusal(refusal, usage.data)
  const shortKinds = checks.filter((c) => !c.fits).map((c) => c.kind)
  // once a quota has refused the create, its explanation says it all
  const warning = quotaWarning(
    checks.filter((c) => c.kind !== explained?.cause),
    instance,
  )

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-default bg-raise p-4 text-sm"
    >
      {/* not a heading: the panel sits inside forms whose heading levels differ */}
      <p id={titleId} className="font-medium text-default">
        Silo quota
      </p>
      {unchecked.length > 0 ? (
        <div className="text-secondary">
          <p>Not checked: the form would not send these values.</p>
          <ul className="mt-1 list-disc pl-5 text-notice">
            {unchecked.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : usage.isPending ? (
        <Spinner size="sm" label="Reading the silo's quota" />
      ) : usage.error ? (
        <p className="text-secondary">
          Could not read the silo&apos;s quota ({usage.error.message}); the create can still be
          tried.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-x-6 gap-y-1">
            {checks.map((c) => (
              <div key={c.kind}>
                <dt className="text-secondary">{RESOURCE_LABEL[c.kind]}</dt>
                <dd className={clsx('tabular-nums', c.fits ? 'text-default' : 'text-notice')}>
                  {formatAmount(c.kind, c.requested)} asked, {formatAmount(c.kind, c.left)} left
                </dd>
              </div>
            ))}
          </dl>
          {/* said aloud only when the request starts or stops fitting, not on every keystroke */}
          <p role="status" className="sr-only">
            {shortKinds.length > 0
              ? "Does not fit in the silo's quota"
              : "Fits in the silo's quota"}
          </p>
          {warning ? (
            <p className="flex gap-2 text-notice">
              <WarningIcon width={16} height={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              <span>{warning}</span>
            </p>
          ) : (
            // after a quota refused the create, its explanation below says it all
            shortKinds.length === 0 && (
              <p className="flex gap-2 text-secondary">
                <CheckIcon width={16} height={16} aria-hidden="true" className="mt-0.5 shrink-0" />
                <span>Fits in what the silo&apos;s quota has left.</span>
              </p>
            )
          )}
        </>
      )}
      {instance && unchecked.length === 0 && (
        <SledCheck cpus={request.cpus ?? 0} memory={request.memory ?? 0} />
      )}
      {explained && (
        <div role="status" className="rounded-md border border-notice/40 bg-notice/10 px-3 py-2">
          <p className="font-medium text-notice">Why it was refused</p>
          <p className="mt-1 text-default">{explained.explanation}</p>
        </div>
      )}
    </section>
  )
}

/** For operators: whether a provisionable sled has room for the instance. */
function SledCheck({ cpus, memory }: { cpus: number; memory: number }) {
  const { isFleetViewer } = useCurrentUser()
  const sleds = useQuery({ ...sledPicker, enabled: isFleetViewer })
  const provisionable = sleds.data?.items.filter(isProvisionable) ?? []
  const inspect = provisionable.length <= MAX_SLEDS_INSPECTED
  const loads = useQueries({
    queries: (inspect ? provisionable : []).map((s) => sledInstancePicker(s.id)),
    combine: (results) => ({
      items: results.map((r) => r.data?.items),
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  })
  if (!isFleetViewer) return null

  let body
  if (sleds.isPending || (inspect && loads.isPending)) {
    body = <Spinner size="sm" label="Reading the sleds" />
  } else if (sleds.error || loads.error) {
    body = (
      <p className="text-secondary">
        Could not read the sleds ({(sleds.error ?? loads.error)?.message}).
      </p>
    )
  } else {
    const rooms = inspect
      ? provisionable.map((s, i) => sledRoom(s, loads.items[i] ?? []))
      : provisionable.map(emptySledRoom)
    const { ok, text } = sledFitSentence(
      checkSleds({ cpus, memory }, rooms),
      { cpus, memory },
      !inspect,
    )
    body = (
      <p className={clsx('flex gap-2', ok ? 'text-secondary' : 'text-notice')}>
        {ok ? (
          <CheckIcon width={16} height={16} aria-hidden="true" className="mt-0.5 shrink-0" />
        ) : (
          <WarningIcon width={16} height={16} aria-hidden="true" className="mt-0.5 shrink-0" />
        )}
        <span>{text}</span>
      </p>
    )
  }
  return (
    <div className="space-y-1 border-t border-default pt-3">
      <p className="font-medium text-default">
        Sleds <span className="font-normal text-secondary">(you are an operator)</span>
      </p>
      {body}
    </div>
  )
}
