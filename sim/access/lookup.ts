import type * as Api from '../../app/api/__generated__/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'
import { authorize, authorizeFleet, fleetAllows, ownSilo, type Action } from './authz'
import type { Actor } from '../context'
import { errorResponse, simError } from '../answers/errors'
import type {
  DiskRecord,
  GroupRecord,
  ImageRecord,
  IpPoolRecord,
  ProjectRecord,
  SiloRecord,
  SnapshotRecord,
  SshKeyRecord,
  Store,
  Tables,
  TableName,
  VpcRecord,
  VpcSubnetRecord,
} from '../store/types'
import { isUuid } from '../util'

// Every lookup of the simulator. The kinds of resource a request names are one
// table (KINDS, below): `lookup` finds one by name or id with Nexus's selector
// rules (a name needs its parent, `?project=`; an id must come alone) and its
// 404 when nothing matches, then authorizes (sim/access/authz.ts) the action the caller
// is about to perform: 404 when the actor may not read what was found, 403 when
// it may read but not act. A parent named in a selector is only found, not
// authorized, as in Nexus. Names are unique within their parent, and a name can
// never look like a uuid. The few lookups whose rules are their own (images,
// certificates, SAML providers, silo users and groups, SSH keys) sit below the
// table, as do the finders of a record named within a parent already found.

export const lookupKey = (nameOrId: string) =>
  isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId }

/**
 * The actor's own silo, once the actor may perform `action` on it: listing its
 * projects, images and IP pools (`list_children`), creating a project or a
 * silo image (`create_child`), reading or changing its policy.
 */
export function authorizeOwnSilo(store: Store, actor: Actor, action: Action): SiloRecord {
  authorize(store, actor, ownSilo(actor), action)
  return actor.silo
}

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
  externalSubnet: words(
    'when providing external subnet as an ID project should not be specified',
    'external subnet should either be a UUID or project should be specified',
  ),
} as const

// The kinds of resource a request names: each lives in a parent kind (or in the
// actor's silo, or in the fleet, the rack itself), is found by id alone or by
// name with its parent (`?project=`, `?vpc=`...), the parent found the same way
// but not authorized, and is authorized by its kind's rule.

/** The parents a selector may name, each a kind of its own */
type ParentKind = 'project' | 'instance' | 'vpc' | 'router' | 'gateway'

/**
 * How an action on a kind is authorized:
 * - `project`, `silo`: as the project or silo it is;
 * - `project-child`: as a resource of its project (Polar's `InProjectFull`);
 * - `fleet-child`: Polar's `FleetChild`: fleet viewers read it, fleet admins
 *   change it; to anyone else it is not there.
 */
type Authz = 'project' | 'silo' | 'project-child' | 'fleet-child'

type KindSpec = {
  table: TableName
  /** Nexus's name of the kind in its 404 */
  error: string
  authz: Authz
  /** found by id only: the key is an id whatever it looks like */
  idOnly?: true
  /** an id is compared in lower case (the rack's networking) */
  foldCase?: true
} & (
  | {
      /** the kind it lives in, named by the selector field of that name */
      in: ParentKind
      /** the field holding its parent's id */
      by: string
      /** the selector's 400s: an id with its parents, a name without */
      words: SelectorWords
    }
  /** in the actor's silo (by name), or in the fleet */
  | { in: 'ownSilo' | 'fleet' }
)

/** The field of a child holding its parent's id, by the parent's kind */
const PARENT_ID = {
  project: 'project_id',
  instance: 'instance_id',
  vpc: 'vpc_id',
  router: 'vpc_router_id',
  gateway: 'internet_gateway_id',
} as const satisfies Record<ParentKind, string>

