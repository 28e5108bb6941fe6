// What a list page and the root layout import of bulk actions: a few hundred bytes. The
// bar (with its dialog) loads when the first row is selected; the tray only once a job
// exists, or when one is kept in this tab from before a reload.
import { useEffect } from 'react'

import type { BulkActionsRender } from '~/table/QueryTable'
import { lazyModule, useLazyModule } from '~/ui/lazy-module'
import { whenIdle } from '~/util/when-idle'

import type { BulkKind, BulkRow } from './bulk-rules'
import { JOBS_KEY } from './jobs-key'

/** What `QueryTable`'s `bulkActions` hands over: the selected rows and how to clear them */
export type BulkSelection<Row> = Parameters<BulkActionsRender<Row>>[0]

const bar = lazyModule(() => import('./BulkBar'))
const tray = lazyModule(() => import('./BulkTray'))

/** Loads and shows the tray (the bar calls it when it starts a job) */
export const showTray = () => tray.preload()

type BarProps<K extends BulkKind> = { kind: K; project: string } & BulkSelection<BulkRow[K]>

function LazyBulkBar<K extends BulkKind>(props: BarProps<K>) {
  const loaded = useLazyModule(bar, true)
  return loaded ? <loaded.BulkBar {...props} /> : null
}

/** A list's `bulkActions`: `bulkActionsFor('instance', project)` */
export const bulkActionsFor =
  <K extends BulkKind>(kind: K, project: string): BulkActionsRender<BulkRow[K]> =>
  (selection) => <LazyBulkBar kind={kind} project={project} {...selection} />

/** The tray's place on every page; empty (and unloaded) until there is a job */
export function BulkTraySlot() {
  const loaded = useLazyModule(tray, false)
  useEffect(
    () =>
      // a job kept from before a reload brings the tray back; once idle, as the first use
      // of session storage in a cold browser costs 60-110 ms (measured), which would
      // otherwise hold up the freshly taken-over page's first click
      whenIdle(() => {
        try {
          if (sessionStorage.getItem(JOBS_KEY)) showTray()
        } catch {
          // no storage, no kept jobs
        }
      }),
    [],
  )
  return loaded ? <loaded.BulkTray /> : null
}
