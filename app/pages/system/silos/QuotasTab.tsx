// A silo's quotas against what it holds now (`siloUtilizationView`), on its page, with the
// form to change them. A quota below what is provisioned is allowed (nothing is taken
// back; new requests are refused), so the bars say when a silo is over.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import type { VirtualResourceCounts } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { siloUtilizationView, siloView } from '~/api/queries/silos'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SiloQuotasEditForm } from '~/forms/silo-quotas-edit'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { Button } from '~/ui/Button'
import { ProgressBar } from '~/ui/ProgressBar'
import { formatBytes, formatNumber } from '~/util/format'

import { ReadState } from './ReadState'

type Resource = {
  key: keyof VirtualResourceCounts
  label: string
  format: (n: number) => string
  takenBy: string
}

const RESOURCES: Resource[] = [
  {
    key: 'cpus',
    label: 'vCPUs',
    format: formatNumber,
    takenBy: 'running instances',
  },
  { key: 'memory', label: 'Memory', format: formatBytes, takenBy: 'running instances' },
  { key: 'storage', label: 'Storage', format: formatBytes, takenBy: 'disks and snapshots' },
]

/** "4 of 96 provisioned", or why the bar is empty or full */
function usage({ format }: Resource, provisioned: number, quota: number) {
  const of = `${format(provisioned)} of ${format(quota)} provisioned`
  if (quota === 0) return provisioned > 0 ? `${of}: over quota` : 'Quota 0: none can be provisioned'
  return provisioned > quota ? `${of}: over quota by ${format(provisioned - quota)}` : of
}

export function QuotasTab({ silo }: { silo: string }) {
  const utilization = useQuery({ ...siloUtilizationView(silo), throwOnError: false })
  const [editing, setEditing] = useState(false)
  // the silo's page fetched it; its id says whether the user is one of its admins
  const { data: siloData } = usePrefetchedQuery(siloView(silo))
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'editQuotas', siloData.id)
  const notLoaded = !utilization.data && 'The quotas are not loaded'
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-default">Quotas</h2>
        <Button
          variant="secondary"
          onClick={() => setEditing(true)}
          disabled={!!(notAllowed || notLoaded)}
          disabledReason={notAllowed || notLoaded}
        >
          Edit quotas
        </Button>
      </div>
      <ReadState reads={[utilization]} loading="Loading quotas">
        {() => {
          const { allocated, provisioned } = utilization.data!
          return (
            <div className="max-w-2xl space-y-5">
              {RESOURCES.map((r) => (
                <div key={r.key}>
                  <ProgressBar
                    label={r.label}
                    value={provisioned[r.key]}
                    max={allocated[r.key]}
                    detail={usage(r, provisioned[r.key], allocated[r.key])}
                  />
                  <p className="mt-0.5 text-xs text-tertiary">Taken by {r.takenBy}</p>
                </div>
              ))}
            </div>
          )
        }}
      </ReadState>
      {editing && utilization.data && (
        <SiloQuotasEditForm
          silo={silo}
          current={utilization.data.allocated}
          provisioned={utilization.data.provisioned}
          onDismiss={() => setEditing(false)}
        />
      )}
    </>
  )
}
