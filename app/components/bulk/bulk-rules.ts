// Which rows a bulk action can act on and why not the others, per resource kind: the same
// state rules and sentences as each row's own action (`action-reasons.ts`), the role's
// reason first. Pure: the bar, the dialog and their spec share it.
import type {
  Disk,
  FloatingIp,
  Instance,
  Snapshot,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { diskDisabledReason, firstReason, instanceDisabledReason } from '~/api/action-reasons'
import type { ProjectChange } from '~/api/project-permissions'

export type BulkKind = 'instance' | 'disk' | 'snapshot' | 'floatingIp'

/** The row types of each kind's list */
export type BulkRow = {
  instance: Instance
  disk: Disk
  snapshot: Snapshot
  floatingIp: FloatingIp
}

export type BulkAction<K extends BulkKind = BulkKind> = {
  /** The button's word: "Stop" */
  label: string
  /** The dialog's title and the tray's job title: "Stop instances" */
  title: string
  /** The generated client's operation, called once per row */
  operation: string
  /** Why the row's own state does not allow it, or `false` */
  stateReason: (row: BulkRow[K]) => string | false
  danger?: boolean
}

/** The floating IP list's own sentence for a delete while attached (its row action's too) */
export const FLOATING_IP_ATTACHED = 'Detach the floating IP before deleting it'
export const FLOATING_IP_NOT_ATTACHED = 'Only an attached floating IP can be detached'

const always = () => false as const

/** Each kind's bulk actions, in the bar's order */
export const BULK_ACTIONS: { [K in BulkKind]: BulkAction<K>[] } = {
  instance: [
    {
      label: 'Start',
      title: 'Start instances',
      operation: 'instanceStart',
      stateReason: (i) => instanceDisabledReason(i, 'start'),
    },
    {
      label: 'Stop',
      title: 'Stop instances',
      operation: 'instanceStop',
      stateReason: (i) => instanceDisabledReason(i, 'stop'),
    },
    {
      label: 'Reboot',
      title: 'Reboot instances',
      operation: 'instanceReboot',
      stateReason: (i) => instanceDisabledReason(i, 'reboot'),
    },
    {
      label: 'Delete',
      title: 'Delete instances',
      operation: 'instanceDelete',
      stateReason: (i) => instanceDisabledReason(i, 'delete'),
      danger: true,
    },
  ],
  disk: [
    {
      label: 'Delete',
      title: 'Delete disks',
      operation: 'diskDelete',
      stateReason: (d) => diskDisabledReason(d, 'delete'),
      danger: true,
    },
  ],
  snapshot: [
    {
      label: 'Delete',
      title: 'Delete snapshots',
      operation: 'snapshotDelete',
      stateReason: always,
      danger: true,
    },
  ],
  floatingIp: [
    {
      label: 'Detach',
      title: 'Detach floating IPs',
      operation: 'floatingIpDetach',
      stateReason: (ip) => !ip.instanceId && FLOATING_IP_NOT_ATTACHED,
    },
    {
      label: 'Delete',
      title: 'Delete floating IPs',
      operation: 'floatingIpDelete',
      stateReason: (ip) => !!ip.instanceId && FLOATING_IP_ATTACHED,
      danger: true,
    },
  ],
}

/** The project change each kind's actions need (`useProjectAccess(...).changeReason`) */
export const BULK_CHANGE: Record<BulkKind, ProjectChange> = {
  instance: 'instances',
  disk: 'disks',
  snapshot: 'snapshots',
  floatingIp: 'floatingIps',
}

/** The reads a kind's writes make stale */
export const BULK_INVALIDATES: Record<BulkKind, string[]> = {
  instance: ['instanceList', 'instanceView'],
  disk: ['diskList', 'diskView'],
  snapshot: ['snapshotList'],
  floatingIp: ['floatingIpList', 'instanceExternalIpList'],
}

/** The path parameter naming one row of each kind */
const PATH_KEY: Record<BulkKind, string> = {
  instance: 'instance',
  disk: 'disk',
  snapshot: 'snapshot',
  floatingIp: 'floatingIp',
}

/** One row's call parameters: its name in the path, the project in the query */
export const bulkParams = (kind: BulkKind, project: string, name: string) => ({
  path: { [PATH_KEY[kind]]: name },
  query: { project },
})

export type Refused = { name: string; reason: string }

/**
 * The selected rows split into those the action will act on and those it will not, each
 * with its reason: the role's reason (which holds for every row) before the state's.
 */
export function partition<R extends { name: string }>(
  rows: readonly R[],
  stateReason: (row: R) => string | false,
  roleReason: string | false,
): { eligible: R[]; refused: Refused[] } {
  const eligible: R[] = []
  const refused: Refused[] = []
  for (const row of rows) {
    const reason = firstReason(roleReason, stateReason(row))
    if (reason) refused.push({ name: row.name, reason })
    else eligible.push(row)
  }
  return { eligible, refused }
}
