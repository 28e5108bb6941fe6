import { describe, expect, it } from 'vitest'
import { supportBundleIds } from '../seed'
import { trustRoots } from '../seed/system-update'
import { crc32, zipChunks } from '../formats/zip'
import { servedVersion, shapeProblems } from '../testing/response-shape'
import { T0, timedSim } from '../testing/test-clock'
import { call, expectError, setup, type Reply } from '../testing/test-utils'

const NEWEST = servedVersion('2026081901.0.0')
const shapeOk = (id: string, reply: Reply) =>
  expect(shapeProblems(NEWEST, id, reply.json)).toEqual([])

/** A current release on a fake clock: each update step takes `step` ms */

const encoder = new TextEncoder()
const KEY = Object.keys((trustRoots[0].root_role.signed as { keys: object }).keys)[0]

/** A tufaceous-style repository's files, signed (by key id) with `keyid`, for `version` */
function repoFiles(version: string, keyid = KEY) {
  const signed = (type: string, extra: object) =>
    JSON.stringify({ signed: { _type: type, ...extra }, signatures: [{ keyid, sig: '00' }] })
  const files: Record<string, string> = {
    'repo/metadata/1.root.json': JSON.stringify(trustRoots[0].root_role),
    'repo/metadata/timestamp.json': signed('timestamp', {
      meta: { 'snapshot.json': { version: 1 } },
    }),
    'repo/metadata/1.snapshot.json': signed('snapshot', {
      meta: { 'targets.json': { version: 1 } },
    }),
    'repo/metadata/1.targets.json': signed('targets', { targets: { 'artifacts.json': {} } }),
    'repo/targets/0a1b.artifacts.json': JSON.stringify({ system_version: version, artifacts: [] }),
  }
  return files
}

/** The repository as a ZIP of stored entries */
function repoZip(version: string, keyid = KEY) {
  const files = repoFiles(version, keyid)
  const entries = Object.entries(files).map(([name, text]) => {
    const bytes = encoder.encode(text)
    return { name, size: bytes.length, content: () => [bytes] }
  })
  const chunks = [...zipChunks(entries, T0)]
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

/** The repository as a ZIP of deflated entries, written by hand (APPNOTE 4.3) */
async function deflatedZip(files: Record<string, string>) {
  const parts: Uint8Array<ArrayBuffer>[] = []
  const central: Uint8Array<ArrayBuffer>[] = []
  let offset = 0
  const header = (size: number, fill: (v: DataView) => void) => {
    const bytes = new Uint8Array(size)
    fill(new DataView(bytes.buffer))
    return bytes
  }
  for (const [name, text] of Object.entries(files)) {
    const raw = encoder.encode(text)
    const packed = new Uint8Array(
      await new Response(
        new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate-raw')),
      ).arrayBuffer(),
    )
    const nameBytes = encoder.encode(name)
    const crc = crc32(raw)
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true)
      v.setUint16(4, 20, true)
      v.setUint16(8, 8, true)
      v.setUint32(14, crc, true)
      v.setUint32(18, packed.length, true)
      v.setUint32(22, raw.length, true)
      v.setUint16(26, nameBytes.length, true)
    })
    central.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true)
        v.setUint16(4, 20, true)
        v.setUint16(6, 20, true)
        v.setUint16(10, 8, true)
        v.setUint32(16, crc, true)
        v.setUint32(20, packed.length, true)
        v.setUint32(24, raw.length, true)
        v.setUint16(28, nameBytes.length, true)
        v.setUint32(42, offset, true)
      }),
      nameBytes,
    )
    parts.push(local, nameBytes, packed)
    offset += local.length + nameBytes.length + packed.length
  }
  const directorySize = central.reduce((n, c) => n + c.length, 0)
  const count = Object.keys(files).length
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true)
    v.setUint16(8, count, true)
    v.setUint16(10, count, true)
    v.setUint32(12, directorySize, true)
    v.setUint32(16, offset, true)
  })
  return new Uint8Array(await new Blob([...parts, ...central, end]).arrayBuffer())
}

