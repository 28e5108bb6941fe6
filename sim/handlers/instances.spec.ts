import { describe, expect, it } from 'vitest'
import type * as Api from '../../app/api/__generated__/Api'
import { failInstance, INCARNATED_STATES } from '../compute/run-states'
import { vmmOf } from '../compute/placement'
import { antiAffinityGroupIds, diskIds, imageIds, instanceIds, projectIds, sledIds } from '../seed'
import { call, expectError, schema, setup } from '../testing/test-utils'
import { T0, timedSim, type TimedSim } from '../testing/test-clock'

const GiB = 1024 ** 3
const iso = (ms: number) => new Date(ms).toISOString()

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'web1',
  description: 'a web server',
  hostname: 'web1',
  ncpus: 2,
  memory: 4 * GiB,
  ...overrides,
})

/** Signs in as `user` and returns a caller bound to that session */
function as(sim: TimedSim, user = 'admin') {
  const token = sim.createSession(user)
  return (method: string, path: string, b?: unknown) =>
    call(sim, method, path, { as: { token }, body: b })
}

async function createInstance(sim: TimedSim, overrides: Record<string, unknown> = {}) {
  const reply = await as(sim)('POST', '/v1/instances?project=demo-project', body(overrides))
  expect(reply.status, JSON.stringify(reply.json)).toBe(201)
  return schema.Instance.parse(reply.json)
}

async function view(sim: TimedSim, name: string) {
  const reply = await as(sim)('GET', `/v1/instances/${name}?project=demo-project`)
  expect(reply.status).toBe(200)
  return schema.Instance.parse(reply.json)
}

/** Puts an instance straight into a run state (no transition pending) */
function force(sim: TimedSim, name: string, state: Api.InstanceState) {
  const instance = sim.store.list('instances').find((i) => i.name === name)!
  sim.store.remove('instanceTransitions', instance.id)
  if (!INCARNATED_STATES.includes(state)) {
    for (const v of sim.store.list('vmms'))
      if (v.instance_id === instance.id) sim.store.remove('vmms', v.id)
  }
  // as of now, so a failed instance is not due for auto-restart yet
  sim.store.update('instances', {
    ...instance,
    run_state: state,
    time_run_state_updated: iso(sim.now()),
  })
}

/** Dropshot's 400 for a body its deserializer refuses: no error code, serde's words */
function expectBodyRefused(reply: { status: number; json: unknown }) {
  expect(reply.status).toBe(400)
  expect(reply.json).toMatchObject({
    request_id: expect.any(String),
    message: expect.stringMatching(/^unable to parse JSON body: .* at line 1 column \d+$/),
  })
  expect(reply.json).not.toHaveProperty('error_code')
}

describe('instanceList', () => {
  it("lists a project's instances in the contract's shape", async () => {
    const reply = await call(setup(), 'GET', '/v1/instances?project=demo-project', { as: 'viewer' })
    expect(reply.status).toBe(200)
    const page = schema.InstanceResultsPage.parse(reply.json)
    expect(page.items.map((i) => i.name)).toEqual(['db1'])
    expect(page.items[0].runState).toBe('running')
  })

  it('is empty for a project without instances', async () => {
    const reply = await call(setup(), 'GET', '/v1/instances?project=staging', { as: 'admin' })
    expect(schema.InstanceResultsPage.parse(reply.json).items).toEqual([])
  })

  it('needs a project', async () => {
    const reply = await call(setup(), 'GET', '/v1/instances', { as: 'admin' })
    expectError(
      reply,
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `project`',
    )
  })

  // Polar `"list_children" if "viewer"` on the project fails, and so does `read`: its 404
  it('hides the project without a role on it', async () => {
    const reply = await call(setup(), 'GET', '/v1/instances?project=staging', { as: 'viewer' })
    expectError(reply, 404, 'ObjectNotFound', 'not found: project with name "staging"')
  })

  it('answers 404 for a project that does not exist', async () => {
    const reply = await call(setup(), 'GET', '/v1/instances?project=nope', { as: 'admin' })
    expectError(reply, 404, 'ObjectNotFound')
  })
})

describe('instanceView', () => {
  it('finds an instance by name with its project, or by id alone', async () => {
    const sim = timedSim()
    const get = as(sim, 'viewer')
    const byName = schema.Instance.parse(
      (await get('GET', '/v1/instances/db1?project=demo-project')).json,
    )
    const byId = schema.Instance.parse((await get('GET', `/v1/instances/${instanceIds.db1}`)).json)
    expect(byId).toEqual(byName)
    expect(byName).toMatchObject({ name: 'db1', ncpus: 2, memory: 8 * GiB, runState: 'running' })
  })

  it("refuses Nexus's malformed selectors", async () => {
    const get = as(timedSim())
    expectError(
      await get('GET', `/v1/instances/${instanceIds.db1}?project=demo-project`),
      400,
      'InvalidRequest',
      'when providing instance as an ID project should not be specified',
    )
    expectError(
      await get('GET', '/v1/instances/db1'),
      400,
      'InvalidRequest',
      'instance should either be UUID or project should be specified',
    )
    expectError(
      await get('GET', '/v1/instances/nope?project=demo-project'),
      404,
      'ObjectNotFound',
      'not found: instance with name "nope"',
    )
  })
})

