// The role matrix: every operation the simulator implements, run as each kind
// of actor, against the outcome Nexus's Polar policy (omicron.polar) gives:
// 2xx when allowed, 403 when the actor may read the resource but not act, and
// the resource's own 404 when it may not even read it.
//
// Each operation names one rule below; a rule says, per actor, which of the
// three outcomes to expect. The resources are demo-project's (db1, its disks,
// snapshot, image, floating IP, anti-affinity group, VPC) and demo-silo's.
import { describe, expect, it } from 'vitest'
import type { Sim } from '../index'
import { operations, type OperationId } from '../operations'
import { notImplementedOperations } from '../index'
import {
  defaultSilo,
  diskIds,
  FLEET_ID,
  groupIds,
  imageIds,
  instanceIds,
  ipPoolIds,
  projectIds,
  RACK_ID,
  sledIds,
  snapshotIds,
  supportBundleIds,
  switchIds,
  vpcIds,
  userIds,
  vpcSubnetIds,
} from '../seed'
import { SIMULATED_IDP_ENTITY_ID, simulatedIdpMetadata } from '../seed/identity-providers'
import { physicalDisks } from '../seed/physical-disks'
import { uplinkLldpIds } from '../seed/switch-port-settings'
import { startSession } from './session'
import { RSA_CERT, RSA_KEY_PKCS8 } from '../../test/fixtures/x509'
import type { RoleName, Store } from '../store/types'
import { call, setup } from '../testing/test-utils'
import { sameRequest } from '../testing/same-request'
import { INITIAL, NEWEST, type ServedVersion } from '../versions/served'
import { uuid } from '../util'

// --- actors ---------------------------------------------------------------

// Each actor is a fresh user holding exactly one role (none for `noRole`),
// so no seeded group or assignment muddles the outcome.
const actors = [
  'fleetAdmin', // fleet admin, no silo role
  'fleetViewer', // fleet viewer, no silo role
  'siloAdmin',
  'siloCollaborator',
  'siloViewer',
  'projectAdmin', // on demo-project
  'projectCollaborator',
  'projectViewer',
  'otherProject', // admin of web-frontend only
  'noRole',
  'otherSilo', // silo admin of another silo
] as const
type ActorName = (typeof actors)[number]

const OTHER_SILO_ID = '0c4e7b3e-2f57-4b39-9e57-0b1d7a8f0c11'

const grants: Record<ActorName, Array<[string, RoleName]>> = {
  fleetAdmin: [[FLEET_ID, 'admin']],
  fleetViewer: [[FLEET_ID, 'viewer']],
  siloAdmin: [[defaultSilo.id, 'admin']],
  siloCollaborator: [[defaultSilo.id, 'collaborator']],
  siloViewer: [[defaultSilo.id, 'viewer']],
  projectAdmin: [[projectIds.demoProject, 'admin']],
  projectCollaborator: [[projectIds.demoProject, 'collaborator']],
  projectViewer: [[projectIds.demoProject, 'viewer']],
  otherProject: [[projectIds.webFrontend, 'admin']],
  noRole: [],
  otherSilo: [[OTHER_SILO_ID, 'admin']],
}

/** A valid Nexus user name for an actor: `matrix-silo-admin` */
const username = (actor: ActorName) =>
  `matrix-${actor.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/** Adds the other silo and one user per actor; returns each actor's user id */
function addActors(store: Store): Record<ActorName, string> {
  const ids = {} as Record<ActorName, string>
  store.transaction(() => {
    store.insert('silos', { ...defaultSilo, id: OTHER_SILO_ID, name: 'other-silo' })
    store.insert('siloQuotas', {
      id: uuid(),
      silo_id: OTHER_SILO_ID,
      cpus: 8,
      memory: 0,
      storage: 0,
    })
    for (const actor of actors) {
      const id = uuid()
      ids[actor] = id
      const silo = actor === 'otherSilo' ? OTHER_SILO_ID : defaultSilo.id
      store.insert('users', { id, display_name: username(actor), silo_id: silo })
      for (const [resource, role] of grants[actor]) {
        const assignment = { identity_id: id, identity_type: 'silo_user' as const, role_name: role }
        const policy = store.get('policies', resource)
        if (policy) {
          store.update('policies', {
            ...policy,
            role_assignments: [...policy.role_assignments, assignment],
          })
        } else {
          const type =
            resource === FLEET_ID ? 'fleet' : resource === OTHER_SILO_ID ? 'silo' : 'project'
          store.insert('policies', {
            id: resource,
            resource_type: type,
            role_assignments: [assignment],
          })
        }
      }
    }
  })
  return ids
}

// --- rules ----------------------------------------------------------------

type Outcome = 'ok' | 403 | 404
type Rule = Record<ActorName, Outcome>

/** A rule from the actors it allows and those it refuses with 403; the rest get 404 */
const rule = (ok: ActorName[], forbidden: ActorName[] = []): Rule =>
  Object.fromEntries(
    actors.map((a) => [a, ok.includes(a) ? 'ok' : forbidden.includes(a) ? 403 : 404]),
  ) as Rule

const everyone = actors.filter(() => true)
const demoSiloUsers = actors.filter((a) => a !== 'otherSilo')
const not = (...names: ActorName[]) => actors.filter((a) => !names.includes(a))
const projectReaders: ActorName[] = [
  'siloAdmin',
  'siloCollaborator',
  'siloViewer',
  'projectAdmin',
  'projectCollaborator',
  'projectViewer',
]

const rules = {
  /** no role needed: ping, the signed-in user, their groups and SSH keys, sign in and out */
  anyone: rule(everyone),
  /** a project or its children: `"read" if "viewer"`, `"list_children" if "viewer"` */
  projectRead: rule(projectReaders),
  /** a project's children: InProjectFull's `"modify"`/`"create_child" if "collaborator"` */
  projectChildWrite: rule(
    ['siloAdmin', 'siloCollaborator', 'projectAdmin', 'projectCollaborator'],
    ['siloViewer', 'projectViewer'],
  ),
  /** the project itself (and its policy): `"modify" if "admin"`; silo collaborators inherit admin */
  projectModify: rule(
    ['siloAdmin', 'siloCollaborator', 'projectAdmin'],
    ['siloViewer', 'projectViewer', 'projectCollaborator'],
  ),
  /** the actor's own silo, read: every user of a silo reads it */
  ownSiloRead: rule(everyone),
  /** listing the actor's own silo's projects, images, IP pools: `"list_children" if "viewer"` */
  ownSiloList: rule(
    ['siloAdmin', 'siloCollaborator', 'siloViewer', 'otherSilo'],
    not('siloAdmin', 'siloCollaborator', 'siloViewer', 'otherSilo'),
  ),
  /** creating in the actor's own silo: `"create_child" if "collaborator"` */
  ownSiloCreate: rule(
    ['siloAdmin', 'siloCollaborator', 'otherSilo'],
    not('siloAdmin', 'siloCollaborator', 'otherSilo'),
  ),
  /** the actor's own silo's policy: `"modify" if "admin"`, or `"collaborator" on "parent_fleet"` */
  ownSiloModify: rule(
    ['siloAdmin', 'fleetAdmin', 'otherSilo'],
    not('siloAdmin', 'fleetAdmin', 'otherSilo'),
  ),
  /** demo-silo (or what only its users see): read by its users and fleet viewers */
  demoSiloRead: rule(demoSiloUsers),
  /** a certificate of demo-silo: its admins and fleet admins; to others it does not exist */
  demoSiloCertificate: rule(['siloAdmin', 'fleetAdmin']),
  /** demo-silo's policy, changed */
  demoSiloModify: rule(['siloAdmin', 'fleetAdmin'], not('siloAdmin', 'fleetAdmin', 'otherSilo')),
  /** a silo image: InSilo's `"read" if "viewer" on "containing_silo"` */
  siloImageRead: rule(['siloAdmin', 'siloCollaborator', 'siloViewer']),
  /** a silo image, changed: `"modify" if "collaborator" on "containing_silo"` */
  siloImageWrite: rule(['siloAdmin', 'siloCollaborator'], ['siloViewer']),
  /** promote: modify the project image, then create_child on the silo's image list */
  imagePromote: rule(
    ['siloAdmin', 'siloCollaborator'],
    ['siloViewer', 'projectViewer', 'projectAdmin', 'projectCollaborator'],
  ),
  /** a silo image from a snapshot: create_child on the silo, then read the snapshot */
  siloImageCreate: rule(
    ['siloAdmin', 'siloCollaborator'],
    not('siloAdmin', 'siloCollaborator', 'otherSilo'),
  ),
  /** the fleet: `"read" if "viewer"` (always visible, so refusals are 403) */
  fleetRead: rule(['fleetAdmin', 'fleetViewer'], not('fleetAdmin', 'fleetViewer')),
  /** the fleet: `"modify" if "admin"` */
  fleetModify: rule(['fleetAdmin'], not('fleetAdmin')),
  /** a child of the fleet (an IP pool, a built-in role), read: fleet viewers; to anyone else it does not exist */
  fleetChildRead: rule(['fleetAdmin', 'fleetViewer']),
  /** the same, changed: fleet admins; a fleet viewer may read it, so 403 */
  fleetChildModify: rule(['fleetAdmin'], ['fleetViewer']),
  /** probes: the fleet first (`list_children`, 403), then the project, which no fleet role reads (404) */
  probeRead: rule([], not('fleetAdmin', 'fleetViewer')),
  /** probes, changed: the fleet (`modify`, 403), then the project (404) */
  probeWrite: rule([], not('fleetAdmin')),
  /** a silo's IP pools, for the operator: read the silo (404), then list the fleet's IP pools (403) */
  siloIpPools: rule(['fleetAdmin', 'fleetViewer'], not('fleetAdmin', 'fleetViewer', 'otherSilo')),
} satisfies Record<string, Rule>

// --- operations -------------------------------------------------------------

type Request = { url: string; body?: unknown; form?: string }
type Case = {
  rule: keyof typeof rules
  request: (ids: Record<ActorName, string>, actor: ActorName) => Request
  /** state the call needs (e.g. a stopped instance), set before it */
  prepare?: (sim: Sim) => void
  /** the status an allowed call answers, when not 2xx */
  okStatus?: number
}

const P = 'project=demo-project'
const DEVICE_CLIENT = '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
/** What the simulated identity provider answers for a user: an unsigned SAMLResponse */
const samlAnswer = (user: string) =>
  `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">` +
  `<saml:Issuer>${SIMULATED_IDP_ENTITY_ID}</saml:Issuer>` +
  `<saml:Assertion><saml:Subject><saml:NameID>${user}</saml:NameID></saml:Subject></saml:Assertion>` +
  `</samlp:Response>`
