import type * as Api from '../app/api/__generated__/Api'
import type { Json } from '../app/api/__generated__/msw-handlers'
import { authorize, ownSilo, type Action } from './authz'
import type { Actor } from './context'
import { errorResponse, simError } from './errors'
import type {
  AffinityGroupRecord,
  AntiAffinityGroupRecord,
  DiskRecord,
  FloatingIpRecord,
  GroupRecord,
  ImageRecord,
  InstanceRecord,
  IpPoolRecord,
  NetworkInterfaceRecord,
  ProjectRecord,
  SiloRecord,
  SnapshotRecord,
  SshKeyRecord,
  Store,
  VpcRecord,
  VpcSubnetRecord,
} from './store/types'
import { isUuid } from './util'

// Every lookup of the simulator: by name or id with Nexus's selector rules (a
// name needs its parent, `?project=`; an id must come alone) and its 404 when
// nothing matches, then `authorize` (sim/authz.ts) for the action the caller is
// about to perform: 404 when the actor may not read what was found, 403 when it
// may read but not act. A parent named in a selector is only found, not
// authorized, as in Nexus. Names are unique within their parent, and a name can
// never look like a uuid.

export const lookupKey = (nameOrId: string) =>
  isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId }

/**
 * A project by id, or by name in the actor's silo, without authorizing
 * anything: the parent of a resource looked up by name, which Nexus finds
 * without checking it (only the resource itself is authorized).
 */
export function findProject(store: Store, actor: Actor, nameOrId: string): ProjectRecord {
  const project = isUuid(nameOrId)
    ? store.get('projects', nameOrId)
    : store.list('projects').find((p) => p.name === nameOrId && p.silo_id === actor.silo.id)
  if (!project) throw simError.notFound('project', lookupKey(nameOrId))
  return project
}

/** A project (by name: of the actor's silo), once the actor may perform `action` on it */
export function lookupProject(
  store: Store,
  actor: Actor,
  nameOrId: string,
  action: Action,
): ProjectRecord {
  const project = findProject(store, actor, nameOrId)
  const notFound = () => simError.notFound('project', lookupKey(nameOrId))
  authorize(store, actor, { kind: 'project', project, notFound }, action)
  return project
}

/** A silo, once the actor may perform `action` on it */
export function lookupSilo(
  store: Store,
  actor: Actor,
  nameOrId: string,
  action: Action,
): SiloRecord {
  const notFound = () => simError.notFound('silo', lookupKey(nameOrId))
  const silo = isUuid(nameOrId)
    ? store.get('silos', nameOrId)
    : store.list('silos').find((s) => s.name === nameOrId)
  if (!silo) throw notFound()
  authorize(store, actor, { kind: 'silo', silo, notFound }, action)
  return silo
}

/**
 * The actor's own silo, once the actor may perform `action` on it: listing its
 * projects, images and IP pools (`list_children`), creating a project or a
 * silo image (`create_child`), reading or changing its policy.
 */
export function authorizeOwnSilo(store: Store, actor: Actor, action: Action): SiloRecord {
  authorize(store, actor, ownSilo(actor), action)
  return actor.silo
}

/** A silo group, readable by whoever may read its silo (Polar: `"read" if "read" on "parent_silo"`) */
export function lookupSiloGroup(store: Store, actor: Actor, id: string): GroupRecord {
  const notFound = () => simError.notFound('silo-group', { id })
  const group = store.get('groups', id)
  const silo = group && store.get('silos', group.silo_id)
  if (!group || !silo) throw notFound()
  authorize(store, actor, { kind: 'silo', silo, notFound }, 'read')
  return group
}

// Resources that live in a project

type ProjectChild = { id: string; name: string; project_id: string }

/** What Nexus answers when a selector gives an id with its parents, or a name without them */
export type SelectorWords = { byIdWithParent: string; nameWithoutParent: string }

const words = (byIdWithParent: string, nameWithoutParent: string): SelectorWords => ({
  byIdWithParent,
  nameWithoutParent,
})

