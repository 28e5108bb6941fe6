// The fleet's support bundles (operators only: the System layout answers 404 to anyone the
// system policy view refuses). Each bundle is a zip of the rack's state for support: made
// on request, collected in the background, downloaded whole or a file at a time, deleted.
// Every operator may look and download; only fleet admins create and delete.
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'

import type { SupportBundleInfo } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { supportBundleList } from '~/api/queries/support-bundles'
import { bundleDisabledReason, bundleFileName, bundleIsChanging } from '~/api/support-bundle-rules'
import { SupportBundleStateBadge } from '~/components/SupportBundleStateBadge'
import { SupportBundleCreateForm } from '~/forms/support-bundle-create'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button } from '~/ui/Button'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { formatDateTime } from '~/util/format'
import { pollListWhile } from '~/util/poll'

import { DownloadProgressList } from './DownloadProgressList'
import { SupportBundleFiles } from './SupportBundleFiles'
import { useDownloads } from './use-downloads'

export async function clientLoader() {
  await queryClient.fetchQuery(supportBundleList.firstPage())
  return null
}

// a new bundle becomes active, a deleted one goes away, each by itself: follow them
const pollWhileChanging = pollListWhile((b: SupportBundleInfo) => bundleIsChanging(b.state))

const col = createColumnHelper<SupportBundleInfo>()
const staticColumns = [
  col.accessor('id', {
    header: 'ID',
    cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
  }),
  col.accessor('reasonForCreation', {
    header: 'Reason',
    cell: ({ row: { original: b } }) => (
      <div>
        <div>{b.reasonForCreation}</div>
        {b.reasonForFailure && (
          <div className="text-xs text-destructive">Failed: {b.reasonForFailure}</div>
        )}
      </div>
    ),
  }),
  col.accessor('state', {
    header: 'State',
    cell: (info) => <SupportBundleStateBadge state={info.getValue()} />,
  }),
  col.accessor('timeCreated', {
    header: 'Created',
    cell: (info) => (
      <span className="whitespace-nowrap text-secondary">{formatDateTime(info.getValue())}</span>
    ),
  }),
]

export default function SupportBundlesPage() {
  const [creating, setCreating] = useState(false)
  const [viewing, setViewing] = useState<SupportBundleInfo | null>(null)
  const { downloads, start, cancel } = useDownloads()
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeSupportBundles')

  const deleteBundle = useApiMutation(api.supportBundleDelete, {
    invalidates: ['supportBundleList'],
    onSuccess(_, { path }) {
      addToast({
        variant: 'success',
        title: 'Deleting support bundle',
        content: path.bundleId,
      })
    },
  })

  const downloadBundle = (bundle: SupportBundleInfo) =>
    start(
      bundle.id,
      { operation: 'supportBundleDownload', params: { path: { bundleId: bundle.id } } },
      bundleFileName(bundle.id),
    )

  const columns = [
    ...staticColumns,
    actionsColumn<SupportBundleInfo>((bundle) => [
      {
        label: 'View files',
        disabled: bundleDisabledReason(bundle, 'viewFiles'),
        onActivate: () => setViewing(bundle),
      },
      {
        label: 'Download',
        disabled:
          bundleDisabledReason(bundle, 'download') ||
          (downloads.some((d) => d.key === bundle.id) && 'This bundle is downloading'),
        onActivate: () => downloadBundle(bundle),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: notAllowed || bundleDisabledReason(bundle, 'delete'),
        onActivate: confirmDelete({
          resourceKind: 'support bundle',
          label: bundle.id,
          doDelete: () => deleteBundle.mutateAsync({ path: { bundleId: bundle.id } }),
        }),
        commands: commandsOf({
          op: 'supportBundleDelete',
          params: { path: { bundleId: bundle.id } },
        }),
      },
    ]),
  ]

  const createButton = (
    <Button onClick={() => setCreating(true)} disabled={!!notAllowed} disabledReason={notAllowed}>
      Create bundle
    </Button>
  )

  return (
    <>
      <PageHeader title="Support bundles" actions={createButton} />
      <div className="space-y-4">
        <DownloadProgressList downloads={downloads} onCancel={cancel} />
        <QueryTable
          label="Support bundles"
          query={supportBundleList}
          columns={columns}
          getRowId={(b) => b.id}
          refetchInterval={pollWhileChanging}
          emptyState={
            <EmptyState
              title="No support bundles"
              body="A support bundle gathers the rack's state into one file to send to support."
              action={createButton}
            />
          }
        />
      </div>
      {creating && <SupportBundleCreateForm onDismiss={() => setCreating(false)} />}
      {viewing && (
        <SupportBundleFiles
          bundle={viewing}
          downloads={downloads}
          onDownload={start}
          onCancel={cancel}
          onDismiss={() => setViewing(null)}
        />
      )}
    </>
  )
}
