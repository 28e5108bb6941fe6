// learnRackApi against fake racks: each answers /v1/ping by the `api-version` header as a
// rack of its release would, and the list endpoints by which ones it has.
import { describe, expect, it } from 'vitest'

import { FUTURE_VERSION, INITIAL, learnRackApi, NEWEST, V14, VERSION_HEADER } from './rack-api'

const pong = () => Response.json({ status: 'ok' })
const badVersion = (version: string) =>
  Response.json(
    {
      request_id: 'r1',
      error_code: null,
      message: `server does not support this API version: ${version}`,
    },
    { status: 400 },
  )
const notFound = () => Response.json({ message: 'Not Found' }, { status: 404 })

type Rack = (path: string, version: string | null) => Response

/** A fake fetch for `rack`, recording each request's path and version */
function fakeFetch(rack: Rack) {
  const asked: { path: string; version: string | null }[] = []
  const fetcher = (url: string, init?: RequestInit) => {
    const version = new Headers(init?.headers).get(VERSION_HEADER)
    asked.push({ path: url, version })
    return Promise.resolve(rack(url, version))
  }
  return { fetcher, asked }
}

/** A versioned rack whose newest API is `newest` (versions compared by their numbers) */
const versionedRack =
  (newest: string): Rack =>
  (path, version) => {
    if (path !== '/v1/ping') return notFound()
    const number = (v: string) => Number(v.split('.')[0])
    return version && number(version) > number(newest) ? badVersion(version) : pong()
  }

/** An unversioned rack (header ignored) with these list endpoints */
const unversionedRack =
  (has: string[]): Rack =>
  (path) => {
    if (path === '/v1/ping') return pong()
    return has.includes(path) ? Response.json({ items: [] }) : notFound()
  }

describe('learnRackApi', () => {
  it('picks the newest version on a rack that serves it', async () => {
    const { fetcher, asked } = fakeFetch(versionedRack(NEWEST))
    expect(await learnRackApi(fetcher)).toEqual({
      supported: true,
      version: NEWEST,
      versioned: true,
    })
    // two pings at once, nothing more
    expect(asked.map((a) => a.version).sort()).toEqual([FUTURE_VERSION, NEWEST].sort())
  })

  it('picks the newest version on a rack newer than the console', async () => {
    const { fetcher } = fakeFetch(versionedRack('2027010100.0.0'))
    expect(await learnRackApi(fetcher)).toEqual({
      supported: true,
      version: NEWEST,
      versioned: true,
    })
  })

  it('picks the first versioned API on a rack whose newest is that one', async () => {
    const { fetcher, asked } = fakeFetch(versionedRack(INITIAL))
    expect(await learnRackApi(fetcher)).toEqual({
      supported: true,
      version: INITIAL,
      versioned: true,
    })
    expect(asked.at(-1)).toEqual({ path: '/v1/ping', version: INITIAL })
  })

  it('refuses a versioned rack older than the first versioned API the console knows', async () => {
    const { fetcher } = fakeFetch(versionedRack('2025010100.0.0'))
    expect(await learnRackApi(fetcher)).toEqual({
      supported: false,
      rackApi: `a versioned API older than ${INITIAL}`,
      reason: expect.stringContaining(INITIAL),
    })
  })

  it('places an unversioned v14 rack by the endpoints it has', async () => {
    const { fetcher, asked } = fakeFetch(unversionedRack(['/v1/anti-affinity-groups']))
    expect(await learnRackApi(fetcher)).toEqual({ supported: true, version: V14, versioned: false })
    expect(asked.map((a) => a.path)).toContain('/v1/subnet-pools')
    // every request names a version, the endpoint probes too (each the one it tests for)
    expect(asked.filter((a) => !a.version)).toEqual([])
    expect(asked).toContainEqual({ path: '/v1/anti-affinity-groups', version: V14 })
  })

  it('places a server that ignores the header but has newer endpoints by them', async () => {
    const all = ['/v1/subnet-pools', '/v1/multicast-groups', '/v1/anti-affinity-groups']
    const { fetcher } = fakeFetch(unversionedRack(all))
    expect(await learnRackApi(fetcher)).toEqual({
      supported: true,
      version: NEWEST,
      versioned: false,
    })
    const { fetcher: initialOnly } = fakeFetch(unversionedRack(all.slice(1)))
    expect(await learnRackApi(initialOnly)).toMatchObject({ version: INITIAL, versioned: false })
  })

  it('refuses an unversioned rack older than v14 (the probe of its endpoints is a 404)', async () => {
    const { fetcher } = fakeFetch(unversionedRack([]))
    expect(await learnRackApi(fetcher)).toEqual({
      supported: false,
      rackApi: 'an unversioned API older than release v14',
      reason: 'it lacks endpoints release v14 added',
    })
  })

  it('takes a 401 on an endpoint as the endpoint existing', async () => {
    const { fetcher } = fakeFetch((path) =>
      path === '/v1/ping'
        ? pong()
        : path === '/v1/anti-affinity-groups'
          ? Response.json({ message: 'credentials missing' }, { status: 401 })
          : notFound(),
    )
    expect(await learnRackApi(fetcher)).toMatchObject({ supported: true, version: V14 })
  })

  it('refuses a server whose ping is not JSON', async () => {
    const { fetcher } = fakeFetch(
      () => new Response('<html>hello</html>', { headers: { 'content-type': 'text/html' } }),
    )
    expect(await learnRackApi(fetcher)).toEqual({
      supported: false,
      rackApi: 'an API the console does not recognise',
      reason: 'its ping answered 200',
    })
  })

  it('refuses a server whose ping fails with a 500', async () => {
    const { fetcher } = fakeFetch(() => new Response('oops', { status: 500 }))
    expect(await learnRackApi(fetcher)).toEqual({
      supported: false,
      rackApi: 'an API the console does not recognise',
      reason: 'its ping answered 500',
    })
  })

  it('refuses a server that refuses the newest version with something other than a 400', async () => {
    const { fetcher } = fakeFetch((_, version) =>
      version === FUTURE_VERSION ? badVersion(version) : new Response('no', { status: 503 }),
    )
    expect(await learnRackApi(fetcher)).toEqual({
      supported: false,
      rackApi: 'an API the console does not recognise',
      reason: 'its ping answered 503',
    })
  })

  it('rejects when the rack cannot be reached', async () => {
    const fetcher = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(learnRackApi(fetcher)).rejects.toThrow('Failed to fetch')
  })
})
