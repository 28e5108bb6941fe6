// What changing a sled's provision policy does to the rack, before it is done: what runs on
// the sled now (it stays), and how much room for new instances the rack has before and
// after, counted over the sleds Nexus would place an instance on.
import type {
  Sled,
  SledInstance,
  SledProvisionPolicy,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { isProvisionable } from '~/api/sled-policy'

type CapacitySled = Pick<
  Sled,
  'id' | 'rackId' | 'policy' | 'state' | 'usableHardwareThreads' | 'usablePhysicalRam'
>

/** What the instances on a sled hold */
export type SledLoad = { instances: number; cpus: number; memory: number }

/** Room for new instances: the provisionable sleds and what they can use, added up */
export type Capacity = { sleds: number; threads: number; ram: number }

export type CapacityPreview = {
  /** what runs on the sled now; it stays there whatever the policy */
  load: SledLoad
  /** the rack's provisionable sleds now */
  before: Capacity
  /** and once the sled has the new policy */
  after: Capacity
  /** after the change no sled of the rack takes new instances: starting one fails */
  noneLeft: boolean
}

export const sledLoad = (instances: Pick<SledInstance, 'ncpus' | 'memory'>[]): SledLoad => ({
  instances: instances.length,
  cpus: instances.reduce((sum, i) => sum + i.ncpus, 0),
  memory: instances.reduce((sum, i) => sum + i.memory, 0),
})

export function provisionableCapacity(sleds: CapacitySled[]): Capacity {
  const placeable = sleds.filter(isProvisionable)
  return {
    sleds: placeable.length,
    threads: placeable.reduce((sum, s) => sum + s.usableHardwareThreads, 0),
    ram: placeable.reduce((sum, s) => sum + s.usablePhysicalRam, 0),
  }
}

/**
 * The preview of giving `sled` the provision policy `to`. `sleds` are the sleds in service
 * (the sled list); only those of the sled's own rack count. The list's copy of the sled is
 * the fresher one when both are at hand.
 */
export function capacityPreview({
  sled,
  to,
  sleds,
  instances,
}: {
  sled: CapacitySled
  to: SledProvisionPolicy
  sleds: CapacitySled[]
  instances: Pick<SledInstance, 'ncpus' | 'memory'>[]
}): CapacityPreview {
  const current = sleds.find((s) => s.id === sled.id) ?? sled
  const others = sleds.filter((s) => s.id !== sled.id && s.rackId === sled.rackId)
  // only a sled in service has a provision policy to set; an expunged one stays as it is
  const changed: CapacitySled =
    current.policy.kind === 'in_service'
      ? { ...current, policy: { kind: 'in_service', provisionPolicy: to } }
      : current
  const after = provisionableCapacity([...others, changed])
  return {
    load: sledLoad(instances),
    before: provisionableCapacity([...others, current]),
    after,
    noneLeft: after.sleds === 0,
  }
}
