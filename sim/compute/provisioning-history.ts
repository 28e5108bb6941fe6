import { iso } from '../clock'
import type { ResourceCounts } from './provisioning'
import { FLEET_ID } from '../seed/silos'
import type { Dataset, Store } from '../store/types'

// What Nexus's virtual provisioning collections report to Oximeter
// (`collection_target:cpus_provisioned`, `ram_provisioned`,
// `virtual_disk_space_provisioned`): a sample for a project, its silo and the fleet
// each time what they have provisioned changes. The simulator writes the same samples
// in the same transaction as the change (`recordProvisioning`), and the demo data
// starts with the history its own records imply (`provisioningHistory`).

type Counts = ResourceCounts
type Source = Pick<Dataset, 'projects' | 'vmms' | 'instances' | 'disks' | 'images' | 'snapshots'>
type ReadonlySource = { [K in keyof Source]: readonly Readonly<Source[K][number]>[] }

/** The tables whose records are provisioned, as the store holds them now */
export const provisioningSources = (store: Store): ReadonlySource => ({
  projects: store.list('projects'),
  vmms: store.list('vmms'),
  instances: store.list('instances'),
  disks: store.list('disks'),
  images: store.list('images'),
  snapshots: store.list('snapshots'),
})

/** Provisioned now, per project, per silo and for the fleet (keyed by their ids) */
export function provisionedByCollection(data: ReadonlySource): Map<string, Counts> {
  const totals = new Map<string, Counts>()
  const add = (id: string, more: Partial<Counts>) => {
    let c = totals.get(id)
    if (!c) totals.set(id, (c = { cpus: 0, memory: 0, storage: 0 }))
    c.cpus += more.cpus ?? 0
    c.memory += more.memory ?? 0
    c.storage += more.storage ?? 0
  }
  const siloOf = new Map<string, string>()
  for (const p of data.projects) {
    siloOf.set(p.id, p.silo_id)
    add(p.id, {})
    add(p.silo_id, {})
  }
  add(FLEET_ID, {})
  const inProject = (projectId: string, more: Partial<Counts>) => {
    const silo = siloOf.get(projectId)
    if (!silo) return
    add(projectId, more)
    add(silo, more)
    add(FLEET_ID, more)
  }
  const instances = new Map(data.instances.map((i) => [i.id, i]))
  for (const vmm of data.vmms) {
    const instance = instances.get(vmm.instance_id)
    if (instance) inProject(instance.project_id, { cpus: instance.ncpus, memory: instance.memory })
  }
  for (const disk of data.disks) inProject(disk.project_id, { storage: disk.size })
  for (const snapshot of data.snapshots) inProject(snapshot.project_id, { storage: snapshot.size })
  for (const image of data.images) {
    // a silo image counts for its silo and the fleet only
    if (image.project_id) inProject(image.project_id, { storage: image.size })
    else {
      add(image.silo_id, { storage: image.size })
      add(FLEET_ID, { storage: image.size })
    }
  }
  return totals
}

/** Nexus appends a disk sample when storage changes, and CPU and RAM samples when either of those does */
export type SampleKind = 'disk' | 'cpu'
const changedKinds = (before: Counts | undefined, after: Counts): SampleKind[] => {
  const kinds: SampleKind[] = []
  if (!before || before.storage !== after.storage) kinds.push('disk')
  if (!before || before.cpus !== after.cpus || before.memory !== after.memory) kinds.push('cpu')
  return kinds
}

function putSample(
  store: Store,
  collection: string,
  kind: SampleKind,
  atMs: number,
  counts: Counts,
) {
  const id = `${collection}/${kind}/${atMs}`
  const record = { id, collection_id: collection, kind, timestamp: iso(atMs), ...counts }
  if (store.get('provisioningSamples', id)) store.update('provisioningSamples', record)
  else store.insert('provisioningSamples', record)
}

// The source tables as `recordProvisioning` last counted them, per store. `store.list`
// hands back the same array until its table changes, so unchanged arrays mean nothing
// provisioned can have changed: most writes (sessions, firewall rules, names) then cost
// nothing here instead of a pass over every instance and disk.
const counted = new WeakMap<Store, ReadonlySource>()