const V = `${P}&vpc=default`
const GiB = 1024 ** 3
const PUBLIC_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG/fCeeSPP0cEHOAYdn1qrDkJVM3t25h8upYtXpzX6GI matrix'
const T0 = '2025-02-01T00:00:00Z'
const range = `start_time=${T0}&end_time=2025-02-01T00:10:00Z`
const oxql = {
  query:
    'get virtual_machine:vcpu_usage | filter timestamp >= @2025-02-01T00:00:00.000 && timestamp < @2025-02-01T00:10:00.000 | align mean_within(60s)',
}

function demoCertificate(sim: Sim) {
  sim.store.transaction(() =>
    sim.store.insert('certificates', {
      id: uuid(),
      name: 'matrix-cert',
      description: '',
      service: 'external_api',
      cert: RSA_CERT,
      key: RSA_KEY_PKCS8,
      silo_id: defaultSilo.id,
      time_created: T0,
      time_modified: T0,
    }),
  )
}

const BUNDLE = `/experimental/v1/system/support-bundles/${supportBundleIds.active}`

/** A probe in demo-project, with the interface and address a probe has */
function demoProbe(sim: Sim) {
  const id = uuid()
  const base = { description: '', time_created: T0, time_modified: T0 }
  sim.store.transaction(() => {
    sim.store.insert('probes', {
      ...base,
      id,
      name: 'matrix-probe',
      sled: sledIds.bay14,
      project_id: projectIds.demoProject,
    })
    sim.store.insert('networkInterfaces', {
      ...base,
      id: uuid(),
      name: 'matrix-probe',
      instance_id: id,
      vpc_id: vpcIds.demoDefault,
      subnet_id: vpcSubnetIds.demoDefault,
      ip: '172.30.0.200',
      mac: 'A8:40:25:F0:00:99',
      primary: true,
      transit_ips: [],
    })
    sim.store.insert('ephemeralIps', {
      id: uuid(),
      instance_id: id,
      ip: '203.0.113.200',
      ip_pool_id: ipPoolIds.default,
    })
  })
}

function stopDb1(sim: Sim) {
  const db1 = sim.store.get('instances', instanceIds.db1)!
  sim.store.transaction(() => {
    sim.store.update('instances', { ...db1, run_state: 'stopped' })
    for (const vmm of sim.store.list('vmms'))
      if (vmm.instance_id === db1.id) sim.store.remove('vmms', vmm.id)
  })
}

function detachedDisk(sim: Sim, name = 'matrix-disk', state = 'detached') {
  const disk = sim.store.get('disks', diskIds.db1Data)!
  sim.store.transaction(() =>
    sim.store.insert('disks', {
      ...disk,
      id: uuid(),
      name,
      state: { state } as (typeof disk)['state'],
    }),
  )
}

const ownKey = (sim: Sim, userId: string) =>
  sim.store.transaction(() =>
    sim.store.insert('sshKeys', {
      id: uuid(),
      name: 'matrix-key',
      description: '',
      public_key: PUBLIC_KEY,
      silo_user_id: userId,
      time_created: T0,
      time_modified: T0,
    }),
  )

const group = (kind: 'affinity-groups' | 'anti-affinity-groups'): Record<string, Case> => {
  const g = kind === 'affinity-groups' ? 'matrix-group' : 'db-spread'
  const base = `/v1/${kind}`
  const prepare = (sim: Sim) => {
    stopDb1(sim)
    if (kind === 'affinity-groups') {
      sim.store.transaction(() =>
        sim.store.insert('affinityGroups', {
          id: uuid(),
          name: 'matrix-group',
          description: '',
          project_id: projectIds.demoProject,
          failure_domain: 'sled',
          policy: 'allow',
          time_created: T0,
          time_modified: T0,
        }),
      )
    }
  }
  const member = (sim: Sim) => {
    prepare(sim)
    const table = kind === 'affinity-groups' ? 'affinityGroupMembers' : 'antiAffinityGroupMembers'
    const groups = kind === 'affinity-groups' ? 'affinityGroups' : 'antiAffinityGroups'
    const id = sim.store.list(groups).find((r) => r.name === g)!.id
    if (!sim.store.list(table).some((m) => m.group_id === id && m.instance_id === instanceIds.db1))
      sim.store.transaction(() =>
        sim.store.insert(table, {
          id: `${id}/${instanceIds.db1}`,
          group_id: id,
          instance_id: instanceIds.db1,
        }),
      )
  }
  const noMember = (sim: Sim) => {
    prepare(sim)
    const table = kind === 'affinity-groups' ? 'affinityGroupMembers' : 'antiAffinityGroupMembers'
    for (const m of sim.store.list(table))
      if (m.instance_id === instanceIds.db1)
        sim.store.transaction(() => sim.store.remove(table, m.id))
  }
  const prefix = kind === 'affinity-groups' ? 'affinityGroup' : 'antiAffinityGroup'
  return {
    [`${prefix}List`]: { rule: 'projectRead', request: () => ({ url: `${base}?${P}` }) },
    [`${prefix}Create`]: {
      rule: 'projectChildWrite',
      request: () => ({
        url: `${base}?${P}`,
        body: { name: 'matrix-new', description: '', failure_domain: 'sled', policy: 'allow' },
      }),
    },
    [`${prefix}View`]: {
      rule: 'projectRead',
      prepare,
      request: () => ({ url: `${base}/${g}?${P}` }),
    },
    [`${prefix}Update`]: {
      rule: 'projectChildWrite',
      prepare,
      request: () => ({ url: `${base}/${g}?${P}`, body: { description: 'changed' } }),
    },
    [`${prefix}Delete`]: {
      rule: 'projectChildWrite',
      prepare: noMember,
      request: () => ({ url: `${base}/${g}?${P}` }),
    },
    [`${prefix}MemberList`]: {
      rule: 'projectRead',
      prepare,
      request: () => ({ url: `${base}/${g}/members?${P}` }),
    },
    [`${prefix}MemberInstanceView`]: {
      rule: 'projectRead',
      prepare: member,
      request: () => ({ url: `${base}/${g}/members/instance/db1?${P}` }),
    },
    [`${prefix}MemberInstanceAdd`]: {
      rule: 'projectChildWrite',
      prepare: noMember,
      request: () => ({ url: `${base}/${g}/members/instance/db1?${P}` }),
    },
    [`${prefix}MemberInstanceDelete`]: {
      rule: 'projectChildWrite',
      prepare: member,
      request: () => ({ url: `${base}/${g}/members/instance/db1?${P}` }),
    },
  }
}

