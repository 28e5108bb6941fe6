import { errorResponse } from './errors'

// Errors and responses of the compute endpoints that `simError` does not
// cover, with Nexus's status codes and error codes (omicron's
// `external::Error` → `HttpError` mapping).

export const computeError = {
  /** 409 `Conflict`: the resource's state does not allow the request right now */
  conflict(message: string) {
    return errorResponse(409, 'Conflict', message)
  },
  /** 400 `InvalidValue`: `unsupported value for "size": memory must be at least 1 GiB` */
  invalidValue(label: string, message: string) {
    return errorResponse(400, 'InvalidValue', `unsupported value for "${label}": ${message}`)
  },
  /** 507 `InsufficientCapacity`: a quota or the rack's capacity is exhausted */
  insufficientCapacity(message: string) {
    return errorResponse(507, 'InsufficientCapacity', `Insufficient capacity: ${message}`)
  },
}

/** 202 with a body: Nexus answers instance actions and attach/detach this way */
export const accepted = (body: object) =>
  new Response(JSON.stringify(body), {
    status: 202,
    headers: { 'Content-Type': 'application/json' },
  })