/**
 * Adds the samples of every collection whose provisioned resources changed since its
 * last ones, dated `atMs`. Call it inside the transaction that made the change.
 * Returns whether it counted (false: no source table had changed).
 */
export function recordProvisioning(store: Store, atMs: number): boolean {
  const sources = provisioningSources(store)
  const before = counted.get(store)
  const unchanged = (t: keyof ReadonlySource) => before?.[t] === sources[t]
  if (before && (Object.keys(sources) as (keyof ReadonlySource)[]).every(unchanged)) return false
  const now = provisionedByCollection(sources)
  // collections that are gone report nothing more, as in Nexus
  for (const [collection, counts] of now) {
    const latest = store.get('provisioningLatest', collection)
    const kinds = changedKinds(latest, counts)
    if (kinds.length === 0) continue
    for (const kind of kinds) putSample(store, collection, kind, atMs, counts)
    const next = { id: collection, ...counts }
    if (latest) store.update('provisioningLatest', next)
    else store.insert('provisioningLatest', next)
  }
  // a rolled-back transaction empties the lists it touched, so the next call counts again
  counted.set(store, sources)
  return true
}

type SampleRecord = Dataset['provisioningSamples'][number]
type LatestRecord = Dataset['provisioningLatest'][number]

/**
 * The samples a dataset's own records imply, as if each had been provisioned when it
 * was created (an instance's VMM, a disk, a snapshot, an image) and nothing had gone
 * since: the demo's history. Every collection starts at zero when the rack was set up.
 */
export function provisioningHistory(
  data: ReadonlySource & Pick<Dataset, 'silos'>,
  rackSetUp: string,
): { samples: SampleRecord[]; latest: LatestRecord[] } {
  const siloOf = new Map(data.projects.map((p) => [p.id, p.silo_id]))
  type Event = { at: string; collections: string[]; more: Partial<Counts> }
  const events: Event[] = []
  const inProject = (projectId: string, at: string, more: Partial<Counts>) => {
    const silo = siloOf.get(projectId)
    if (silo) events.push({ at, collections: [projectId, silo, FLEET_ID], more })
  }
  const instances = new Map(data.instances.map((i) => [i.id, i]))
  for (const vmm of data.vmms) {
    const i = instances.get(vmm.instance_id)
    if (i) inProject(i.project_id, vmm.time_created, { cpus: i.ncpus, memory: i.memory })
  }
  for (const d of data.disks) inProject(d.project_id, d.time_created, { storage: d.size })
  for (const s of data.snapshots) inProject(s.project_id, s.time_created, { storage: s.size })
  for (const image of data.images) {
    if (image.project_id) inProject(image.project_id, image.time_created, { storage: image.size })
    else
      events.push({
        at: image.time_created,
        collections: [image.silo_id, FLEET_ID],
        more: { storage: image.size },
      })
  }
  events.sort((a, b) => a.at.localeCompare(b.at))

  const counts = new Map<string, Counts>()
  const samples = new Map<string, SampleRecord>()
  const put = (collection: string, kind: SampleKind, at: string) => {
    const id = `${collection}/${kind}/${Date.parse(at)}`
    samples.set(id, {
      id,
      collection_id: collection,
      kind,
      timestamp: at,
      ...counts.get(collection)!,
    })
  }
  for (const id of [FLEET_ID, ...data.silos.map((s) => s.id), ...data.projects.map((p) => p.id)]) {
    counts.set(id, { cpus: 0, memory: 0, storage: 0 })
    put(id, 'disk', rackSetUp)
    put(id, 'cpu', rackSetUp)
  }
  for (const e of events) {
    for (const collection of e.collections) {
      const c = counts.get(collection) ?? { cpus: 0, memory: 0, storage: 0 }
      const next = {
        cpus: c.cpus + (e.more.cpus ?? 0),
        memory: c.memory + (e.more.memory ?? 0),
        storage: c.storage + (e.more.storage ?? 0),
      }
      counts.set(collection, next)
      for (const kind of changedKinds(c, next)) put(collection, kind, e.at)
    }
  }
  return {
    samples: [...samples.values()],
    latest: [...counts].map(([id, c]) => ({ id, ...c })),
  }
}
