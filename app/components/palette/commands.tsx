// The palette's commands: the pages the user can reach (Go to), the forms they may open
// (Create, each off with the role's reason where the rules forbid it), what they may do
// to the resource whose page is open (Actions), and the resources this browser visited
// (Recent).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { firstReason, instanceDisabledReason } from '~/api/action-reasons'
import { api, useApiMutation } from '~/api/client'
import { instanceView } from '~/api/queries/instances'
import { ipPoolView } from '~/api/queries/ip-pools'
import { projectView } from '~/api/queries/projects'
import { siloView } from '~/api/queries/silos'
import { vpcView } from '~/api/queries/vpcs'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import type { InstanceAction } from '~/api/util'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { useProjectAccess, useProjectCreateReason } from '~/hooks/use-project-access'
import { copyText } from '~/ui/clipboard'
import { confirmAction, confirmDelete } from '~/ui/confirm-store'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'
import { describeVisit, parseVisits, visitsKey } from '~/util/visited-resource'

export type Section = 'Actions' | 'Go to' | 'Create' | 'Recent'

export type Command = {
  id: string
  section: Section
  label: string
  /** Where it is or what it acts on, shown beside the label */
  hint?: string
  /** Why it is off, or false */
  disabled: string | false
  /** A page to open, or something to do once the palette has closed */
  to?: string
  run?: () => void
}

/** The resource whose page is open, from the address */
export function resourceInPath(pathname: string) {
  const parts = pathname.split('/').slice(1).map(decodeURIComponent)
  const [top, a, b, c] = parts
  const project = top === 'projects' && a ? a : undefined
  return {
    project,
    instance: project && b === 'instances' && c && c !== 'new' ? c : undefined,
    vpc: project && b === 'vpcs' && c ? c : undefined,
    silo: top === 'system' && a === 'silos' && b ? b : undefined,
    pool: top === 'system' && a === 'networking' && b === 'ip-pools' && c ? c : undefined,
    sled: top === 'system' && a === 'inventory' && b === 'sleds' && c ? c : undefined,
  }
}

/**
 * Commands whose label holds the first word typed and whose label or hint holds the others
 * ("disks system"), those starting with it first. The hint alone never matches: every
 * command of a project names it.
 */
export function filterCommands(commands: Command[], query: string): Command[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return commands
  const scored = commands.flatMap((c) => {
    const label = c.label.toLowerCase()
    const text = `${label} ${(c.hint ?? '').toLowerCase()}`
    if (!label.includes(words[0]) || !words.every((w) => text.includes(w))) return []
    const score = label.startsWith(words[0]) ? 2 : label.includes(words[0]) ? 1 : 0
    return [{ c, score }]
  })
  // stable: within a score, the section's own order
  return scored.sort((a, b) => b.score - a.score).map((s) => s.c)
}

const go = (label: string, to: string, hint?: string): Command => ({
  id: `go:${to}`,
  section: 'Go to',
  label,
  hint,
  disabled: false,
  to,
})

function goToCommands(project: string | undefined, operator: boolean): Command[] {
  const list: Command[] = []
  if (project) {
    const p = { project }
    const hint = `project ${project}`
    list.push(
      go('Instances', pb.instances(p), hint),
      go('Disks', pb.disks(p), hint),
      go('Snapshots', pb.snapshots(p), hint),
      go('Images', pb.projectImages(p), hint),
      go('VPCs', pb.vpcs(p), hint),
      go('Floating IPs', pb.floatingIps(p), hint),
      go('External subnets', pb.externalSubnets(p), hint),
      go('Affinity', pb.affinity(p), hint),
      go('Project access', pb.projectAccess(p), hint),
    )
  }
  list.push(
    go('Projects', pb.projects(), 'silo'),
    go('Silo images', pb.siloImages(), 'silo'),
    go('Silo access', pb.siloAccess(), 'silo'),
    go('Silo utilization', pb.siloUtilization(), 'silo'),
    go('Certificates', pb.certificates(), 'silo'),
    go('Users & groups', pb.directoryUsers(), 'silo'),
    go('Profile', pb.profile(), 'settings'),
    go('SSH keys', pb.sshKeys(), 'settings'),
    go('Access tokens', pb.accessTokens(), 'settings'),
  )
  if (operator) {
    list.push(
      go('Issues', pb.systemIssues(), 'System'),
      go('System utilization', pb.systemUtilization(), 'System'),
      go('Fleet access', pb.systemAccess(), 'System'),
      go('Silos', pb.systemSilos(), 'System'),
      go('Sleds', pb.sledInventory(), 'System · inventory'),
      go('Physical disks', pb.diskInventory(), 'System · inventory'),
      go('IP pools', pb.systemIpPools(), 'System · networking'),
      go('Subnet pools', pb.systemSubnetPools(), 'System · networking'),
      go('Rack networking', pb.systemRackNetworking(), 'System · networking'),
      go('Support bundles', pb.systemSupportBundles(), 'System'),
      go('Audit log', pb.systemAuditLog(), 'System'),
      go('System update', pb.systemUpdate(), 'System'),
    )
  }
  return list
}

