// What stands between a project and its delete. Nexus refuses to delete a project that holds
// anything: instances, disks, floating IPs, images, snapshots, VPCs, affinity groups. A new
// project holds its default networking (VPC `default` and its subnet `default`), which the
// console offers to remove first, step by step.

export type Named = { name: string }

export type ProjectContents = {
  instances: Named[]
  disks: Named[]
  floatingIps: Named[]
  images: Named[]
  snapshots: Named[]
  affinityGroups: Named[]
  antiAffinityGroups: Named[]
  /** each VPC with the names of its subnets */
  vpcs: Array<Named & { subnets: string[] }>
}

export type Blocker = { what: string; names: string[] }

export type DeletePlan =
  /** nothing in the way */
  | { kind: 'empty' }
  /** only the default networking: remove its subnets, then the VPC, then the project */
  | { kind: 'default-networking'; vpc: string; subnets: string[] }
  /** other things, which the user removes (or moves) first */
  | { kind: 'blocked'; blockers: Blocker[] }

const KINDS: Array<[keyof Omit<ProjectContents, 'vpcs'>, string, string]> = [
  ['instances', 'instance', 'instances'],
  ['disks', 'disk', 'disks'],
  ['floatingIps', 'floating IP', 'floating IPs'],
  ['images', 'image', 'images'],
  ['snapshots', 'snapshot', 'snapshots'],
  ['affinityGroups', 'affinity group', 'affinity groups'],
  ['antiAffinityGroups', 'anti-affinity group', 'anti-affinity groups'],
]

const isDefaultNetworking = (vpcs: ProjectContents['vpcs']) =>
  vpcs.length === 1 && vpcs[0].name === 'default' && vpcs[0].subnets.every((s) => s === 'default')

export function deletePlan(c: ProjectContents): DeletePlan {
  const blockers: Blocker[] = KINDS.filter(([key]) => c[key].length > 0).map(
    ([key, one, many]) => ({
      what: c[key].length === 1 ? `1 ${one}` : `${c[key].length} ${many}`,
      names: c[key].map((r) => r.name),
    }),
  )
  if (blockers.length === 0 && c.vpcs.length === 0) return { kind: 'empty' }
  if (blockers.length === 0 && isDefaultNetworking(c.vpcs)) {
    return { kind: 'default-networking', vpc: 'default', subnets: c.vpcs[0].subnets }
  }
  if (c.vpcs.length > 0) {
    blockers.push({
      what: c.vpcs.length === 1 ? '1 VPC' : `${c.vpcs.length} VPCs`,
      names: c.vpcs.map((v) => v.name),
    })
  }
  return { kind: 'blocked', blockers }
}