const cases: Record<string, Case> = {
  ...group('affinity-groups'),
  ...group('anti-affinity-groups'),

  diskList: { rule: 'projectRead', request: () => ({ url: `/v1/disks?${P}` }) },
  diskCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/disks?${P}`,
      body: {
        name: 'matrix-new',
        description: '',
        size: GiB,
        disk_source: { type: 'blank', block_size: 4096 },
      },
    }),
  },
  diskView: { rule: 'projectRead', request: () => ({ url: `/v1/disks/db1-data?${P}` }) },
  diskDelete: {
    rule: 'projectChildWrite',
    prepare: (sim) => detachedDisk(sim),
    request: () => ({ url: `/v1/disks/matrix-disk?${P}` }),
  },
  diskBulkWriteImport: {
    rule: 'projectChildWrite',
    prepare: (sim) => detachedDisk(sim, 'matrix-disk', 'importing_from_bulk_writes'),
    request: () => ({
      url: `/v1/disks/matrix-disk/bulk-write?${P}`,
      body: { offset: 0, base64_encoded_data: Buffer.alloc(4096).toString('base64') },
    }),
  },
  diskBulkWriteImportStart: {
    rule: 'projectChildWrite',
    prepare: (sim) => detachedDisk(sim, 'matrix-disk', 'import_ready'),
    request: () => ({ url: `/v1/disks/matrix-disk/bulk-write-start?${P}` }),
  },
  diskBulkWriteImportStop: {
    rule: 'projectChildWrite',
    prepare: (sim) => detachedDisk(sim, 'matrix-disk', 'importing_from_bulk_writes'),
    request: () => ({ url: `/v1/disks/matrix-disk/bulk-write-stop?${P}` }),
  },
  diskFinalizeImport: {
    rule: 'projectChildWrite',
    prepare: (sim) => detachedDisk(sim, 'matrix-disk', 'import_ready'),
    request: () => ({ url: `/v1/disks/matrix-disk/finalize?${P}`, body: {} }),
  },
  diskMetricsList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/disks/db1-data/metrics/read?${P}&${range}` }),
  },

  floatingIpList: { rule: 'projectRead', request: () => ({ url: `/v1/floating-ips?${P}` }) },
  floatingIpCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/floating-ips?${P}`,
      body: { name: 'matrix-new', description: '' },
    }),
  },
  floatingIpView: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/floating-ips/ingress?${P}` }),
  },
  floatingIpUpdate: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/floating-ips/ingress?${P}`, body: { description: 'changed' } }),
  },
  floatingIpDelete: {
    rule: 'projectChildWrite',
    prepare: (sim) => detachFloatingIp(sim),
    request: () => ({ url: `/v1/floating-ips/ingress?${P}` }),
  },
  floatingIpAttach: {
    rule: 'projectChildWrite',
    prepare: (sim) => detachFloatingIp(sim),
    request: () => ({
      url: `/v1/floating-ips/ingress/attach?${P}`,
      body: { kind: 'instance', parent: 'db1' },
    }),
  },
  floatingIpDetach: {
    rule: 'projectChildWrite',
    prepare: (sim) => {
      const fip = sim.store.list('floatingIps').find((f) => f.name === 'ingress')!
      sim.store.transaction(() =>
        sim.store.update('floatingIps', { ...fip, instance_id: instanceIds.db1 }),
      )
    },
    request: () => ({ url: `/v1/floating-ips/ingress/detach?${P}` }),
  },

  groupList: { rule: 'ownSiloRead', request: () => ({ url: '/v1/groups' }) },
  groupView: { rule: 'demoSiloRead', request: () => ({ url: `/v1/groups/${groupIds.webDevs}` }) },

  imageList: { rule: 'projectRead', request: () => ({ url: `/v1/images?${P}` }) },
  imageCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/images?${P}`,
      body: {
        name: 'matrix-new',
        description: '',
        os: 'ubuntu',
        version: '1',
        source: { type: 'snapshot', id: snapshotIds.db1BootBase },
      },
    }),
  },
  imageView: { rule: 'projectRead', request: () => ({ url: `/v1/images/pg16-base?${P}` }) },
  imageDelete: { rule: 'projectChildWrite', request: () => ({ url: `/v1/images/pg16-base?${P}` }) },
  imageDemote: {
    rule: 'siloImageWrite',
    request: () => ({ url: `/v1/images/${imageIds.ubuntu}/demote?${P}` }),
  },
  imagePromote: {
    rule: 'imagePromote',
    request: () => ({ url: `/v1/images/pg16-base/promote?${P}` }),
  },

  instanceList: { rule: 'projectRead', request: () => ({ url: `/v1/instances?${P}` }) },
  instanceCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/instances?${P}`,
      body: { name: 'matrix-new', description: '', hostname: 'm', ncpus: 1, memory: GiB },
    }),
  },
  instanceView: { rule: 'projectRead', request: () => ({ url: `/v1/instances/db1?${P}` }) },
  instanceUpdate: {
    rule: 'projectChildWrite',
    prepare: stopDb1,
    request: () => ({
      url: `/v1/instances/db1?${P}`,
      body: { ncpus: 2, memory: 4 * GiB, boot_disk: 'db1-boot', auto_restart_policy: null },
    }),
  },
  instanceDelete: {
    rule: 'projectChildWrite',
    prepare: stopDb1,
    request: () => ({ url: `/v1/instances/db1?${P}` }),
  },
  instanceAffinityGroupList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/instances/db1/affinity-groups?${P}` }),
  },
  instanceAntiAffinityGroupList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/instances/db1/anti-affinity-groups?${P}` }),
  },
  instanceDiskList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/instances/db1/disks?${P}` }),
  },
  instanceDiskAttach: {
    rule: 'projectChildWrite',
    prepare: (sim) => {
      stopDb1(sim)
      detachedDisk(sim)
    },
    request: () => ({ url: `/v1/instances/db1/disks/attach?${P}`, body: { disk: 'matrix-disk' } }),
  },
  instanceDiskDetach: {
    rule: 'projectChildWrite',
    prepare: stopDb1,
    request: () => ({ url: `/v1/instances/db1/disks/detach?${P}`, body: { disk: 'db1-data' } }),
  },
  instanceExternalIpList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/instances/db1/external-ips?${P}` }),
  },
  instanceEphemeralIpAttach: {
    rule: 'projectChildWrite',
    prepare: (sim) => {
      for (const ip of sim.store.list('ephemeralIps'))
        sim.store.transaction(() => sim.store.remove('ephemeralIps', ip.id))
    },
    request: () => ({ url: `/v1/instances/db1/external-ips/ephemeral?${P}`, body: {} }),
  },
  instanceEphemeralIpDetach: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/instances/db1/external-ips/ephemeral?${P}` }),
  },
  instanceReboot: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/instances/db1/reboot?${P}` }),
  },
  instanceSerialConsole: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/instances/db1/serial-console?${P}&most_recent=10` }),
  },
  // without a websocket upgrade Nexus refuses the request before any lookup
  instanceSerialConsoleStream: {
    rule: 'anyone',
    okStatus: 400,
    request: () => ({ url: `/v1/instances/db1/serial-console/stream?${P}` }),
  },
  instanceSshPublicKeyList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/instances/db1/ssh-public-keys?${P}` }),
  },
  instanceStart: {
    rule: 'projectChildWrite',
    prepare: stopDb1,
    request: () => ({ url: `/v1/instances/db1/start?${P}` }),
  },
  instanceStop: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/instances/db1/stop?${P}` }),
  },

  projectIpPoolList: { rule: 'ownSiloList', request: () => ({ url: '/v1/ip-pools' }) },
  projectIpPoolView: {
    rule: 'demoSiloRead',
    request: () => ({ url: `/v1/ip-pools/${ipPoolIds.default}` }),
  },

  loginLocal: {
    rule: 'anyone',
    request: (_ids, actor) => ({
      url: `/v1/login/${actor === 'otherSilo' ? 'other-silo' : 'demo-silo'}/local`,
      body: { username: username(actor), password: 'demo-password' },
    }),
  },
  logout: { rule: 'anyone', request: () => ({ url: '/v1/logout' }) },
  currentUserView: { rule: 'anyone', request: () => ({ url: '/v1/me' }) },
  currentUserGroups: { rule: 'anyone', request: () => ({ url: '/v1/me/groups' }) },
  currentUserSshKeyList: { rule: 'anyone', request: () => ({ url: '/v1/me/ssh-keys' }) },
  currentUserSshKeyCreate: {
    rule: 'anyone',
    request: () => ({
      url: '/v1/me/ssh-keys',
      body: { name: 'matrix-new', description: '', public_key: PUBLIC_KEY },
    }),
  },
  currentUserSshKeyView: { rule: 'anyone', request: () => ({ url: '/v1/me/ssh-keys/matrix-key' }) },
  currentUserSshKeyDelete: {
    rule: 'anyone',
    request: () => ({ url: '/v1/me/ssh-keys/matrix-key' }),
  },

  instanceNetworkInterfaceList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/network-interfaces?${P}&instance=db1` }),
  },
  instanceNetworkInterfaceCreate: {
    rule: 'projectChildWrite',
    prepare: (sim) => {
      stopDb1(sim)
      const subnet = sim.store.get('vpcSubnets', vpcSubnetIds.demoDefault)!
      sim.store.transaction(() =>
        sim.store.insert('vpcSubnets', {
          ...subnet,
          id: uuid(),
          name: 'matrix-subnet',
          ipv4_block: '172.30.8.0/22',
        }),
      )
    },
    request: () => ({
      url: `/v1/network-interfaces?${P}&instance=db1`,
      body: {
        name: 'matrix-new',
        description: '',
        vpc_name: 'default',
        subnet_name: 'matrix-subnet',
      },
    }),
  },
  instanceNetworkInterfaceView: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/network-interfaces/net0?${P}&instance=db1` }),
  },
  instanceNetworkInterfaceUpdate: {
    rule: 'projectChildWrite',
    prepare: stopDb1,
    request: () => ({
      url: `/v1/network-interfaces/net0?${P}&instance=db1`,
      body: { description: 'changed' },
    }),
  },
  instanceNetworkInterfaceDelete: {
    rule: 'projectChildWrite',
    prepare: stopDb1,
    request: () => ({ url: `/v1/network-interfaces/net0?${P}&instance=db1` }),
  },

  ping: { rule: 'anyone', request: () => ({ url: '/v1/ping' }) },
  policyView: { rule: 'ownSiloRead', request: () => ({ url: '/v1/policy' }) },
  policyUpdate: {
    rule: 'ownSiloModify',
    request: () => ({ url: '/v1/policy', body: { role_assignments: [] } }),
  },

  projectList: { rule: 'ownSiloList', request: () => ({ url: '/v1/projects' }) },
  projectCreate: {
    rule: 'ownSiloCreate',
    request: () => ({ url: '/v1/projects', body: { name: 'matrix-new', description: '' } }),
  },
  projectView: { rule: 'projectRead', request: () => ({ url: '/v1/projects/demo-project' }) },
  projectUpdate: {
    rule: 'projectModify',
    request: () => ({ url: '/v1/projects/demo-project', body: { description: 'changed' } }),
  },
  projectDelete: {
    rule: 'projectModify',
    prepare: (sim) => emptyDemoProject(sim),
    request: () => ({ url: '/v1/projects/demo-project' }),
  },
  projectPolicyView: {
    rule: 'projectRead',
    request: () => ({ url: '/v1/projects/demo-project/policy' }),
  },
  projectPolicyUpdate: {
    rule: 'projectModify',
    request: () => ({ url: '/v1/projects/demo-project/policy', body: { role_assignments: [] } }),
  },

  snapshotList: { rule: 'projectRead', request: () => ({ url: `/v1/snapshots?${P}` }) },
  snapshotCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/snapshots?${P}`,
      body: { name: 'matrix-new', description: '', disk: 'db1-data' },
    }),
  },
  snapshotView: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/snapshots/db1-boot-base?${P}` }),
  },
  snapshotDelete: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/snapshots/${snapshotIds.db1BootBase}` }),
  },

  systemPolicyView: { rule: 'fleetRead', request: () => ({ url: '/v1/system/policy' }) },
  systemPolicyUpdate: {
    rule: 'fleetModify',
    request: (ids) => ({
      url: '/v1/system/policy',
      body: {
        role_assignments: [
          { identity_id: ids.fleetAdmin, identity_type: 'silo_user', role_name: 'admin' },
        ],
      },
    }),
  },
  siloPolicyView: {
    rule: 'demoSiloRead',
    request: () => ({ url: '/v1/system/silos/demo-silo/policy' }),
  },
  siloPolicyUpdate: {
    rule: 'demoSiloModify',
    request: () => ({ url: '/v1/system/silos/demo-silo/policy', body: { role_assignments: [] } }),
  },
  systemTimeseriesQuery: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/timeseries/query', body: oxql }),
  },
  systemTimeseriesSchemaList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/timeseries/schemas' }),
  },
  timeseriesQuery: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/timeseries/query?${P}`, body: oxql }),
  },
  userList: { rule: 'ownSiloRead', request: () => ({ url: '/v1/users' }) },

  vpcList: { rule: 'projectRead', request: () => ({ url: `/v1/vpcs?${P}` }) },
  vpcView: { rule: 'projectRead', request: () => ({ url: `/v1/vpcs/${vpcIds.demoDefault}` }) },
  vpcSubnetList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/vpc-subnets?${P}&vpc=default` }),
  },
  vpcSubnetView: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/vpc-subnets/${vpcSubnetIds.demoDefault}` }),
  },
  vpcCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/vpcs?${P}`,
      body: { name: 'matrix-vpc', description: '', dns_name: 'matrix' },
    }),
  },
  vpcUpdate: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/vpcs/default?${P}`, body: { description: 'changed' } }),
  },
  vpcDelete: {
    rule: 'projectChildWrite',
    prepare: (sim) => addNetworking(sim, 'vpc'),
    request: () => ({ url: `/v1/vpcs/matrix-vpc?${P}` }),
  },
  vpcSubnetCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/vpc-subnets?${V}`,
      body: { name: 'matrix-subnet', description: '', ipv4_block: '10.1.0.0/24' },
    }),
  },
  vpcSubnetUpdate: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/vpc-subnets/default?${V}`, body: { description: 'changed' } }),
  },
  vpcSubnetDelete: {
    rule: 'projectChildWrite',
    prepare: (sim) => addNetworking(sim, 'subnet'),
    request: () => ({ url: `/v1/vpc-subnets/matrix-subnet?${V}` }),
  },
  vpcSubnetListNetworkInterfaces: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/vpc-subnets/default/network-interfaces?${V}` }),
  },
  vpcRouterList: { rule: 'projectRead', request: () => ({ url: `/v1/vpc-routers?${V}` }) },
  vpcRouterCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/vpc-routers?${V}`,
      body: { name: 'matrix-router', description: '' },
    }),
  },
  vpcRouterView: { rule: 'projectRead', request: () => ({ url: `/v1/vpc-routers/system?${V}` }) },
  vpcRouterUpdate: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/vpc-routers/system?${V}`, body: { description: 'changed' } }),
  },
  vpcRouterDelete: {
    rule: 'projectChildWrite',
    prepare: (sim) => addNetworking(sim, 'router'),
    request: () => ({ url: `/v1/vpc-routers/matrix-router?${V}` }),
  },
  vpcRouterRouteList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/vpc-router-routes?${V}&router=system` }),
  },
  vpcRouterRouteCreate: {
    rule: 'projectChildWrite',
    prepare: (sim) => addNetworking(sim, 'router'),
    request: () => ({
      url: `/v1/vpc-router-routes?${V}&router=matrix-router`,
      body: {
        name: 'matrix-new',
        description: '',
        destination: { type: 'ip_net', value: '10.0.0.0/8' },
        target: { type: 'drop' },
      },
    }),
  },
  vpcRouterRouteView: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/vpc-router-routes/default-v4?${V}&router=system` }),
  },
  vpcRouterRouteUpdate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/vpc-router-routes/default-v4?${V}&router=system`,
      body: { destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'drop' } },
    }),
  },
  vpcRouterRouteDelete: {
    rule: 'projectChildWrite',
    prepare: (sim) => addNetworking(sim, 'route'),
    request: () => ({ url: `/v1/vpc-router-routes/matrix-route?${V}&router=matrix-router` }),
  },
  internetGatewayList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/internet-gateways?${V}` }),
  },
  internetGatewayCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/internet-gateways?${V}`,
      body: { name: 'matrix-gateway', description: '' },
    }),
  },
  internetGatewayView: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/internet-gateways/default?${V}` }),
  },
  internetGatewayDelete: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/internet-gateways/default?${V}&cascade=true` }),
  },
  internetGatewayIpPoolList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/internet-gateway-ip-pools?${V}&gateway=default` }),
  },
  internetGatewayIpPoolCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/internet-gateway-ip-pools?${V}&gateway=default`,
      body: { name: 'matrix-pool', description: '', ip_pool: 'default' },
    }),
  },
  internetGatewayIpPoolDelete: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/internet-gateway-ip-pools/default?${V}&gateway=default&cascade=true`,
    }),
  },
  internetGatewayIpAddressList: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/internet-gateway-ip-addresses?${V}&gateway=default` }),
  },
  internetGatewayIpAddressCreate: {
    rule: 'projectChildWrite',
    request: () => ({
      url: `/v1/internet-gateway-ip-addresses?${V}&gateway=default`,
      body: { name: 'matrix-address', description: '', address: '203.0.113.200' },
    }),
  },
  internetGatewayIpAddressDelete: {
    rule: 'projectChildWrite',
    prepare: (sim) => addNetworking(sim, 'address'),
    request: () => ({
      url: `/v1/internet-gateway-ip-addresses/matrix-address?${V}&gateway=default`,
    }),
  },
  siloList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/silos' }) },
  // the caller's own silo's certificates: its admins and fleet admins
  certificateList: { rule: 'ownSiloModify', request: () => ({ url: '/v1/certificates' }) },
  certificateCreate: {
    rule: 'ownSiloModify',
    request: () => ({
      url: '/v1/certificates',
      body: {
        name: 'matrix-cert',
        description: '',
        service: 'external_api',
        cert: RSA_CERT,
        key: RSA_KEY_PKCS8,
      },
    }),
  },
  certificateView: {
    rule: 'demoSiloCertificate',
    prepare: demoCertificate,
    request: () => ({ url: '/v1/certificates/matrix-cert' }),
  },
  certificateDelete: {
    rule: 'demoSiloCertificate',
    prepare: demoCertificate,
    request: () => ({ url: '/v1/certificates/matrix-cert' }),
  },
  siloCreate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/silos',
      body: {
        name: 'matrix-silo',
        description: '',
        discoverable: true,
        identity_mode: 'local_only',
        quotas: { cpus: 4, memory: 4 * GiB, storage: 10 * GiB },
        tls_certificates: [],
      },
    }),
  },
  // corp-sso holds no project; only fleet viewers see it
  siloDelete: { rule: 'fleetChildModify', request: () => ({ url: '/v1/system/silos/corp-sso' }) },
  siloQuotasView: {
    rule: 'demoSiloRead',
    request: () => ({ url: '/v1/system/silos/demo-silo/quotas' }),
  },
  siloQuotasUpdate: {
    rule: 'demoSiloModify',
    request: () => ({ url: '/v1/system/silos/demo-silo/quotas', body: { cpus: 200 } }),
  },
  systemQuotasList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/silo-quotas' }) },
  utilizationView: { rule: 'anyone', request: () => ({ url: '/v1/utilization' }) },
  siloMetric: {
    rule: 'anyone',
    request: () => ({ url: `/v1/metrics/cpus_provisioned?${range}` }),
  },
  systemMetric: {
    rule: 'fleetRead',
    request: () => ({ url: `/v1/system/metrics/ram_provisioned?${range}` }),
  },
  siloUtilizationView: {
    rule: 'demoSiloRead',
    request: () => ({ url: '/v1/system/utilization/silos/demo-silo' }),
  },
  siloUtilizationList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/utilization/silos' }),
  },
  targetReleaseView: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/update/target-release' }),
  },
  targetReleaseUpdate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/update/target-release',
      body: { system_version: '14.0.0' },
    }),
  },
  siloView: { rule: 'demoSiloRead', request: () => ({ url: '/v1/system/silos/demo-silo' }) },
  siloIdentityProviderList: {
    rule: 'demoSiloRead',
    request: () => ({ url: '/v1/system/identity-providers?silo=demo-silo' }),
  },
  // corp-sso has no user among the actors: only fleet viewers see it
  samlIdentityProviderView: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/identity-providers/saml/simulated-idp?silo=corp-sso' }),
  },
  samlIdentityProviderCreate: {
    rule: 'fleetChildModify',
    request: () => ({
      url: '/v1/system/identity-providers/saml?silo=corp-sso',
      body: {
        name: 'matrix-idp',
        description: '',
        acs_url: 'https://rack.example/login/corp-sso/saml/matrix-idp',
        slo_url: 'https://rack.example/logout',
        idp_entity_id: 'https://idp.example/matrix',
        sp_client_id: 'matrix',
        technical_contact_email: 'it@example.com',
        idp_metadata_source: {
          type: 'base64_encoded_xml',
          data: btoa(simulatedIdpMetadata),
        },
      },
    }),
  },
  // a demo-silo user's password and account: its admins and fleet admins
  localIdpUserCreate: {
    rule: 'demoSiloModify',
    request: () => ({
      url: '/v1/system/identity-providers/local/users?silo=demo-silo',
      body: { external_id: 'matrix-new-user', password: { mode: 'login_disallowed' } },
    }),
  },
  localIdpUserSetPassword: {
    rule: 'demoSiloModify',
    request: () => ({
      url: `/v1/system/identity-providers/local/users/${userIds.viewer}/set-password?silo=demo-silo`,
      body: { mode: 'password', value: 'a new password' },
    }),
  },
  localIdpUserDelete: {
    rule: 'demoSiloModify',
    request: () => ({
      url: `/v1/system/identity-providers/local/users/${userIds.viewer}?silo=demo-silo`,
    }),
  },
  // the device flow: its client has no session; any signed-in user confirms a code
  deviceAuthRequest: {
    rule: 'anyone',
    okStatus: 200,
    request: () => ({ url: '/device/auth', form: `client_id=${DEVICE_CLIENT}` }),
  },
  deviceAuthConfirm: {
    rule: 'anyone',
    prepare: (sim) =>
      sim.store.transaction(() =>
        sim.store.insert('deviceAuthRequests', {
          id: 'BCDF-GHJK',
          client_id: DEVICE_CLIENT,
          device_code: 'matrix-device-code',
          time_created: new Date().toISOString(),
          time_expires: new Date(Date.now() + 300_000).toISOString(),
        }),
      ),
    request: () => ({ url: '/device/confirm', body: { user_code: 'BCDF-GHJK' } }),
  },
  deviceAccessToken: {
    rule: 'anyone',
    okStatus: 200,
    prepare: (sim) =>
      sim.store.transaction(() =>
        sim.store.insert('deviceAccessTokens', {
          id: 'matrix-token',
          client_id: DEVICE_CLIENT,
          device_code: 'matrix-device-code',
          user_id: userIds.admin,
          time_created: T0,
          time_expires: null,
        }),
      ),
    request: () => ({
      url: '/device/token',
      form: `client_id=${DEVICE_CLIENT}&device_code=matrix-device-code&grant_type=urn:ietf:params:oauth:grant-type:device_code`,
    }),
  },
  loginSaml: {
    rule: 'anyone',
    okStatus: 303,
    request: () => ({
      url: '/login/corp-sso/saml/simulated-idp',
      form: `SAMLResponse=${encodeURIComponent(btoa(samlAnswer('matrix-sso-user')))}`,
    }),
  },
  siloUserList: {
    rule: 'demoSiloRead',
    request: () => ({ url: '/v1/system/users?silo=demo-silo' }),
  },
  siloUserView: {
    rule: 'demoSiloRead',
    request: () => ({ url: `/v1/system/users/${userIds.admin}?silo=demo-silo` }),
  },
  userBuiltinList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/users-builtin' }) },
  userBuiltinView: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/users-builtin/db-init' }),
  },
  roleList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/roles' }) },
  roleView: { rule: 'fleetChildRead', request: () => ({ url: '/v1/system/roles/silo.admin' }) },
  ipPoolView: { rule: 'fleetChildRead', request: () => ({ url: '/v1/system/ip-pools/default' }) },
  ipPoolUtilizationView: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/ip-pools/default/utilization' }),
  },
  ipPoolRangeAdd: {
    rule: 'fleetChildModify',
    request: () => ({
      url: '/v1/system/ip-pools/default/ranges/add',
      body: { first: '192.0.2.200', last: '192.0.2.220' },
    }),
  },
  ipPoolList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/ip-pools' }) },
  ipPoolCreate: {
    rule: 'fleetModify',
    request: () => ({ url: '/v1/system/ip-pools', body: { name: 'matrix-pool', description: '' } }),
  },
  ipPoolUpdate: {
    rule: 'fleetChildModify',
    request: () => ({ url: '/v1/system/ip-pools/corp-pool', body: { description: 'changed' } }),
  },
  ipPoolDelete: {
    rule: 'fleetChildModify',
    prepare: emptyPool,
    request: () => ({ url: '/v1/system/ip-pools/matrix-pool' }),
  },
  ipPoolRangeList: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/ip-pools/default/ranges' }),
  },
  ipPoolRangeRemove: {
    rule: 'fleetChildModify',
    request: () => ({
      url: '/v1/system/ip-pools/corp-pool/ranges/remove',
      body: { first: '192.0.2.16', last: '192.0.2.127' },
    }),
  },
  ipPoolSiloList: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/ip-pools/default/silos' }),
  },
  ipPoolSiloLink: {
    rule: 'fleetChildModify',
    request: () => ({
      url: '/v1/system/ip-pools/corp-pool/silos',
      body: { silo: 'demo-silo', is_default: false },
    }),
  },
  ipPoolSiloUpdate: {
    rule: 'fleetChildModify',
    request: () => ({
      url: '/v1/system/ip-pools/corp-pool/silos/corp-sso',
      body: { is_default: false },
    }),
  },
  ipPoolSiloUnlink: {
    rule: 'fleetChildModify',
    request: () => ({ url: '/v1/system/ip-pools/corp-pool/silos/corp-sso' }),
  },
  siloIpPoolList: {
    rule: 'siloIpPools',
    request: () => ({ url: '/v1/system/silos/demo-silo/ip-pools' }),
  },
  ipPoolServiceView: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/ip-pools-service' }),
  },
  ipPoolServiceRangeList: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/ip-pools-service/ranges' }),
  },
  ipPoolServiceRangeAdd: {
    rule: 'fleetChildModify',
    request: () => ({
      url: '/v1/system/ip-pools-service/ranges/add',
      body: { first: '198.51.100.64', last: '198.51.100.79' },
    }),
  },
  ipPoolServiceRangeRemove: {
    rule: 'fleetChildModify',
    prepare: serviceRange,
    request: () => ({
      url: '/v1/system/ip-pools-service/ranges/remove',
      body: { first: '198.51.100.64', last: '198.51.100.79' },
    }),
  },
  // the rack's hardware: children of the fleet (Polar's FleetChild); lists and the
  // inventory are authorized on the fleet itself
  rackList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/hardware/racks' }) },
  rackView: {
    rule: 'fleetChildRead',
    request: () => ({ url: `/v1/system/hardware/racks/${RACK_ID}` }),
  },
  sledList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/hardware/sleds' }) },
  sledView: {
    rule: 'fleetChildRead',
    request: () => ({ url: `/v1/system/hardware/sleds/${sledIds.bay15}` }),
  },
  sledSetProvisionPolicy: {
    rule: 'fleetChildModify',
    request: () => ({
      url: `/v1/system/hardware/sleds/${sledIds.bay16}/provision-policy`,
      body: { state: 'non_provisionable' },
    }),
  },
  sledInstanceList: {
    rule: 'fleetChildRead',
    request: () => ({ url: `/v1/system/hardware/sleds/${sledIds.bay15}/instances` }),
  },
  sledPhysicalDiskList: {
    rule: 'fleetRead',
    request: () => ({ url: `/v1/system/hardware/sleds/${sledIds.bay15}/disks` }),
  },
  physicalDiskList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/hardware/disks' }) },
  physicalDiskView: {
    rule: 'fleetChildRead',
    request: () => ({ url: `/v1/system/hardware/disks/${physicalDisks[0].id}` }),
  },
  switchList: { rule: 'fleetRead', request: () => ({ url: '/v1/system/hardware/switches' }) },
  switchView: {
    rule: 'fleetChildRead',
    request: () => ({ url: `/v1/system/hardware/switches/${switchIds.switch0}` }),
  },
  sledListUninitialized: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/hardware/sleds-uninitialized' }),
  },
  // reading the inventory needs a fleet viewer, adding to the rack a fleet admin
  sledAdd: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/hardware/sleds',
      body: { serial: 'BRM44220011', part: '913-0000019' },
    }),
  },
  // the rack's networking: address lots and loopback addresses are children of the
  // fleet (Polar's FleetChild); creating one needs `create_child` on the fleet
  networkingAddressLotList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/address-lot' }),
  },
  networkingAddressLotCreate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/networking/address-lot',
      body: { name: 'matrix-lot', description: '', kind: 'infra', blocks: [] },
    }),
  },
  networkingAddressLotDelete: {
    rule: 'fleetChildModify',
    request: () => ({ url: '/v1/system/networking/address-lot/as65000-lot' }),
  },
  networkingAddressLotBlockList: {
    rule: 'fleetChildRead',
    request: () => ({ url: '/v1/system/networking/address-lot/initial-infra/blocks' }),
  },
  networkingLoopbackAddressList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/loopback-address' }),
  },
  networkingLoopbackAddressCreate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/networking/loopback-address',
      body: {
        address: '172.20.15.20',
        mask: 32,
        address_lot: 'initial-infra',
        anycast: false,
        rack_id: RACK_ID,
        switch_location: 'switch0',
      },
    }),
  },
  networkingLoopbackAddressDelete: {
    rule: 'fleetChildModify',
    prepare: (sim) =>
      sim.store.transaction(() => {
        const block = sim.store.list('addressLotBlocks')[0]
        sim.store.insert('addressLotReservations', {
          id: 'matrix-reservation',
          address_lot_id: block.address_lot_id,
          first_address: '172.20.15.20',
          last_address: '172.20.15.20',
          anycast: false,
        })
        sim.store.insert('loopbackAddresses', {
          id: uuid(),
          address: '172.20.15.20/32',
          address_lot_block_id: block.id,
          rack_id: RACK_ID,
          switch_location: 'switch0',
          rsvd_address_lot_block_id: 'matrix-reservation',
          anycast: false,
          time_created: T0,
          time_modified: T0,
        })
      }),
    request: () => ({
      url: `/v1/system/networking/loopback-address/${RACK_ID}/switch0/172.20.15.20/32`,
    }),
  },
  // switch ports and their settings: read and changed through the fleet itself
  networkingSwitchPortList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/hardware/switch-port' }),
  },
  networkingSwitchPortApplySettings: {
    rule: 'fleetModify',
    request: () => ({
      url: `/v1/system/hardware/switch-port/qsfp1/settings?rack_id=${RACK_ID}&switch_location=switch0`,
      body: { port_settings: 'default-uplink0' },
    }),
  },
  networkingSwitchPortClearSettings: {
    rule: 'fleetModify',
    request: () => ({
      url: `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${RACK_ID}&switch_location=switch0`,
    }),
  },
  networkingSwitchPortStatus: {
    rule: 'fleetRead',
    request: () => ({
      url: `/v1/system/hardware/switch-port/qsfp0/status?rack_id=${RACK_ID}&switch_location=switch0`,
    }),
  },
  networkingSwitchPortLldpConfigView: {
    rule: 'fleetRead',
    request: () => ({
      url: `/v1/system/hardware/switch-port/qsfp0/lldp/config?rack_id=${RACK_ID}&switch_location=switch0`,
    }),
  },
  networkingSwitchPortLldpConfigUpdate: {
    rule: 'fleetModify',
    request: () => ({
      url: `/v1/system/hardware/switch-port/qsfp0/lldp/config?rack_id=${RACK_ID}&switch_location=switch0`,
      body: { id: uplinkLldpIds[0], enabled: false },
    }),
  },
  networkingSwitchPortLldpNeighbors: {
    rule: 'fleetRead',
    request: () => ({
      url: `/v1/system/hardware/rack-switch-port/${RACK_ID}/switch0/qsfp0/lldp/neighbors`,
    }),
  },
  networkingSwitchPortSettingsList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/switch-port-settings' }),
  },
  networkingSwitchPortSettingsView: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/switch-port-settings/default-uplink1' }),
  },
  networkingSwitchPortSettingsCreate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/networking/switch-port-settings',
      body: {
        name: 'matrix-settings',
        description: '',
        port_config: { geometry: 'qsfp28x1' },
        groups: [],
        links: {},
        interfaces: {},
        routes: {},
        bgp_peers: {},
        addresses: {},
      },
    }),
  },
  networkingSwitchPortSettingsDelete: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/networking/switch-port-settings?port_settings=default-uplink1',
    }),
  },
  // BGP through the fleet itself; what mgd reports is read from it too
  networkingBgpConfigList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/bgp' }),
  },
  networkingBgpConfigCreate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/networking/bgp',
      body: {
        name: 'as64999',
        description: '',
        asn: 64999,
        bgp_announce_set_id: 'as65000-announce',
      },
    }),
  },
  networkingBgpConfigDelete: {
    rule: 'fleetModify',
    prepare: (sim) =>
      sim.store.transaction(() => {
        const rack = sim.store.list('bgpConfigs')[0]
        sim.store.insert('bgpConfigs', { ...rack, id: uuid(), name: 'matrix-bgp', asn: 64999 })
      }),
    request: () => ({ url: '/v1/system/networking/bgp?name_or_id=matrix-bgp' }),
  },
  networkingBgpAnnounceSetList: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/bgp-announce-set' }),
  },
  networkingBgpAnnounceSetUpdate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/networking/bgp-announce-set',
      body: { name: 'matrix-set', description: '', announcement: [] },
    }),
  },
  networkingBgpAnnounceSetDelete: {
    rule: 'fleetModify',
    prepare: (sim) =>
      sim.store.transaction(() =>
        sim.store.insert('bgpAnnounceSets', {
          id: uuid(),
          name: 'matrix-set',
          description: '',
          time_created: T0,
          time_modified: T0,
        }),
      ),
    request: () => ({ url: '/v1/system/networking/bgp-announce-set/matrix-set' }),
  },
  networkingBgpAnnouncementList: {
    rule: 'fleetRead',
    request: () => ({
      url: '/v1/system/networking/bgp-announce-set/as65000-announce/announcement',
    }),
  },
  networkingBgpStatus: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/bgp-status' }),
  },
  networkingBgpExported: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/bgp-exported' }),
  },
  networkingBgpImportedRoutesIpv4: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/bgp-routes-ipv4?asn=65000' }),
  },
  networkingBgpMessageHistory: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/bgp-message-history?asn=65000' }),
  },
  // BFD: Nexus asks only `list_children` on the fleet, changes included
  networkingBfdEnable: {
    rule: 'fleetRead',
    request: () => ({
      url: '/v1/system/networking/bfd-enable',
      body: {
        remote: '172.20.15.25',
        switch: 'switch1',
        detection_threshold: 3,
        required_rx: 300000,
        mode: 'single_hop',
      },
    }),
  },
  networkingBfdDisable: {
    rule: 'fleetRead',
    request: () => ({
      url: '/v1/system/networking/bfd-disable',
      body: { remote: '172.20.15.17', switch: 'switch0' },
    }),
  },
  networkingBfdStatus: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/bfd-status' }),
  },
  networkingAllowListView: {
    rule: 'fleetRead',
    request: () => ({ url: '/v1/system/networking/allow-list' }),
  },
  networkingAllowListUpdate: {
    rule: 'fleetModify',
    request: () => ({
      url: '/v1/system/networking/allow-list',
      body: { allowed_ips: { allow: 'any' } },
    }),
  },
  // support bundles: children of the fleet; the list and create are authorized on the fleet
  supportBundleList: {
    rule: 'fleetRead',
    request: () => ({ url: '/experimental/v1/system/support-bundles' }),
  },
  supportBundleCreate: {
    rule: 'fleetModify',
    request: () => ({ url: '/experimental/v1/system/support-bundles' }),
  },
  supportBundleView: { rule: 'fleetChildRead', request: () => ({ url: BUNDLE }) },
  supportBundleDelete: { rule: 'fleetChildModify', request: () => ({ url: BUNDLE }) },
  supportBundleDownload: { rule: 'fleetChildRead', request: () => ({ url: `${BUNDLE}/download` }) },
  supportBundleHead: { rule: 'fleetChildRead', request: () => ({ url: `${BUNDLE}/download` }) },
  supportBundleDownloadFile: {
    rule: 'fleetChildRead',
    request: () => ({ url: `${BUNDLE}/download/silos.json` }),
  },
  supportBundleHeadFile: {
    rule: 'fleetChildRead',
    request: () => ({ url: `${BUNDLE}/download/silos.json` }),
  },
  supportBundleIndex: { rule: 'fleetChildRead', request: () => ({ url: `${BUNDLE}/index` }) },
  // probes: a fleet role, then the project's; a probe exists, so a wrongly allowed call answers 2xx
  probeList: { rule: 'probeRead', request: () => ({ url: `/experimental/v1/probes?${P}` }) },
  probeCreate: {
    rule: 'probeWrite',
    request: () => ({
      url: `/experimental/v1/probes?${P}`,
      body: { name: 'matrix-new', description: '', sled: sledIds.bay14 },
    }),
  },
  probeView: {
    rule: 'probeRead',
    prepare: demoProbe,
    request: () => ({ url: `/experimental/v1/probes/matrix-probe?${P}` }),
  },
  probeDelete: {
    rule: 'probeWrite',
    prepare: demoProbe,
    request: () => ({ url: `/experimental/v1/probes/matrix-probe?${P}` }),
  },
  vpcFirewallRulesView: {
    rule: 'projectRead',
    request: () => ({ url: `/v1/vpc-firewall-rules?${V}` }),
  },
  vpcFirewallRulesUpdate: {
    rule: 'projectChildWrite',
    request: () => ({ url: `/v1/vpc-firewall-rules?${V}`, body: { rules: [] } }),
  },
}

