// Answers the generated client cannot read (it takes every body whole, as JSON): a support
// bundle's zip, one of its files, its index as text. Fetched same-origin, so the session
// cookie goes with them, and name the rack's API version like every other call; a refusal
// still becomes an ApiError in the spec's words.
import type { Api } from './__generated_versions__/2026081901.0.0/Api'
import { handleResponse } from './__generated_versions__/2026081901.0.0/http-client'
import { signOutOn401 } from './client'
import { networkError, processServerError } from './errors'
import { rackOperationRequest } from './operation-url'
import { contentLength } from './support-bundle-rules'

type Methods = Api['methods']

/** A raw read: the operation and its parameters in the newest contract's terms */
export type RawRequest = {
  [K in keyof Methods]: { operation: K; params: Parameters<Methods[K]>[0] }
}[keyof Methods]

/**
 * Fetches `operation` at the URL the rack's version gives it; resolves with an OK response
 * or rejects with an ApiError
 */
export async function fetchRaw({ operation, params }: RawRequest, signal?: AbortSignal) {
  let response: Response
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any op with its params
    const { url, headers } = await rackOperationRequest(operation, params as any)
    response = await fetch(url, { signal, headers, credentials: 'same-origin' })
  } catch (e) {
    if (signal?.aborted) throw e
    throw networkError(operation, e)
  }
  if (response.ok) return response
  // refusals are JSON like any other answer; let the client read them as it always does
  const result = await handleResponse(response)
  if (result.type === 'success') throw networkError(operation, new Error('not OK'))
  const error = processServerError(operation, result)
  signOutOn401(operation, error)
  throw error
}

export type Progress = { received: number; total: number | null }

/**
 * Reads the body chunk by chunk, reporting bytes against `Content-Length`, and gathers the
 * chunks into a Blob. At the end the chunks and the Blob are both alive, twice the file at
 * most, and the chunks go as soon as this returns.
 */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: Progress) => void,
): Promise<Blob> {
  const total = contentLength(response.headers.get('Content-Length'))
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream'
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  onProgress({ received, total })
  if (response.body) {
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      received += value.length
      onProgress({ received, total })
    }
  }
  return new Blob(chunks, { type })
}

/** Hands a Blob to the browser as a download named `fileName` (from a click handler's flow) */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has taken the URL once the click's navigation starts; free it after that
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
