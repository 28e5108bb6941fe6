import { describe, expect, it } from 'vitest'
import { createSim, type Sim } from '../index'
import { FLEET_ID, sledIds, supportBundleIds } from '../seed'
import { physicalDisks } from '../seed/physical-disks'
import { silos } from '../seed/silos'
import { sleds } from '../seed/sleds'
import { memoryStore } from '../store/memory'
import { DEFAULT_LOG_BYTES, MAX_LOG_BYTES } from '../formats/support-bundle-files'
import { timedSim } from '../testing/test-clock'
import { expectError, schema, signedIn } from '../testing/test-utils'
import { readZip } from '../testing/test-zip'

const BASE = '/experimental/v1/system/support-bundles'
const ACTIVE = `${BASE}/${supportBundleIds.active}`
const FAILED = `${BASE}/${supportBundleIds.failed}`
const decoder = new TextDecoder()

/** A request answered as the client gets it, body unread */
async function raw(
  sim: Sim,
  method: string,
  path: string,
  opts: { user?: string; headers?: Record<string, string> } = {},
) {
  const token = sim.createSession(opts.user ?? 'admin')
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { cookie: `session=${token}`, ...opts.headers },
  })
  return sim.fetch(request, { target: path })
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

/** Byte arrays compared whole (the matcher's element-by-element walk is slow for megabytes) */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

/** Makes the demo user `viewer` a fleet viewer too */
function fleetViewer(sim: Sim) {
  const user = sim.store.list('users').find((u) => u.display_name === 'viewer')!
  const policy = sim.store.get('policies', FLEET_ID)!
  sim.store.transaction(() =>
    sim.store.update('policies', {
      ...policy,
      role_assignments: [
        ...policy.role_assignments,
        { identity_id: user.id, identity_type: 'silo_user', role_name: 'viewer' },
      ],
    }),
  )
}