// Nexus words these one by one (nexus/src/app/*.rs), so they differ in small ways
export const SELECTOR = {
  instance: words(
    'when providing instance as an ID project should not be specified',
    'instance should either be UUID or project should be specified',
  ),
  disk: words(
    'when providing disk as an ID project should not be specified',
    'disk should either be UUID or project should be specified',
  ),
  floatingIp: words(
    'when providing Floating IP as an ID project should not be specified',
    'Floating IP should either be UUID or project should be specified',
  ),
  vpc: words(
    'when providing vpc as an ID, project should not be specified',
    'vpc should either be an ID or project should be specified',
  ),
  affinityGroup: words(
    'when providing affinity_group as an ID, project should not be specified',
    'affinity_group should either be UUID or project should be specified',
  ),
  antiAffinityGroup: words(
    'when providing anti_affinity_group as an ID, project should not be specified',
    'anti_affinity_group should either be UUID or project should be specified',
  ),
  snapshot: words(
    'when providing snapshot as an ID, project should not be specified',
    'snapshot should either be an ID or project should be specified',
  ),
  networkInterface: words(
    'when providing network_interface as an id instance and project should not be specified',
    'network_interface should either be a UUID or instance should be specified',
  ),
  subnet: words(
    'when providing subnet as an ID, vpc and project should not be specified',
    'subnet should either be an ID or vpc should be specified',
  ),
  router: words(
    'when providing router as an ID vpc and project should not be specified',
    'router should either be an ID or vpc should be specified',
  ),
  gateway: words(
    'when providing gateway as an ID vpc and project should not be specified',
    'gateway should either be an ID or vpc should be specified',
  ),
  route: words(
    'when providing route as an ID router, subnet, vpc, and project should not be specified',
    'route should either be an ID or router should be specified',
  ),
  gatewayPool: words(
    'when providing pool as an ID gateway, subnet, vpc, and project should not be specified',
    'pool should either be an ID or gateway should be specified',
  ),
  gatewayAddress: words(
    'when providing address as an ID gateway, subnet, vpc, and project should not be specified',
    'address should either be an ID or gateway should be specified',
  ),
} as const

/**
 * Authorizes `action` on a resource of a project (Polar's rules for project
 * children: read with project viewer, change with project collaborator),
 * answering `notFound` when the actor may not read it.
 */
export function authorizeProjectChild(
  store: Store,
  actor: Actor,
  project: ProjectRecord,
  notFound: () => Response,
  action: Action,
) {
  authorize(store, actor, { kind: 'project-child', project, notFound }, action)
}

function lookupChild<R extends ProjectChild>(
  store: Store,
  actor: Actor,
  rows: readonly R[],
  /** Nexus's resource type, for 404s: `instance`, `floating-ip` */
  resourceType: string,
  /** the selector's 400s */
  selector: SelectorWords,
  nameOrId: string,
  projectKey: string | undefined,
  /** undefined for the parent of the resource asked for: found, not authorized */
  action: Action | undefined,
): { record: R; project: ProjectRecord } {
  const notFound = () => simError.notFound(resourceType, lookupKey(nameOrId))
  let record: R | undefined
  let project: ProjectRecord | undefined
  if (isUuid(nameOrId)) {
    if (projectKey) throw simError.invalid(selector.byIdWithParent)
    record = rows.find((r) => r.id === nameOrId)
    project = record && store.get('projects', record.project_id)
  } else {
    if (!projectKey) throw simError.invalid(selector.nameWithoutParent)
    const parent = findProject(store, actor, projectKey)
    record = rows.find((r) => r.name === nameOrId && r.project_id === parent.id)
    project = parent
  }
  if (!record || !project) throw notFound()
  if (action) authorizeProjectChild(store, actor, project, notFound, action)
  return { record, project }
}

/** An instance, once the actor may perform `action` on it. */
export function lookupInstance(
  store: Store,
  actor: Actor,
  instance: string,
  project: string | undefined,
  action: Action,
) {
  const found = lookupChild<InstanceRecord>(
    store,
    actor,
    store.list('instances'),
    'instance',
    SELECTOR.instance,
    instance,
    project,
    action,
  )
  return { instance: found.record, project: found.project }
}

export function lookupDisk(
  store: Store,
  actor: Actor,
  disk: string,
  project: string | undefined,
  action: Action,
) {
  const found = lookupChild<DiskRecord>(
    store,
    actor,
    store.list('disks'),
    'disk',
    SELECTOR.disk,
    disk,
    project,
    action,
  )
  return { disk: found.record, project: found.project }
}

export function lookupFloatingIp(
  store: Store,
  actor: Actor,
  ip: string,
  project: string | undefined,
  action: Action,
) {
  const found = lookupChild<FloatingIpRecord>(
    store,
    actor,
    store.list('floatingIps'),
    'floating-ip',
    SELECTOR.floatingIp,
    ip,
    project,
    action,
  )
  return { floatingIp: found.record, project: found.project }
}

