import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import type { ErrorResult } from './__generated_versions__/2026081901.0.0/http-client'
import { ApiError, networkError, processServerError } from './errors'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

const serverError = (
  status: number,
  data: { errorCode?: string; message: string; requestId?: string },
): ErrorResult => ({
  type: 'error',
  response: new Response(null, { status }),
  data: { requestId: 'req-1', ...data },
})

test('Forbidden becomes "Action not authorized"', () => {
  const e = processServerError(
    'projectCreate',
    serverError(403, { errorCode: 'Forbidden', message: 'Forbidden' }),
  )
  expect(e).toBeInstanceOf(ApiError)
  expect(e).toMatchObject({
    message: 'Action not authorized',
    errorCode: 'Forbidden',
    statusCode: 403,
    requestId: 'req-1',
  })
})

test('ObjectNotFound shows the server message, capitalized', () => {
  const e = processServerError(
    'projectView',
    serverError(404, {
      errorCode: 'ObjectNotFound',
      message: 'not found: project with name "nope"',
    }),
  )
  expect(e.message).toBe('Not found: project with name "nope"')
  expect(e.statusCode).toBe(404)
})

test('ObjectAlreadyExists names the thing from the message', () => {
  const e = processServerError(
    'projectCreate',
    serverError(400, {
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: project "web"',
    }),
  )
  expect(e.message).toBe('Project name already exists')
})

test('ObjectAlreadyExists writes the thing as the console does', () => {
  const e = processServerError(
    'currentUserSshKeyCreate',
    serverError(400, {
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: ssh-key "laptop"',
    }),
  )
  expect(e.message).toBe('SSH key name already exists')
})

test('ObjectAlreadyExists falls back to the operation name', () => {
  const e = processServerError(
    'vpcSubnetCreate',
    serverError(400, { errorCode: 'ObjectAlreadyExists', message: 'duplicate' }),
  )
  expect(e.message).toBe('VPC subnet name already exists')
})

test('a JSON body parse error shows the parse reason, capitalized', () => {
  const e = processServerError(
    'projectCreate',
    serverError(400, {
      errorCode: 'InvalidRequest',
      message: 'unable to parse JSON body: name: name requires at least one character',
    }),
  )
  expect(e.message).toBe('Name: name requires at least one character')
})

test('any other message is capitalized', () => {
  const e = processServerError(
    'instanceStart',
    serverError(400, { errorCode: 'InvalidRequest', message: 'instance is running' }),
  )
  expect(e.message).toBe('Instance is running')
})

test('no message at all is "Unknown server error"', () => {
  const e = processServerError('instanceStart', serverError(500, { message: '' }))
  expect(e.message).toBe('Unknown server error')
  expect(e.statusCode).toBe(500)
})

test('an unreadable response is "Error reading API response"', () => {
  const e = processServerError('projectList', {
    type: 'client_error',
    response: new Response('<html>', { status: 502 }),
    error: new SyntaxError('Unexpected token <'),
    text: '<html>',
  })
  expect(e.message).toBe('Error reading API response')
  expect(e.statusCode).toBe(502)
})

test('details are logged to the console', () => {
  processServerError(
    'projectView',
    serverError(500, { errorCode: 'Internal', message: 'boom', requestId: 'abc' }),
  )
  expect(console.error).toHaveBeenCalledWith(
    'API error in projectView',
    expect.objectContaining({ statusCode: 500, requestId: 'abc' }),
  )
})

test('a failed fetch reads as an unreadable response', () => {
  expect(networkError('projectList', new TypeError('Failed to fetch')).message).toBe(
    'Error reading API response',
  )
})