describe('instanceCreate', () => {
  it('creates an instance with a NIC, all of the creator’s SSH keys, and starts it', async () => {
    const sim = timedSim()
    const instance = await createInstance(sim)
    expect(instance).toMatchObject({
      name: 'web1',
      hostname: 'web1',
      projectId: projectIds.demoProject,
      // answered after the create saga and the start that follows it
      runState: 'starting',
      bootDiskId: null,
      autoRestartEnabled: true,
      autoRestartPolicy: null,
      autoRestartCooldownExpiration: null,
      timeLastAutoRestarted: null,
    })
    expect(instance.timeRunStateUpdated.getTime()).toBe(T0)

    const get = as(sim)
    const nics = schema.InstanceNetworkInterfaceResultsPage.parse(
      (await get('GET', '/v1/network-interfaces?project=demo-project&instance=web1')).json,
    ).items
    expect(nics).toHaveLength(1)
    // db1 holds the first guest address, 172.30.0.5
    expect(nics[0]).toMatchObject({ name: 'net0', ip: '172.30.0.6', primary: true })
    expect(nics[0].mac).toMatch(/^A8:40:25:F[0-9A-E](:[0-9A-F]{2}){2}$/)

    const keys = schema.SshKeyResultsPage.parse(
      (await get('GET', '/v1/instances/web1/ssh-public-keys?project=demo-project')).json,
    )
    expect(keys.items.map((k) => k.name)).toEqual(['laptop', 'yubikey'])
    // starting reserves CPU, memory and a sled right away
    expect(vmmOf(sim.store, instance.id)).toBeDefined()
  })

  it('creates and attaches disks, boot disk first, from blank and image sources', async () => {
    const sim = timedSim()
    const instance = await createInstance(sim, {
      boot_disk: {
        type: 'create',
        name: 'web1-boot',
        description: '',
        size: 10 * GiB,
        disk_source: { type: 'image', image_id: imageIds.ubuntu },
      },
      disks: [
        {
          type: 'create',
          name: 'web1-scratch',
          description: 'scratch space',
          size: 50 * GiB,
          disk_source: { type: 'blank', block_size: 4096 },
        },
      ],
    })
    const disks = schema.DiskResultsPage.parse(
      (await as(sim)('GET', '/v1/instances/web1/disks?project=demo-project')).json,
    ).items
    expect(disks.map((d) => d.name)).toEqual(['web1-boot', 'web1-scratch'])
    const [boot, scratch] = disks
    expect(instance.bootDiskId).toBe(boot.id)
    expect(boot).toMatchObject({ imageId: imageIds.ubuntu, blockSize: 512, size: 10 * GiB })
    expect(boot.state).toEqual({ state: 'attached', instance: instance.id })
    expect(scratch).toMatchObject({ blockSize: 4096, devicePath: '/mnt/web1-scratch' })
  })

  it('attaches an existing detached disk, and refuses one attached elsewhere', async () => {
    const sim = timedSim()
    const get = as(sim)
    expectError(
      await get(
        'POST',
        '/v1/instances?project=demo-project',
        body({ disks: [{ type: 'attach', name: 'db1-data' }] }),
      ),
      400,
      'InvalidRequest',
      'cannot attach disk "db1-data": disk is attached to another instance',
    )
    const data = sim.store.get('disks', diskIds.db1Data)!
    sim.store.update('disks', { ...data, state: { state: 'detached' } })
    const instance = await createInstance(sim, {
      boot_disk: { type: 'attach', name: 'db1-data' },
      start: false,
    })
    expect(instance.bootDiskId).toBe(diskIds.db1Data)
    expect(sim.store.get('disks', diskIds.db1Data)?.state).toEqual({
      state: 'attached',
      instance: instance.id,
    })
  })

  it('takes external IPs: an ephemeral one from the default pool and a floating one', async () => {
    const sim = timedSim()
    await createInstance(sim, {
      external_ips: [{ type: 'ephemeral' }, { type: 'floating', floating_ip: 'ingress' }],
    })
    const ips = schema.ExternalIpResultsPage.parse(
      (await as(sim)('GET', '/v1/instances/web1/external-ips?project=demo-project')).json,
    ).items
    // .10 is db1's ephemeral IP and .11 the floating IP `ingress`
    expect(ips).toMatchObject([
      { kind: 'ephemeral', ip: '203.0.113.12' },
      { kind: 'floating', ip: '203.0.113.11', name: 'ingress' },
    ])
  })

  it('honours network_interfaces none and create, and ssh_public_keys [] and by name', async () => {
    const sim = timedSim()
    await createInstance(sim, {
      name: 'bare',
      network_interfaces: { type: 'none' },
      ssh_public_keys: [],
    })
    await createInstance(sim, {
      name: 'two-nic',
      ssh_public_keys: ['yubikey'],
      network_interfaces: {
        type: 'create',
        params: [
          {
            name: 'eth0',
            description: '',
            vpc_name: 'default',
            subnet_name: 'default',
            ip: '172.30.1.20',
          },
        ],
      },
    })
    const get = as(sim)
    const nicsOf = async (i: string) =>
      schema.InstanceNetworkInterfaceResultsPage.parse(
        (await get('GET', `/v1/network-interfaces?project=demo-project&instance=${i}`)).json,
      ).items
    expect(await nicsOf('bare')).toEqual([])
    expect(await nicsOf('two-nic')).toMatchObject([
      { name: 'eth0', ip: '172.30.1.20', primary: true },
    ])
    const keys = async (i: string) =>
      schema.SshKeyResultsPage.parse(
        (await get('GET', `/v1/instances/${i}/ssh-public-keys?project=demo-project`)).json,
      ).items.map((k) => k.name)
    expect(await keys('bare')).toEqual([])
    expect(await keys('two-nic')).toEqual(['yubikey'])
  })

  it('joins anti-affinity groups, and placement keeps members apart', async () => {
    const sim = timedSim()
    const instance = await createInstance(sim, { anti_affinity_groups: ['db-spread'] })
    expect(
      sim.store.get('antiAffinityGroupMembers', `${antiAffinityGroupIds.dbSpread}/${instance.id}`),
    ).toBeDefined()
    // db1 runs on bay 15 and is in the same group
    expect(vmmOf(sim.store, instance.id)?.sled_id).not.toBe(sledIds.bay15)
  })

  it('validates sizes like Nexus', async () => {
    const post = as(timedSim())
    const create = (o: Record<string, unknown>) =>
      post('POST', '/v1/instances?project=demo-project', body(o))
    expectError(
      await create({ memory: 1.5 * GiB }),
      400,
      'InvalidValue',
      'unsupported value for "size": memory must be divisible by 1 GiB',
    )
    expectError(
      await create({ memory: 512 * 1024 ** 2 }),
      400,
      'InvalidValue',
      'unsupported value for "size": memory must be at least 1 GiB',
    )
    expectError(
      await create({ memory: 257 * GiB }),
      400,
      'InvalidValue',
      'unsupported value for "size": memory must be less than or equal to 256 GiB',
    )
    expectError(
      await create({ ncpus: 65 }),
      400,
      'InvalidRequest',
      'cannot have more than 64 vCPUs per instance',
    )
    expectBodyRefused(await create({ name: 'Bad_Name' }))
    expectBodyRefused(await create({ hostname: 'bad_host' }))
    // Nexus bounds the whole hostname (253), not its labels
    const longLabel = await create({ name: 'long-label', hostname: 'a'.repeat(64) })
    expect(longLabel.status).toBe(201)
  })

  it('takes zero vCPUs, as Nexus does, and the VM then fails as it starts', async () => {
    const sim = timedSim(1000)
    const created = await as(sim)(
      'POST',
      '/v1/instances?project=demo-project',
      body({ name: 'no-cpu', ncpus: 0 }),
    )
    expect(schema.Instance.parse(created.json)).toMatchObject({ ncpus: 0, runState: 'starting' })
    sim.tick(1000)
    expect((await view(sim, 'no-cpu')).runState).toBe('failed')
  })

  it('validates disks like Nexus', async () => {
    const post = as(timedSim())
    const create = (o: Record<string, unknown>) =>
      post('POST', '/v1/instances?project=demo-project', body(o))
    const blank = (name: string, size = 10 * GiB) => ({
      type: 'create',
      name,
      description: '',
      size,
      disk_source: { type: 'blank', block_size: 4096 },
    })
    expectError(
      await create({ disks: [blank('a'), blank('a')] }),
      400,
      'ObjectAlreadyExists',
      'already exists: disk "a"',
    )
    expectError(
      await create({ disks: [blank('db1-boot')] }),
      400,
      'ObjectAlreadyExists',
      'already exists: disk "db1-boot"',
    )
    expectError(
      await create({ disks: Array.from({ length: 13 }, (_, i) => blank(`d${i}`)) }),
      400,
      'InvalidRequest',
      'cannot attach more than 12 disks to instance',
    )
    expectError(
      await create({ disks: [blank('small', GiB / 2)] }),
      400,
      'InvalidValue',
      'unsupported value for "size": total size must be at least 1 GiB',
    )
    expectError(
      await create({ disks: [blank('huge', 1024 * GiB)] }),
      400,
      'InvalidValue',
      'unsupported value for "size": total size must be less than 1023 GiB',
    )
    expectError(
      await create({
        disks: [
          { ...blank('img', GiB), disk_source: { type: 'image', image_id: imageIds.ubuntu } },
        ],
      }),
      400,
      'InvalidRequest',
      `disk size ${GiB} must be greater than or equal to image size ${3 * GiB}`,
    )
    const snapshotId = '00000000-0000-4000-8000-000000000001'
    expectError(
      await create({
        disks: [{ ...blank('snap'), disk_source: { type: 'snapshot', snapshot_id: snapshotId } }],
      }),
      404,
      'ObjectNotFound',
      `not found: snapshot with id "${snapshotId}"`,
    )
  })

  it('validates the rest of the body', async () => {
    const post = as(timedSim())
    const create = (o: Record<string, unknown>) =>
      post('POST', '/v1/instances?project=demo-project', body(o))
    expectError(
      await create({ name: 'db1' }),
      400,
      'ObjectAlreadyExists',
      'already exists: instance "db1"',
    )
    // user_data is read while the body is parsed: Dropshot's refusal, without an error code
    const refused = async (o: Record<string, unknown>) => {
      const reply = await create(o)
      expect(reply.status).toBe(400)
      expect(reply.json).not.toHaveProperty('error_code')
      return (reply.json as { message: string }).message
    }
    expect(await refused({ user_data: 'not base64!' })).toMatch(
      /^unable to parse JSON body: user_data: invalid value: invalid base64 string, expected a valid base64 string at line 1 column \d+$/,
    )
    expect(await refused({ user_data: btoa('x'.repeat(32 * 1024 + 1)) })).toMatch(
      /^unable to parse JSON body: user_data: invalid length 32769, expected less than 32 KiB at line 1 column \d+$/,
    )
    expect((await create({ name: 'cloud-init', user_data: btoa('#cloud-config\n') })).status).toBe(
      201,
    )
    expectError(
      await create({ external_ips: [{ type: 'ephemeral' }, { type: 'ephemeral' }] }),
      400,
      'InvalidRequest',
      'An instance may not have more than 1 ephemeral IP address',
    )
    expectError(
      await create({ ssh_public_keys: ['nope'] }),
      404,
      'ObjectNotFound',
      'not found: ssh-key with name "nope"',
    )
    expectError(
      await create({ anti_affinity_groups: ['nope'] }),
      404,
      'ObjectNotFound',
      'not found: anti-affinity-group with name "nope"',
    )
    expectError(
      await create({
        network_interfaces: {
          type: 'create',
          params: [
            { name: 'a', description: '', vpc_name: 'default', subnet_name: 'default' },
            { name: 'b', description: '', vpc_name: 'other', subnet_name: 'default' },
          ],
        },
      }),
      400,
      'InvalidRequest',
      'All interfaces must be in the same VPC',
    )
  })

  it('needs the default VPC for the default NIC', async () => {
    const reply = await as(timedSim())('POST', '/v1/instances?project=staging', body())
    expectError(reply, 404, 'ObjectNotFound', 'not found: vpc with name "default"')
  })

  it('checks the silo quotas: CPUs and memory when it starts, storage for its disks', async () => {
    const sim = timedSim()
    const quotas = sim.store.list('siloQuotas')[0]
    // db1 holds 2 vCPUs and 8 GiB; disks, snapshots and images hold 151 GiB
    sim.store.update('siloQuotas', { ...quotas, cpus: 4, memory: 16 * GiB, storage: 200 * GiB })
    const post = as(sim)
    const create = (o: Record<string, unknown>) =>
      post('POST', '/v1/instances?project=demo-project', body(o))

    // the start after the create finds no room: the instance stays stopped,
    // and the create succeeds (Nexus only logs the failed start)
    const tooManyCpus = await create({ name: 'cpu-heavy', ncpus: 3 })
    expect(tooManyCpus.status).toBe(201)
    expect(schema.Instance.parse(tooManyCpus.json).runState).toBe('stopped')
    const tooMuchMemory = await create({ name: 'memory-heavy', memory: 9 * GiB })
    expect(schema.Instance.parse(tooMuchMemory.json).runState).toBe('stopped')
    expect(sim.store.list('vmms')).toHaveLength(1)
    // and starting it later says why
    expectError(
      await post('POST', '/v1/instances/cpu-heavy/start?project=demo-project'),
      507,
      'InsufficientCapacity',
      /^Insufficient capacity: vCPU Limit Exceeded/,
    )
    expectError(
      await post('POST', '/v1/instances/memory-heavy/start?project=demo-project'),
      507,
      'InsufficientCapacity',
      /Memory Limit Exceeded/,
    )
    const instancesBefore = sim.store.list('instances').length
    const nicsBefore = sim.store.list('networkInterfaces').length
    expectError(
      await create({
        disks: [
          {
            type: 'create',
            name: 'big',
            description: '',
            size: 70 * GiB,
            disk_source: { type: 'blank', block_size: 512 },
          },
        ],
      }),
      507,
      'InsufficientCapacity',
      /Storage Limit Exceeded/,
    )
    // nothing was left behind by the refused disk
    expect(sim.store.list('instances')).toHaveLength(instancesBefore)
    expect(sim.store.list('disks').map((d) => d.name)).toEqual(['db1-boot', 'db1-data'])
    expect(sim.store.list('networkInterfaces')).toHaveLength(nicsBefore)

    // a stopped instance holds no CPUs or memory
    expect((await create({ ncpus: 3, start: false })).status).toBe(201)
    expect((await create({ name: 'web2', ncpus: 2 })).status).toBe(201)
  })

  it('fails with 507 when no sled can take the instance', async () => {
    const sim = timedSim()
    const group = sim.store.get('antiAffinityGroups', antiAffinityGroupIds.dbSpread)!
    sim.store.update('antiAffinityGroups', { ...group, policy: 'fail' })
    for (const name of ['a1', 'a2', 'a3']) {
      await createInstance(sim, { name, anti_affinity_groups: ['db-spread'] })
    }
    const sleds = new Set(sim.store.list('vmms').map((v) => v.sled_id))
    expect(sleds.size).toBe(4)
    const post = as(sim)
    const created = await post(
      'POST',
      '/v1/instances?project=demo-project',
      body({ name: 'a4', anti_affinity_groups: ['db-spread'] }),
    )
    expect(schema.Instance.parse(created.json).runState).toBe('stopped')
    expectError(
      await post('POST', '/v1/instances/a4/start?project=demo-project'),
      507,
      'InsufficientCapacity',
      'Insufficient capacity: No sleds can fit the requested instance',
    )
  })

  it('places nothing on a sled that is not provisionable: 507 when none is left', async () => {
    const sim = timedSim()
    const post = as(sim)
    const setPolicy = (sledId: string, state: Api.SledProvisionPolicy) =>
      post('PUT', `/v1/system/hardware/sleds/${sledId}/provision-policy`, { state })
    for (const id of Object.values(sledIds)) {
      expect((await setPolicy(id, 'non_provisionable')).status).toBe(200)
    }
    // what runs there keeps running
    expect((await view(sim, 'db1')).runState).toBe('running')
    const created = await post('POST', '/v1/instances?project=demo-project', body())
    expect(schema.Instance.parse(created.json).runState).toBe('stopped')
    expectError(
      await post('POST', '/v1/instances/web1/start?project=demo-project'),
      507,
      'InsufficientCapacity',
      'Insufficient capacity: No sleds can fit the requested instance',
    )
    await setPolicy(sledIds.bay17, 'provisionable')
    expect((await post('POST', '/v1/instances/web1/start?project=demo-project')).status).toBe(202)
    const web1 = sim.store.list('instances').find((i) => i.name === 'web1')!
    expect(vmmOf(sim.store, web1.id)?.sled_id).toBe(sledIds.bay17)
  })

  it('fails with 500 for the e2e sentinel name, creating nothing', async () => {
    const sim = timedSim()
    const reply = await as(sim)(
      'POST',
      '/v1/instances?project=demo-project',
      body({ name: 'instance-create-500' }),
    )
    expectError(reply, 500, 'Internal')
    expect(sim.store.list('instances')).toHaveLength(1)
  })

  it('needs a collaborator on the project', async () => {
    const sim = timedSim()
    expectError(
      await as(sim, 'viewer')('POST', '/v1/instances?project=demo-project', body()),
      403,
      'Forbidden',
    )
    expect(
      (await as(sim, 'collaborator')('POST', '/v1/instances?project=demo-project', body())).status,
    ).toBe(201)
  })
})