export function lookupVpc(
  store: Store,
  actor: Actor,
  vpc: string,
  project: string | undefined,
  action: Action,
) {
  const found = lookupChild<VpcRecord>(
    store,
    actor,
    store.list('vpcs'),
    'vpc',
    SELECTOR.vpc,
    vpc,
    project,
    action,
  )
  return { vpc: found.record, project: found.project }
}

/** The VPC a list or create names in its query: `?vpc=` (required), with `?project=` for a name */
export const lookupVpcOfQuery = (
  store: Store,
  actor: Actor,
  query: { vpc?: string; project?: string },
  action: Action,
) => lookupVpc(store, actor, requireQuery(query.vpc, 'vpc'), query.project, action)

type VpcChild = { id: string; name: string; vpc_id: string }

/**
 * A resource of a VPC (subnet, router, internet gateway): by id alone, or by
 * name with its VPC (and the VPC's project when the VPC is named), with the
 * selector refusals Nexus words for it.
 */
function lookupVpcChild<R extends VpcChild>(
  store: Store,
  actor: Actor,
  rows: readonly R[],
  /** Nexus's resource type, for 404s: `vpc-subnet` */
  resourceType: string,
  selectorWords: SelectorWords,
  key: string,
  selector: { vpc?: string; project?: string },
  /** undefined for the parent of the resource asked for: found, not authorized */
  action: Action | undefined,
): { record: R; vpc: VpcRecord; project: ProjectRecord } {
  const notFound = () => simError.notFound(resourceType, lookupKey(key))
  let record: R | undefined
  let vpc: VpcRecord | undefined
  if (isUuid(key)) {
    if (selector.vpc || selector.project) throw simError.invalid(selectorWords.byIdWithParent)
    record = rows.find((r) => r.id === key)
    vpc = record && store.get('vpcs', record.vpc_id)
  } else {
    if (!selector.vpc) throw simError.invalid(selectorWords.nameWithoutParent)
    // the VPC is the parent: found, not authorized (only its child is)
    const parent = lookupChild(
      store,
      actor,
      store.list('vpcs'),
      'vpc',
      SELECTOR.vpc,
      selector.vpc,
      selector.project,
      undefined,
    ).record
    vpc = parent
    record = rows.find((r) => r.vpc_id === parent.id && r.name === key)
  }
  const project = vpc && store.get('projects', vpc.project_id)
  if (!record || !vpc || !project) throw notFound()
  if (action) authorizeProjectChild(store, actor, project, notFound, action)
  return { record, vpc, project }
}

type VpcSelector = { vpc?: string; project?: string }

export function lookupVpcSubnet(
  store: Store,
  actor: Actor,
  subnet: string,
  selector: VpcSelector,
  action: Action,
) {
  const found = lookupVpcChild(
    store,
    actor,
    store.list('vpcSubnets'),
    'vpc-subnet',
    SELECTOR.subnet,
    subnet,
    selector,
    action,
  )
  return { subnet: found.record, vpc: found.vpc, project: found.project }
}

export function lookupVpcRouter(
  store: Store,
  actor: Actor,
  router: string,
  selector: VpcSelector,
  action: Action | undefined,
) {
  const found = lookupVpcChild(
    store,
    actor,
    store.list('vpcRouters'),
    'vpc-router',
    SELECTOR.router,
    router,
    selector,
    action,
  )
  return { router: found.record, vpc: found.vpc, project: found.project }
}

export function lookupInternetGateway(
  store: Store,
  actor: Actor,
  gateway: string,
  selector: VpcSelector,
  action: Action | undefined,
) {
  const found = lookupVpcChild(
    store,
    actor,
    store.list('internetGateways'),
    'internet-gateway',
    SELECTOR.gateway,
    gateway,
    selector,
    action,
  )
  return { gateway: found.record, vpc: found.vpc, project: found.project }
}

/**
 * A resource one level further down (a router's route, a gateway's IP pool or
 * address): by id alone, or by name with its parent's selector.
 */
