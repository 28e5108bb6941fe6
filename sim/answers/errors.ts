import { operations, type OperationId } from '../operations'
import { uuid } from '../util'
import { newOperations, type NewOperationId } from '../versions/operations'

/**
 * Errors as Nexus sends them: the contract's `Error` body
 * (`{ error_code, message, request_id }`) with Nexus's status and code.
 *
 * Each helper returns a `Response` meant to be thrown from a handler; the
 * request pipeline (sim/request/pipeline.ts) sends a thrown Response as it is,
 * and the sim's own wrapper rolls back the store transaction when one is thrown.
 */
export function errorResponse(
  status: number,
  // Dropshot's own refusals (unparsable requests) carry no code
  errorCode: string | undefined,
  message: string,
): Response {
  const body = { request_id: uuid(), ...(errorCode && { error_code: errorCode }), message }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

type LookupKey = { name: string } | { id: string }

export const simError = {
  /**
   * 404 `not found: project with name "foo"` (or `with id "…"`). Nexus names
   * resource types in kebab-case: `project`, `silo-group`, `vpc-subnet`.
   */
  notFound(resourceType: string, key: LookupKey) {
    const [by, value] = 'id' in key ? ['id', key.id] : ['name', key.name]
    return errorResponse(404, 'ObjectNotFound', `not found: ${resourceType} with ${by} "${value}"`)
  },
  /** 400 `already exists: project "foo"` */
  alreadyExists(resourceType: string, name: string) {
    return errorResponse(400, 'ObjectAlreadyExists', `already exists: ${resourceType} "${name}"`)
  },
  /** 400 InvalidRequest with a message in Nexus's lower-case style */
  invalid(message: string) {
    return errorResponse(400, 'InvalidRequest', message)
  },
  forbidden() {
    return errorResponse(403, 'Forbidden', 'Forbidden')
  },
  unauthorized() {
    return errorResponse(401, 'Unauthorized', 'credentials missing or invalid')
  },
  /**
   * 503 as Nexus words a transient refusal (`ServiceUnavailable`): Dropshot
   * keeps the reason to itself and says only "Service Unavailable"
   */
  unavailable() {
    return errorResponse(503, 'ServiceNotAvailable', 'Service Unavailable')
  },
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
  internal(message = 'Internal Server Error') {
    return errorResponse(500, 'Internal', message)
  },
  /** 501 naming the operation, e.g. `instanceCreate (POST /v1/instances)` */
  notImplemented(operationId: OperationId | NewOperationId) {
    const [method, path] =
      operationId in operations
        ? operations[operationId as OperationId]
        : newOperations[operationId as NewOperationId]
    return errorResponse(
      501,
      'NotImplemented',
      `endpoint not implemented in the simulator: ${operationId} (${method} ${path})`,
    )
  },
}
