// Which operation a request names: its method and path matched against a contract's
// paths, as Dropshot routes them. v14's table is `operations.ts`; each version a
// versioned rack serves has its own (sim/versions/served.ts).
import { snakeToCamel as camel } from '../../app/api/__generated__/util'
import { errorResponse } from '../answers/errors'
import { operations, type OperationId } from '../operations'

export type Route<Op extends string = OperationId> =
  /** `params` holds the path's parameters, decoded, under their camelCase names */
  | { op: Op; params: Record<string, string> }
  /** No operation has this method and path: the refusal to send */
  | { refusal: Response; anyPath: boolean }

class RouteNode<Op extends string> {
  readonly literals = new Map<string, RouteNode<Op>>()
  param: { name: string; node: RouteNode<Op> } | undefined
  /** The operation of each method whose path ends here */
  readonly ops = new Map<string, Op>()
}

function buildTree<Op extends string>(table: Iterable<readonly [Op, string, string]>) {
  const root = new RouteNode<Op>()
  for (const [op, method, template] of table) {
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
function find<Op extends string>(
  node: RouteNode<Op>,
  segments: string[],
  depth: number,
  params: Record<string, string>,
): RouteNode<Op> | null {
  if (depth === segments.length) return node.ops.size > 0 ? node : null
  const literal = node.literals.get(segments[depth])
  const viaLiteral = literal && find(literal, segments, depth + 1, params)
  if (viaLiteral) return viaLiteral
  if (!node.param) return null
  const found = find(node.param.node, segments, depth + 1, params)
  if (found) params[node.param.name] = segments[depth]
  return found
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD']

/**
 * A router over `table` (operation, method, path template). It finds the operation for
 * a method and path (the request target's path, before any normalization). Literals
 * compare exactly: paths are case-sensitive. A path some other method serves is a 405
 * naming the allowed methods; a path nobody serves, a 404.
 */
export function createRouter<Op extends string>(table: Iterable<readonly [Op, string, string]>) {
  const tree = buildTree(table)
  return function route(method: string, path: string): Route<Op> {
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
}

/** Routes v14's operations (`operations.ts`) */
export const route = createRouter(
  (Object.keys(operations) as OperationId[]).map((op) => [op, ...operations[op]] as const),
)