describe('run states on the clock', () => {
  it('answers a create starting, then runs after one transitionMs', async () => {
    const sim = timedSim(1000)
    const created = await createInstance(sim)
    expect(created.runState).toBe('starting')
    sim.tick(999)
    const starting = await view(sim, 'web1')
    expect(starting.runState).toBe('starting')
    expect(starting.timeRunStateUpdated.toISOString()).toBe(iso(T0))
    sim.tick(1)
    expect((await view(sim, 'web1')).runState).toBe('running')
  })

  it('catches up on a late request, dating each state when it was due', async () => {
    const sim = timedSim(1000)
    await createInstance(sim)
    sim.tick(60_000)
    const running = await view(sim, 'web1')
    expect(running.runState).toBe('running')
    expect(running.timeRunStateUpdated.toISOString()).toBe(iso(T0 + 1000))
  })

  it('answers a create without start stopped, holding no VMM', async () => {
    const sim = timedSim(1000)
    const instance = await createInstance(sim, { start: false })
    expect(instance.runState).toBe('stopped')
    expect(vmmOf(sim.store, instance.id)).toBeUndefined()
  })

  it('stops, starts and reboots with 202 and the instance', async () => {
    const sim = timedSim(1000)
    const post = as(sim)
    const id = instanceIds.db1

    const stop = await post('POST', '/v1/instances/db1/stop?project=demo-project')
    expect(stop.status).toBe(202)
    expect(schema.Instance.parse(stop.json)).toMatchObject({ runState: 'stopping' })
    expect(vmmOf(sim.store, id)).toBeDefined() // released only once stopped
    sim.tick(1000)
    const stopped = await view(sim, 'db1')
    expect(stopped.runState).toBe('stopped')
    expect(stopped.timeRunStateUpdated.toISOString()).toBe(iso(T0 + 1000))
    expect(vmmOf(sim.store, id)).toBeUndefined()

    const start = await post('POST', `/v1/instances/${id}/start`)
    expect(start.status).toBe(202)
    expect(schema.Instance.parse(start.json).runState).toBe('starting')
    expect(vmmOf(sim.store, id)).toBeDefined()
    sim.tick(1000)
    expect((await view(sim, 'db1')).runState).toBe('running')

    const reboot = await post('POST', '/v1/instances/db1/reboot?project=demo-project')
    expect(reboot.status).toBe(202)
    expect(schema.Instance.parse(reboot.json).runState).toBe('rebooting')
    sim.tick(1000)
    expect((await view(sim, 'db1')).runState).toBe('running')
  })

  it('stops a starting or rebooting instance, and a failed one at once', async () => {
    const sim = timedSim(1000)
    const post = as(sim)
    await post('POST', '/v1/instances/db1/reboot?project=demo-project')
    const stop = await post('POST', '/v1/instances/db1/stop?project=demo-project')
    expect(schema.Instance.parse(stop.json).runState).toBe('stopping')
    sim.tick(1000)
    await post('POST', '/v1/instances/db1/start?project=demo-project')
    expect(
      schema.Instance.parse(
        (await post('POST', '/v1/instances/db1/stop?project=demo-project')).json,
      ).runState,
    ).toBe('stopping')
    sim.tick(1000)
    expect((await view(sim, 'db1')).runState).toBe('stopped')

    failInstance(sim.store, sim.store.get('instances', instanceIds.db1)!, sim.now())
    const stopFailed = await post('POST', '/v1/instances/db1/stop?project=demo-project')
    expect(schema.Instance.parse(stopFailed.json).runState).toBe('stopped')
  })

  it('restarts a failed instance by itself, then not again until the cooldown is over', async () => {
    const sim = timedSim(1000)
    const db1 = () => sim.store.get('instances', instanceIds.db1)!
    failInstance(sim.store, db1(), sim.now())
    expect(vmmOf(sim.store, instanceIds.db1)).toBeUndefined()
    expect((await view(sim, 'db1')).runState).toBe('failed')

    sim.tick(1000)
    const restarted = await view(sim, 'db1')
    expect(restarted).toMatchObject({ runState: 'starting', autoRestartEnabled: true })
    expect(restarted.timeLastAutoRestarted?.toISOString()).toBe(iso(T0 + 1000))
    expect(restarted.autoRestartCooldownExpiration?.toISOString()).toBe(iso(T0 + 1000 + 3_600_000))
    sim.tick(1000)
    expect((await view(sim, 'db1')).runState).toBe('running')

    // failed again at T0 + 2 s, within the cooldown that ends at T0 + 1 s + 1 h
    failInstance(sim.store, db1(), sim.now())
    sim.tick(30 * 60_000)
    expect((await view(sim, 'db1')).runState).toBe('failed')
    sim.tick(30 * 60_000 - 1000)
    const again = await view(sim, 'db1')
    expect(again.runState).toBe('starting')
    expect(again.timeLastAutoRestarted?.toISOString()).toBe(iso(T0 + 1000 + 3_600_000))
  })

  it('leaves a failed instance alone when its policy is never', async () => {
    const sim = timedSim(1000)
    const put = await as(sim)('PUT', '/v1/instances/db1?project=demo-project', {
      ncpus: 2,
      memory: 8 * GiB,
      boot_disk: 'db1-boot',
      auto_restart_policy: 'never',
    })
    expect(schema.Instance.parse(put.json)).toMatchObject({
      autoRestartEnabled: false,
      autoRestartPolicy: 'never',
    })
    failInstance(sim.store, sim.store.get('instances', instanceIds.db1)!, sim.now())
    sim.tick(10 * 3_600_000)
    expect((await view(sim, 'db1')).runState).toBe('failed')
  })

  it('fails an instance named …-fails-to-start while it boots (e2e sentinel)', async () => {
    const sim = timedSim(1000)
    await createInstance(sim, { name: 'web-fails-to-start' })
    sim.tick(1000)
    const failed = await view(sim, 'web-fails-to-start')
    expect(failed.runState).toBe('failed')
    expect(failed.timeRunStateUpdated.toISOString()).toBe(iso(T0 + 1000))
    // auto-restart tries once more, then the cooldown holds it in failed
    sim.tick(1000)
    expect((await view(sim, 'web-fails-to-start')).runState).toBe('starting')
    sim.tick(1000)
    expect((await view(sim, 'web-fails-to-start')).runState).toBe('failed')
    sim.tick(60_000)
    expect((await view(sim, 'web-fails-to-start')).runState).toBe('failed')
  })
})

