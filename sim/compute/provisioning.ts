import { simError } from '../answers/errors'
import type { Store } from '../store/types'

// Virtual provisioning, as Nexus accounts it against a silo's quotas:
// - CPUs and memory of an instance count while it is incarnated, i.e. while
//   it has a VMM (reserved when it starts, released when it has stopped);
// - storage counts every disk, snapshot and image (project or silo image).

export type ResourceCounts = { cpus: number; memory: number; storage: number }

/** What a silo has provisioned now */
export function siloProvisioned(store: Store, siloId: string): ResourceCounts {
  const inSilo = new Set<string>()
  for (const p of store.list('projects')) if (p.silo_id === siloId) inSilo.add(p.id)
  const counts: ResourceCounts = { cpus: 0, memory: 0, storage: 0 }
  for (const vmm of store.list('vmms')) {
    const instance = store.get('instances', vmm.instance_id)
    if (instance && inSilo.has(instance.project_id)) {
      counts.cpus += instance.ncpus
      counts.memory += instance.memory
    }
  }
  for (const disk of store.list('disks')) {
    if (inSilo.has(disk.project_id)) counts.storage += disk.size
  }
  for (const image of store.list('images')) {
    if (image.silo_id === siloId) counts.storage += image.size
  }
  for (const snapshot of store.list('snapshots')) {
    if (inSilo.has(snapshot.project_id)) counts.storage += snapshot.size
  }
  return counts
}

export function siloQuotas(store: Store, siloId: string) {
  return store.list('siloQuotas').find((q) => q.silo_id === siloId)
}

// Nexus's messages for an exceeded quota (virtual_provisioning_collection_update)
const exceeded = {
  cpus: 'vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  memory:
    'Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  storage:
    'Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.',
} as const

/**
 * Throws Nexus's 507 if provisioning `more` on top of what the silo has
 * would exceed one of its quotas. `already` is subtracted first: what the
 * caller's resource holds now and gives back (a resize).
 */
export function assertWithinQuota(
  store: Store,
  siloId: string,
  more: Partial<ResourceCounts>,
  already: Partial<ResourceCounts> = {},
): void {
  const quotas = siloQuotas(store, siloId)
  if (!quotas) return // a silo without quotas (none in the demo data) is unlimited
  const now = siloProvisioned(store, siloId)
  for (const kind of ['cpus', 'memory', 'storage'] as const) {
    const add = (more[kind] ?? 0) - (already[kind] ?? 0)
    if (add > 0 && now[kind] + add > quotas[kind]) {
      throw simError.insufficientCapacity(exceeded[kind])
    }
  }
}