// Operations whose outcome depends on more than one rule, checked on their own
// below with the silo's images (the table above covers project images)
const siloImageCases: Record<string, Case> = {
  imageList: { rule: 'ownSiloList', request: () => ({ url: '/v1/images' }) },
  imageView: { rule: 'siloImageRead', request: () => ({ url: `/v1/images/${imageIds.ubuntu}` }) },
  imageDelete: {
    rule: 'siloImageWrite',
    request: () => ({ url: `/v1/images/${imageIds.debian}` }),
  },
  imageCreate: {
    rule: 'siloImageCreate',
    request: () => ({
      url: '/v1/images',
      body: {
        name: 'matrix-new',
        description: '',
        os: 'ubuntu',
        version: '1',
        source: { type: 'snapshot', id: snapshotIds.db1BootBase },
      },
    }),
  },
}

/** Adds to demo-project's VPC what a delete needs to find: a bare VPC, a subnet without interfaces, a custom router (with a route), a gateway address */
function addNetworking(sim: Sim, what: 'vpc' | 'subnet' | 'router' | 'route' | 'address') {
  const { store } = sim
  const time = '2025-02-01T00:00:00.000Z'
  const meta = (name: string) => ({
    id: uuid(),
    name,
    description: '',
    time_created: time,
    time_modified: time,
  })
  store.transaction(() => {
    if (what === 'vpc') {
      const vpc = store.get('vpcs', vpcIds.demoDefault)!
      store.insert('vpcs', { ...vpc, ...meta('matrix-vpc'), system_router_id: uuid() })
    }
    if (what === 'subnet') {
      const subnet = store.get('vpcSubnets', vpcSubnetIds.demoDefault)!
      store.insert('vpcSubnets', { ...subnet, ...meta('matrix-subnet'), ipv4_block: '10.9.0.0/24' })
    }
    if (what === 'router' || what === 'route') {
      const router = {
        ...meta('matrix-router'),
        kind: 'custom' as const,
        vpc_id: vpcIds.demoDefault,
      }
      store.insert('vpcRouters', router)
      if (what === 'route') {
        store.insert('routerRoutes', {
          ...meta('matrix-route'),
          kind: 'custom',
          vpc_router_id: router.id,
          destination: { type: 'ip_net', value: '10.0.0.0/8' },
          target: { type: 'drop' },
        })
      }
    }
    if (what === 'address') {
      const gateway = store.list('internetGateways').find((g) => g.vpc_id === vpcIds.demoDefault)!
      store.insert('internetGatewayIpAddresses', {
        ...meta('matrix-address'),
        internet_gateway_id: gateway.id,
        address: '203.0.113.200',
      })
    }
  })
}

