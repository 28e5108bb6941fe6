// Typed calls to the API for setting up and tearing down what a test needs, through the
// same HTTP API the console uses. Bodies and answers are the contract's generated types,
// converted to and from the wire's snake_case as the console's client does.
import type { APIRequestContext, APIResponse } from '@playwright/test'

import type {
  AllowedSourceIps,
  AllowListUpdate,
  AntiAffinityGroup,
  AntiAffinityGroupCreate,
  CertificateResultsPage,
  Disk,
  DiskCreate,
  FleetRole,
  FleetRolePolicy,
  FloatingIpCreate,
  GroupResultsPage,
  IpPoolLinkSilo,
  ImageCreate,
  Instance,
  InstanceCreate,
  IpPoolRangeResultsPage,
  IpPoolSiloLinkResultsPage,
  Project,
  ProjectCreate,
  ProjectRole,
  ProjectRolePolicy,
  Silo,
  SiloCreate,
  SiloRole,
  SiloRolePolicy,
  Snapshot,
  SnapshotCreate,
  SshKey,
  SshKeyCreate,
  User,
} from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import {
  processResponseBody,
  snakeify,
} from '../../app/api/__generated_versions__/2026081901.0.0/util'
import { call } from './api-client'
import { DEMO_SILO, expect } from './utils'

export const PROJECT = 'demo-project'
export const GiB = 1024 ** 3

const inProject = (path: string, project: string) =>
  `${path}${path.includes('?') ? '&' : '?'}project=${project}`

/** The answer's body once its status is `status`; a wrong status fails with the body. */
async function answer<T>(res: APIResponse, status: number): Promise<T> {
  expect(res.status(), await res.text()).toBe(status)
  return (status === 204 ? undefined : processResponseBody(await res.json())) as T
}

const create = async <T>(request: APIRequestContext, path: string, body: object) =>
  answer<T>(await request.post(path, { data: snakeify(body) }), 201)

type Named<T extends { name: string }> = Partial<T> & Pick<T, 'name'>

// ---------------------------------------------------------------------------------------
// Instances

/** An instance of 1 vCPU and 1 GiB, stopped unless `start` says otherwise. */
export const createInstance = (
  request: APIRequestContext,
  body: Named<InstanceCreate>,
  project = PROJECT,
) =>
  call(request, 'instanceCreate', {
    query: { project },
    body: { description: '', hostname: body.name, ncpus: 1, memory: GiB, start: false, ...body },
  })

/** The instance's run state, or `HTTP <status>` when it cannot be read (e.g. deleted). */
export async function runState(request: APIRequestContext, instance: string, project = PROJECT) {
  const res = await request.get(inProject(`/v1/instances/${instance}`, project))
  return res.ok()
    ? (processResponseBody(await res.json()) as Instance).runState
    : `HTTP ${res.status()}`
}

/** Waits until the instance's run state is `state` (transitions take a few seconds). */
export async function waitForRunState(
  request: APIRequestContext,
  instance: string,
  state: string,
  project = PROJECT,
) {
  await expect
    .poll(() => runState(request, instance, project), { timeout: 20_000, intervals: [500] })
    .toBe(state)
}

export const startInstance = async (request: APIRequestContext, name: string, project = PROJECT) =>
  request.post(inProject(`/v1/instances/${name}/start`, project))

/**
 * Stops the instance if it runs and deletes it, whatever state an earlier step left it
 * in; done when reading it answers 404.
 */