const KINDS = {
  project: { table: 'projects', in: 'ownSilo', error: 'project', authz: 'project' },
  silo: { table: 'silos', in: 'fleet', error: 'silo', authz: 'silo' },
  instance: childOf('project', 'instances', 'instance', SELECTOR.instance),
  disk: childOf('project', 'disks', 'disk', SELECTOR.disk),
  floatingIp: childOf('project', 'floatingIps', 'floating-ip', SELECTOR.floatingIp),
  vpc: childOf('project', 'vpcs', 'vpc', SELECTOR.vpc),
  snapshot: childOf('project', 'snapshots', 'snapshot', SELECTOR.snapshot),
  affinityGroup: childOf('project', 'affinityGroups', 'affinity-group', SELECTOR.affinityGroup),
  antiAffinityGroup: childOf(
    'project',
    'antiAffinityGroups',
    'anti-affinity-group',
    SELECTOR.antiAffinityGroup,
  ),
  networkInterface: childOf(
    'instance',
    'networkInterfaces',
    'instance-network-interface',
    SELECTOR.networkInterface,
  ),
  subnet: childOf('vpc', 'vpcSubnets', 'vpc-subnet', SELECTOR.subnet),
  router: childOf('vpc', 'vpcRouters', 'vpc-router', SELECTOR.router),
  gateway: childOf('vpc', 'internetGateways', 'internet-gateway', SELECTOR.gateway),
  route: childOf('router', 'routerRoutes', 'router-route', SELECTOR.route),
  gatewayIpPool: childOf(
    'gateway',
    'internetGatewayIpPools',
    'internet-gateway-ip-pool',
    SELECTOR.gatewayPool,
  ),
  gatewayIpAddress: childOf(
    'gateway',
    'internetGatewayIpAddresses',
    'internet-gateway-ip-address',
    SELECTOR.gatewayAddress,
  ),
  sled: fleetChild('sleds', 'sled', { idOnly: true }),
  rack: fleetChild('racks', 'rack', { idOnly: true }),
  physicalDisk: fleetChild('physicalDisks', 'physical-disk', { idOnly: true }),
  switch: fleetChild('switches', 'switch', { idOnly: true }),
  supportBundle: fleetChild('supportBundles', 'support-bundle', { idOnly: true }),
  ipPool: fleetChild('ipPools', 'ip-pool', {}),
  addressLot: fleetChild('addressLots', 'address-lot', { foldCase: true }),
  bgpConfig: fleetChild('bgpConfigs', 'bgp-config', { foldCase: true }),
  bgpAnnounceSet: fleetChild('bgpAnnounceSets', 'bgp-announce-set', { foldCase: true }),
  switchPortSettings: fleetChild('switchPortSettings', 'switch-port-settings', { foldCase: true }),
  subnetPool: fleetChild('subnetPools', 'subnet-pool', {}),
  externalSubnet: childOf('project', 'externalSubnets', 'external-subnet', SELECTOR.externalSubnet),
} as const satisfies Record<string, KindSpec>

/** A kind under a parent kind, authorized as a resource of its project */
function childOf<P extends ParentKind, T extends TableName, E extends string>(
  parent: P,
  table: T,
  error: E,
  words: SelectorWords,
) {
  const by = PARENT_ID[parent]
  return { table, in: parent, by, words, error, authz: 'project-child' } as const
}

/** A kind of the fleet, authorized as Polar's `FleetChild` */
function fleetChild<T extends TableName, E extends string, O extends Partial<KindSpec>>(
  table: T,
  error: E,
  options: O,
) {
  return { table, in: 'fleet', error, authz: 'fleet-child', ...options } as const
}

type Kinds = typeof KINDS
export type Kind = keyof Kinds
type RecordOf<K extends Kind> = Readonly<Tables[Kinds[K]['table']]>

/** The records a kind is found in, by their kinds: `{ vpc, project }` for a subnet */
type Ancestors<K extends Kind> = Kinds[K] extends { in: infer P extends Kind & ParentKind }
  ? { [Q in P]: RecordOf<P> } & Ancestors<P>
  : unknown

export type Found<K extends Kind> = { record: RecordOf<K> } & Ancestors<K>

/** The parents' keys that go with a resource's name (`?project=`, `?vpc=`...): a request's query */
export type Selector = { [P in ParentKind]?: string }

type AnyRecord = { id: string; name?: string } & Record<string, unknown>

const spec = (kind: Kind): KindSpec => KINDS[kind]

function notFoundOf(kind: Kind, key: string) {
  const { error, idOnly } = spec(kind)
  return () => simError.notFound(error, idOnly ? { id: key } : lookupKey(key))
}

/** The selector fields naming the kind's parents, nearest first */
function parentFields(kind: Kind): ParentKind[] {
  const at = spec(kind)
  return 'by' in at ? [at.in, ...parentFields(at.in)] : []
}

