// A line chart of time series drawn with uPlot (canvas), with a legend that reads out the
// values under the cursor and a table of latest, mean and max per series, so everything
// the lines show can also be read as text. Import it only from lazily loaded pages: uPlot
// and its stylesheet then stay out of the first page's download.
import 'uplot/dist/uPlot.min.css'

import { clsx } from 'clsx'
import { useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'

import {
  axisScale,
  formatReading,
  formatTick,
  tickIncrements,
  type ChartUnit,
} from '~/util/chart-units'
import { formatDateTime } from '~/util/format'
import { isolatedPoints, maxPoint, summarize, type TimeSeriesData } from '~/util/time-series'

import { useResolvedTheme } from './theme'

/** Series colours, in order: the theme's status colours first, then two more hues. */
const SERIES_COUNT = 7
const seriesVar = (i: number) => `--color-series-${(i % SERIES_COUNT) + 1}`

/** For HTML (the legend's swatches): follows the theme by itself. */
export const seriesColor = (i: number) => `var(${seriesVar(i)})`

const HEIGHT = 240

/**
 * A token's colour as the canvas needs it (`rgb(…)`): resolved on a probe element, since
 * custom properties are not computed values.
 */
function tokenColor(cssVar: string, fallback: string): string {
  const probe = document.createElement('span')
  probe.style.color = `var(${cssVar}, ${fallback})`
  probe.style.display = 'none'
  document.body.append(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color || fallback
}

/** The theme's colours as the canvas needs them (it cannot use CSS variables). */
function themeColors() {
  return {
    text: tokenColor('--text-color-secondary', '#a3abb1'),
    grid: tokenColor('--border-color-default', '#2a3136'),
    series: (i: number) => tokenColor(seriesVar(i), '#48d597'),
  }
}

type Props = {
  data: TimeSeriesData
  unit: ChartUnit
  /** the x axis spans this, in epoch ms, even where the series have no points */
  start: number
  end: number
  /** names the summary table, e.g. "vCPU time by state" */
  title: string
  /** each value holds until the next point (a gauge recorded at each change) */
  stepped?: boolean
}

export function TimeSeriesChart({ data, unit, start, end, title, stepped = false }: Props) {
  const plotRef = useRef<HTMLDivElement>(null)
  // index into data.timestamps under the cursor; null when the cursor is off the chart
  const [cursorIdx, setCursorIdx] = useState<number | null>(null)
  // the canvas is drawn in the theme's colours: drawn again when it changes
  const theme = useResolvedTheme()

  useEffect(() => {
    const el = plotRef.current
    if (!el) return
    const scale = axisScale(unit, maxPoint(data))
    const colors = themeColors()
    const axis = {
      stroke: colors.text,
      grid: { stroke: colors.grid, width: 1 },
      ticks: { stroke: colors.grid, width: 1 },
      font: '11px ui-sans-serif, system-ui, sans-serif',
    }
    const opts: uPlot.Options = {
      width: el.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: {
        x: { time: true, range: [start / 1000, end / 1000] },
        y: {
          range: (_u, _min, max) => (unit === 'percent' ? [0, 100] : [0, max > 0 ? max * 1.1 : 1]),
        },
      },
      axes: [
        axis,
        {
          ...axis,
          size: 72,
          incrs: tickIncrements(scale),
          values: (_u, splits) => splits.map((v) => formatTick(scale, v)),
        },
      ],
      series: [
        {},
        ...data.series.map((s, i) => ({
          label: s.label,
          stroke: colors.series(i),
          width: 1.5,
          paths: stepped ? uPlot.paths.stepped?.({ align: 1 }) : undefined,
          // a lone point between gaps (or a range with one sample) shows as a dot
          points: { show: true, filter: isolatedPoints(s.values) },
        })),
      ],
      hooks: {
        setCursor: [(u) => setCursorIdx(u.cursor.idx ?? null)],
      },
    }
    const plot = new uPlot(opts, [data.timestamps, ...data.series.map((s) => s.values)], el)
    // keep the chart as wide as its container
    const observer = new ResizeObserver(() => {
      if (el.clientWidth !== plot.width) plot.setSize({ width: el.clientWidth, height: HEIGHT })
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      plot.destroy()
      setCursorIdx(null)
    }
  }, [data, unit, start, end, stepped, theme])

  const at = cursorIdx !== null && cursorIdx < data.timestamps.length ? cursorIdx : null
  const reading = (values: Array<number | null>) => {
    const v = at === null ? summarize(values)?.latest : values[at]
    return v === null || v === undefined ? 'No data' : formatReading(unit, v)
  }

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        {/* as wide as a date, so the legend does not shift while the cursor moves */}
        <span className="min-w-36 text-tertiary tabular-nums">
          {at === null ? 'Latest' : formatDateTime(new Date(data.timestamps[at] * 1000))}
        </span>
        <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1">
          {data.series.map((s, i) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-0.5 w-3 rounded"
                style={{ backgroundColor: seriesColor(i) }}
              />
              <span className="text-secondary">{s.label}</span>
              {/* read out as "vCPU 0: 37.5%" */}
              <span className="sr-only">: </span>
              <span className="font-medium text-default tabular-nums">{reading(s.values)}</span>
            </li>
          ))}
        </ul>
      </div>
      {/* the canvas adds nothing a screen reader could use; the table below says it all */}
      <div ref={plotRef} aria-hidden="true" className="w-full" style={{ height: HEIGHT }} />
      <table className="mt-3 w-full text-left text-xs">
        <caption className="sr-only">Summary of {title}</caption>
        <thead className="text-tertiary">
          <tr>
            {['Series', 'Latest', 'Average', 'Max'].map((heading, i) => (
              <th
                key={heading}
                scope="col"
                className={clsx('py-1 font-medium', i > 0 && 'text-right')}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.series.map((s) => {
            const summary = summarize(s.values)
            const cell = (v: number | undefined) =>
              v === undefined ? 'No data' : formatReading(unit, v)
            return (
              <tr key={s.key} className="border-t border-default">
                <th scope="row" className="py-1 font-normal text-secondary">
                  {s.label}
                </th>
                <td className="py-1 text-right">{cell(summary?.latest)}</td>
                <td className="py-1 text-right">{cell(summary?.mean)}</td>
                <td className="py-1 text-right">{cell(summary?.max)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
