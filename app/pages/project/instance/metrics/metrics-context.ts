import { useOutletContext } from 'react-router-dom'

import type { Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'

/** What the metrics tab hands its CPU, disk and network sub-tabs. */
export type MetricsContext = {
  project: string
  instance: Instance
  /** the range shown, epoch ms */
  start: number
  end: number
  /** the `mean_within` window fitted to the range */
  windowSeconds: number
  /** epoch ms: when the range was resolved (a preset's end) */
  now: number
}

export const useMetricsContext = () => useOutletContext<MetricsContext>()
