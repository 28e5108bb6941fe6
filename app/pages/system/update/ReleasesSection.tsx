// The releases uploaded to the rack (TUF repositories), newest first, and the one action
// an operator takes on them: make one the target release, which starts the update. Nexus
// refuses the release already targeted and any older one, so those are off with the reason;
// only a fleet admin may change the target.
import { createColumnHelper } from '@tanstack/react-table'

import type { TufRepo } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { systemUpdateRepositoryList, systemUpdateStatus } from '~/api/queries/system-update'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { QueryTable } from '~/table/QueryTable'
import { Badge } from '~/ui/Badge'
import { confirmAction } from '~/ui/confirm-store'
import { CopyToClipboard } from '~/ui/CopyToClipboard'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'
import { RowActions } from '~/ui/RowActions'
import { addToast } from '~/ui/toast-store'
import { formatDateTime } from '~/util/format'

import { targetRefusal } from './versions'

/** A SHA-256 is 64 hex digits: its start tells repositories apart, the copy gives it whole */
const HASH_SHOWN = 12

const col = createColumnHelper<TufRepo>()
const staticColumns = [
  col.accessor('timeCreated', {
    header: 'Uploaded',
    cell: (info) => (
      <span className="whitespace-nowrap text-secondary">{formatDateTime(info.getValue())}</span>
    ),
  }),
  col.accessor('fileName', {
    header: 'File name',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  col.accessor('hash', {
    header: 'SHA-256',
    cell: ({ row: { original: repo } }) => (
      <span className="inline-flex items-center gap-1">
        <span className="font-mono text-xs" title={repo.hash}>
          {repo.hash.slice(0, HASH_SHOWN)}…
        </span>
        <CopyToClipboard text={repo.hash} aria-label={`Copy hash of ${repo.systemVersion}`} />
      </span>
    ),
  }),
]

export function ReleasesSection() {
  const { data: status } = usePrefetchedQuery(systemUpdateStatus)
  const target = status.targetRelease?.version ?? null
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'setTargetRelease')

  const setTarget = useApiMutation(api.targetReleaseUpdate, {
    invalidates: ['systemUpdateStatus'],
    onSuccess(_, { body }) {
      addToast({ variant: 'success', title: 'Target release set', content: body.systemVersion })
    },
  })

  const confirmSetTarget = (repo: TufRepo) =>
    confirmAction({
      title: 'Set target release',
      message: (
        <div className="space-y-3">
          <p>
            Make{' '}
            <strong className="font-mono font-medium text-default">{repo.systemVersion}</strong> the
            rack’s target release? The rack then updates its software to this release by itself, one
            component after another, until every component runs it.
          </p>
          {target && (
            <p>
              It replaces {target} as the target. Afterwards the rack does not accept an older
              release than {repo.systemVersion} as the target.
            </p>
          )}
        </div>
      ),
      actionLabel: 'Set as target',
      actionType: 'primary',
      doAction: () => setTarget.mutateAsync({ body: { systemVersion: repo.systemVersion } }),
      errorTitle: 'Could not set the target release',
    })

  const columns = [
    col.accessor('systemVersion', {
      header: 'Version',
      cell: ({ row: { original: repo } }) => (
        <span className="inline-flex items-center gap-2">
          <span className="font-mono">{repo.systemVersion}</span>
          {repo.systemVersion === target && <Badge color="accent">target</Badge>}
        </span>
      ),
    }),
    ...staticColumns,
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: repo } }) => (
        <RowActions
          actions={[
            {
              label: 'Set as target',
              disabled: notAllowed || targetRefusal(target, repo.systemVersion),
              onActivate: () => confirmSetTarget(repo),
              commands: commandsOf({
                op: 'targetReleaseUpdate',
                params: { body: { systemVersion: repo.systemVersion } },
              }),
            },
          ]}
        />
      ),
    }),
  ]

  return (
    <Section
      title="Releases"
      description="System software releases uploaded to the rack. The target release is the one the rack updates to."
    >
      <QueryTable
        label="Releases"
        query={systemUpdateRepositoryList}
        columns={columns}
        getRowId={(repo) => repo.systemVersion}
        emptyState={
          <EmptyState
            title="No releases uploaded"
            body="A release reaches the rack as a TUF repository archive, uploaded through the API or the CLI."
          />
        }
      />
    </Section>
  )
}
