import { describe, expect, it } from 'vitest'

import type { SupportBundleState } from './__generated_versions__/2026081901.0.0/Api'
import {
  bundleDisabledReason,
  bundleFileName,
  bundleIsChanging,
  contentLength,
  formatDownloadProgress,
  formatSize,
  parseBundleIndex,
  savedFileName,
} from './support-bundle-rules'

const states: SupportBundleState[] = ['collecting', 'active', 'destroying', 'failed']

describe('bundleDisabledReason', () => {
  it('lets only an active bundle be read', () => {
    for (const state of states) {
      const expected = state === 'active' ? false : expect.stringContaining(state)
      expect(bundleDisabledReason({ state }, 'download')).toEqual(expected)
      expect(bundleDisabledReason({ state }, 'viewFiles')).toEqual(expected)
    }
  })

  it('deletes a collecting or active bundle, says why not for the others', () => {
    expect(bundleDisabledReason({ state: 'collecting' }, 'delete')).toBe(false)
    expect(bundleDisabledReason({ state: 'active' }, 'delete')).toBe(false)
    expect(bundleDisabledReason({ state: 'failed' }, 'delete')).toBe(
      'A failed bundle cannot be deleted: Nexus refuses it',
    )
    expect(bundleDisabledReason({ state: 'destroying' }, 'delete')).toBe(
      'This bundle is already being deleted',
    )
  })
})

it('polls while collecting or destroying only', () => {
  expect(states.filter(bundleIsChanging)).toEqual(['collecting', 'destroying'])
})

it('formats sizes and progress in binary units', () => {
  expect(formatSize(0)).toBe('0 B')
  expect(formatSize(1023)).toBe('1023 B')
  expect(formatSize(1536)).toBe('1.5 KiB')
  expect(formatSize(10 * 1024 * 1024)).toBe('10.0 MiB')
  expect(formatDownloadProgress(1536 * 1024, 10 * 1024 * 1024)).toBe('1.5 MiB of 10.0 MiB')
  expect(formatDownloadProgress(2048, null)).toBe('2.0 KiB')
})

it('reads Content-Length only when it is a byte count', () => {
  expect(contentLength('1234')).toBe(1234)
  expect(contentLength(null)).toBe(null)
  expect(contentLength('')).toBe(null)
  expect(contentLength('-1')).toBe(null)
  expect(contentLength('12abc')).toBe(null)
})

it('parses the index into files and folders', () => {
  expect(parseBundleIndex('bundle_id.txt\nrack/\nrack/a/sled.txt\n')).toEqual([
    { name: 'bundle_id.txt', isFolder: false },
    { name: 'rack/', isFolder: true },
    { name: 'rack/a/sled.txt', isFolder: false },
  ])
  expect(parseBundleIndex('')).toEqual([])
})

it('names saved files', () => {
  expect(bundleFileName('abc')).toBe('support-bundle-abc.zip')
  expect(savedFileName('rack/a/sled.txt')).toBe('sled.txt')
  expect(savedFileName('nexus.log')).toBe('nexus.log')
})
