import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { ApiError } from '~/api/errors'

import {
  deserializeRouteError,
  parsePageState,
  type PageState,
  serializeRouteError,
  stringifyPageState,
} from './page-state'

const state = (data: unknown): PageState => ({
  router: { loaderData: {}, actionData: null, errors: null },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['projectView'],
        queryHash: '["projectView"]',
        state: { data } as never,
        dehydratedAt: 0,
      },
    ],
  },
  rackApi: { supported: true, version: '2026081901.0.0', versioned: true },
  renderedAt: 0,
})

const dataOf = (s: PageState) => s.queries.queries[0].state.data

describe('page state', () => {
  it('brings dates back as dates, invalid ones too', () => {
    const when = new Date('2026-11-29T01:02:03.456Z')
    const back = dataOf(parsePageState(stringifyPageState(state({ when, bad: new Date(NaN) }))))
    expect(back).toEqual({ when, bad: new Date(NaN) })
    expect((back as { when: Date }).when).toBeInstanceOf(Date)
  })

  it('leaves text that looks like a tag as text', () => {
    const description = 'a {"$date":"2026-01-01"} and $date'
    expect(dataOf(parsePageState(stringifyPageState(state({ description }))))).toEqual({
      description,
    })
  })

  it.each(['</script>', '</SCRIPT >', '<!--', '-->', '<script>', '&lt;', '\u2028', '\u2029'])(
    'writes %j so no HTML parser acts on it, and reads it back',
    (hostile) => {
      const text = stringifyPageState(state({ description: `x${hostile}y` }))
      expect(text).not.toMatch(/[<>&\u2028\u2029]/)
      expect(dataOf(parsePageState(text))).toEqual({ description: `x${hostile}y` })
    },
  )

  it('brings a failed read back as an ApiError', () => {
    const error = new ApiError('Action not authorized', { statusCode: 403, errorCode: 'Forbidden' })
    const back = dataOf(parsePageState(stringifyPageState(state({ error })))) as { error: unknown }
    expect(back.error).toBeInstanceOf(ApiError)
    expect(back.error).toMatchObject({ message: 'Action not authorized', statusCode: 403 })
  })

  it('carries API errors and route responses, and nothing else', () => {
    const api = new ApiError('Not found: project', { statusCode: 404, errorCode: 'ObjectNotFound' })
    const back = deserializeRouteError(serializeRouteError(api)!)
    expect(back).toBeInstanceOf(ApiError)
    expect(back).toMatchObject({ message: 'Not found: project', statusCode: 404 })

    const response = new ErrorResponseImpl(404, 'Not Found', null, true)
    const again = deserializeRouteError(serializeRouteError(response)!)
    expect(again).toMatchObject({ status: 404, statusText: 'Not Found', internal: true })

    expect(serializeRouteError(new TypeError('x is not a function'))).toBeNull()
  })
})
