import { describe, expect, it } from 'vitest'

import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type * as Old from '../../__generated__/Api'
import { Unexpressible } from './instances'
import { bundleUp, oxqlResultUp, system } from './system'

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
  const series: Old.Timeseries = {
    fields: { project_id: { type: 'uuid', value: id } },
    points: {
      timestamps: [new Date('2025-01-07T10:00:00Z')],
      startTimes: null,
      values: [{ metricType: 'gauge', values: { type: 'double', values: [0.5] } }],
    },
  }

  it('lists the timeseries the old answer kept by key', () => {
    const old: Old.OxqlQueryResult = {
      tables: [{ name: 'virtual_machine:vcpu_usage', timeseries: { '123': series } }],
    }
    const now: Now.OxqlQueryResult = {
      tables: [{ name: 'virtual_machine:vcpu_usage', timeseries: [series] }],
    }
    expect(oxqlResultUp(old)).toEqual(now)
    expect(
      system.timeseriesQuery?.response?.(old, { query: { project: 'p' }, body: { query: 'q' } }),
    ).toEqual(now)
  })
})