describe('support bundles: records and states', () => {
  it('lists the bundles by id, in the contract shape and nothing more', async () => {
    const sim = timedSim()
    const api = signedIn(sim)
    const reply = await api('GET', BASE)
    expect(reply.status).toBe(200)
    const page = schema.SupportBundleInfoResultsPage.parse(reply.json)
    expect(page.items.map((b) => b.id)).toEqual(
      [supportBundleIds.active, supportBundleIds.failed].sort(),
    )
    for (const item of (reply.json as { items: object[] }).items) {
      expect(Object.keys(item).sort()).toEqual([
        'id',
        'reason_for_creation',
        'reason_for_failure',
        'state',
        'time_created',
      ])
    }
    const failed = page.items.find((b) => b.id === supportBundleIds.failed)!
    expect(failed).toMatchObject({
      state: 'failed',
      reasonForFailure: 'Allocated dataset no longer exists',
    })
  })

  it('creates a bundle collecting, which becomes active once collected', async () => {
    const sim = timedSim(5000)
    const api = signedIn(sim)
    const reply = await api('POST', BASE)
    expect(reply.status).toBe(201)
    const bundle = schema.SupportBundleInfo.parse(reply.json)
    expect(bundle).toMatchObject({
      state: 'collecting',
      reasonForCreation: 'Created by external API',
      reasonForFailure: null,
      timeCreated: new Date(sim.now()),
    })
    const url = `${BASE}/${bundle.id}`
    sim.tick(4999)
    expect(await api('GET', url)).toMatchObject({ json: { state: 'collecting' } })
    expectError(
      await api('GET', `${url}/download`),
      400,
      'InvalidRequest',
      'Cannot download bundle in non-active state',
    )
    sim.tick(1)
    expect(await api('GET', url)).toMatchObject({ json: { state: 'active' } })
    expect((await raw(sim, 'GET', `${url}/download`)).status).toBe(200)
  })

  it('takes one U.2 disk per bundle, and answers 507 when none is free', async () => {
    const sim = timedSim(1000)
    const api = signedIn(sim)
    // one disk is the demo's active bundle's; the failed one's disk is gone
    const free = physicalDisks.length - 1
    const made: string[] = []
    for (let i = 0; i < free; i++) {
      const reply = await api('POST', BASE)
      expect(reply.status).toBe(201)
      made.push((reply.json as { id: string }).id)
    }
    const disks = new Set(sim.store.list('supportBundles').map((b) => b.physical_disk_id))
    expect(disks.size).toBe(physicalDisks.length + 1) // and null, the failed one's
    expectError(
      await api('POST', BASE),
      507,
      'InsufficientCapacity',
      "Insufficient capacity: Current policy limits support bundle creation to 'one per external disk', " +
        'and no disks are available. You must delete old support bundles before new ones can be created',
    )
    // a bundle being destroyed keeps its dataset until its storage is freed
    expect((await api('DELETE', `${BASE}/${made[0]}`)).status).toBe(204)
    expect((await api('POST', BASE)).status).toBe(507)
    sim.tick(1000)
    expect((await api('POST', BASE)).status).toBe(201)
  })

  it('takes a disk of a sled added later', async () => {
    const sim = timedSim()
    const api = signedIn(sim)
    for (let i = 1; i < physicalDisks.length; i++) await api('POST', BASE)
    expect((await api('POST', BASE)).status).toBe(507)
    const added = await api('POST', '/v1/system/hardware/sleds', {
      serial: 'BRM44220011',
      part: '913-0000019',
    })
    expect(added.status).toBe(201)
    expect((await api('POST', BASE)).status).toBe(201)
  })

  it('deletes: destroying at once, gone once the storage is freed', async () => {
    const sim = timedSim(2000)
    const api = signedIn(sim)
    expect((await api('DELETE', ACTIVE)).status).toBe(204)
    expect(await api('GET', ACTIVE)).toMatchObject({ json: { state: 'destroying' } })
    expectError(
      await api('GET', `${ACTIVE}/download`),
      400,
      'InvalidRequest',
      'Cannot download bundle in non-active state',
    )
    expectError(
      await api('DELETE', ACTIVE),
      400,
      'InvalidRequest',
      'Cannot update support bundle state from Destroying to Destroying',
    )
    sim.tick(2000)
    expectError(
      await api('GET', ACTIVE),
      404,
      'ObjectNotFound',
      `not found: support-bundle with id "${supportBundleIds.active}"`,
    )
    const ids = schema.SupportBundleInfoResultsPage.parse((await api('GET', BASE)).json).items
    expect(ids.map((b) => b.id)).toEqual([supportBundleIds.failed])
  })

  it('cancels a bundle still collecting', async () => {
    const sim = timedSim(3000)
    const api = signedIn(sim)
    const { id } = (await api('POST', BASE)).json as { id: string }
    expect((await api('DELETE', `${BASE}/${id}`)).status).toBe(204)
    sim.tick(3000)
    expect((await api('GET', `${BASE}/${id}`)).status).toBe(404)
  })

  it('refuses to delete a failed bundle, as Nexus does at the contract commit', async () => {
    const api = signedIn(timedSim())
    expectError(
      await api('DELETE', FAILED),
      400,
      'InvalidRequest',
      'Cannot update support bundle state from Failed to Destroying',
    )
  })

  it('is the fleet’s: others do not see a bundle, fleet viewers may not change one', async () => {
    const sim = timedSim()
    expectError(
      await signedIn(sim, 'collaborator')('GET', ACTIVE),
      404,
      'ObjectNotFound',
      `not found: support-bundle with id "${supportBundleIds.active}"`,
    )
    expectError(await signedIn(sim, 'collaborator')('GET', BASE), 403, 'Forbidden', 'Forbidden')
    expectError(await signedIn(sim, 'collaborator')('POST', BASE), 403, 'Forbidden')
    fleetViewer(sim)
    const viewer = signedIn(sim, 'viewer')
    expect((await viewer('GET', ACTIVE)).status).toBe(200)
    expect((await raw(sim, 'GET', `${ACTIVE}/download`, { user: 'viewer' })).status).toBe(200)
    expectError(await viewer('DELETE', ACTIVE), 403, 'Forbidden')
    expectError(await viewer('POST', BASE), 403, 'Forbidden')
  })

  it('refuses an id that is not a uuid as Dropshot does', async () => {
    const reply = await signedIn(timedSim())('GET', `${BASE}/not-a-uuid`)
    expect(reply.status).toBe(400)
    expect(reply.json).toMatchObject({
      message: expect.stringMatching(/^bad parameter in URL path/),
    })
  })
})