function lookupGrandchild<R extends { id: string; name: string }, P extends VpcChild>(
  store: Store,
  actor: Actor,
  rows: readonly R[],
  resourceType: string,
  selectorWords: SelectorWords,
  key: string,
  parentKey: string | undefined,
  selector: VpcSelector,
  parentOf: (record: R) => P | undefined,
  findParent: (parentKey: string) => P,
  inParent: (record: R, parent: P) => boolean,
  action: Action,
): { record: R; parent: P; vpc: VpcRecord; project: ProjectRecord } {
  const notFound = () => simError.notFound(resourceType, lookupKey(key))
  let record: R | undefined
  let parent: P | undefined
  if (isUuid(key)) {
    if (parentKey || selector.vpc || selector.project) {
      throw simError.invalid(selectorWords.byIdWithParent)
    }
    record = rows.find((r) => r.id === key)
    parent = record && parentOf(record)
  } else {
    if (!parentKey) throw simError.invalid(selectorWords.nameWithoutParent)
    const found = findParent(parentKey)
    parent = found
    record = rows.find((r) => inParent(r, found) && r.name === key)
  }
  const vpc = parent && store.get('vpcs', parent.vpc_id)
  const project = vpc && store.get('projects', vpc.project_id)
  if (!record || !parent || !vpc || !project) throw notFound()
  authorizeProjectChild(store, actor, project, notFound, action)
  return { record, parent, vpc, project }
}

export function lookupRouterRoute(
  store: Store,
  actor: Actor,
  route: string,
  selector: VpcSelector & { router?: string },
  action: Action,
) {
  const found = lookupGrandchild(
    store,
    actor,
    store.list('routerRoutes'),
    'router-route',
    SELECTOR.route,
    route,
    selector.router,
    selector,
    (r) => store.get('vpcRouters', r.vpc_router_id),
    (key) => lookupVpcRouter(store, actor, key, selector, undefined).router,
    (r, router) => r.vpc_router_id === router.id,
    action,
  )
  return { route: found.record, router: found.parent, vpc: found.vpc, project: found.project }
}

type GatewaySelector = VpcSelector & { gateway?: string }

export function lookupGatewayIpPool(
  store: Store,
  actor: Actor,
  pool: string,
  selector: GatewaySelector,
  action: Action,
) {
  const found = lookupGrandchild(
    store,
    actor,
    store.list('internetGatewayIpPools'),
    'internet-gateway-ip-pool',
    SELECTOR.gatewayPool,
    pool,
    selector.gateway,
    selector,
    (p) => store.get('internetGateways', p.internet_gateway_id),
    (key) => lookupInternetGateway(store, actor, key, selector, undefined).gateway,
    (p, gateway) => p.internet_gateway_id === gateway.id,
    action,
  )
  return { pool: found.record, gateway: found.parent, vpc: found.vpc, project: found.project }
}

export function lookupGatewayIpAddress(
  store: Store,
  actor: Actor,
  address: string,
  selector: GatewaySelector,
  action: Action,
) {
  const found = lookupGrandchild(
    store,
    actor,
    store.list('internetGatewayIpAddresses'),
    'internet-gateway-ip-address',
    SELECTOR.gatewayAddress,
    address,
    selector.gateway,
    selector,
    (a) => store.get('internetGateways', a.internet_gateway_id),
    (key) => lookupInternetGateway(store, actor, key, selector, undefined).gateway,
    (a, gateway) => a.internet_gateway_id === gateway.id,
    action,
  )
  return { address: found.record, gateway: found.parent, vpc: found.vpc, project: found.project }
}

export type GroupKind = 'affinity' | 'antiAffinity'