async function upload(sim: ReturnType<typeof setup>, bytes: Uint8Array, as = 'admin') {
  const path = '/v1/system/update/repositories?file_name=my-repo.zip'
  const request = new Request(`http://localhost${path}`, {
    method: 'PUT',
    headers: {
      cookie: `session=${sim.createSession(as)}`,
      'content-type': 'application/octet-stream',
    },
    body: bytes as Uint8Array<ArrayBuffer>,
  })
  const response = await sim.fetch(request, { target: path })
  return {
    status: response.status,
    headers: response.headers,
    json: await response.json(),
  } as Reply
}

describe('system update status', () => {
  it('before any target release: every component on its install-time software', async () => {
    const sim = setup({ release: 'current' })
    const reply = await call(sim, 'GET', '/v1/system/update/status', { as: 'admin' })
    expect(reply.status).toBe(200)
    shapeOk('systemUpdateStatus', reply)
    const status = reply.json as Record<string, unknown>
    expect(status).toMatchObject({ target_release: null, suspended: false, contact_support: false })
    const counts = status.components_by_release_version as Record<string, number>
    expect(Object.keys(counts).sort()).toEqual(['install dataset', 'unknown'])
    expectError(
      await call(sim, 'GET', '/v1/system/update/status', { as: 'viewer' }),
      403,
      'Forbidden',
    )
  })

  it('moves the components to the target release one step at a time', async () => {
    const sim = timedSim(1000, { release: 'current' })
    const { tick } = sim
    const status = async () =>
      (await call(sim, 'GET', '/v1/system/update/status', { as: 'admin' })).json as {
        components_by_release_version: Record<string, number>
        target_release: { version: string } | null
        time_last_step_planned: string
      }
    const before = await status()
    const total = Object.values(before.components_by_release_version).reduce((a, b) => a + b)
    const set = await call(sim, 'PUT', '/v1/system/update/target-release', {
      as: 'admin',
      body: { system_version: '13.0.0' },
    })
    expect(set.status).toBe(204)
    tick(5000)
    const midway = await status()
    expect(midway.target_release?.version).toBe('13.0.0')
    expect(midway.components_by_release_version['13.0.0']).toBe(5)
    expect(midway.time_last_step_planned).toBe(new Date(T0 + 5000).toISOString())
    tick(total * 1000)
    expect((await status()).components_by_release_version).toEqual({ '13.0.0': total })

    // the next release starts from the one before
    await call(sim, 'PUT', '/v1/system/update/target-release', {
      as: 'admin',
      body: { system_version: '14.0.0' },
    })
    tick(3000)
    expect((await status()).components_by_release_version).toEqual({
      '14.0.0': 3,
      '13.0.0': total - 3,
    })
  })

  it('recovery: nothing to recover from once a target release is set', async () => {
    const sim = setup({ release: 'current' })
    const recover = (version: string, as = 'admin') =>
      call(sim, 'PUT', '/v1/system/update/recovery-finish', {
        as,
        body: { system_version: version },
      })
    expectError(
      await recover('15.0.0'),
      404,
      'ObjectNotFound',
      'not found: tuf-repo with id "15.0.0"',
    )
    expectError(await recover('13.0.0', 'viewer'), 403, 'Forbidden')
    expect((await recover('13.0.0')).status).toBe(204)
    expectError(
      await recover('13.0.0'),
      400,
      'InvalidRequest',
      'Target release cannot be changed: no evidence a mupdate has occurred - recovery not needed',
    )
  })
})

