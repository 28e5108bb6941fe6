import { describe, expect, it } from 'vitest'
import { timedSim, T0 } from '../testing/test-clock'
import { call, expectError, setup } from '../testing/test-utils'

const GiB = 1024 ** 3
type Page = {
  items: { timestamp: string; datum: { type: string; datum: number } }[]
  next_page: string | null
}

const span = (from: string, to: string) =>
  `start_time=${encodeURIComponent(from)}&end_time=${encodeURIComponent(to)}`
const ALL = span('2020-01-01T00:00:00Z', '2100-01-01T00:00:00Z')

describe('provisioning metrics', () => {
  it('starts with the history the demo records imply: zero at rack setup, then each resource', async () => {
    const sim = setup()
    const page = (
      await call(sim, 'GET', `/v1/system/metrics/virtual_disk_space_provisioned?${ALL}&limit=100`, {
        as: 'admin',
      })
    ).json as Page
    expect(page.items[0]).toMatchObject({ datum: { type: 'i64', datum: 0 } })
    const values = page.items.map((m) => m.datum.datum)
    // storage only grows in the demo's history, and ends at what the fleet has now
    expect([...values].sort((a, b) => a - b)).toEqual(values)
    const util = (await call(sim, 'GET', '/v1/system/utilization/silos', { as: 'admin' })).json as {
      items: { provisioned: { storage: number } }[]
    }
    expect(values.at(-1)).toBe(util.items.reduce((sum, u) => sum + u.provisioned.storage, 0))
  })

  it('adds a sample for the project, its silo and the fleet when provisioning changes', async () => {
    const sim = timedSim(1000)
    sim.tick(60_000)
    const created = await call(sim, 'POST', '/v1/disks?project=demo-project', {
      as: 'admin',
      body: {
        name: 'grows',
        description: '',
        size: 4 * GiB,
        disk_source: { type: 'blank', block_size: 4096 },
      },
    })
    expect(created.status).toBe(201)
    const since = span(new Date(T0).toISOString(), '2100-01-01T00:00:00Z')
    for (const path of [
      `/v1/metrics/virtual_disk_space_provisioned?${since}&project=demo-project`,
      `/v1/metrics/virtual_disk_space_provisioned?${since}`,
      `/v1/system/metrics/virtual_disk_space_provisioned?${since}`,
    ]) {
      const page = (await call(sim, 'GET', path, { as: 'admin' })).json as Page
      expect(page.items).toHaveLength(1)
      expect(page.items[0].timestamp).toBe(new Date(T0 + 60_000).toISOString())
    }
    // a disk change samples storage only; CPUs (and RAM) are sampled when an instance
    // starts or stops, as Nexus appends them
    const cpus = async () =>
      (
        (await call(sim, 'GET', `/v1/metrics/cpus_provisioned?${since}`, { as: 'admin' }))
          .json as Page
      ).items.map((m) => m.datum.datum)
    expect(await cpus()).toEqual([])
    const running = (
      (await call(sim, 'GET', '/v1/utilization', { as: 'admin' })).json as {
        provisioned: { cpus: number }
      }
    ).provisioned.cpus
    await call(sim, 'POST', '/v1/instances?project=demo-project', {
      as: 'admin',
      body: {
        name: 'counted',
        description: '',
        hostname: 'counted',
        ncpus: 2,
        memory: GiB,
        start: true,
      },
    })
    sim.tick(5000)
    expect(await cpus()).toEqual([running + 2])
  })

  it('pages by time as Nexus does: a next page goes on ascending after the last item', async () => {
    const sim = setup()
    const get = async (q: string) =>
      (
        await call(sim, 'GET', `/v1/system/metrics/virtual_disk_space_provisioned?${q}`, {
          as: 'admin',
        })
      ).json as Page
    const all = await get(`${ALL}&limit=100`)
    expect(all.items.length).toBeGreaterThan(2)
    const first = await get(`${ALL}&limit=1`)
    const second = await get(`limit=1&page_token=${first.next_page}`)
    expect(second.items).toEqual(all.items.slice(1, 2))
    // Nexus's token drops the order: after the newest item of a descending page, nothing
    const newest = await get(`${ALL}&limit=1&order=descending`)
    expect(newest.items).toEqual(all.items.slice(-1))
    expect((await get(`limit=1&page_token=${newest.next_page}`)).items).toEqual([])
  })

  it('needs the range, and shows a project only to who may read it', async () => {
    const sim = setup()
    expectError(
      await call(sim, 'GET', '/v1/metrics/cpus_provisioned', { as: 'admin' }),
      400,
      'InvalidRequest',
      'unable to parse query string: missing field `start_time`',
    )
    expectError(
      await call(sim, 'GET', `/v1/metrics/cpus_provisioned?${ALL}&project=web-frontend`, {
        as: 'viewer',
      }),
      404,
      'ObjectNotFound',
      'not found: project with name "web-frontend"',
    )
    expectError(
      await call(sim, 'GET', `/v1/system/metrics/cpus_provisioned?${ALL}`, { as: 'collaborator' }),
      403,
      'Forbidden',
    )
  })
})