describe('actions refused in the wrong state (spec §4)', () => {
  const states: Api.InstanceState[] = [
    'creating',
    'starting',
    'running',
    'stopping',
    'stopped',
    'rebooting',
    'migrating',
    'repairing',
    'failed',
  ]
  // accepted: the spec's states, plus those where Nexus answers start or stop as a no-op
  const allowed: Record<string, Api.InstanceState[]> = {
    start: ['stopped', 'failed', 'starting', 'running', 'rebooting', 'migrating'],
    stop: ['running', 'starting', 'rebooting', 'failed', 'stopped'],
    reboot: ['running'],
    delete: ['stopped', 'failed'],
    resize: ['stopped', 'failed', 'creating'],
    attachDisk: ['creating', 'stopped'],
    detachDisk: ['creating', 'stopped', 'failed'],
  }
  const attempt: Record<string, (sim: TimedSim) => ReturnType<ReturnType<typeof as>>> = {
    start: (sim) => as(sim)('POST', '/v1/instances/db1/start?project=demo-project'),
    stop: (sim) => as(sim)('POST', '/v1/instances/db1/stop?project=demo-project'),
    reboot: (sim) => as(sim)('POST', '/v1/instances/db1/reboot?project=demo-project'),
    delete: (sim) => as(sim)('DELETE', '/v1/instances/db1?project=demo-project'),
    resize: (sim) =>
      as(sim)('PUT', '/v1/instances/db1?project=demo-project', {
        ncpus: 4,
        memory: 8 * GiB,
        boot_disk: 'db1-boot',
      }),
    attachDisk: (sim) => {
      sim.store.insert('disks', {
        ...sim.store.get('disks', diskIds.db1Data)!,
        id: '00000000-0000-4000-8000-0000000000d1',
        name: 'spare',
        state: { state: 'detached' },
      })
      return as(sim)('POST', '/v1/instances/db1/disks/attach?project=demo-project', {
        disk: 'spare',
      })
    },
    detachDisk: (sim) =>
      as(sim)('POST', '/v1/instances/db1/disks/detach?project=demo-project', { disk: 'db1-data' }),
  }

  for (const [action, ok] of Object.entries(allowed)) {
    it(`${action}: allowed in ${ok.join(', ')} only`, async () => {
      for (const state of states) {
        const sim = timedSim()
        force(sim, 'db1', state)
        const reply = await attempt[action](sim)
        if (ok.includes(state)) {
          expect(reply.status, `${action} in ${state}`).toBeLessThan(300)
        } else {
          expect([400, 409], `${action} in ${state}`).toContain(reply.status)
          schema.Error.parse(reply.json)
        }
      }
    })
  }

  it('answers start of an active instance and stop of a stopped one as Nexus does: a no-op', async () => {
    for (const [action, state] of [
      ['start', 'running'],
      ['start', 'rebooting'],
      ['stop', 'stopped'],
    ] as const) {
      const sim = timedSim()
      force(sim, 'db1', state)
      const before = sim.store.list('instances').find((i) => i.name === 'db1')!
      const reply = await as(sim)('POST', `/v1/instances/db1/${action}?project=demo-project`)
      expect(reply.status, `${action} in ${state}`).toBe(202)
      expect(reply.json).toMatchObject({ run_state: state })
      expect(sim.store.get('instances', before.id)).toEqual(before)
    }
  })

  it('words each refusal like Nexus', async () => {
    const cases: Array<[string, Api.InstanceState, number, string, string]> = [
      [
        'start',
        'repairing',
        409,
        'Conflict',
        'instance is in state repairing but it must be stopped to be started',
      ],
      [
        'start',
        'stopping',
        409,
        'Conflict',
        'instance must finish stopping before it can be started',
      ],
      [
        'stop',
        'creating',
        400,
        'InvalidRequest',
        'cannot change instance state while it is still being created',
      ],
      [
        'reboot',
        'stopped',
        400,
        'InvalidRequest',
        'cannot reboot an instance in state stopped with no VMM',
      ],
      ['reboot', 'failed', 400, 'InvalidRequest', 'instance state cannot be changed from failed'],
      [
        'delete',
        'running',
        400,
        'InvalidRequest',
        'cannot delete instance: instance is running or has not yet fully stopped',
      ],
      [
        'delete',
        'creating',
        400,
        'InvalidRequest',
        'instance cannot be deleted in state "creating"',
      ],
      ['resize', 'running', 409, 'Conflict', 'instance must be stopped to change CPU or memory'],
      [
        'attachDisk',
        'running',
        400,
        'InvalidRequest',
        'cannot attach disk: instance is not fully stopped',
      ],
      [
        'attachDisk',
        'failed',
        400,
        'InvalidRequest',
        'cannot attach disk to instance in failed state',
      ],
      [
        'detachDisk',
        'rebooting',
        400,
        'InvalidRequest',
        'cannot detach disk: instance is not fully stopped',
      ],
    ]
    for (const [action, state, status, code, message] of cases) {
      const sim = timedSim()
      force(sim, 'db1', state)
      expectError(await attempt[action](sim), status, code, message)
    }
  })
})

