// The files in one active bundle, from its index; each file can be saved on its own.
import { useQuery } from '@tanstack/react-query'

import type { SupportBundleInfo } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { supportBundleIndex } from '~/api/queries/support-bundles'
import { savedFileName } from '~/api/support-bundle-rules'
import { Button } from '~/ui/Button'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { SideModal } from '~/ui/SideModal'
import { Spinner } from '~/ui/Spinner'

import { DownloadProgressList } from './DownloadProgressList'
import type { Download, StartDownload } from './use-downloads'

const fileKey = (bundle: string, name: string) => `${bundle}/${name}`

export function SupportBundleFiles({
  bundle,
  downloads,
  onDownload,
  onCancel,
  onDismiss,
}: {
  bundle: SupportBundleInfo
  downloads: Download[]
  onDownload: StartDownload
  onCancel: (key: string) => void
  onDismiss: () => void
}) {
  const index = useQuery(supportBundleIndex(bundle.id))
  const mine = downloads.filter((d) => d.key.startsWith(`${bundle.id}/`))
  const busy = new Set(mine.map((d) => d.key))

  const download = (name: string) =>
    onDownload(
      fileKey(bundle.id, name),
      {
        operation: 'supportBundleDownloadFile',
        // a name holds its folders; the path takes it as one segment, slashes encoded
        params: { path: { bundleId: bundle.id, file: encodeURIComponent(name) } },
      },
      savedFileName(name),
    )

  return (
    <SideModal
      isOpen
      title="Bundle files"
      subtitle={<span className="font-mono text-xs">{bundle.id}</span>}
      onDismiss={onDismiss}
    >
      <SideModal.Body>
        <DownloadProgressList downloads={mine} onCancel={onCancel} />
        {index.isPending && <Spinner label="Loading the bundle's files" />}
        {index.error && <ErrorMessage>{index.error.message}</ErrorMessage>}
        {index.data && (
          <ul aria-label="Files" className="divide-y divide-default text-sm">
            {index.data.map(({ name, isFolder }) => (
              <li key={name} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 font-mono text-xs break-all text-default">{name}</span>
                {isFolder ? (
                  <span className="text-xs text-secondary">Folder</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={busy.has(fileKey(bundle.id, name))}
                    onClick={() => download(name)}
                  >
                    Download<span className="sr-only"> {name}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </SideModal.Body>
      <SideModal.Footer>
        <Button variant="secondary" onClick={onDismiss}>
          Close
        </Button>
      </SideModal.Footer>
    </SideModal>
  )
}
