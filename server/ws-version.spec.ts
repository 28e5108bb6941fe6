import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { versionQueryToHeader } from './ws-version.ts'

const upgrade = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers }) as unknown as IncomingMessage

describe('versionQueryToHeader', () => {
  it('moves the parameter to the header and keeps the rest as written', () => {
    const req = upgrade('/v1/x?project=a%20b&api-version=2026081901.0.0&most_recent=10')
    versionQueryToHeader(req)
    expect(req.url).toBe('/v1/x?project=a%20b&most_recent=10')
    expect(req.headers['api-version']).toBe('2026081901.0.0')
  })

  it('takes an encoded name, drops every copy and keeps the first value', () => {
    const req = upgrade('/v1/x?api%2Dversion=1.0.0&api-version=2.0.0')
    versionQueryToHeader(req)
    expect(req.url).toBe('/v1/x')
    expect(req.headers['api-version']).toBe('1.0.0')
  })

  it('leaves a request without the parameter alone', () => {
    const req = upgrade('/v1/x?project=p', { 'api-version': '2025112000.0.0' })
    versionQueryToHeader(req)
    expect(req.url).toBe('/v1/x?project=p')
    expect(req.headers['api-version']).toBe('2025112000.0.0')
    const bare = upgrade('/v1/x')
    versionQueryToHeader(bare)
    expect(bare.url).toBe('/v1/x')
    expect(bare.headers['api-version']).toBeUndefined()
  })
})
