// Which operation a request names: its method and path matched against the contract's
// paths (`operations.ts`), as Dropshot routes them.
import { snakeToCamel as camel } from '../../app/api/__generated__/util'
import { errorResponse } from '../answers/errors'
import { operations, type OperationId } from '../operations'

export type Route =
  /** `params` holds the path's parameters, decoded, under their camelCase names */
  | { op: OperationId; params: Record<string, string> }
  /** No operation has this method and path: the refusal to send */
  | { refusal: Response; anyPath: boolean }

class RouteNode {
  readonly literals = new Map<string, RouteNode>()
  param: { name: string; node: RouteNode } | undefined
  /** The operation of each method whose path ends here */
  readonly ops = new Map<string, OperationId>()
}

function buildTree() {
  const root = new RouteNode()
  for (const op of Object.keys(operations) as OperationId[]) {
    const [method, template] = operations[op]
    let node = root
    for (const segment of template.split('/').filter((s) => s !== '')) {
      if (segment.startsWith('{')) {
        const name = camel(segment.slice(1, -1))
        node.param ??= { name, node: new RouteNode() }
        node = node.param.node
      } else {
        let child = node.literals.get(segment)
        if (!child) node.literals.set(segment, (child = new RouteNode()))
        node = child
      }
    }
    node.ops.set(method, op)
  }
  return root
}

/**
 * A path's segments as Dropshot reads them: split on `/` with empty segments dropped,
 * `.` and `..` refused (never resolved: `/v1/a/../b` is not `/v1/b`), and each segment
 * percent-decoded as UTF-8. Null when Dropshot refuses the path.
 */
function segmentsOf(path: string): string[] | null {
  const segments: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '') continue
    if (segment === '.' || segment === '..') return null
    try {
      segments.push(decodeURIComponent(segment))
    } catch {
      return null
    }
  }
  return segments
}

/** The node a path ends at, literals tried before a parameter, with the parameters met. */
function find(
  node: RouteNode,
  segments: string[],
  depth: number,
  params: Record<string, string>,
): RouteNode | null {
  if (depth === segments.length) return node.ops.size > 0 ? node : null
  const literal = node.literals.get(segments[depth])
  const viaLiteral = literal && find(literal, segments, depth + 1, params)
  if (viaLiteral) return viaLiteral
  if (!node.param) return null
  const found = find(node.param.node, segments, depth + 1, params)
  if (found) params[node.param.name] = segments[depth]
  return found
}

const tree = buildTree()
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD']

/**
 * The operation for `method` and `path` (the request target's path, before any
 * normalization). Literals compare exactly: paths are case-sensitive. A path some other
 * method serves is a 405 naming the allowed methods; a path nobody serves, a 404.
 */
export function route(method: string, path: string): Route {
  const segments = segmentsOf(path)
  if (!segments) {
    return { refusal: errorResponse(400, undefined, 'invalid path encoding'), anyPath: true }
  }
  const params: Record<string, string> = {}
  const node = find(tree, segments, 0, params)
  if (!node) return { refusal: errorResponse(404, undefined, 'Not Found'), anyPath: false }
  const op = node.ops.get(method.toUpperCase())
  if (op) return { op, params }
  const refusal = errorResponse(405, undefined, 'Method Not Allowed')
  refusal.headers.set('allow', METHODS.filter((m) => node.ops.has(m)).join(', '))
  return { refusal, anyPath: true }
}
