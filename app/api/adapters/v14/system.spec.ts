import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { Unexpressible } from '../unexpressible'
import { bundleUp, oxqlResultUp, quantileUp, system } from './system'

const id = '0f1e2d3c-4b5a-4968-8778-695a4b3c2d1e'

const oldBundle: Old.SupportBundleInfo = {
  id,
  reasonForCreation: 'Created by external API',
  reasonForFailure: null,
  state: 'active',
  timeCreated: new Date('2025-01-07T10:00:00Z'),
}

describe('support bundles', () => {
  it('names the bundle by the old path parameter', () => {
    expect(system.supportBundleView?.request?.({ path: { bundleId: id } })).toEqual({
      path: { supportBundle: id },
    })
    expect(system.supportBundleDelete?.request?.({ path: { bundleId: id } })).toEqual({
      path: { supportBundle: id },
    })
    expect(system.supportBundleDownload?.request?.({ path: { bundleId: id } })).toEqual({
      path: { supportBundle: id },
    })
    expect(system.supportBundleIndex?.request?.({ path: { bundleId: id } })).toEqual({
      path: { supportBundle: id },
    })
    expect(
      system.supportBundleDownloadFile?.request?.({ path: { bundleId: id, file: 'a.txt' } }),
    ).toEqual({ path: { supportBundle: id, file: 'a.txt' } })
  })

  it('gives an old bundle no comment', () => {
    const now: Now.SupportBundleInfo = { ...oldBundle, userComment: null }
    expect(bundleUp(oldBundle)).toEqual(now)
    expect(system.supportBundleView?.response?.(oldBundle, { path: { bundleId: id } })).toEqual(now)
    expect(
      system.supportBundleList?.response?.({ items: [oldBundle], nextPage: null }, {}),
    ).toEqual({ items: [now], nextPage: null })
  })

  it('creates without a body, refusing a comment', () => {
    expect(system.supportBundleCreate?.request?.({ body: {} })).toEqual({})
    expect(system.supportBundleCreate?.request?.({ body: { userComment: null } })).toEqual({})
    expect(() =>
      system.supportBundleCreate?.request?.({ body: { userComment: 'for support' } }),
    ).toThrow(Unexpressible)
  })

  it('lists by ID: oldest first is dropped, newest first refused', () => {
    expect(
      system.supportBundleList?.request?.({
        query: { limit: 10, sortBy: 'time_and_id_ascending' },
      }),
    ).toEqual({ query: { limit: 10 } })
    expect(() =>
      system.supportBundleList?.request?.({ query: { sortBy: 'time_and_id_descending' } }),
    ).toThrow(Unexpressible)
  })
})

describe('OxQL', () => {
  // a gauge of doubles: the same in both contracts
  const series = {
    fields: { project_id: { type: 'uuid', value: id } },
    points: {
      timestamps: [new Date('2025-01-07T10:00:00Z')],
      startTimes: null,
      values: [{ metricType: 'gauge', values: { type: 'double', values: [0.5] } }],
    },
  } as const satisfies Old.Timeseries & Now.Timeseries

  it('lists the timeseries the old answer kept by key', () => {
    const old: Old.OxqlQueryResult = {
      tables: [{ name: 'virtual_machine:vcpu_usage', timeseries: { '123': series } }],
    }
    const now: Now.OxqlQueryResult = {
      tables: [{ name: 'virtual_machine:vcpu_usage', timeseries: [series] }],
    }
    expect(oxqlResultUp(old)).toEqual(now)
  })

  it('estimates distribution quantiles as Nexus does since', () => {
    const quantile = (heights: number[], samples: number, p = 0.5): Old.Quantile => ({
      desiredMarkerPositions: [1, 2, 3, 4, 5],
      markerHeights: heights,
      markerPositions: [1, 2, 3, 4, samples],
      p,
    })
    expect(quantileUp(null)).toBeNull()
    expect(quantileUp(quantile([0, 0, 0, 0, 0], 0))).toBeNull()
    expect(quantileUp(quantile([1, 2, 7, 9, 10], 40))).toBe(7)
    // fewer than five samples: the sorted heights' nearest to p
    expect(quantileUp(quantile([9, 1, 5, 0, 0], 3, 0.9))).toBe(9)
    const dist: Old.Distributiondouble = {
      bins: [0, 1],
      counts: [3, 4],
      squaredMean: 1,
      sumOfSamples: 5,
      min: 0,
      max: 1,
      p50: quantile([1, 2, 7, 9, 10], 40),
      p90: null,
      p99: null,
    }
    const old: Old.OxqlQueryResult = {
      tables: [
        {
          name: 'x:y',
          timeseries: {
            a: {
              fields: {},
              points: {
                timestamps: [new Date('2025-01-07T10:00:00Z')],
                values: [
                  { metricType: 'gauge', values: { type: 'double_distribution', values: [dist] } },
                ],
              },
            },
          },
        },
      ],
    }
    const values = oxqlResultUp(old).tables[0].timeseries[0].points.values[0].values
    expect(values).toEqual({
      type: 'double_distribution',
      values: [{ ...dist, p50: 7, p90: null, p99: null }],
    })
    expect(
      system.timeseriesQuery?.response?.(old, { query: { project: 'p' }, body: { query: 'q' } }),
    ).toEqual(oxqlResultUp(old))
  })
})

describe('v14 target release', () => {
  it('answers a new target release with no content, as the newest does', () => {
    const old: Old.TargetRelease = {
      generation: 2,
      releaseSource: { type: 'system_version', version: '14.0.0' },
      timeRequested: new Date('2025-01-07T10:00:00Z'),
    }
    expect(
      system.targetReleaseUpdate?.response?.(old, { body: { systemVersion: '14.0.0' } }),
    ).toBeUndefined()
  })
})