describe('instanceUpdate', () => {
  it('resizes a stopped instance and keeps the rest', async () => {
    const sim = timedSim()
    force(sim, 'db1', 'stopped')
    const reply = await as(sim)('PUT', '/v1/instances/db1?project=demo-project', {
      ncpus: 4,
      memory: 16 * GiB,
      boot_disk: 'db1-boot',
    })
    expect(reply.status).toBe(200)
    const updated = schema.Instance.parse(reply.json)
    expect(updated).toMatchObject({ ncpus: 4, memory: 16 * GiB, bootDiskId: diskIds.db1Boot })
    expect(updated.timeModified.getTime()).toBe(T0)
  })

  it('treats an absent boot_disk as "no boot disk" (PUT), which needs the instance stopped', async () => {
    const sim = timedSim()
    const put = as(sim)
    const same = { ncpus: 2, memory: 8 * GiB }
    expectError(
      await put('PUT', '/v1/instances/db1?project=demo-project', same),
      409,
      'Conflict',
      'instance must be stopped to set boot disk',
    )
    force(sim, 'db1', 'stopped')
    const reply = await put('PUT', '/v1/instances/db1?project=demo-project', same)
    expect(schema.Instance.parse(reply.json).bootDiskId).toBeNull()
  })

  it('sets the boot disk only to a disk attached to the instance', async () => {
    const sim = timedSim()
    force(sim, 'db1', 'stopped')
    const put = as(sim)
    const ok = await put('PUT', '/v1/instances/db1?project=demo-project', {
      ncpus: 2,
      memory: 8 * GiB,
      boot_disk: diskIds.db1Data,
    })
    expect(schema.Instance.parse(ok.json).bootDiskId).toBe(diskIds.db1Data)
    await createInstance(sim, { name: 'other', start: false, disks: [] })
    expectError(
      await put('PUT', '/v1/instances/other?project=demo-project', {
        ncpus: 2,
        memory: 8 * GiB,
        boot_disk: 'db1-boot',
      }),
      409,
      'Conflict',
      'boot disk must be attached',
    )
  })

  it('changes the auto-restart policy in any state, and validates sizes', async () => {
    const sim = timedSim()
    const put = as(sim)
    const reply = await put('PUT', '/v1/instances/db1?project=demo-project', {
      ncpus: 2,
      memory: 8 * GiB,
      boot_disk: 'db1-boot',
      auto_restart_policy: 'best_effort',
    })
    expect(schema.Instance.parse(reply.json)).toMatchObject({
      autoRestartPolicy: 'best_effort',
      runState: 'running',
    })
    expectError(
      await put('PUT', '/v1/instances/db1?project=demo-project', { ncpus: 2, memory: 3 }),
      400,
      'InvalidValue',
    )
    // memory is required (PUT replaces the sizes)
    expectBodyRefused(await put('PUT', '/v1/instances/db1?project=demo-project', { ncpus: 2 }))
  })

  it('checks quotas when a stopped instance grows only once it starts', async () => {
    const sim = timedSim()
    await createInstance(sim, { start: false })
    const quotas = sim.store.list('siloQuotas')[0]
    sim.store.update('siloQuotas', { ...quotas, cpus: 8 })
    const req = as(sim)
    // db1 holds 2 of the 8 vCPUs; a stopped instance holds none
    const grown = await req('PUT', '/v1/instances/web1?project=demo-project', {
      ncpus: 7,
      memory: 4 * GiB,
    })
    expect(schema.Instance.parse(grown.json)).toMatchObject({ ncpus: 7, runState: 'stopped' })
    expectError(
      await req('POST', '/v1/instances/web1/start?project=demo-project'),
      507,
      'InsufficientCapacity',
    )
    await req('PUT', '/v1/instances/web1?project=demo-project', { ncpus: 6, memory: 4 * GiB })
    const started = await req('POST', '/v1/instances/web1/start?project=demo-project')
    expect(schema.Instance.parse(started.json)).toMatchObject({ ncpus: 6, runState: 'starting' })
  })
})