/** The parents of a record found by id, by their kinds; undefined if one is gone */
function parentsOf(store: Store, kind: Kind, record: AnyRecord) {
  const parents: Partial<Record<ParentKind, AnyRecord>> = {}
  let [at, child] = [spec(kind), record]
  while ('by' in at) {
    const parent = store.get(spec(at.in).table, String(child[at.by])) as AnyRecord | undefined
    if (!parent) return undefined
    parents[at.in] = parent
    ;[at, child] = [spec(at.in), parent]
  }
  return parents
}

type Located = { record: AnyRecord } & Partial<Record<ParentKind, AnyRecord>>

function locate(store: Store, actor: Actor, kind: Kind, key: string, selector: Selector): Located {
  const at = spec(kind)
  const { table, idOnly, foldCase } = at
  const rows = () => store.list(table) as readonly AnyRecord[]
  let record: AnyRecord | undefined
  let parents: Partial<Record<ParentKind, AnyRecord>> | undefined
  if (idOnly || isUuid(key)) {
    if ('by' in at && parentFields(kind).some((p) => selector[p])) {
      throw simError.invalid(at.words.byIdWithParent)
    }
    record = store.get(table, foldCase ? key.toLowerCase() : key) as AnyRecord | undefined
    parents = record && parentsOf(store, kind, record)
  } else if ('by' in at) {
    const { in: scope, by } = at
    const parentKey = selector[scope]
    if (!parentKey) throw simError.invalid(at.words.nameWithoutParent)
    const { record: parent, ...above } = locate(store, actor, scope, parentKey, selector)
    record = rows().find((r) => r[by] === parent.id && r.name === key)
    parents = { ...above, [scope]: parent }
  } else {
    const inScope = (r: AnyRecord) => at.in === 'fleet' || r.silo_id === actor.silo.id
    record = rows().find((r) => r.name === key && inScope(r))
    parents = {}
  }
  if (!record || !parents) throw notFoundOf(kind, key)()
  return { record, ...parents }
}

/**
 * A resource by its key (name or id) and, for a name, the selector naming its
 * parents, without authorizing anything: a record whose handler has authorized
 * the fleet before looking, as Nexus does for the rack's networking.
 */
export const find = <K extends Kind>(
  store: Store,
  actor: Actor,
  kind: K,
  key: string,
  selector: Selector = {},
) =>
  // the table's record types are those of its kinds
  locate(store, actor, kind, key, selector) as Found<K>

/**
 * A resource by its key and selector, once the actor may perform `action` on
 * it (its kind's rule): 404 when the actor may not read it, 403 when it may
 * read but not act.
 */
export function lookup<K extends Kind>(
  store: Store,
  actor: Actor,
  kind: K,
  key: string,
  action: Action,
  selector: Selector = {},
): Found<K> {
  const found = locate(store, actor, kind, key, selector)
  const notFound = notFoundOf(kind, key)
  const record: unknown = found.record
  switch (spec(kind).authz) {
    case 'project':
      authorize(
        store,
        actor,
        { kind: 'project', project: record as ProjectRecord, notFound },
        action,
      )
      break
    case 'silo':
      authorize(store, actor, { kind: 'silo', silo: record as SiloRecord, notFound }, action)
      break
    case 'project-child': {
      const project = found.project as ProjectRecord
      authorize(store, actor, { kind: 'project-child', project, notFound }, action)
      break
    }
    case 'fleet-child':
      authorizeFleetChild(store, actor, action, notFound)
  }
  return found as Found<K>
}

/**
 * Authorizes `action` on a child of the fleet (Polar's `FleetChild`): fleet
 * viewers read it, fleet admins change it; to anyone else it is `notFound`.
 */
export function authorizeFleetChild(
  store: Store,
  actor: Actor,
  action: Action,
  notFound: () => Response,
) {
  if (!fleetAllows(store, actor, 'read')) throw notFound()
  // FleetChild: `"read"`/`"list_children" if "viewer"`, `"modify"`/`"create_child" if "admin"`
  authorizeFleet(store, actor, action === 'read' || action === 'list_children' ? 'read' : 'modify')
}

/**
 * The parent a list or create names in its query (`?project=`, `?vpc=` with the
 * VPC's `?project=` when the VPC is named...), once the actor may perform
 * `action` on it: Nexus's 400 when the query lacks it.
 */
export function lookupInQuery<K extends ParentKind | 'silo'>(
  store: Store,
  actor: Actor,
  kind: K,
  query: Selector & { silo?: string },
  action: Action,
) {
  const keys: Partial<Record<ParentKind | 'silo', string>> = query
  return lookup(store, actor, kind, requireQuery<string>(keys[kind], kind), action, query)
}

