// What an operator may do with a support bundle in each state, and the words for why not,
// as the pinned Nexus decides it (sim/handlers/support-bundles.ts mirrors it): only an
// active bundle can be read from; a collecting or active one can be deleted; a failed one
// is refused deletion at the contract's commit, so the console says so up front.
import type {
  SupportBundleInfo,
  SupportBundleState,
} from './__generated_versions__/2026081901.0.0/Api'

export type BundleAction = 'download' | 'viewFiles' | 'delete'

/** States a bundle leaves by itself: the list polls while any bundle is in one */
export const bundleIsChanging = (state: SupportBundleState) =>
  state === 'collecting' || state === 'destroying'

const readable = (state: SupportBundleState) =>
  state === 'active' ? false : 'Only an active bundle can be read; this one is ' + state

const reasons: Record<BundleAction, (state: SupportBundleState) => false | string> = {
  download: readable,
  viewFiles: readable,
  delete: (state) => {
    if (state === 'failed') return 'A failed bundle cannot be deleted: Nexus refuses it'
    if (state === 'destroying') return 'This bundle is already being deleted'
    return false
  },
}

/** `false` when the action is allowed, else the sentence saying why not */
export const bundleDisabledReason = (
  bundle: Pick<SupportBundleInfo, 'state'>,
  action: BundleAction,
) => reasons[action](bundle.state)

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const

/** Bytes in binary units, one decimal from KiB up: `512 B`, `1.5 MiB` */
export function formatSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`
}

/**
 * A download's progress in words: `1.5 MiB of 10.0 MiB`, or only what arrived when the
 * answer gave no length. The percentage is the progress bar's.
 */
export function formatDownloadProgress(received: number, total: number | null): string {
  return total === null ? formatSize(received) : `${formatSize(received)} of ${formatSize(total)}`
}

/** What `Content-Length` says, or null when it is missing or not a byte count */
export function contentLength(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null
  return Number(header)
}

export type BundleFile = { name: string; isFolder: boolean }

/** The index is one name a line; folders end in `/` and cannot be downloaded alone */
export const parseBundleIndex = (text: string): BundleFile[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((name) => ({ name, isFolder: name.endsWith('/') }))

/** The name to save a whole bundle under */
export const bundleFileName = (id: string) => `support-bundle-${id}.zip`

/** The name to save one file of a bundle under: its own, without its folders */
export const savedFileName = (path: string) => path.split('/').pop() || path
