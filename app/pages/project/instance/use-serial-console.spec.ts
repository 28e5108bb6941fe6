import { describe, expect, it } from 'vitest'

import { NEWEST, V14 } from '~/api/rack-api'

import { HISTORY_BYTES, serialConsoleUrl } from './use-serial-console'

describe('serialConsoleUrl', () => {
  it('names the version as a query parameter beside the contract query', () => {
    const url = new URL(
      serialConsoleUrl({
        location: { host: 'console.example:8443', protocol: 'https:' },
        instance: 'db1',
        query: { project: 'mock-project', mostRecent: HISTORY_BYTES },
        version: NEWEST,
      }),
    )
    expect(url.protocol).toBe('wss:')
    expect(url.host).toBe('console.example:8443')
    expect(url.pathname).toBe('/v1/instances/db1/serial-console/stream')
    expect([...url.searchParams]).toEqual([
      ['project', 'mock-project'],
      ['most_recent', String(HISTORY_BYTES)],
      ['api-version', NEWEST],
    ])
  })

  it('uses ws on an http page, escapes the instance and names the unversioned API too', () => {
    const url = new URL(
      serialConsoleUrl({
        location: { host: 'localhost:4000', protocol: 'http:' },
        instance: 'a/b',
        query: {},
        version: V14,
      }),
    )
    expect(url.protocol).toBe('ws:')
    expect(url.pathname).toBe('/v1/instances/a%2Fb/serial-console/stream')
    expect(url.search).toBe(`?api-version=${V14}`)
  })
})