/** An IP pool with no range, which a delete accepts */
function emptyPool(sim: Sim) {
  const time = '2025-02-01T00:00:00.000Z'
  sim.store.transaction(() =>
    sim.store.insert('ipPools', {
      id: uuid(),
      name: 'matrix-pool',
      description: '',
      time_created: time,
      time_modified: time,
    }),
  )
}

/** A range of the service pool that no service holds an address of */
function serviceRange(sim: Sim) {
  sim.store.transaction(() =>
    sim.store.insert('ipPoolRanges', {
      id: uuid(),
      ip_pool_id: ipPoolIds.service,
      range: { first: '198.51.100.64', last: '198.51.100.79' },
      time_created: '2025-02-01T00:00:00.000Z',
    }),
  )
}

function detachFloatingIp(sim: Sim) {
  const fip = sim.store.list('floatingIps').find((f) => f.name === 'ingress')!
  sim.store.transaction(() => sim.store.update('floatingIps', { ...fip, instance_id: null }))
}

/** Removes demo-project's contents (Nexus refuses to delete a project that has any) */
function emptyDemoProject(sim: Sim) {
  const { store } = sim
  store.transaction(() => {
    for (const table of [
      'instances',
      'disks',
      'images',
      'snapshots',
      'vpcs',
      'floatingIps',
      'affinityGroups',
      'antiAffinityGroups',
    ] as const)
      for (const row of store.list(table))
        if (row.project_id === projectIds.demoProject) store.remove(table, row.id)
  })
}