/** A finder by name or id over a kind's table read once: for requests that look up many names */
export function nameOrIdFinder<K extends Kind>(store: Store, kind: K) {
  const rows = store.list(spec(kind).table) as readonly RecordOf<K>[]
  const byId = new Map(rows.map((r) => [r.id, r]))
  const byName = new Map(rows.map((r) => ['name' in r ? r.name : r.id, r]))
  return (key: string): RecordOf<K> | undefined =>
    isUuid(key) ? byId.get(key.toLowerCase()) : byName.get(key)
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

// Lookups whose rules are their own: within the actor's silo or a named silo

/** A certificate of the actor's silo (another silo's is as good as missing), to its admins */
export function lookupCertificate(store: Store, actor: Actor, nameOrId: string) {
  const byId = isUuid(nameOrId)
  const notFound = () => simError.notFound('certificate', lookupKey(nameOrId))
  const cert = store
    .list('certificates')
    .find((c) => (byId ? c.id === nameOrId : c.silo_id === actor.silo.id && c.name === nameOrId))
  if (!cert || cert.silo_id !== actor.silo.id) throw notFound()
  authorize(store, actor, { kind: 'certificates', silo: actor.silo, notFound }, 'modify')
  return cert
}

/** A SAML provider by name in a silo (Nexus refuses an id here: the silo is always given) */
export function lookupSamlProvider(
  store: Store,
  actor: Actor,
  provider: string,
  // v14 requires the silo; later versions find a provider by its id alone
  { silo }: { silo?: string },
) {
  const notFound = () => simError.notFound('saml-identity-provider', lookupKey(provider))
  if (isUuid(provider)) {
    if (silo !== undefined) {
      throw simError.invalid('when providing provider as an ID, silo should not be specified')
    }
    const byId = store.get('samlIdentityProviders', provider)
    const owner = byId && store.get('silos', byId.silo_id)
    if (!byId || !owner) throw notFound()
    authorize(store, actor, { kind: 'identity-provider', silo: owner, notFound }, 'read')
    return byId
  }
  if (silo === undefined) {
    throw simError.invalid('provider should either be a UUID or silo should be specified')
  }
  const record = lookup(store, actor, 'silo', silo, 'read').record
  const found = store
    .list('samlIdentityProviders')
    .find((p) => p.silo_id === record.id && p.name === provider)
  if (!found) throw notFound()
  authorize(store, actor, { kind: 'identity-provider', silo: record, notFound }, 'read')
  return found
}

/** A user of the silo, once the actor may perform `action` on them */
export function lookupSiloUser(
  store: Store,
  actor: Actor,
  silo: SiloRecord,
  userId: string,
  action: 'modify',
) {
  const notFound = () => simError.notFound('silo-user', { id: userId })
  const user = store.get('users', userId)
  if (!user) throw notFound()
  const userSilo = store.get('silos', user.silo_id)!
  authorize(store, actor, { kind: 'silo-user', silo: userSilo, userId, notFound }, action)
  if (user.silo_id !== silo.id) throw notFound()
  return user
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
  if (source.type === 'image') lookupImage(store, actor, source.image_id, 'read')
  if (source.type === 'snapshot') lookup(store, actor, 'snapshot', source.snapshot_id, 'read')
}

type DiskSource = Json<Api.DiskCreate>['disk_source']

/**
 * An image by id alone, by name in a project (a project image), or by name
 * without a project (a silo image of the actor's silo), once the actor may
 * perform `action` on it: a project image by the rules of project children, a
 * silo image by those of silo children (read with silo viewer, change with
 * silo collaborator). `project` is the image's project, null for a silo image.
 * The one kind whose scope the selector decides, so it is not in the table.
 */
export function lookupImage(
  store: Store,
  actor: Actor,
  image: string,
  action: Action,
  { project: projectKey }: Selector = {},
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
    const parent = find(store, actor, 'project', projectKey).record
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
    authorize(store, actor, { kind: 'project-child', project, notFound }, action)
    return { image: record, project }
  }
  const silo = store.get('silos', record.silo_id)
  if (!silo) throw notFound()
  authorize(store, actor, { kind: 'silo-child', silo, notFound }, action)
  return { image: record, project: null }
}
