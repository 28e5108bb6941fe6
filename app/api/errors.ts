// The only place a failed API call becomes an ApiError (spec section 8).
import type { ErrorResult } from './__generated_versions__/2026081901.0.0/http-client'
import { onServer } from './request-scope'

export class ApiError extends Error {
  readonly errorCode?: string
  readonly statusCode?: number
  readonly requestId?: string
  constructor(
    message: string,
    fields: { errorCode?: string; statusCode?: number; requestId?: string } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.errorCode = fields.errorCode
    this.statusCode = fields.statusCode
    this.requestId = fields.requestId
  }
}

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s)

/** `projectCreate` -> `project`, `vpcSubnetUpdate` -> `vpc subnet` */
function thingFromOperation(operationName: string) {
  const words = operationName
    .replace(/(Create|Update|View|List|Delete|Add|Attach)$/, '')
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase())
  return words.join(' ')
}

const ACRONYMS: Record<string, string> = {
  ssh: 'SSH',
  ip: 'IP',
  ips: 'IPs',
  vpc: 'VPC',
  nic: 'NIC',
  saml: 'SAML',
  bgp: 'BGP',
}

/** `ssh-key` -> `SSH key`, `vpc subnet` -> `VPC subnet`: the noun as the console writes it */
function displayThing(thing: string) {
  const words = thing.split(/[-_ ]+/).map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase())
  return capitalize(words.join(' '))
}

/** Nexus says `already exists: project "web"`; the thing is between the colon and the quote. */
function thingFromMessage(message: string) {
  const m = /already exists: ([a-z -]+?) "/i.exec(message)
  return m?.[1]
}

const JSON_PARSE_PREFIX = /^unable to parse JSON body: /i

export function processServerError(operationName: string, result: ErrorResult): ApiError {
  const statusCode = result.response.status
  if (result.type === 'client_error') {
    console.error(`Error reading API response for ${operationName}`, result.error, result.text)
    return new ApiError('Error reading API response', { statusCode })
  }

  const { errorCode, message: serverMessage, requestId } = result.data
  const code = errorCode ?? undefined
  let message: string
  if (code === 'Forbidden') {
    message = 'Action not authorized'
  } else if (code === 'ObjectNotFound') {
    message = capitalize(serverMessage)
  } else if (code === 'ObjectAlreadyExists') {
    const thing = thingFromMessage(serverMessage ?? '') ?? thingFromOperation(operationName)
    message = `${displayThing(thing)} name already exists`
  } else if (serverMessage && JSON_PARSE_PREFIX.test(serverMessage)) {
    message = capitalize(serverMessage.replace(JSON_PARSE_PREFIX, ''))
  } else {
    message = serverMessage ? capitalize(serverMessage) : 'Unknown server error'
  }

  // for a developer's console; on the server a visitor's refusals are their page's answer
  if (!onServer()) {
    console.error(`API error in ${operationName}`, {
      statusCode,
      errorCode: code,
      requestId,
      message: serverMessage,
    })
  }
  return new ApiError(message, { errorCode: code, statusCode, requestId })
}

/** fetch itself failed (network down, server gone): there is no response to read */
export function networkError(operationName: string, error: unknown): ApiError {
  console.error(`Request ${operationName} failed`, error)
  return new ApiError('Error reading API response')
}