export function lookupAffinityGroup(
  store: Store,
  actor: Actor,
  kind: GroupKind,
  group: string,
  project: string | undefined,
  action: Action,
) {
  const found = lookupChild<AffinityGroupRecord | AntiAffinityGroupRecord>(
    store,
    actor,
    kind === 'affinity' ? store.list('affinityGroups') : store.list('antiAffinityGroups'),
    kind === 'affinity' ? 'affinity-group' : 'anti-affinity-group',
    kind === 'affinity' ? SELECTOR.affinityGroup : SELECTOR.antiAffinityGroup,
    group,
    project,
    action,
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
  action: Action,
): { nic: NetworkInterfaceRecord; instance: InstanceRecord; project: ProjectRecord } {
  const notFound = () => simError.notFound('instance-network-interface', lookupKey(nic))
  let record: NetworkInterfaceRecord | undefined
  let instance: InstanceRecord | undefined
  if (isUuid(nic)) {
    if (selector.instance || selector.project) {
      throw simError.invalid(SELECTOR.networkInterface.byIdWithParent)
    }
    record = store.list('networkInterfaces').find((n) => n.id === nic)
    instance = record && store.get('instances', record.instance_id)
  } else {
    if (!selector.instance) {
      throw simError.invalid(SELECTOR.networkInterface.nameWithoutParent)
    }
    // the instance is the parent: found, not authorized (only the interface is)
    const parent = lookupChild(
      store,
      actor,
      store.list('instances'),
      'instance',
      SELECTOR.instance,
      selector.instance,
      selector.project,
      undefined,
    ).record
    instance = parent
    record = store
      .list('networkInterfaces')
      .find((n) => n.instance_id === parent.id && n.name === nic)
  }
  const project = instance && store.get('projects', instance.project_id)
  if (!record || !instance || !project) throw notFound()
  authorizeProjectChild(store, actor, project, notFound, action)
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

// Snapshots and images, with Nexus's selector rules and
// wording (which differ a little from the other project children: "as an
// ID, project", "either be an ID").

/** A snapshot by name in a project, or by id alone, once the actor may perform `action` on it */
export function lookupSnapshot(
  store: Store,
  actor: Actor,
  snapshot: string,
  projectKey: string | undefined,
  action: Action,
): { snapshot: SnapshotRecord; project: ProjectRecord } {
  const notFound = () => simError.notFound('snapshot', lookupKey(snapshot))
  let record: SnapshotRecord | undefined
  if (isUuid(snapshot)) {
    if (projectKey) {
      throw simError.invalid(SELECTOR.snapshot.byIdWithParent)
    }
    record = store.get('snapshots', snapshot)
  } else {
    if (!projectKey) {
      throw simError.invalid(SELECTOR.snapshot.nameWithoutParent)
    }
    const parent = findProject(store, actor, projectKey)
    record = store.list('snapshots').find((s) => s.project_id === parent.id && s.name === snapshot)
  }
  const project = record && store.get('projects', record.project_id)
  if (!record || !project) throw notFound()
  authorizeProjectChild(store, actor, project, notFound, action)
  return { snapshot: record, project }
}

/** The snapshot a disk of `project` is made from: it must be one of that project's */
export function snapshotForProject(
  store: Store,
  project: ProjectRecord,
  id: string,
): SnapshotRecord {
  const snapshot = store.get('snapshots', id)
  const owner = snapshot && store.get('projects', snapshot.project_id)
  if (!snapshot || owner?.silo_id !== project.silo_id) throw simError.notFound('snapshot', { id })
  if (snapshot.project_id !== project.id) {
    throw simError.invalid('snapshot does not belong to this project')
  }
  return snapshot
}

/**
 * Reads the image or snapshot a new disk is made from, as Nexus fetches it
 * (`read`) before using it: one the actor may not read is its 404, e.g. a
 * silo image to a user with a project role only.
 */
export function authorizeDiskSource(store: Store, actor: Actor, source: DiskSource) {
  if (source.type === 'image') lookupImage(store, actor, source.image_id, undefined, 'read')
  if (source.type === 'snapshot')
    lookupSnapshot(store, actor, source.snapshot_id, undefined, 'read')
}

type DiskSource = Json<Api.DiskCreate>['disk_source']

/**
 * An image by id alone, by name in a project (a project image), or by name
 * without a project (a silo image of the actor's silo), once the actor may
 * perform `action` on it: a project image by the rules of project children, a
 * silo image by those of silo children (read with silo viewer, change with
 * silo collaborator). `project` is the image's project, null for a silo image.
 */
export function lookupImage(
  store: Store,
  actor: Actor,
  image: string,
  projectKey: string | undefined,
  action: Action,
): { image: ImageRecord; project: ProjectRecord | null } {
  let record: ImageRecord | undefined
  let notFound: () => Response
  if (isUuid(image)) {
    if (projectKey) {
      throw simError.invalid('when providing image as an ID, project should not be specified')
    }
    notFound = () => simError.notFound('image', { id: image })
    record = store.get('images', image)
  } else if (projectKey) {
    notFound = () => simError.notFound('project-image', { name: image })
    const parent = findProject(store, actor, projectKey)
    record = store.list('images').find((i) => i.project_id === parent.id && i.name === image)
  } else {
    notFound = () => simError.notFound('silo-image', { name: image })
    record = store
      .list('images')
      .find((i) => i.silo_id === actor.silo.id && !i.project_id && i.name === image)
  }
  if (!record) throw notFound()
  if (record.project_id) {
    const project = store.get('projects', record.project_id)
    if (!project) throw notFound()
    authorizeProjectChild(store, actor, project, notFound, action)
    return { image: record, project }
  }
  const silo = store.get('silos', record.silo_id)
  if (!silo) throw notFound()
  authorize(store, actor, { kind: 'silo-child', silo, notFound }, action)
  return { image: record, project: null }
}