describe('instanceDelete', () => {
  it('removes a stopped instance and everything that hangs off it', async () => {
    const sim = timedSim(1000)
    const req = as(sim)
    await req('POST', '/v1/floating-ips/ingress/attach?project=demo-project', {
      kind: 'instance',
      parent: 'db1',
    })
    await req('POST', '/v1/instances/db1/stop?project=demo-project')
    sim.tick(1000)
    const reply = await req('DELETE', '/v1/instances/db1?project=demo-project')
    expect(reply.status).toBe(204)

    const id = instanceIds.db1
    expect(sim.store.get('instances', id)).toBeUndefined()
    expect(sim.store.list('disks').map((d) => d.state)).toEqual([
      { state: 'detached' },
      { state: 'detached' },
    ])
    expect(sim.store.list('networkInterfaces')).toEqual([])
    expect(sim.store.list('ephemeralIps')).toEqual([])
    expect(sim.store.list('floatingIps')[0].instance_id).toBeNull()
    expect(sim.store.list('instanceSshKeys')).toEqual([])
    expect(sim.store.list('antiAffinityGroupMembers')).toEqual([])
    expect(sim.store.list('vmms')).toEqual([])
    expect((await req('GET', `/v1/instances/${id}`)).status).toBe(404)
  })
})

describe('instance disks', () => {
  it('lists the attached disks', async () => {
    const reply = await as(timedSim(), 'viewer')(
      'GET',
      '/v1/instances/db1/disks?project=demo-project',
    )
    const page = schema.DiskResultsPage.parse(reply.json)
    expect(page.items.map((d) => d.name)).toEqual(['db1-boot', 'db1-data'])
  })

  it('detaches and attaches with 202 and the disk, never the boot disk', async () => {
    const sim = timedSim()
    force(sim, 'db1', 'stopped')
    const post = as(sim)
    const detach = await post('POST', '/v1/instances/db1/disks/detach?project=demo-project', {
      disk: 'db1-data',
    })
    expect(detach.status).toBe(202)
    expect(schema.Disk.parse(detach.json).state).toEqual({ state: 'detached' })
    // detaching again is a no-op, as in Nexus
    expect(
      (
        await post('POST', '/v1/instances/db1/disks/detach?project=demo-project', {
          disk: 'db1-data',
        })
      ).status,
    ).toBe(202)

    const attach = await post('POST', '/v1/instances/db1/disks/attach?project=demo-project', {
      disk: diskIds.db1Data,
    })
    expect(attach.status).toBe(202)
    expect(schema.Disk.parse(attach.json).state).toEqual({
      state: 'attached',
      instance: instanceIds.db1,
    })

    expectError(
      await post('POST', '/v1/instances/db1/disks/detach?project=demo-project', {
        disk: 'db1-boot',
      }),
      409,
      'Conflict',
      'boot disk cannot be detached',
    )
    expectError(
      await post('POST', '/v1/instances/db1/disks/attach?project=demo-project', { disk: 'nope' }),
      404,
      'ObjectNotFound',
      'not found: disk with name "nope"',
    )
  })

  it('refuses a disk of another instance, and a thirteenth disk', async () => {
    const sim = timedSim()
    const instance = await createInstance(sim, { name: 'other', start: false })
    sim.tick(1000)
    const post = as(sim)
    expectError(
      await post('POST', '/v1/instances/other/disks/attach?project=demo-project', {
        disk: 'db1-data',
      }),
      400,
      'InvalidRequest',
      'cannot attach disk "db1-data": disk is attached to another instance',
    )
    const template = sim.store.get('disks', diskIds.db1Data)!
    for (let i = 0; i < 13; i++) {
      sim.store.insert('disks', {
        ...template,
        id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        name: `extra-${i}`,
        state: i < 12 ? { state: 'attached', instance: instance.id } : { state: 'detached' },
      })
    }
    expectError(
      await post('POST', '/v1/instances/other/disks/attach?project=demo-project', {
        disk: 'extra-12',
      }),
      400,
      'InvalidRequest',
      'cannot attach more than 12 disks to instance',
    )
  })
})