describe('TUF repositories', () => {
  it('lists by semantic version, newest first, in pages', async () => {
    const sim = setup({ release: 'current' })
    const list = await call(sim, 'GET', '/v1/system/update/repositories', { as: 'admin' })
    shapeOk('systemUpdateRepositoryList', list)
    const page = list.json as { items: { system_version: string }[] }
    expect(page.items.map((r) => r.system_version)).toEqual(['14.1.0-rc.1', '14.0.0', '13.0.0'])
    const first = (
      await call(sim, 'GET', '/v1/system/update/repositories?limit=2&sort_by=version_ascending', {
        as: 'admin',
      })
    ).json as { items: { system_version: string }[]; next_page: string }
    expect(first.items.map((r) => r.system_version)).toEqual(['13.0.0', '14.0.0'])
    const next = (
      await call(sim, 'GET', `/v1/system/update/repositories?page_token=${first.next_page}`, {
        as: 'admin',
      })
    ).json as { items: { system_version: string }[] }
    expect(next.items.map((r) => r.system_version)).toEqual(['14.1.0-rc.1'])
    const one = await call(sim, 'GET', '/v1/system/update/repositories/14.0.0', { as: 'admin' })
    shapeOk('systemUpdateRepositoryView', one)
    expectError(
      await call(sim, 'GET', '/v1/system/update/repositories/9.9.9', { as: 'admin' }),
      404,
      'ObjectNotFound',
      'not found: tuf-repo with id "9.9.9"',
    )
    expectError(
      await call(sim, 'GET', '/v1/system/update/repositories', { as: 'viewer' }),
      403,
      'Forbidden',
    )
  })

  it('uploads an archive signed by a trusted key, once per version and hash', async () => {
    const sim = setup({ release: 'current' })
    const zip = repoZip('15.0.0')
    const first = await upload(sim, zip)
    expect(first.status).toBe(200)
    shapeOk('systemUpdateRepositoryUpload', first)
    expect(first.json).toMatchObject({
      status: 'inserted',
      repo: { system_version: '15.0.0', file_name: 'my-repo.zip' },
    })
    expect((await upload(sim, zip)).json).toMatchObject({ status: 'already_exists' })
    // the same version in other bytes
    const altered = await upload(sim, withOtherBytes(zip))
    expectError(
      altered,
      409,
      'Conflict',
      /^Uploaded repository with system version 15\.0\.0 has SHA256 hash [0-9a-f]{64}, but existing/,
    )
    // a target release may now name it
    const set = await call(sim, 'PUT', '/v1/system/update/target-release', {
      as: 'admin',
      body: { system_version: '15.0.0' },
    })
    expect(set.status).toBe(204)
  })

  it('reads deflated archives too', async () => {
    const sim = setup({ release: 'current' })
    const reply = await upload(sim, await deflatedZip(repoFiles('16.0.0')))
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({ status: 'inserted', repo: { system_version: '16.0.0' } })
  })

  it('refuses what is not a repository, or not trusted, and callers who may not upload', async () => {
    const sim = setup({ release: 'current' })
    expectError(
      await upload(sim, encoder.encode('not a zip')),
      400,
      undefined,
      /^failed to read zip archive/,
    )
    expectError(
      await upload(sim, repoZip('15.0.0', 'f'.repeat(64))),
      400,
      undefined,
      /^Failed to verify timestamp metadata/,
    )
    expectError(await upload(sim, repoZip('15.0.0'), 'viewer'), 403, 'Forbidden')
  })
})

/** The archive with another modification time in its first local header: its contents unchanged */
function withOtherBytes(zip: Uint8Array) {
  const copy = new Uint8Array(zip)
  copy[10] ^= 1
  return copy
}

