import { afterEach, expect, it } from 'vitest'

import { operationUrl, rackOperationRequest } from './operation-url'
import { forgetRackApi, INITIAL, NEWEST, setRackApi, V14 } from './rack-api'

afterEach(() => forgetRackApi())

it('builds the path and query the newest client would fetch', () => {
  expect(operationUrl('supportBundleDownload', { path: { bundleId: 'abc' } })).toBe(
    '/v1/system/support-bundles/abc/download',
  )
  expect(
    operationUrl('supportBundleDownloadFile', { path: { bundleId: 'abc', file: 'a%2Fb.txt' } }),
  ).toBe('/v1/system/support-bundles/abc/download/a%2Fb.txt')
  expect(operationUrl('supportBundleList', { query: { limit: 5 } })).toBe(
    '/v1/system/support-bundles?limit=5',
  )
})

it.each([
  [V14, '/experimental/v1/system/support-bundles/abc/download/f.txt'],
  [INITIAL, '/experimental/v1/system/support-bundles/abc/download/f.txt'],
  [NEWEST, '/v1/system/support-bundles/abc/download/f.txt'],
] as const)('builds the URL in the terms of a rack speaking %s', async (version, url) => {
  setRackApi({ supported: true, version, versioned: version !== V14 })
  expect(
    await rackOperationRequest('supportBundleDownloadFile', {
      path: { bundleId: 'abc', file: 'f.txt' },
    }),
  ).toEqual({ url, headers: { 'api-version': version } })
})