describe('instance external IPs', () => {
  it('lists them, ephemeral first', async () => {
    const reply = await as(timedSim(), 'viewer')(
      'GET',
      '/v1/instances/db1/external-ips?project=demo-project',
    )
    expect(schema.ExternalIpResultsPage.parse(reply.json)).toEqual({
      items: [{ kind: 'ephemeral', ip: '203.0.113.10' }],
      nextPage: null,
    })
  })

  it('detaches and attaches the ephemeral IP', async () => {
    const sim = timedSim()
    const req = as(sim)
    expectError(
      await req('POST', '/v1/instances/db1/external-ips/ephemeral?project=demo-project', {}),
      400,
      'InvalidRequest',
      'instance already has an ephemeral IP',
    )
    expect(
      (await req('DELETE', '/v1/instances/db1/external-ips/ephemeral?project=demo-project')).status,
    ).toBe(204)
    expectError(
      await req('DELETE', '/v1/instances/db1/external-ips/ephemeral?project=demo-project'),
      400,
      'InvalidRequest',
      'instance does not have an ephemeral IP attached',
    )
    expectError(
      await req('POST', '/v1/instances/db1/external-ips/ephemeral?project=demo-project', {
        pool: 'nope',
      }),
      404,
      'ObjectNotFound',
      'not found: ip-pool with name "nope"',
    )
    const attach = await req(
      'POST',
      '/v1/instances/db1/external-ips/ephemeral?project=demo-project',
      { pool: 'default' },
    )
    expect(attach.status).toBe(202)
    expect(schema.ExternalIp.parse(attach.json)).toEqual({ kind: 'ephemeral', ip: '203.0.113.10' })
  })

  it('refuses changes while the instance is in transition', async () => {
    const sim = timedSim()
    const detach = () =>
      as(sim)('DELETE', '/v1/instances/db1/external-ips/ephemeral?project=demo-project')
    force(sim, 'db1', 'stopping')
    expectError(await detach(), 503, 'ServiceNotAvailable', 'Service Unavailable')
    force(sim, 'db1', 'failed')
    expectError(
      await detach(),
      400,
      'InvalidRequest',
      'cannot detach ephemeral IP from instance in failed state',
    )
    // a rebooting instance keeps its VMM on its sled: the change goes through
    force(sim, 'db1', 'rebooting')
    expect((await detach()).status).toBe(204)
  })
})

describe('instanceSshPublicKeyList', () => {
  it('lists the keys the instance was given', async () => {
    const reply = await as(timedSim(), 'viewer')(
      'GET',
      '/v1/instances/db1/ssh-public-keys?project=demo-project',
    )
    const page = schema.SshKeyResultsPage.parse(reply.json)
    expect(page.items.map((k) => k.name)).toEqual(['laptop'])
  })
})
