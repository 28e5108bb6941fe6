// Form values of the network interface forms and the request bodies built from them.
import { z } from 'zod'

import type {
  InstanceNetworkInterface,
  InstanceNetworkInterfaceCreate,
  InstanceNetworkInterfaceUpdate,
  PrivateIpStackCreate,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { IP_ADDRESS_MESSAGE, isIpAddress } from '~/util/ip'

import { descriptionSchema, nameSchema } from './schemas'

export const nicCreateSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  vpcName: z.string().min(1, 'Choose a VPC'),
  subnetName: z.string().min(1, 'Choose a subnet'),
  // '' = let the server pick the next free address of the subnet
  ip: z
    .string()
    .trim()
    .refine((ip) => ip === '' || isIpAddress(ip), IP_ADDRESS_MESSAGE),
})
export type NicCreateValues = z.infer<typeof nicCreateSchema>

export const nicCreateDefaults: NicCreateValues = {
  name: '',
  description: '',
  vpcName: '',
  subnetName: '',
  ip: '',
}

/**
 * The interface's address: the one given (IPv4 or IPv6), or else an IPv4 one the server picks
 * from the subnet, as every release has done (left out, the newest would make two, IPv4 and
 * IPv6)
 */
export function ipConfig(ip: string): PrivateIpStackCreate {
  if (!ip) return { type: 'v4', value: { ip: { type: 'auto' } } }
  return ip.includes(':')
    ? { type: 'v6', value: { ip: { type: 'explicit', value: ip } } }
    : { type: 'v4', value: { ip: { type: 'explicit', value: ip } } }
}

export const toNicCreateBody = ({
  ip,
  ...rest
}: NicCreateValues): InstanceNetworkInterfaceCreate => ({ ...rest, ipConfig: ipConfig(ip) })

/** The interface's private addresses: IPv4, IPv6, or both (IPv4 first) */
export function nicAddresses({ ipStack }: Pick<InstanceNetworkInterface, 'ipStack'>): string[] {
  switch (ipStack.type) {
    case 'v4':
    case 'v6':
      return [ipStack.value.ip]
    case 'dual_stack':
      return [ipStack.value.v4.ip, ipStack.value.v6.ip]
  }
}

export const nicEditSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  primary: z.boolean(),
})
export type NicEditValues = z.infer<typeof nicEditSchema>

export const toNicEditValues = (nic: InstanceNetworkInterface): NicEditValues => ({
  name: nic.name,
  description: nic.description,
  primary: nic.primary,
})

/**
 * Only what changed: `primary` is sent only to promote a secondary interface, since the
 * API refuses to demote the primary one (another interface must be made primary).
 */
export function toNicUpdateBody(
  nic: InstanceNetworkInterface,
  values: NicEditValues,
): InstanceNetworkInterfaceUpdate {
  return {
    name: values.name,
    description: values.description,
    ...(values.primary && !nic.primary ? { primary: true } : {}),
  }
}