// --- the run ----------------------------------------------------------------

function expected(c: Case, actor: ActorName): number | 'ok' {
  const outcome = rules[c.rule][actor]
  return outcome === 'ok' ? (c.okStatus ?? 'ok') : outcome
}

/** The error code Nexus sends with a refusal */
const codes: Record<number, string> = { 403: 'Forbidden', 404: 'ObjectNotFound' }

/** Where the matrix runs: release v14, or a current release at one served version */
type Where = { release: 'v14' } | { release: 'current'; version: ServedVersion }

function world(c: Case, where: Where) {
  const sim = setup({ release: where.release })
  const ids = addActors(sim.store)
  c.prepare?.(sim)
  return { sim, ids }
}

/**
 * Runs one operation as every actor and returns what differs from the rule.
 * Refusals come first and share one sim (a refused call changes nothing);
 * after a call that succeeded, a write gets a fresh sim.
 */
async function mismatches(
  op: OperationId,
  c: Case,
  where: Where = { release: 'v14' },
): Promise<string[]> {
  const [method] = operations[op]
  const version = where.release === 'current' ? { version: where.version.text } : {}
  const ordered = [...actors].sort(
    (a, b) => Number(expected(c, a) === 'ok') - Number(expected(c, b) === 'ok'),
  )
  const wrong: string[] = []
  let w = world(c, where)
  let changed = false
  for (const actor of ordered) {
    if (changed && method !== 'GET') w = world(c, where)
    if (op === 'currentUserSshKeyView' || op === 'currentUserSshKeyDelete')
      ownKey(w.sim, w.ids[actor])
    const token = w.sim.store.transaction(() => startSession(w.sim.store, w.ids[actor]))
    const { url, body, form } = c.request(w.ids, actor)
    const reply = await call(w.sim, method, url, { as: { token }, body, form, ...version })
    changed = reply.status < 300
    const want = expected(c, actor)
    const code = (reply.json as { error_code?: string } | undefined)?.error_code
    const ok =
      want === 'ok'
        ? reply.status >= 200 && reply.status < 300
        : reply.status === want && (!codes[want] || code === codes[want])
    if (!ok) wrong.push(`${actor}: want ${want}, got ${reply.status} ${JSON.stringify(reply.json)}`)
  }
  return wrong
}