const create = (label: string, to: string, disabled: string | false, hint?: string): Command => ({
  id: `new:${to}`,
  section: 'Create',
  label,
  hint,
  disabled,
  to,
})

/** Recent resource visits, newest first, but the page open now */
function useRecent(userId: string, here: string): Command[] {
  const [paths, setPaths] = useState<string[]>([])
  useEffect(() => {
    try {
      setPaths(parseVisits(localStorage.getItem(visitsKey(userId))))
    } catch {
      setPaths([])
    }
  }, [userId])
  return paths.flatMap((path) => {
    const v = describeVisit(path)
    if (!v || here === path || here.startsWith(`${path}/`)) return []
    const hint = v.where ? `${v.kind} · ${v.where}` : v.kind
    return [
      { id: `recent:${path}`, section: 'Recent', label: v.name, hint, disabled: false, to: path },
    ]
  })
}

const copyId = (noun: string, id: string | undefined): Command => ({
  id: `copy:${noun}`,
  section: 'Actions',
  label: `Copy ${noun} ID`,
  hint: id,
  disabled: id ? false : 'Still loading',
  run: () => {
    if (!id) return
    void copyText(id).then((ok) =>
      addToast(
        ok
          ? { variant: 'success', title: `Copied ${noun} ID`, content: id }
          : { variant: 'error', title: 'Could not copy', content: id },
      ),
    )
  },
})

const RUN_STATE_READS = ['instanceList', 'instanceView'] as const

/** Start, stop, reboot and delete of the instance whose page is open, as its page offers them */
function useInstanceCommands(project: string, name: string | undefined): Command[] {
  const navigate = useNavigate()
  const roleReason = useProjectAccess(project).changeReason('instances')
  const instance = useQuery({
    ...instanceView({ project, instance: name ?? '' }),
    enabled: !!name,
    throwOnError: false,
  }).data
  const done = (title: string) => (_: unknown, v: { path: { instance: string } }) =>
    addToast({ variant: 'success', title, content: v.path.instance })
  const start = useApiMutation(api.instanceStart, {
    invalidates: RUN_STATE_READS,
    onSuccess: done('Starting instance'),
    onError: (error) =>
      addToast({ variant: 'error', title: 'Could not start instance', content: error.message }),
  })
  const stop = useApiMutation(api.instanceStop, {
    invalidates: RUN_STATE_READS,
    onSuccess: done('Stopping instance'),
  })
  const reboot = useApiMutation(api.instanceReboot, {
    invalidates: RUN_STATE_READS,
    onSuccess: done('Rebooting instance'),
  })
  const del = useApiMutation(api.instanceDelete, {
    invalidates: ['instanceList'],
    onSuccess(data, variables) {
      done('Instance deleted')(data, variables)
      navigate(pb.instances({ project }))
    },
  })
  if (!name) return []
  const params = { path: { instance: name }, query: { project } }
  const reason = (action: InstanceAction) =>
    instance ? firstReason(roleReason, instanceDisabledReason(instance, action)) : 'Still loading'
  const act = (label: string, action: InstanceAction, run: () => void): Command => ({
    id: `instance:${action}`,
    section: 'Actions',
    label,
    hint: `instance ${name}`,
    disabled: reason(action),
    run,
  })
  const confirmRun = (verb: 'Stop' | 'Reboot', call: () => Promise<unknown>) =>
    confirmAction({
      title: `${verb} instance`,
      message: `Are you sure you want to ${verb.toLowerCase()} ${name}?`,
      actionLabel: verb,
      actionType: 'danger',
      doAction: call,
      errorTitle: `Could not ${verb.toLowerCase()} instance`,
    })
  return [
    act('Start instance', 'start', () => start.mutate(params)),
    act('Stop instance', 'stop', () => confirmRun('Stop', () => stop.mutateAsync(params))),
    act('Reboot instance', 'reboot', () => confirmRun('Reboot', () => reboot.mutateAsync(params))),
    act(
      'Delete instance',
      'delete',
      confirmDelete({
        resourceKind: 'instance',
        label: name,
        doDelete: () => del.mutateAsync(params),
      }),
    ),
    copyId('instance', instance?.id),
  ]
}

