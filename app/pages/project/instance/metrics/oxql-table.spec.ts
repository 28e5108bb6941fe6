import { describe, expect, it } from 'vitest'

import type { OxqlQueryResult, Timeseries } from '~/api/__generated_versions__/2026081901.0.0/Api'

import { fieldText, partsToSeries, type Fields } from './oxql-table'

const t = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s))
const ms = (s: number) => t(s).getTime()

const series = (fields: Fields, seconds: number[], values: Array<number | null>): Timeseries => ({
  fields,
  points: {
    timestamps: seconds.map(t),
    values: [{ metricType: 'gauge', values: { type: 'double', values } }],
  },
})

const disk = (id: string): Fields => ({ diskId: { type: 'uuid', value: id } })
const byDisk = (f: Fields) => ({
  key: fieldText(f, 'diskId')!,
  label: `disk ${fieldText(f, 'diskId')}`,
})

/** One answer, charted from after `after` on */
const whole = (result: OxqlQueryResult, after = 0) => [{ result, after, until: Infinity }]

describe('partsToSeries', () => {
  it('joins the timestamps of all series, with gaps where one has no point', () => {
    const result: OxqlQueryResult = {
      tables: [
        {
          name: 'virtual_disk:reads',
          timeseries: [
            series(disk('b'), [60, 120, 180], [1, 2, 3]),
            series(disk('a'), [120, 180, 240], [5, null, 7]),
          ],
        },
      ],
    }
    expect(partsToSeries(whole(result), { name: byDisk })).toEqual({
      timestamps: [60, 120, 180, 240].map((s) => ms(s) / 1000),
      series: [
        { key: 'a', label: 'disk a', values: [null, 5, null, 7] },
        { key: 'b', label: 'disk b', values: [1, 2, 3, null] },
      ],
    })
  })

  it('drops points up to `after`, scales values and adds up series with one key', () => {
    const result: OxqlQueryResult = {
      tables: [
        {
          name: 'x:y',
          timeseries: [series({}, [0, 60, 120], [1e9, 10, 20]), series({}, [60, 120], [1, null])],
        },
      ],
    }
    const data = partsToSeries(whole(result, ms(0)), {
      name: () => ({ key: 'all', label: 'All' }),
      scale: (v) => v * 2,
    })
    expect(data).toEqual({
      timestamps: [ms(60) / 1000, ms(120) / 1000],
      series: [{ key: 'all', label: 'All', values: [22, 40] }],
    })
  })

  it('orders series by sort key, else by label with numbers compared as numbers', () => {
    const vcpu = (id: number): Fields => ({ vcpuId: { type: 'u32', value: id } })
    const result: OxqlQueryResult = {
      tables: [
        {
          name: 'x:y',
          timeseries: [series(vcpu(10), [60], [1]), series(vcpu(2), [60], [1])],
        },
      ],
    }
    const labels = (name: Parameters<typeof partsToSeries>[1]['name']) =>
      partsToSeries(whole(result), { name }).series.map((s) => s.label)
    expect(
      labels((f) => ({ key: fieldText(f, 'vcpuId')!, label: `vCPU ${fieldText(f, 'vcpuId')}` })),
    ).toEqual(['vCPU 2', 'vCPU 10'])
    expect(
      labels((f) => ({
        key: fieldText(f, 'vcpuId')!,
        label: `vCPU ${fieldText(f, 'vcpuId')}`,
        sortKey: fieldText(f, 'vcpuId') === '10' ? 'a' : 'b',
      })),
    ).toEqual(['vCPU 10', 'vCPU 2'])
  })

  it('reads ISO strings as well as dates, and an empty answer as no series', () => {
    const raw = series({}, [60], [4])
    // what the client hands over at run time: the strings of the JSON
    const strings = {
      ...raw,
      points: { ...raw.points, timestamps: [t(60).toISOString()] },
    } as unknown as Timeseries
    const data = partsToSeries(whole({ tables: [{ name: 'x:y', timeseries: [strings] }] }), {
      name: () => ({ key: 'k', label: 'k' }),
    })
    expect(data.timestamps).toEqual([ms(60) / 1000])
    expect(partsToSeries(whole({ tables: [] }), { name: byDisk })).toEqual({
      timestamps: [],
      series: [],
    })
  })

  it('charts each part from after its start up to its end, as one series', () => {
    const part = (seconds: number[], values: number[]): OxqlQueryResult => ({
      tables: [{ name: 'x:y', timeseries: [series(disk('a'), seconds, values)] }],
    })
    // a part's first point has a window starting before it, its last one past it
    const data = partsToSeries(
      [
        { result: part([0, 60, 120, 180], [9, 1, 2, 9]), after: ms(0), until: ms(120) },
        { result: part([120, 180, 240, 300], [9, 3, 4, 9]), after: ms(120), until: ms(240) },
      ],
      { name: byDisk },
    )
    expect(data).toEqual({
      timestamps: [60, 120, 180, 240].map((s) => ms(s) / 1000),
      series: [{ key: 'a', label: 'disk a', values: [1, 2, 3, 4] }],
    })
  })
})
