import { expect, it } from 'vitest'

import { operationUrl } from './operation-url'

it('builds the path and query the generated client would fetch', () => {
  expect(operationUrl('supportBundleDownload', { path: { supportBundle: 'abc' } })).toBe(
    '/experimental/v1/system/support-bundles/abc/download',
  )
  expect(
    operationUrl('supportBundleDownloadFile', { path: { supportBundle: 'abc', file: 'a/b.txt' } }),
  ).toBe('/experimental/v1/system/support-bundles/abc/download/a/b.txt')
  expect(operationUrl('supportBundleList', { query: { limit: 5 } })).toBe(
    '/experimental/v1/system/support-bundles?limit=5',
  )
})
