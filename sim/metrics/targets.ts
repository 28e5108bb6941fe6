import type { InstanceRecord, Store } from '../store/types'
import { pick } from './noise'
import type { Fields, Target, TargetName } from './schemas'

// The producers of the simulated timeseries, read from the store: every
// instance (virtual_machine), every attached disk (virtual_disk) and every
// network interface (instance_network_interface), with the target fields
// Oximeter would record and the time span in which they reported.

/** Which resources a query may see: one project, or the whole fleet */
export type Scope = { projectId: string } | { fleet: true }

const NIL_UUID = '00000000-0000-0000-0000-000000000000'

// States in which an instance has a running Propolis that reports metrics
const reporting = new Set(['running', 'rebooting', 'migrating', 'stopping'])

const uuidField = (value: string) => ({ type: 'uuid', value }) as const

/**
 * When an instance reported: from its creation until now if it is running,
 * else until its run state last changed. The store keeps no history of
 * earlier stops and starts, so those gaps do not show.
 */
function instanceSpan(instance: InstanceRecord, now: number) {
  const from = Date.parse(instance.time_created)
  const to = reporting.has(instance.run_state) ? now : Date.parse(instance.time_run_state_updated)
  return { from, to: Math.max(from, to) }
}

/** The sled an instance runs on (its VMM's), or, stopped, one it plausibly ran on */
function sledFields(store: Store, instanceId: string): Fields {
  const vmm = store.list('vmms').find((v) => v.instance_id === instanceId)
  const sleds = store.list('sleds')
  const sled = vmm
    ? store.get('sleds', vmm.sled_id)
    : sleds.length > 0
      ? pick(
          [...sleds].sort((a, b) => (a.id < b.id ? -1 : 1)),
          instanceId,
          'sled',
        )
      : undefined
  return {
    sled_id: uuidField(sled?.id ?? NIL_UUID),
    sled_model: { type: 'string', value: sled?.baseboard.part ?? '' },
    sled_revision: { type: 'u32', value: sled?.baseboard.revision ?? 0 },
    sled_serial: { type: 'string', value: sled?.baseboard.serial ?? '' },
  }
}

/** The producers of one kind of target that `scope` may see, at time `now` (epoch ms) */
export function targetsOf(store: Store, kind: TargetName, scope: Scope, now: number): Target[] {
  const inScope = (projectId: string) => 'fleet' in scope || projectId === scope.projectId
  const siloOf = (projectId: string) => store.get('projects', projectId)?.silo_id ?? NIL_UUID
  const instances = new Map(
    store
      .list('instances')
      .filter((i) => inScope(i.project_id))
      .map((i) => [i.id, i]),
  )
  const out: Target[] = []

  switch (kind) {
    case 'virtual_machine':
      for (const instance of instances.values()) {
        const span = instanceSpan(instance, now)
        out.push({
          kind,
          seed: instance.id,
          instanceId: instance.id,
          ncpus: instance.ncpus,
          activeFrom: span.from,
          activeTo: span.to,
          fields: {
            instance_id: uuidField(instance.id),
            project_id: uuidField(instance.project_id),
            silo_id: uuidField(siloOf(instance.project_id)),
            ...sledFields(store, instance.id),
          },
        })
      }
      break

    case 'virtual_disk':
      for (const disk of store.list('disks')) {
        // Crucible's upstairs runs inside the instance's Propolis: only an
        // attached disk reports
        if (disk.state.state !== 'attached' || !inScope(disk.project_id)) continue
        const instance = instances.get(disk.state.instance)
        if (!instance) continue
        const span = instanceSpan(instance, now)
        out.push({
          kind,
          seed: disk.id,
          instanceId: instance.id,
          ncpus: instance.ncpus,
          activeFrom: Math.max(span.from, Date.parse(disk.time_created)),
          activeTo: span.to,
          fields: {
            attached_instance_id: uuidField(instance.id),
            block_size: { type: 'u32', value: disk.block_size },
            disk_id: uuidField(disk.id),
            project_id: uuidField(disk.project_id),
            silo_id: uuidField(siloOf(disk.project_id)),
          },
        })
      }
      break

    case 'instance_network_interface':
      for (const nic of store.list('networkInterfaces')) {
        const instance = instances.get(nic.instance_id)
        if (!instance) continue
        const span = instanceSpan(instance, now)
        out.push({
          kind,
          seed: nic.id,
          instanceId: instance.id,
          ncpus: instance.ncpus,
          activeFrom: Math.max(span.from, Date.parse(nic.time_created)),
          activeTo: span.to,
          fields: {
            interface_id: uuidField(nic.id),
            instance_id: uuidField(instance.id),
            project_id: uuidField(instance.project_id),
            silo_id: uuidField(siloOf(instance.project_id)),
          },
        })
      }
      break
  }
  return out
}
