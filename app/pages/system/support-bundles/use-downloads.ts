// Downloads in flight on the support bundles page, each with its progress and a way to
// cancel it. The page owns them so a download keeps going while dialogs open and close.
import { useCallback, useEffect, useRef, useState } from 'react'

import type { ApiError } from '~/api/errors'
import {
  fetchRaw,
  readWithProgress,
  saveBlob,
  type Progress,
  type RawRequest,
} from '~/api/stream-download'
import { addToast } from '~/ui/toast-store'

export type Download = {
  /** e.g. the bundle id, or `<bundle id>/<file name>` */
  key: string
  /** What is being saved, e.g. `support-bundle-….zip` */
  fileName: string
  progress: Progress
}

export type StartDownload = (key: string, request: RawRequest, fileName: string) => void

export function useDownloads() {
  const [downloads, setDownloads] = useState<Download[]>([])
  const controllers = useRef(new Map<string, AbortController>())

  // leaving the page stops what it started
  useEffect(() => {
    const running = controllers.current
    return () => {
      for (const controller of running.values()) controller.abort()
    }
  }, [])

  const update = useCallback((key: string, next: Download | null) => {
    setDownloads((all) => {
      const rest = all.filter((d) => d.key !== key)
      return next ? [...rest, next] : rest
    })
  }, [])

  const start: StartDownload = useCallback(
    (key, request, fileName) => {
      if (controllers.current.has(key)) return
      const controller = new AbortController()
      controllers.current.set(key, controller)
      update(key, { key, fileName, progress: { received: 0, total: null } })
      fetchRaw(request, controller.signal)
        .then((response) =>
          readWithProgress(response, (progress) => update(key, { key, fileName, progress })),
        )
        .then((blob) => {
          saveBlob(blob, fileName)
          addToast({ variant: 'success', title: 'Download complete', content: fileName })
        })
        .catch((error: ApiError | Error) => {
          if (controller.signal.aborted) return
          addToast({ variant: 'error', title: 'Could not download', content: error.message })
        })
        .finally(() => {
          controllers.current.delete(key)
          update(key, null)
        })
    },
    [update],
  )

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), [])

  return { downloads, start, cancel }
}
