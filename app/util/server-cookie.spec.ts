import { afterEach, describe, expect, it, vi } from 'vitest'

import { tellServer } from './server-cookie'

/** A browser's cookie jar as `document.cookie` shows it: reads list pairs, writes set one */
function stubCookieJar(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial))
  const writes: string[] = []
  vi.stubGlobal('window', { location: { protocol: 'http:' } })
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    },
  })
  return writes
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('tellServer', () => {
  it('writes a fact the browser has not told yet, for a year', () => {
    const writes = stubCookieJar({ session: 'abc' })
    tellServer('console-tz', 'America/New_York')
    expect(writes).toEqual([
      'console-tz=America%2FNew_York; path=/; max-age=31536000; samesite=lax',
    ])
  })

  it('leaves the cookie alone when it already says the same', () => {
    const writes = stubCookieJar({ session: 'abc', 'console-tz': 'America%2FNew_York' })
    tellServer('console-tz', 'America/New_York')
    expect(writes).toEqual([])
  })

  it('writes again when the fact has changed', () => {
    const writes = stubCookieJar({ 'console-tz': 'UTC' })
    tellServer('console-tz', 'Asia/Tokyo')
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatch(/^console-tz=Asia%2FTokyo;/)
  })
})