describe('support bundles: downloads', () => {
  it('downloads the whole zip, its length announced, whatever Range asks for', async () => {
    const sim = timedSim()
    const response = await raw(sim, 'GET', `${ACTIVE}/download`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    const zip = await bytesOf(response)
    expect(Number(response.headers.get('content-length'))).toBe(zip.length)

    // Nexus reads the header but does not pass it on at the contract's commit
    const ranged = await raw(sim, 'GET', `${ACTIVE}/download`, { headers: { range: 'bytes=0-9' } })
    expect(ranged.status).toBe(200)
    expect(ranged.headers.get('content-range')).toBeNull()
    expect(same(await bytesOf(ranged), zip)).toBe(true)
  })

  it('holds what the collection found, laid out as Nexus lays out a bundle', async () => {
    const zip = await bytesOf(await raw(timedSim(), 'GET', `${ACTIVE}/download`))
    const entries = readZip(zip)
    const rack = `rack/${sleds[0].rack_id}/`
    const sledIdsSorted = Object.values(sledIds).sort()
    expect(entries.map((e) => e.name)).toEqual([
      'bundle_id.txt',
      'nexus.log',
      'rack/',
      rack,
      `${rack}sled/`,
      ...sledIdsSorted.flatMap((id) => [`${rack}sled/${id}/`, `${rack}sled/${id}/sled.txt`]),
      'silos.json',
    ])
    const file = (name: string) => decoder.decode(entries.find((e) => e.name === name)!.data)
    expect(file('bundle_id.txt')).toBe(supportBundleIds.active)
    const sled = JSON.parse(file(`${rack}sled/${sledIds.bay15}/sled.txt`))
    expect(sled).toEqual(sleds.find((s) => s.id === sledIds.bay15))
    expect(JSON.parse(file('silos.json'))).toEqual(silos)
    const log = entries.find((e) => e.name === 'nexus.log')!
    expect(log.size).toBe(DEFAULT_LOG_BYTES)
    expect(file('nexus.log')).toMatch(
      new RegExp(
        `^2025-02-14T15:20:00\\.000Z INFO nexus: support bundle ${supportBundleIds.active} requested: Created by external API\n`,
      ),
    )
  })

  it('gives the same bytes every time', async () => {
    const sim = timedSim()
    const first = await bytesOf(await raw(sim, 'GET', `${ACTIVE}/download`))
    const second = await bytesOf(await raw(sim, 'GET', `${ACTIVE}/download`))
    expect(same(second, first)).toBe(true)
  })

  it('answers HEAD with the headers of the download and no body', async () => {
    const sim = timedSim()
    const get = await raw(sim, 'GET', `${ACTIVE}/download`)
    const head = await raw(sim, 'HEAD', `${ACTIVE}/download`)
    expect(head.status).toBe(200)
    expect([...head.headers]).toEqual([...get.headers])
    expect(head.body).toBeNull()
  })

  it('lists the names in the zip, one a line', async () => {
    const sim = timedSim()
    const names = readZip(await bytesOf(await raw(sim, 'GET', `${ACTIVE}/download`))).map(
      (e) => e.name,
    )
    const index = await raw(sim, 'GET', `${ACTIVE}/index`)
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toBe('text/plain')
    const text = await index.text()
    expect(text).toBe(names.join('\n'))
    expect(Number(index.headers.get('content-length'))).toBe(text.length)
  })

  it('downloads one file, by a name with its folders', async () => {
    const sim = timedSim()
    const plain = await raw(sim, 'GET', `${ACTIVE}/download/bundle_id.txt`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toBe('application/octet-stream')
    expect(plain.headers.get('accept-ranges')).toBe('bytes')
    expect(await plain.text()).toBe(supportBundleIds.active)

    const name = encodeURIComponent(`rack/${sleds[0].rack_id}/sled/${sledIds.bay14}/sled.txt`)
    const nested = await raw(sim, 'GET', `${ACTIVE}/download/${name}`)
    const text = await nested.text()
    expect(JSON.parse(text)).toEqual(sleds.find((s) => s.id === sledIds.bay14))
    expect(Number(nested.headers.get('content-length'))).toBe(text.length)

    const head = await raw(sim, 'HEAD', `${ACTIVE}/download/nexus.log`)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(DEFAULT_LOG_BYTES))
    expect(head.body).toBeNull()
  })

  it('refuses a name the zip does not hold, or a folder, as the sled agent does', async () => {
    const sim = timedSim()
    const missing = await raw(sim, 'GET', `${ACTIVE}/download/nothing.txt`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'Entry not found' })
    const folder = await raw(sim, 'GET', `${ACTIVE}/download/rack%2F`)
    expect(folder.status).toBe(400)
    const body = await folder.json()
    expect(body).toMatchObject({ message: 'Not a file' })
    expect(body.error_code).toBeUndefined()
    expect((await raw(sim, 'HEAD', `${ACTIVE}/download/rack`)).status).toBe(404)
  })

  it('refuses every download of a bundle that is not active', async () => {
    const sim = timedSim()
    for (const [method, path] of [
      ['GET', 'download'],
      ['HEAD', 'download'],
      ['GET', 'index'],
      ['GET', 'download/bundle_id.txt'],
      ['HEAD', 'download/bundle_id.txt'],
    ]) {
      const response = await raw(sim, method, `${FAILED}/${path}`)
      expect(response.status, `${method} ${path}`).toBe(400)
      expect(await response.json()).toMatchObject({
        error_code: 'InvalidRequest',
        message: 'Cannot download bundle in non-active state',
      })
    }
  })
})

