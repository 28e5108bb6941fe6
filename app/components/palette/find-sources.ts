// What universal find searches: the lists the console already reads, through their query
// options, turned into find items. What the query cache holds is searched at once
// (`cachedItems`); the rest is walked in the background (`findTasks`) and kept in the cache
// for a few minutes, so the next search, and the pages, reuse it.
import type {
  Disk,
  FloatingIp,
  Image,
  Instance,
  IpPool,
  IpPoolRange,
  Project,
  Silo,
  Sled,
  Snapshot,
  Vpc,
  VpcSubnet,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { PICKER_PAGE_SIZE, queryClient, type PageQuery } from '~/api/client'
import { diskPicker } from '~/api/queries/disks'
import { floatingIpPicker } from '~/api/queries/floating-ips'
import { sledPicker } from '~/api/queries/hardware'
import { projectImagePicker, siloImagePicker } from '~/api/queries/images'
import { instancePicker } from '~/api/queries/instances'
import { ipPoolList, ipPoolRangeList } from '~/api/queries/ip-pools'
import { projectPicker } from '~/api/queries/projects'
import { siloList } from '~/api/queries/silos'
import { snapshotPicker } from '~/api/queries/snapshots'
import { subnetPicker, vpcPicker } from '~/api/queries/vpcs'
import type { FindItem } from '~/util/find-match'
import type { WalkTask } from '~/util/find-walk'
import { pb } from '~/util/path-builder'

/** How long a list find loaded is reused before it is asked again */
export const FIND_STALE_MS = 3 * 60_000

type Page<T> = { items: T[] }

const load = <T>(query: PageQuery<Page<T>>) =>
  queryClient.fetchQuery({ ...query, staleTime: FIND_STALE_MS, gcTime: FIND_STALE_MS * 2 })

const inProject = (project: string) => `project ${project}`

// --- one list's items as find items -----------------------------------------------------

const projectItem = (p: Project): FindItem => ({
  kind: 'project',
  id: p.id,
  name: p.name,
  to: pb.instances({ project: p.name }),
})

const instanceItem =
  (project: string) =>
  (i: Instance): FindItem => ({
    kind: 'instance',
    id: i.id,
    name: i.name,
    where: inProject(project),
    to: pb.instance({ project, instance: i.name }),
  })

const diskItem =
  (project: string) =>
  (d: Disk): FindItem => ({
    kind: 'disk',
    id: d.id,
    name: d.name,
    where: inProject(project),
    to: pb.disk({ project, disk: d.name }),
  })

// a snapshot has no page of its own: its project's list
const snapshotItem =
  (project: string) =>
  (s: Snapshot): FindItem => ({
    kind: 'snapshot',
    id: s.id,
    name: s.name,
    where: inProject(project),
    to: pb.snapshots({ project }),
  })

const projectImageItem =
  (project: string) =>
  (i: Image): FindItem => ({
    kind: 'image',
    id: i.id,
    name: i.name,
    where: inProject(project),
    to: pb.projectImageEdit({ project, image: i.name }),
  })

const siloImageItem = (i: Image): FindItem => ({
  kind: 'siloImage',
  id: i.id,
  name: i.name,
  where: 'this silo',
  to: pb.siloImageEdit({ image: i.name }),
})

const vpcItem =
  (project: string) =>
  (v: Vpc): FindItem => ({
    kind: 'vpc',
    id: v.id,
    name: v.name,
    where: inProject(project),
    to: pb.vpc({ project, vpc: v.name }),
  })

const subnetItem =
  (project: string, vpc: string) =>
  (s: VpcSubnet): FindItem => ({
    kind: 'subnet',
    id: s.id,
    name: s.name,
    where: `${inProject(project)} · VPC ${vpc}`,
    to: pb.vpcSubnets({ project, vpc }),
    networks: [s.ipv4Block, s.ipv6Block].filter(Boolean),
  })

// a floating IP's page is its project's list (its edit form is a change, not a view)
const floatingIpItem =
  (project: string) =>
  (f: FloatingIp): FindItem => ({
    kind: 'floatingIp',
    id: f.id,
    name: f.name,
    where: `${inProject(project)} · ${f.ip}`,
    to: pb.floatingIps({ project }),
    addresses: [f.ip],
  })

const siloItem = (s: Silo): FindItem => ({
  kind: 'silo',
  id: s.id,
  name: s.name,
  where: 'System',
  to: pb.systemSilo({ silo: s.name }),
})

const sledItem = (s: Sled): FindItem => ({
  kind: 'sled',
  id: s.id,
  name: s.baseboard.serial,
  where: `System · ${s.baseboard.part}`,
  to: pb.sled({ sledId: s.id }),
})

const poolItem = (p: IpPool, ranges?: IpPoolRange[]): FindItem => ({
  kind: 'ipPool',
  id: p.id,
  name: p.name,
  where: 'System',
  to: pb.systemIpPool({ pool: p.name }),
  ...(ranges && { ranges: ranges.map((r) => r.range) }),
})

// --- the walk ---------------------------------------------------------------------------

const items =
  <T>(f: (t: T) => FindItem) =>
  (page: Page<T>) =>
    page.items.map(f)

/** Every list of one project, each a task of the walk; a VPC list adds its subnets */
function projectTasks(project: string, priority: number): WalkTask[] {
  const task = (run: () => Promise<FindItem[] | { items: FindItem[]; next: WalkTask[] }>) => ({
    project,
    priority,
    run: () => run().then((r) => (Array.isArray(r) ? { items: r } : r)),
  })
  return [
    task(() => load(instancePicker(project)).then(items(instanceItem(project)))),
    task(() => load(diskPicker(project)).then(items(diskItem(project)))),
    task(() =>
      load(vpcPicker(project)).then((page) => ({
        items: page.items.map(vpcItem(project)),
        next: page.items.map((v) =>
          task(() => load(subnetPicker(project, v.name)).then(items(subnetItem(project, v.name)))),
        ),
      })),
    ),
    task(() => load(floatingIpPicker(project)).then(items(floatingIpItem(project)))),
    task(() => load(snapshotPicker(project)).then(items(snapshotItem(project)))),
    task(() => load(projectImagePicker(project)).then(items(projectImageItem(project)))),
  ]
}

const rackWide = (run: () => Promise<FindItem[] | { items: FindItem[]; next: WalkTask[] }>) => ({
  priority: -1,
  run: () => run().then((r) => (Array.isArray(r) ? { items: r } : r)),
})

/**
 * The walk's first tasks: the projects (the one the user is in first, then the others in
 * list order), the silo's images and, for operators, silos, sleds and IP pools with their
 * ranges (an address is found in the pool whose range holds it). `knownProjects` (the one
 * open, the ones this browser opened) are walked whether or not the projects list answers:
 * a user with a role on some projects only may not list the silo's.
 */
export function findTasks({
  currentProject,
  knownProjects = [],
  isOperator,
}: {
  currentProject?: string
  knownProjects?: string[]
  isOperator: boolean
}): WalkTask[] {
  const known = new Set(currentProject ? [currentProject, ...knownProjects] : knownProjects)
  const priority = (name: string, i: number) => (name === currentProject ? -0.5 : i)
  const tasks: WalkTask[] = [
    ...[...known].flatMap((name, i) => projectTasks(name, priority(name, i))),
    rackWide(() =>
      load(projectPicker).then((page) => ({
        items: page.items.map(projectItem),
        next: page.items.flatMap((p, i) =>
          known.has(p.name) ? [] : projectTasks(p.name, priority(p.name, known.size + i)),
        ),
      })),
    ),
    rackWide(() => load(siloImagePicker).then(items(siloImageItem))),
  ]
  if (isOperator) {
    tasks.push(
      rackWide(() => load(siloList.page(undefined, PICKER_PAGE_SIZE)).then(items(siloItem))),
      rackWide(() => load(sledPicker).then(items(sledItem))),
      rackWide(() =>
        load(ipPoolList.page(undefined, PICKER_PAGE_SIZE)).then((page) => ({
          items: page.items.map((p) => poolItem(p)),
          next: page.items.map((p) =>
            rackWide(() =>
              load(ipPoolRangeList(p.name).page(undefined, PICKER_PAGE_SIZE)).then((r) => [
                poolItem(p, r.items),
              ]),
            ),
          ),
        })),
      ),
    )
  }
  return tasks
}

// --- what the cache holds already -------------------------------------------------------

type ListKey = { path?: Record<string, string>; query?: Record<string, string | undefined> }

/** Every cached page of an operation's lists, with the parameters it was read with */
function cached<T>(operation: string): { params: ListKey; items: T[] }[] {
  return queryClient
    .getQueriesData<Page<T>>({ queryKey: [operation] })
    .filter(([, data]) => Array.isArray(data?.items))
    .map(([key, data]) => ({ params: (key[1] ?? {}) as ListKey, items: data!.items }))
}

/**
 * What the lists the console has read already (any page of them, by any page or picker)
 * hold, searched the moment the palette opens, before the walk's first answer.
 */
export function cachedItems(isOperator: boolean): FindItem[] {
  const out: FindItem[] = []
  const perProject = <T>(operation: string, f: (project: string) => (t: T) => FindItem) => {
    for (const { params, items: list } of cached<T>(operation)) {
      const project = params.query?.project
      if (project) out.push(...list.map(f(project)))
    }
  }
  out.push(...cached<Project>('projectList').flatMap((c) => c.items.map(projectItem)))
  perProject('instanceList', instanceItem)
  perProject('diskList', diskItem)
  perProject('snapshotList', snapshotItem)
  perProject('vpcList', vpcItem)
  perProject('floatingIpList', floatingIpItem)
  for (const { params, items: list } of cached<Image>('imageList')) {
    const project = params.query?.project
    out.push(...list.map(project ? projectImageItem(project) : siloImageItem))
  }
  for (const { params, items: list } of cached<VpcSubnet>('vpcSubnetList')) {
    const { project, vpc } = params.query ?? {}
    if (project && vpc) out.push(...list.map(subnetItem(project, vpc)))
  }
  if (isOperator) {
    out.push(...cached<Silo>('siloList').flatMap((c) => c.items.map(siloItem)))
    out.push(...cached<Sled>('sledList').flatMap((c) => c.items.map(sledItem)))
    const ranges = new Map<string, IpPoolRange[]>()
    for (const { params, items: list } of cached<IpPoolRange>('systemIpPoolRangeList')) {
      const pool = params.path?.pool
      if (pool) ranges.set(pool, [...(ranges.get(pool) ?? []), ...list])
    }
    out.push(
      ...cached<IpPool>('systemIpPoolList').flatMap((c) =>
        c.items.map((p) => poolItem(p, ranges.get(p.name) ?? ranges.get(p.id))),
      ),
    )
  }
  return out
}
