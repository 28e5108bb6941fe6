import { formatDownloadProgress } from '~/api/support-bundle-rules'
import { Button } from '~/ui/Button'
import { ProgressBar } from '~/ui/ProgressBar'

import type { Download } from './use-downloads'

/** One progress bar per download in flight, each with its Cancel. */
export function DownloadProgressList({
  downloads,
  onCancel,
}: {
  downloads: Download[]
  onCancel: (key: string) => void
}) {
  if (downloads.length === 0) return null
  return (
    <ul aria-label="Downloads" className="space-y-3">
      {downloads.map(({ key, fileName, progress }) => (
        <li
          key={key}
          className="flex items-end gap-4 rounded-lg border border-default bg-raise px-4 py-3"
        >
          <div className="min-w-0 flex-1">
            <ProgressBar
              label={`Downloading ${fileName}`}
              value={progress.received}
              // with no length known the bar stays empty and the detail counts bytes
              max={progress.total ?? 0}
              detail={formatDownloadProgress(progress.received, progress.total)}
            />
          </div>
          <Button variant="secondary" size="sm" onClick={() => onCancel(key)}>
            Cancel<span className="sr-only"> download of {fileName}</span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
