import type { Actor } from './context'
import { errorResponse, simError } from './errors'
import { lookupProject } from './lookup'
import type {
  AffinityGroupRecord,
  AntiAffinityGroupRecord,
  DiskRecord,
  FloatingIpRecord,
  ImageRecord,
  InstanceRecord,
  IpPoolRecord,
  NetworkInterfaceRecord,
  ProjectRecord,
  SshKeyRecord,
  Store,
  VpcRecord,
  VpcSubnetRecord,
} from './store/types'
import { isUuid } from './util'

// Lookups of the resources that live in a project, with Nexus's selector
// rules: a name needs its parent (`?project=`), an id must come alone, and
// anything outside the actor's silo does not exist.

type ProjectChild = { id: string; name: string; project_id: string }

/** The project of a record, if it is in the actor's silo */
export function projectOf(store: Store, actor: Actor, projectId: string) {
  const project = store.get('projects', projectId)
  return project && project.silo_id === actor.silo.id ? project : undefined
}

function lookupChild<R extends ProjectChild>(
  store: Store,
  actor: Actor,
  rows: readonly R[],
  /** Nexus's resource type, for 404s: `instance`, `floating-ip` */
  resourceType: string,
  /** the selector's field name, for 400s: `instance`, `floating_ip` */
  field: string,
  nameOrId: string,
  projectKey: string | undefined,
): { record: R; project: ProjectRecord } {
  if (isUuid(nameOrId)) {
    if (projectKey) {
      throw simError.invalid(`when providing ${field} as an ID project should not be specified`)
    }
    const record = rows.find((r) => r.id === nameOrId)
    const project = record && projectOf(store, actor, record.project_id)
    if (!record || !project) throw simError.notFound(resourceType, { id: nameOrId })
    return { record, project }
  }
  if (!projectKey) {
    throw simError.invalid(`${field} should either be UUID or project should be specified`)
  }
  const project = lookupProject(store, actor, projectKey)
  const record = rows.find((r) => r.name === nameOrId && r.project_id === project.id)
  if (!record) throw simError.notFound(resourceType, { name: nameOrId })
  return { record, project }
}

export function lookupInstance(store: Store, actor: Actor, instance: string, project?: string) {
  const found = lookupChild<InstanceRecord>(
    store,
    actor,
    store.list('instances'),
    'instance',
    'instance',
    instance,
    project,
  )
  return { instance: found.record, project: found.project }
}

export function lookupDisk(store: Store, actor: Actor, disk: string, project?: string) {
  const found = lookupChild<DiskRecord>(
    store,
    actor,
    store.list('disks'),
    'disk',
    'disk',
    disk,
    project,
  )
  return { disk: found.record, project: found.project }
}

export function lookupFloatingIp(store: Store, actor: Actor, ip: string, project?: string) {
  const found = lookupChild<FloatingIpRecord>(
    store,
    actor,
    store.list('floatingIps'),
    'floating-ip',
    'floating_ip',
    ip,
    project,
  )
  return { floatingIp: found.record, project: found.project }
}

export function lookupVpc(store: Store, actor: Actor, vpc: string, project?: string) {
  const found = lookupChild<VpcRecord>(store, actor, store.list('vpcs'), 'vpc', 'vpc', vpc, project)
  return { vpc: found.record, project: found.project }
}

/**
 * A VPC subnet: by id alone, or by name with its VPC (and the VPC's project
 * when the VPC is named), with Nexus's selector messages.
 */
export function lookupVpcSubnet(
  store: Store,
  actor: Actor,
  subnet: string,
  selector: { vpc?: string; project?: string },
): { subnet: VpcSubnetRecord; vpc: VpcRecord; project: ProjectRecord } {
  if (isUuid(subnet)) {
    if (selector.vpc || selector.project) {
      throw simError.invalid(
        'when providing subnet as an ID vpc and project should not be specified',
      )
    }
    const record = store.get('vpcSubnets', subnet)
    const vpc = record && store.get('vpcs', record.vpc_id)
    const project = vpc && projectOf(store, actor, vpc.project_id)
    if (!record || !vpc || !project) throw simError.notFound('vpc-subnet', { id: subnet })
    return { subnet: record, vpc, project }
  }
  if (!selector.vpc) {
    throw simError.invalid('subnet should either be UUID or vpc should be specified')
  }
  const { vpc, project } = lookupVpc(store, actor, selector.vpc, selector.project)
  const record = store.list('vpcSubnets').find((s) => s.vpc_id === vpc.id && s.name === subnet)
  if (!record) throw simError.notFound('vpc-subnet', { name: subnet })
  return { subnet: record, vpc, project }
}

export type GroupKind = 'affinity' | 'antiAffinity'