export async function deleteInstance(request: APIRequestContext, name: string, project = PROJECT) {
  await expect
    .poll(
      async () => {
        const state = await runState(request, name, project)
        if (state === 'running' || state === 'starting' || state === 'rebooting') {
          await request.post(inProject(`/v1/instances/${name}/stop`, project))
        }
        if (state === 'stopped' || state === 'failed') {
          await request.delete(inProject(`/v1/instances/${name}`, project))
        }
        return state
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe('HTTP 404')
}

// ---------------------------------------------------------------------------------------
// Storage

/** A blank disk of 1 GiB with 4096-byte blocks unless the body says otherwise. */
export const createDisk = (
  request: APIRequestContext,
  body: Named<DiskCreate>,
  project = PROJECT,
) =>
  call(request, 'diskCreate', {
    query: { project },
    body: {
      description: '',
      size: GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
      ...body,
    },
  })

export const createSnapshot = (
  request: APIRequestContext,
  body: Named<SnapshotCreate> & Pick<SnapshotCreate, 'disk'>,
  project = PROJECT,
) => create<Snapshot>(request, inProject('/v1/snapshots', project), { description: '', ...body })

export const createImage = (
  request: APIRequestContext,
  body: Named<ImageCreate> & Pick<ImageCreate, 'source' | 'os' | 'version'>,
  project = PROJECT,
) => call(request, 'imageCreate', { query: { project }, body: { description: '', ...body } })

export const viewDisk = (request: APIRequestContext, name: string, project = PROJECT) =>
  call(request, 'diskView', { path: { disk: name }, query: { project } })

/** The project's snapshots taken of one disk (their names may be generated). */
export async function snapshotsOf(request: APIRequestContext, disk: Disk, project = PROJECT) {
  const res = await request.get(inProject('/v1/snapshots?limit=1000', project))
  const { items } = await answer<{ items: Snapshot[] }>(res, 200)
  return items.filter((s) => s.diskId === disk.id)
}

/** A disk, a snapshot of it and an image of the snapshot, named `<prefix>-disk` and so on. */
export async function createImageFromNewSnapshot(
  request: APIRequestContext,
  prefix: string,
  image: Pick<ImageCreate, 'os' | 'version'>,
) {
  const disk = await createDisk(request, { name: `${prefix}-disk` })
  const snapshot = await createSnapshot(request, { name: `${prefix}-snap`, disk: disk.name })
  const created = await createImage(request, {
    name: prefix,
    source: { type: 'snapshot', id: snapshot.id },
    ...image,
  })
  return { disk, snapshot, image: created }
}

/** Deletes whatever resources of the project are named, ignoring any already gone. */
export async function deleteIfPresent(
  request: APIRequestContext,
  kind: 'disks' | 'snapshots' | 'images' | 'floating-ips' | 'anti-affinity-groups',
  name: string,
  project = PROJECT,
) {
  const res = await request.delete(inProject(`/v1/${kind}/${name}`, project))
  expect([204, 404], await res.text()).toContain(res.status())
}

// ---------------------------------------------------------------------------------------
// Projects, networking, groups and keys

export const createProject = (request: APIRequestContext, body: Named<ProjectCreate>) =>
  create<Project>(request, '/v1/projects', { description: '', ...body })

export const deleteProject = (request: APIRequestContext, name: string) =>
  request.delete(`/v1/projects/${name}`)

/**
 * Deletes a project that holds nothing but the default VPC it was made with: the VPC's
 * subnet, then the VPC, then the project, as the API refuses each while it has children
 * (a test's cleanup).
 */
export async function deleteProjectAndDefaultVpc(request: APIRequestContext, project: string) {
  const gone = async (res: APIResponse) =>
    expect([204, 404], await res.text()).toContain(res.status())
  await gone(await request.delete(`/v1/vpc-subnets/default?project=${project}&vpc=default`))
  await gone(await request.delete(inProject('/v1/vpcs/default', project)))
  await gone(await deleteProject(request, project))
}

export const createFloatingIp = (
  request: APIRequestContext,
  body: Named<FloatingIpCreate>,
  project = PROJECT,
) => call(request, 'floatingIpCreate', { query: { project }, body: { description: '', ...body } })

export const createAntiAffinityGroup = (
  request: APIRequestContext,
  body: Named<AntiAffinityGroupCreate>,
  project = PROJECT,
) =>
  create<AntiAffinityGroup>(request, inProject('/v1/anti-affinity-groups', project), {
    description: '',
    policy: 'fail',
    failureDomain: 'sled',
    ...body,
  })

export const createSshKey = (
  request: APIRequestContext,
  body: Named<SshKeyCreate> & Pick<SshKeyCreate, 'publicKey'>,
) => create<SshKey>(request, '/v1/me/ssh-keys', { description: '', ...body })

// ---------------------------------------------------------------------------------------
// Users and roles

/** The silo user with this display name (a local user's is their username). */
export async function siloUserByName(request: APIRequestContext, name: string) {
  const { items } = await answer<{ items: User[] }>(await request.get('/v1/users?limit=1000'), 200)
  const user = items.find((u) => u.displayName === name)
  expect(user, `no user named ${name}`).toBeDefined()
  return user!
}

export const projectPolicy = async (request: APIRequestContext, project: string) =>
  answer<ProjectRolePolicy>(await request.get(`/v1/projects/${project}/policy`), 200)

/** Gives a user `role` on the project, in place of any role they had there. */
export async function grantProjectRole(
  request: APIRequestContext,
  project: string,
  userId: string,
  role: ProjectRole,
) {
  const { roleAssignments } = await projectPolicy(request, project)
  const policy: ProjectRolePolicy = {
    roleAssignments: [
      ...roleAssignments.filter((a) => a.identityId !== userId),
      { identityId: userId, identityType: 'silo_user', roleName: role },
    ],
  }
  const res = await request.put(`/v1/projects/${project}/policy`, { data: snakeify(policy) })
  return answer<ProjectRolePolicy>(res, 200)
}

// ---------------------------------------------------------------------------------------
// Access: roles on the silo and the fleet

/** The silo group with this display name. */
export async function siloGroupByName(request: APIRequestContext, name: string) {
  const res = await request.get('/v1/groups?limit=1000')
  const { items } = await answer<GroupResultsPage>(res, 200)
  const group = items.find((g) => g.displayName === name)
  expect(group, `no group named ${name}`).toBeDefined()
  return group!
}

const POLICY_PATHS = { silo: '/v1/policy', fleet: '/v1/system/policy' } as const

export const scopePolicy = async (request: APIRequestContext, scope: 'silo' | 'fleet') =>
  answer<SiloRolePolicy | FleetRolePolicy>(await request.get(POLICY_PATHS[scope]), 200)

/** Gives a user `role` on another silo, through the operator's view of its policy. */
export async function grantRoleOnSilo(
  request: APIRequestContext,
  silo: string,
  userId: string,
  role: SiloRole,
) {
  const path = `/v1/system/silos/${silo}/policy`
  const { roleAssignments } = await answer<SiloRolePolicy>(await request.get(path), 200)
  const policy: SiloRolePolicy = {
    roleAssignments: [
      ...roleAssignments.filter((a) => a.identityId !== userId),
      { identityId: userId, identityType: 'silo_user', roleName: role },
    ],
  }
  return answer<SiloRolePolicy>(await request.put(path, { data: snakeify(policy) }), 200)
}

/** Gives a user `role` on the fleet, in place of any role they had there. */
export async function grantFleetRole(request: APIRequestContext, userId: string, role: FleetRole) {
  const { roleAssignments } = await scopePolicy(request, 'fleet')
  const policy = {
    roleAssignments: [
      ...roleAssignments.filter((a) => a.identityId !== userId),
      { identityId: userId, identityType: 'silo_user', roleName: role },
    ],
  }
  const res = await request.put(POLICY_PATHS.fleet, { data: snakeify(policy) })
  return answer<FleetRolePolicy>(res, 200)
}

/** Takes away any role of the user or group on the silo or the fleet (a test's cleanup). */
export async function removeScopeRole(
  request: APIRequestContext,
  scope: 'silo' | 'fleet',
  identityId: string,
) {
  const { roleAssignments } = await scopePolicy(request, scope)
  if (!roleAssignments.some((a) => a.identityId === identityId)) return
  const policy = { roleAssignments: roleAssignments.filter((a) => a.identityId !== identityId) }
  await answer(await request.put(POLICY_PATHS[scope], { data: snakeify(policy) }), 200)
}

// ---------------------------------------------------------------------------------------
// Local users

const LOCAL_USERS = '/v1/system/identity-providers/local/users'

/**
 * A user of the demo silo (or of `silo`) who signs in with `password`, or cannot sign in
 * without one.
 */
export const createLocalUser = (
  request: APIRequestContext,
  username: string,
  password?: string,
  silo = DEMO_SILO,
) =>
  create<User>(request, `${LOCAL_USERS}?silo=${silo}`, {
    externalId: username,
    password: password ? { mode: 'password', value: password } : { mode: 'login_disallowed' },
  })

/** Deletes the demo silo's user of this name, if there is one (a test's cleanup). */
export async function deleteLocalUserIfPresent(request: APIRequestContext, username: string) {
  const { items } = await answer<{ items: User[] }>(await request.get('/v1/users?limit=1000'), 200)
  const user = items.find((u) => u.displayName === username)
  if (!user) return
  const res = await request.delete(`${LOCAL_USERS}/${user.id}?silo=${DEMO_SILO}`)
  expect([204, 404], await res.text()).toContain(res.status())
}

// ---------------------------------------------------------------------------------------
// IP pools (operator)

const IP_POOLS = '/v1/system/ip-pools'

/** Makes `pool` the silo's default pool (the old default stays linked) */
export async function makeDefaultIpPool(request: APIRequestContext, pool: string, silo: string) {
  const res = await request.put(`${IP_POOLS}/${pool}/silos/${silo}`, {
    data: snakeify({ isDefault: true }),
  })
  await answer(res, 200)
}

/**
 * Deletes the pool if there is one, removing its ranges and silo links first, as the API
 * refuses to delete a pool with ranges (a test's cleanup).
 */
export async function deleteIpPoolIfPresent(request: APIRequestContext, pool: string) {
  const ranges = await request.get(`${IP_POOLS}/${pool}/ranges?limit=1000`)
  if (ranges.status() === 404) return
  for (const { range } of (await answer<IpPoolRangeResultsPage>(ranges, 200)).items) {
    await answer(await request.post(`${IP_POOLS}/${pool}/ranges/remove`, { data: range }), 204)
  }
  const links = await request.get(`${IP_POOLS}/${pool}/silos?limit=1000`)
  for (const { siloId } of (await answer<IpPoolSiloLinkResultsPage>(links, 200)).items) {
    await answer(await request.delete(`${IP_POOLS}/${pool}/silos/${siloId}`), 204)
  }
  await answer(await request.delete(`${IP_POOLS}/${pool}`), 204)
}

// ---------------------------------------------------------------------------------------
// Silos (operator)

/** A silo that keeps its own users, discoverable, with no quotas, group or certificates */
export const createSilo = (request: APIRequestContext, body: Named<SiloCreate>) =>
  create<Silo>(request, '/v1/system/silos', {
    description: '',
    discoverable: true,
    identityMode: 'local_only',
    quotas: { cpus: 0, memory: 0, storage: 0 },
    tlsCertificates: [],
    ...body,
  })

/** Links an IP pool to a silo; deleting the silo takes the link with it */
export async function linkIpPoolToSilo(
  request: APIRequestContext,
  pool: string,
  silo: string,
  isDefault: boolean,
) {
  const res = await request.post(`/v1/system/ip-pools/${pool}/silos`, {
    data: snakeify({ silo, isDefault } satisfies IpPoolLinkSilo),
  })
  await answer(res, 201)
}

/** Deletes the silo if there is one (a test's cleanup; Nexus refuses one holding a project) */
export async function deleteSiloIfPresent(request: APIRequestContext, silo: string) {
  const res = await request.delete(`/v1/system/silos/${silo}`)
  expect([204, 404], await res.text()).toContain(res.status())
}

// ---------------------------------------------------------------------------------------
// Certificates (of the signed-in user's silo)

/** The names of the silo's certificates: one page holds all a test run makes */
export const certificateNames = async (request: APIRequestContext) =>
  (
    await answer<CertificateResultsPage>(await request.get('/v1/certificates?limit=100'), 200)
  ).items.map((c) => c.name)

/** Deletes the certificate if there is one (a test's cleanup) */
export async function deleteCertificateIfPresent(request: APIRequestContext, name: string) {
  const res = await request.delete(`/v1/certificates/${name}`)
  expect([204, 404], await res.text()).toContain(res.status())
}

// ---------------------------------------------------------------------------------------
// Rack networking

/** Puts the rack's allow list as given (a test's cleanup sets it back to `any`) */
export async function setAllowList(request: APIRequestContext, allowedIps: AllowedSourceIps) {
  const res = await request.put('/v1/system/networking/allow-list', {
    data: snakeify({ allowedIps } satisfies AllowListUpdate),
  })
  await answer(res, 200)
}
