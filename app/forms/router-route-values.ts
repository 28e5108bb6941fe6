// The route form's fields: a destination and a target, each a kind and a value, with the
// spec's rules for addresses and networks (§5), and what Nexus accepts of each kind.
import { z } from 'zod'

import type {
  RouteDestination,
  RouteTarget,
  RouterRoute,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { IP_ADDRESS_MESSAGE, ipNetProblem, isIpAddress } from '~/util/ip'

import { descriptionSchema, nameProblem, nameSchema } from './schemas'

// Nexus refuses VPCs as a destination or target and subnets as a target of a user's route
export const DESTINATION_KINDS = [
  { value: 'ip_net', label: 'IP network' },
  { value: 'ip', label: 'IP address' },
  { value: 'subnet', label: 'Subnet' },
] as const
export const TARGET_KINDS = [
  { value: 'ip', label: 'IP address' },
  { value: 'instance', label: 'Instance' },
  { value: 'internet_gateway', label: 'Internet gateway' },
  { value: 'drop', label: 'Drop' },
] as const

type DestinationKind = RouteDestination['type']
type TargetKind = RouteTarget['type']

/** What is wrong with the value of a destination or target of this kind, if anything */
function valueProblem(kind: string, value: string): string | undefined {
  if (kind === 'drop') return undefined
  if (value === '') return 'Value is required'
  if (kind === 'ip') return isIpAddress(value) ? undefined : IP_ADDRESS_MESSAGE
  if (kind === 'ip_net') return ipNetProblem(value)
  return nameProblem(value)
}

export const routeSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    destinationType: z.string(),
    destinationValue: z.string(),
    targetType: z.string(),
    targetValue: z.string(),
  })
  .superRefine((v, ctx) => {
    const dest = valueProblem(v.destinationType, v.destinationValue.trim())
    if (dest) ctx.addIssue({ code: 'custom', path: ['destinationValue'], message: dest })
    const target = valueProblem(v.targetType, v.targetValue.trim())
    if (target) ctx.addIssue({ code: 'custom', path: ['targetValue'], message: target })
  })
export type RouteValues = z.infer<typeof routeSchema>

export const newRouteValues: RouteValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destinationValue: '',
  targetType: 'ip',
  targetValue: '',
}

export const routeValues = (r: RouterRoute): RouteValues => ({
  name: r.name,
  description: r.description,
  destinationType: r.destination.type,
  destinationValue: r.destination.value,
  targetType: r.target.type,
  targetValue: r.target.type === 'drop' ? '' : r.target.value,
})

export const toDestination = (v: RouteValues) =>
  ({
    type: v.destinationType as DestinationKind,
    value: v.destinationValue.trim(),
  }) as RouteDestination

export const toTarget = (v: RouteValues): RouteTarget =>
  v.targetType === 'drop'
    ? { type: 'drop' }
    : ({ type: v.targetType as TargetKind, value: v.targetValue.trim() } as RouteTarget)

/** `IP network 0.0.0.0/0`, `Internet gateway default`, `Drop` */
export function routePartLabel(part: RouteDestination | RouteTarget): string {
  const labels: Record<string, string> = {
    ip: 'IP',
    ip_net: 'IP network',
    vpc: 'VPC',
    subnet: 'Subnet',
    instance: 'Instance',
    internet_gateway: 'Internet gateway',
    drop: 'Drop',
  }
  return part.type === 'drop' ? labels.drop : `${labels[part.type]} ${part.value}`
}