export function lookupGroup(
  store: Store,
  actor: Actor,
  kind: GroupKind,
  group: string,
  project?: string,
) {
  const found = lookupChild<AffinityGroupRecord | AntiAffinityGroupRecord>(
    store,
    actor,
    kind === 'affinity' ? store.list('affinityGroups') : store.list('antiAffinityGroups'),
    kind === 'affinity' ? 'affinity-group' : 'anti-affinity-group',
    kind === 'affinity' ? 'affinity_group' : 'anti_affinity_group',
    group,
    project,
  )
  return { group: found.record, project: found.project }
}

/** A disk of the given project, by name or id (names come from the instance's project) */
export function diskInProject(store: Store, project: ProjectRecord, nameOrId: string): DiskRecord {
  const disk = store
    .list('disks')
    .find((d) => d.project_id === project.id && (isUuid(nameOrId) ? d.id : d.name) === nameOrId)
  if (!disk) {
    throw simError.notFound('disk', isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId })
  }
  return disk
}

export function vpcInProject(store: Store, project: ProjectRecord, name: string): VpcRecord {
  const vpc = store.list('vpcs').find((v) => v.project_id === project.id && v.name === name)
  if (!vpc) throw simError.notFound('vpc', { name })
  return vpc
}

export function subnetInVpc(store: Store, vpc: VpcRecord, name: string): VpcSubnetRecord {
  const subnet = store.list('vpcSubnets').find((s) => s.vpc_id === vpc.id && s.name === name)
  if (!subnet) throw simError.notFound('vpc-subnet', { name })
  return subnet
}

/**
 * A network interface: by id alone, or by name with its instance (and the
 * instance's project when the instance is named).
 */
export function lookupNetworkInterface(
  store: Store,
  actor: Actor,
  nic: string,
  selector: { instance?: string; project?: string },
): { nic: NetworkInterfaceRecord; instance: InstanceRecord; project: ProjectRecord } {
  if (isUuid(nic)) {
    if (selector.instance || selector.project) {
      throw simError.invalid(
        'when providing network interface as an ID instance and project should not be specified',
      )
    }
    const record = store.list('networkInterfaces').find((n) => n.id === nic)
    const instance = record && store.get('instances', record.instance_id)
    const project = instance && projectOf(store, actor, instance.project_id)
    if (!record || !instance || !project) {
      throw simError.notFound('instance-network-interface', { id: nic })
    }
    return { nic: record, instance, project }
  }
  if (!selector.instance) {
    throw simError.invalid(
      'network interface should either be UUID or instance should be specified',
    )
  }
  const { instance, project } = lookupInstance(store, actor, selector.instance, selector.project)
  const record = store
    .list('networkInterfaces')
    .find((n) => n.instance_id === instance.id && n.name === nic)
  if (!record) throw simError.notFound('instance-network-interface', { name: nic })
  return { nic: record, instance, project }
}

/** One of the actor's own SSH keys */
export function lookupSshKey(store: Store, actor: Actor, nameOrId: string): SshKeyRecord {
  const key = store
    .list('sshKeys')
    .find(
      (k) => k.silo_user_id === actor.user.id && (isUuid(nameOrId) ? k.id : k.name) === nameOrId,
    )
  if (!key) {
    throw simError.notFound('ssh-key', isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId })
  }
  return key
}

/** An image the project may use: its own or one of its silo's */
export function imageForProject(store: Store, project: ProjectRecord, id: string): ImageRecord {
  const image = store.get('images', id)
  if (!image || image.silo_id !== project.silo_id) throw simError.notFound('image', { id })
  if (image.project_id && image.project_id !== project.id) {
    throw simError.invalid('image does not belong to this project')
  }
  return image
}

/**
 * The IP pool to allocate from for a silo: the named one if it is linked to
 * the silo, else the silo's default pool.
 */
export function poolForSilo(store: Store, siloId: string, nameOrId?: string | null): IpPoolRecord {
  const links = store.list('ipPoolSilos').filter((l) => l.silo_id === siloId)
  if (nameOrId) {
    const pool = store.list('ipPools').find((p) => (isUuid(nameOrId) ? p.id : p.name) === nameOrId)
    if (!pool || !links.some((l) => l.ip_pool_id === pool.id)) {
      throw simError.notFound('ip-pool', isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId })
    }
    return pool
  }
  const link = links.find((l) => l.is_default)
  const pool = link && store.get('ipPools', link.ip_pool_id)
  if (!pool) {
    throw errorResponse(404, 'ObjectNotFound', 'not found: default IP pool for current silo')
  }
  return pool
}

/** Nexus needs the project for listing a project's resources */
export function requireQuery<T>(value: T | undefined | null, field: string): T {
  if (value === undefined || value === null || value === '') {
    throw simError.invalid(`unable to parse query string: missing field \`${field}\``)
  }
  return value
}