/** Every command for the page open now, in the palette's order of sections */
export function useCommands(): Command[] {
  const { me, isFleetViewer } = useCurrentUser()
  const { pathname } = useLocation()
  const here = resourceInPath(pathname)
  const project = here.project
  const access = useProjectAccess(project ?? '')
  const projectCreateReason = useProjectCreateReason()
  const fleet = useFleetAccess()
  const instanceCommands = useInstanceCommands(project ?? '', here.instance)
  const quiet = { throwOnError: false } as const
  const projectData = useQuery({ ...projectView(project ?? ''), ...quiet, enabled: !!project })
  const vpcData = useQuery({
    ...vpcView({ project: project ?? '', vpc: here.vpc ?? '' }),
    ...quiet,
    enabled: !!here.vpc,
  })
  const siloData = useQuery({ ...siloView(here.silo ?? ''), ...quiet, enabled: !!here.silo })
  const poolData = useQuery({ ...ipPoolView(here.pool ?? ''), ...quiet, enabled: !!here.pool })
  const recent = useRecent(me.id, pathname)

  const actions: Command[] = [...instanceCommands]
  if (project && here.vpc) {
    const vpc = { project, vpc: here.vpc }
    actions.push(
      copyId('VPC', vpcData.data?.id),
      {
        id: 'vpc:edit',
        section: 'Actions',
        label: 'Edit VPC',
        hint: `VPC ${here.vpc}`,
        disabled: access.changeReason('vpcs'),
        to: pb.vpcEdit(vpc),
      },
      {
        id: 'vpc:subnet',
        section: 'Actions',
        label: 'New subnet',
        hint: `VPC ${here.vpc}`,
        disabled: access.changeReason('subnets'),
        to: pb.vpcSubnetsNew(vpc),
      },
    )
  } else if (project && !here.instance) {
    actions.push(copyId('project', projectData.data?.id), {
      id: 'project:edit',
      section: 'Actions',
      label: 'Edit project',
      hint: `project ${project}`,
      disabled: access.changeReason('project'),
      to: pb.projectEdit({ project }),
    })
  }
  if (here.silo) actions.push(copyId('silo', siloData.data?.id))
  if (here.sled) actions.push(copyId('sled', here.sled))
  if (here.pool) {
    const reason = systemChangeDisabledReason(fleet, 'changeIpPools')
    actions.push(
      copyId('IP pool', poolData.data?.id),
      {
        id: 'pool:edit',
        section: 'Actions',
        label: 'Edit IP pool',
        hint: `IP pool ${here.pool}`,
        disabled: reason,
        to: pb.systemIpPoolEdit({ pool: here.pool }),
      },
      {
        id: 'pool:range',
        section: 'Actions',
        label: 'Add IP range',
        hint: `IP pool ${here.pool}`,
        disabled: reason,
        to: pb.systemIpPoolRangesAdd({ pool: here.pool }),
      },
    )
  }

  const creates: Command[] = []
  if (project) {
    const p = { project }
    const hint = `in project ${project}`
    const r = access.changeReason
    creates.push(
      create('New instance', pb.instancesNew(p), r('instances'), hint),
      create('New disk', pb.disksNew(p), r('disks'), hint),
      create('New snapshot', pb.snapshotsNew(p), r('snapshots'), hint),
      create('Upload image', pb.projectImagesNew(p), r('images'), hint),
      create('New VPC', pb.vpcsNew(p), r('vpcs'), hint),
      create('New floating IP', pb.floatingIpsNew(p), r('floatingIps'), hint),
    )
  }
  creates.push(
    create('New project', pb.projectsNew(), projectCreateReason),
    create('New SSH key', pb.sshKeysNew(), false, 'settings'),
  )
  if (isFleetViewer) {
    creates.push(
      create(
        'New silo',
        pb.systemSilosNew(),
        systemChangeDisabledReason(fleet, 'createSilo'),
        'System',
      ),
      create(
        'New IP pool',
        pb.systemIpPoolsNew(),
        systemChangeDisabledReason(fleet, 'changeIpPools'),
        'System',
      ),
      create(
        'New subnet pool',
        pb.systemSubnetPoolsNew(),
        systemChangeDisabledReason(fleet, 'changeSubnetPools'),
        'System',
      ),
    )
  }

  return [...actions, ...goToCommands(project, isFleetViewer), ...creates, ...recent]
}