describe('authorization matrix', () => {
  it('covers every implemented operation', () => {
    const implemented = (Object.keys(operations) as OperationId[]).filter(
      (op) => !notImplementedOperations.includes(op),
    )
    expect(Object.keys(cases).sort()).toEqual([...implemented].sort())
  })

  for (const [table, label] of [
    [cases, 'project resources'],
    [siloImageCases, 'silo images'],
  ] as const) {
    describe(label, () => {
      for (const [op, c] of Object.entries(table)) {
        it(`${op}: ${c.rule}`, async () => {
          expect(await mismatches(op as OperationId, c)).toEqual([])
        })
      }
    })
  }
})

// The same rules hold on a current release: every case whose request a served version
// takes unchanged (same path, parameters and body as v14's) runs again at INITIAL and at
// the newest version. The operations whose requests changed have their own specs
// (sim/versions/translations/), and the ones v14 lacked theirs (sim/handlers/).
describe.each([INITIAL, NEWEST])('authorization matrix at api-version $text', (version) => {
  const same = Object.entries(cases).filter(([op]) => sameRequest(version, op as OperationId))
  it('runs most of the cases', () => {
    expect(same.length).toBeGreaterThan(150)
  })
  for (const [op, c] of same) {
    it(`${op}: ${c.rule}`, async () => {
      expect(await mismatches(op as OperationId, c, { release: 'current', version })).toEqual([])
    })
  }
})
