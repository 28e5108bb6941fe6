import { useParams } from 'react-router-dom'
import invariant from 'tiny-invariant'

/** Route params that the route tree guarantees, e.g. `project` below `/projects/:project`. */
export function requireParams<K extends string>(
  params: Record<string, string | undefined>,
  ...keys: K[]
) {
  const out = {} as Record<K, string>
  for (const k of keys) {
    const v = params[k]
    invariant(v, `route param ${k} is missing`)
    out[k] = v
  }
  return out
}

export const useProjectParams = () => requireParams(useParams(), 'project')
export const useInstanceParams = () => requireParams(useParams(), 'project', 'instance')
export const useAntiAffinityGroupParams = () =>
  requireParams(useParams(), 'project', 'antiAffinityGroup')
export const useVpcParams = () => requireParams(useParams(), 'project', 'vpc')
export const useVpcRouterParams = () => requireParams(useParams(), 'project', 'vpc', 'router')
export const useInternetGatewayParams = () =>
  requireParams(useParams(), 'project', 'vpc', 'gateway')
