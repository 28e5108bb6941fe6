// Where the rack's software update stands: the target release, whether the rack is moving
// to it, has arrived or is held back, and which releases its components run meanwhile.
// While components are still moving the status is polled, so the counts follow the update.
import { createColumnHelper } from '@tanstack/react-table'

import type { UpdateStatus } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemUpdateStatus } from '~/api/queries/system-update'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { RowsTable } from '~/table/RowsTable'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { ProgressBar } from '~/ui/ProgressBar'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { Section } from '~/ui/Section'
import { formatDateTime } from '~/util/format'
import { POLL_MS } from '~/util/poll'

import {
  releaseLabel,
  summarizeUpdate,
  type UpdateState,
  type UpdateSummary,
  type VersionCount,
} from './update-progress'

const STATE_BADGE: Record<UpdateState, { label: string; color: BadgeColor }> = {
  unset: { label: 'No target', color: 'default' },
  paused: { label: 'Paused', color: 'notice' },
  updating: { label: 'Updating', color: 'blue' },
  done: { label: 'Up to date', color: 'accent' },
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The one sentence that says what the rack is doing */
function headline(summary: UpdateSummary, target: string | null) {
  const { state, total, atTarget } = summary
  switch (state) {
    case 'unset':
      return 'No target release is set, so the rack is not managing its software versions. Set an uploaded release as the target to start an update.'
    case 'done':
      return `Up to date: all ${plural(total, 'component')} run ${target}.`
    case 'updating':
      return `Updating to ${target}: ${atTarget} of ${plural(total, 'component')} run it so far.`
    case 'paused':
      return `The update to ${target} is paused: automatic update is suspended after a manual change to the system software. To resume it, upload the release that was applied by hand and set it as the target.`
  }
}

const col = createColumnHelper<VersionCount & { share: number }>()
const breakdownColumns = [
  col.accessor('version', {
    header: 'Release',
    cell: ({ row: { original: v } }) => (
      <span className="inline-flex items-center gap-2">
        <span className={v.version === releaseLabel(v.version) ? 'font-mono' : undefined}>
          {releaseLabel(v.version)}
        </span>
        {v.isTarget && <Badge color="accent">target</Badge>}
      </span>
    ),
  }),
  col.accessor('count', {
    header: 'Components',
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  col.accessor('share', {
    header: 'Share',
    cell: (info) => <span className="text-secondary tabular-nums">{info.getValue()}%</span>,
  }),
]

const pollWhileMoving = (status: UpdateStatus | undefined) =>
  status && summarizeUpdate(status).state === 'updating' ? POLL_MS : false

export function UpdateStatusSection() {
  const { data: status } = usePrefetchedQuery({
    ...systemUpdateStatus,
    refetchInterval: (query) => pollWhileMoving(query.state.data),
  })
  const summary = summarizeUpdate(status)
  const target = status.targetRelease
  const badge = STATE_BADGE[summary.state]
  const rows = summary.versions.map((v) => ({
    ...v,
    share: summary.total > 0 ? Math.round((v.count / summary.total) * 100) : 0,
  }))

  return (
    <Section title="Status" description={headline(summary, target?.version ?? null)}>
      {status.contactSupport && (
        <p
          role="note"
          className="rounded-md border border-notice/30 bg-notice/10 px-4 py-3 text-sm text-notice"
        >
          The rack has found a problem that needs Oxide support. Contact support before starting an
          update, or now if one has just finished.
        </p>
      )}
      <PropertiesTable>
        <PropertiesTable.Row label="Target release">
          {target ? (
            <span className="font-mono">{target.version}</span>
          ) : (
            <span className="text-secondary">None set</span>
          )}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="State">
          <Badge color={badge.color}>{badge.label}</Badge>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Target set">
          {target ? (
            formatDateTime(target.timeRequested)
          ) : (
            <span className="text-secondary">Never</span>
          )}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="At target">
          {target ? (
            <span className="tabular-nums">
              {summary.atTarget} of {plural(summary.total, 'component')}
            </span>
          ) : (
            <span className="text-secondary">No target to compare with</span>
          )}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Last step planned">
          {formatDateTime(status.timeLastStepPlanned)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Automatic update">
          {status.suspended ? 'Suspended' : 'Active'}
        </PropertiesTable.Row>
      </PropertiesTable>
      {target && (
        <ProgressBar
          label={`Components running ${target.version}`}
          value={summary.atTarget}
          max={summary.total}
          detail={`${summary.atTarget} of ${plural(summary.total, 'component')}`}
        />
      )}
      <RowsTable
        label="Components by release"
        rows={rows}
        columns={breakdownColumns}
        getRowId={(v) => v.version}
      />
    </Section>
  )
}
