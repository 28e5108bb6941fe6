// The handler index must never hide a handler MSW would match, and should leave few others;
// what it and the direct path compute must be what MSW computes.
import { http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { createSim } from '../sim/index.ts'
import { memoryStore } from '../sim/store/memory.ts'
import { indexHandlers, patternSegments, requestCookies } from './sim-api.ts'

const BASE = 'http://127.0.0.1:4000'

/** What MSW itself would say: does this handler match this request, with which params? */
function mswMatch(handler: HttpHandler, method: string, path: string) {
  const { info } = handler
  if (typeof info.path === 'function') throw new Error('not used here')
  const methodOk =
    info.method instanceof RegExp
      ? info.method.test(method)
      : info.method.toUpperCase() === method.toUpperCase()
  const match = matchRequestUrl(new URL(path, BASE), info.path, BASE)
  return methodOk && match.matches ? match.params : null
}

/**
 * Every handler MSW matches is a candidate, and the params the index found are MSW's; with
 * `exact`, no other handler is a candidate.
 */
function checkIndex(handlers: HttpHandler[], requests: [string, string][], exact = false) {
  const index = indexHandlers(handlers)
  for (const [method, path] of requests) {
    const pathname = new URL(path, BASE).pathname
    const candidates = index(method, pathname)
    const found = candidates.map((c) => c.handler)
    const expected = handlers.filter((h) => mswMatch(h, method, path))
    if (exact) expect(found, `${method} ${path}`).toEqual(expected)
    for (const h of expected) expect(found, `${method} ${path}`).toContain(h)
    // in the handlers' own order, as getResponse would try them
    expect(found).toEqual(handlers.filter((h) => found.includes(h)))
    for (const { handler, params } of candidates) {
      if (params)
        expect(params, `${method} ${path}`).toEqual(mswMatch(handler as HttpHandler, method, path))
    }
  }
  return (method: string, path: string) => index(method, path).map((c) => c.handler)
}

describe('patternSegments', () => {
  it('models literals and plain parameters, and marks the rest', () => {
    expect(patternSegments('/v1/Projects/:project')).toEqual([
      { literal: 'v1' },
      { literal: 'projects' },
      { param: 'project' },
    ])
    expect(patternSegments('https://rack.example/v1/ping')).toEqual([
      { literal: 'v1' },
      { literal: 'ping' },
    ])
    expect(patternSegments('*/v1/ping')).toEqual([{ literal: 'v1' }, { literal: 'ping' }])
    expect(patternSegments('/files/:name*')).toEqual([{ literal: 'files' }, { other: true }])
    expect(patternSegments(/\/v1\/.*/)).toBe(null)
  })
})

describe('indexHandlers', () => {
  it('finds exactly the matching handler of the simulator for each operation', () => {
    const { httpHandlers } = createSim({ store: memoryStore() })
    const requests: [string, string][] = []
    for (const h of httpHandlers) {
      const info = h.info as { method: string; path: string }
      const path = info.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`)
      const encoded = info.path.replace(/:(\w+)/g, (_, name: string) => `${name}%20%C3%A9`)
      requests.push([info.method, path], [info.method, `${path}/`])
      requests.push([info.method, path.toUpperCase()], ['OPTIONS', path], [info.method, encoded])
    }
    requests.push(['GET', '/v1'], ['GET', '/v1/projects/a/b/c/d'])
    const candidates = checkIndex(httpHandlers, requests, true)
    checkIndex(httpHandlers, [['GET', '/v1//projects']])
    // paths MSW would not match, or would fail on (a URIError), are left to it
    const index = indexHandlers(httpHandlers)
    expect(index('GET', '/v1//projects').map((c) => c.params)).toEqual([null])
    expect(index('GET', '/v1/projects/%E0%A4%A').map((c) => c.params)).toEqual([null])
    expect(index('GET', '/v1/projects/a%2Fb')[0].params).toEqual({ project: 'a/b' })

    expect(candidates('GET', '/v1/projects')).toHaveLength(1)
    expect(candidates('GET', '/v1/instances/web-1/disks').map((h) => h.info.header)).toEqual([
      'GET /v1/instances/:instance/disks',
    ])
    expect(candidates('DELETE', '/v1/nothing-here')).toEqual([])
  }, 60_000)

  it('keeps handlers it cannot model in the running', () => {
    const ok = () => HttpResponse.json({})
    const handlers = [
      http.get('/v1/files/:path*', ok),
      http.get(/\/v1\/re\/.+/, ok),
      http.all('/v1/any/:thing', ok),
      http.get('*/v1/star', ok),
      http.get('http://127.0.0.1:4000/v1/absolute/:id', ok),
      http.get('/v1/:a/fixed', ok),
      http.get('/v1/fixed/:b', ok),
      http.get('/v1/opt/:maybe?', ok),
    ]
    checkIndex(handlers, [
      ['GET', '/v1/files/a/b/c'],
      ['GET', '/v1/files'],
      ['GET', '/v1/re/x'],
      ['PATCH', '/v1/any/x'],
      ['GET', '/v1/star'],
      ['GET', '/v1/absolute/7'],
      ['GET', '/v1/fixed/fixed'],
      ['GET', '/v1/x/fixed'],
      ['GET', '/v1/opt'],
      ['GET', '/v1/opt/x'],
    ])
  })
})

describe('requestCookies', () => {
  it('reads the Cookie header as MSW does', async () => {
    const handler = http.get('/x', () => HttpResponse.json({}))
    const headers = [
      'session=abc',
      'session=abc; other=1',
      ' a = 1 ;b=2;; c ; d=x=y',
      'a=1; a=2',
      'enc=%E2%9C%93; bad=%E0%A4%A; q="quoted"',
      'constructor=1; toString=2',
      '=empty-name; x',
      'a',
      '',
    ]
    for (const cookie of headers) {
      const request = new Request(`${BASE}/x`, { headers: cookie ? { cookie } : {} })
      const { cookies } = await handler.parse({ request, resolutionContext: { baseUrl: BASE } })
      expect(requestCookies(request.headers.get('cookie')), cookie).toEqual(cookies)
    }
  })
})