describe('trust roots', () => {
  it('adds, lists, reads and deletes root roles', async () => {
    const sim = setup({ release: 'current' })
    const list = await call(sim, 'GET', '/v1/system/update/trust-roots', { as: 'admin' })
    shapeOk('systemUpdateTrustRootList', list)
    expect((list.json as { items: unknown[] }).items).toHaveLength(1)
    const made = await call(sim, 'POST', '/v1/system/update/trust-roots', {
      as: 'admin',
      body: trustRoots[0].root_role,
    })
    expect(made.status).toBe(201)
    shapeOk('systemUpdateTrustRootCreate', made)
    const id = (made.json as { id: string }).id
    const view = await call(sim, 'GET', `/v1/system/update/trust-roots/${id}`, { as: 'admin' })
    expect(view.json).toEqual(made.json)
    expectError(
      await call(sim, 'GET', `/v1/system/update/trust-roots/${id}`, { as: 'viewer' }),
      404,
      'ObjectNotFound',
      `not found: tuf-trust-root with id "${id}"`,
    )
    expect(
      (await call(sim, 'DELETE', `/v1/system/update/trust-roots/${id}`, { as: 'admin' })).status,
    ).toBe(204)
    expectError(
      await call(sim, 'DELETE', `/v1/system/update/trust-roots/${id}`, { as: 'admin' }),
      404,
      'ObjectNotFound',
    )
  })

  it('refuses what is not a self-signed root role, and callers who are not fleet admins', async () => {
    const sim = setup({ release: 'current' })
    const post = (body: unknown, as = 'admin') =>
      call(sim, 'POST', '/v1/system/update/trust-roots', { as, body })
    expectError(await post({ hello: 'world' }), 400, undefined, /^unable to parse JSON body: /)
    const root = trustRoots[0].root_role as { signed: object }
    expectError(
      await post({ signed: root.signed, signatures: [] }),
      400,
      undefined,
      /Unable to verify root role/,
    )
    expectError(await post(root, 'viewer'), 403, 'Forbidden')
  })
})

describe('support bundle comments', () => {
  it('sets and clears a bundle comment, within 4096 bytes', async () => {
    const sim = setup({ release: 'current' })
    const path = `/v1/system/support-bundles/${supportBundleIds.active}`
    const put = (body: unknown, as = 'admin') => call(sim, 'PUT', path, { as, body })
    const set = await put({ user_comment: 'disk 3 flaky' })
    expect(set.status).toBe(200)
    shapeOk('supportBundleUpdate', set)
    expect(set.json).toMatchObject({ id: supportBundleIds.active, user_comment: 'disk 3 flaky' })
    expect((await put({})).json).toMatchObject({ user_comment: null })
    expectError(
      await put({ user_comment: 'é'.repeat(2049) }),
      400,
      'InvalidRequest',
      'User comment cannot exceed 4096 bytes',
    )
    expectError(await put({ user_comment: 'x' }, 'viewer'), 404, 'ObjectNotFound')
  })
})

describe('IP pool assignment', () => {
  it('moves a pool between silos and the rack services, as Nexus allows', async () => {
    const sim = setup({ release: 'current' })
    const assign = (pool: string, assignment: string, as = 'admin') =>
      call(sim, 'POST', `/v1/system/ip-pools/${pool}/assignment`, { as, body: { assignment } })
    const made = await call(sim, 'POST', '/v1/system/ip-pools', {
      as: 'admin',
      body: { name: 'spare', description: 'spare', ip_version: 'v4' },
    })
    expect(made.status).toBe(201)
    const moved = await assign('spare', 'system_services')
    expect(moved.status).toBe(200)
    shapeOk('systemIpPoolAssign', moved)
    expect(moved.json).toMatchObject({ name: 'spare', assignment: 'system_services' })
    expect(
      (await call(sim, 'GET', '/v1/system/ip-pools/spare', { as: 'admin' })).json,
    ).toMatchObject({ assignment: 'system_services' })
    expectError(
      await assign('spare', 'system_services'),
      400,
      'InvalidRequest',
      "IP Pool already has assignment 'system_services'",
    )
    // another pool serves the services, and this one holds no service's address
    expect((await assign('spare', 'silos')).json).toMatchObject({ assignment: 'silos' })
    expectError(
      await assign('oxide-service-pool', 'silos'),
      400,
      'InvalidRequest',
      'IP addresses from this pool are in use in the linked silo',
    )
    expectError(
      await assign('default', 'system_services'),
      400,
      'InvalidRequest',
      'IP Pools cannot be both linked to Silos and assigned for system services use.',
    )
    expectError(await assign('spare', 'system_services', 'viewer'), 404, 'ObjectNotFound')
  })
})