describe('support bundles: size and memory', () => {
  const bigSim = (bytes: number) =>
    createSim({ store: memoryStore(), timing: { transitionMs: 0 }, supportBundleLogBytes: bytes })

  it('makes the log of new bundles as large as createSim asks', async () => {
    const sim = bigSim(5_000_003)
    const { id } = (await signedIn(sim)('POST', BASE)).json as { id: string }
    const head = await raw(sim, 'HEAD', `${BASE}/${id}/download/nexus.log`)
    expect(head.headers.get('content-length')).toBe('5000003')
    const log = await (await raw(sim, 'GET', `${BASE}/${id}/download/nexus.log`)).text()
    expect(log.length).toBe(5_000_003)
    // the demo's bundle keeps the size it was collected with
    const demo = await raw(sim, 'HEAD', `${ACTIVE}/download/nexus.log`)
    expect(demo.headers.get('content-length')).toBe(String(DEFAULT_LOG_BYTES))
  })

  it('writes whole log lines in time order across chunks, cutting only the last', async () => {
    const sim = bigSim(300_001)
    const { id } = (await signedIn(sim)('POST', BASE)).json as { id: string }
    const log = await (await raw(sim, 'GET', `${BASE}/${id}/download/nexus.log`)).text()
    const lines = log.split('\n')
    const last = lines.pop()!
    expect(lines.length).toBeGreaterThan(3000)
    const line =
      /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z) (INFO nexus: .+|DEBG sled-agent \(BRM\d+\): heartbeat (\d+), all zones running)$/
    let time = ''
    let seq = 0
    for (const text of lines) {
      const [, at, , n] = line.exec(text) ?? []
      expect(at, text).toBeDefined()
      expect(at >= time).toBe(true)
      time = at
      if (n) expect(Number(n)).toBe(++seq)
    }
    // the size ends inside a line: its start is there
    expect(last).toMatch(/^\d{4}-\d\d-/)
    expect(log.length).toBe(300_001)
  })

  it('bounds the log to what a zip without ZIP64 holds', async () => {
    const sim = bigSim(2 ** 40)
    const { id } = (await signedIn(sim)('POST', BASE)).json as { id: string }
    const head = await raw(sim, 'HEAD', `${BASE}/${id}/download`)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(MAX_LOG_BYTES)
    expect(Number(head.headers.get('content-length'))).toBeLessThan(2 ** 32)
  })

  it('streams a large bundle a chunk at a time, making nothing ahead of the reader', async () => {
    const sim = bigSim(1024 ** 3)
    const { id } = (await signedIn(sim)('POST', BASE)).json as { id: string }
    const response = await raw(sim, 'GET', `${BASE}/${id}/download`)
    expect(response.headers.get('content-length')).toMatch(/^10737\d{5}$/)
    const reader = response.body!.getReader()
    let read = 0
    for (let i = 0; i < 40; i++) {
      const { value } = await reader.read()
      expect(value!.length).toBeLessThanOrEqual(128 * 1024)
      read += value!.length
    }
    expect(read).toBeLessThan(3 * 1024 * 1024)
    await reader.cancel()
  })
})
