import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { requestCookies } from './cookies'

describe('requestCookies', () => {
  it('reads the Cookie header as MSW (and the `cookie` package) does', async () => {
    const base = 'http://localhost'
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
      const request = new Request(`${base}/x`, { headers: cookie ? { cookie } : {} })
      const { cookies } = await handler.parse({ request, resolutionContext: { baseUrl: base } })
      expect(requestCookies(request.headers.get('cookie')), cookie).toEqual(cookies)
    }
  })

  it('trims long runs of blanks around names and values', () => {
    const blanks = ' '.repeat(200_000)
    expect(requestCookies(`a=${blanks}x${blanks}; b=1`)).toEqual({ a: 'x', b: '1' })
  })
})
