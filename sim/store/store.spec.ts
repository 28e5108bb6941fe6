import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createSim } from '../index'
import { projectIds } from '../seed'
import { call, names } from '../testing/test-utils'
import { memoryStore } from './memory'
import { sqliteStore } from './sqlite'
import type { ProjectRecord, Store } from './types'

const SILO_ID = '7cda6471-5464-4237-8886-e60a95d148c0'

const project = (name: string, id: string): ProjectRecord => ({
  id,
  name,
  description: '',
  silo_id: SILO_ID,
  time_created: '2025-02-01T00:00:00.000Z',
  time_modified: '2025-02-01T00:00:00.000Z',
})

const tempDirs: string[] = []
function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'sim-store-'))
  tempDirs.push(dir)
  return join(dir, 'nested', 'sim.db')
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function behavesLikeAStore(make: () => Store) {
  it('is seeded with the demo data', () => {
    const store = make()
    expect(store.get('projects', projectIds.demoProject)?.name).toBe('demo-project')
    expect(store.list('users')).toHaveLength(10)
    store.close()
  })

  it('inserts, updates and removes, refusing duplicate and missing ids', () => {
    const store = make()
    const id = 'aaaaaaaa-0000-4000-8000-000000000001'
    store.insert('projects', project('one', id))
    expect(() => store.insert('projects', project('again', id))).toThrow(/duplicate/)
    store.update('projects', { ...project('one', id), description: 'changed' })
    expect(store.get('projects', id)?.description).toBe('changed')
    expect(() =>
      store.update('projects', project('x', 'aaaaaaaa-0000-4000-8000-00000000000f')),
    ).toThrow()
    expect(store.remove('projects', id)).toBe(true)
    expect(store.remove('projects', id)).toBe(false)
    expect(store.get('projects', id)).toBeUndefined()
    store.close()
  })

  it('hands out frozen records and the same list until the table changes', () => {
    const store = make()
    const list = store.list('projects')
    expect(store.list('projects')).toBe(list)
    const demo = store.get('projects', projectIds.demoProject)!
    expect(() => {
      // @ts-expect-error records are read-only at run time too
      demo.name = 'renamed'
    }).toThrow(TypeError)
    store.insert('projects', project('two', 'aaaaaaaa-0000-4000-8000-000000000002'))
    expect(store.list('projects')).not.toBe(list)
    expect(store.list('projects')).toHaveLength(list.length + 1)
    store.close()
  })

  it('rolls a failed transaction back, nested ones to their start', () => {
    const store = make()
    const before = store.list('projects').length
    expect(() =>
      store.transaction(() => {
        store.insert('projects', project('three', 'aaaaaaaa-0000-4000-8000-000000000003'))
        store.remove('projects', projectIds.staging)
        store.update('projects', { ...store.get('projects', projectIds.ciRunners)!, name: 'ci' })
        throw new Error('boom')
      }),
    ).toThrow('boom')
    expect(store.list('projects')).toHaveLength(before)
    expect(store.get('projects', projectIds.staging)).toBeDefined()
    expect(store.get('projects', projectIds.ciRunners)?.name).toBe('ci-runners')

    store.transaction(() => {
      store.insert('projects', project('kept', 'aaaaaaaa-0000-4000-8000-000000000004'))
      try {
        store.transaction(() => {
          store.insert('projects', project('dropped', 'aaaaaaaa-0000-4000-8000-000000000005'))
          throw new Error('inner')
        })
      } catch {
        // the outer transaction goes on
      }
    })
    expect(store.get('projects', 'aaaaaaaa-0000-4000-8000-000000000004')).toBeDefined()
    expect(store.get('projects', 'aaaaaaaa-0000-4000-8000-000000000005')).toBeUndefined()
    store.close()
  })

  it('reset() restores the demo data and drops sessions', () => {
    const store = make()
    const sim = createSim({ store })
    sim.createSession('admin')
    store.remove('projects', projectIds.staging)
    store.insert('projects', project('extra', 'aaaaaaaa-0000-4000-8000-000000000006'))
    store.reset()
    expect(store.get('projects', projectIds.staging)).toBeDefined()
    expect(store.get('projects', 'aaaaaaaa-0000-4000-8000-000000000006')).toBeUndefined()
    expect(store.list('sessions')).toEqual([])
    store.close()
  })
}

describe('memoryStore', () => {
  behavesLikeAStore(memoryStore)

  it('gives each store its own data', () => {
    const a = memoryStore()
    const b = memoryStore()
    a.remove('projects', projectIds.staging)
    expect(b.get('projects', projectIds.staging)).toBeDefined()
  })
})

describe('sqliteStore', () => {
  behavesLikeAStore(() => sqliteStore(tempFile()))

  it('keeps a project created through the API after closing and reopening', async () => {
    const file = tempFile()
    const first = sqliteStore(file)
    const sim = createSim({ store: first })
    const created = await call(sim, 'POST', '/v1/projects', {
      as: 'admin',
      body: { name: 'survivor', description: 'outlives the process' },
    })
    expect(created.status).toBe(201)
    await call(sim, 'DELETE', '/v1/projects/staging', { as: 'admin' })
    first.close()

    const second = sqliteStore(file)
    const again = createSim({ store: second })
    const list = await call(again, 'GET', '/v1/projects', { as: 'admin' })
    expect(names(list.json)).toContain('survivor')
    expect(names(list.json)).not.toContain('staging')
    expect(second.list('projects').find((p) => p.name === 'survivor')?.description).toBe(
      'outlives the process',
    )
    second.close()
  })

  it('keeps sessions across a restart', async () => {
    const file = tempFile()
    const first = sqliteStore(file)
    const token = createSim({ store: first }).createSession('viewer')
    first.close()
    const second = sqliteStore(file)
    const me = await call(createSim({ store: second }), 'GET', '/v1/me', { as: { token } })
    expect(me.status).toBe(200)
    second.close()
  })

  it('does not reseed a file that already has data, and reset() survives a reopen', () => {
    const file = tempFile()
    const first = sqliteStore(file)
    first.remove('projects', projectIds.staging)
    first.close()
    const second = sqliteStore(file)
    expect(second.get('projects', projectIds.staging)).toBeUndefined()
    second.reset()
    second.close()
    const third = sqliteStore(file)
    expect(third.get('projects', projectIds.staging)).toBeDefined()
    third.close()
  })

  it('does not persist a rolled-back transaction', () => {
    const file = tempFile()
    const first = sqliteStore(file)
    expect(() =>
      first.transaction(() => {
        first.remove('projects', projectIds.staging)
        throw new Error('boom')
      }),
    ).toThrow()
    first.close()
    const second = sqliteStore(file)
    expect(second.get('projects', projectIds.staging)).toBeDefined()
    second.close()
  })

  it('loses no acknowledged write when the process is killed', () => {
    const file = tempFile()
    // a child process writes through the API, then dies without closing anything
    const script = `
      import { createSim } from './sim/index.ts'
      import { sqliteStore } from './sim/store/sqlite.ts'
      const sim = createSim({ store: sqliteStore(${JSON.stringify(file)}) })
      const token = sim.createSession('admin')
      const res = await sim.fetch(new Request('http://localhost/v1/projects', {
        method: 'POST',
        headers: { cookie: 'session=' + token, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'crash-survivor', description: '' }),
      }))
      console.log(res.status)
      process.kill(process.pid, 'SIGKILL')
    `
    let out = ''
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: join(import.meta.dirname, '..', '..'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (e) {
      // killed by its own SIGKILL, as intended
      out = String((e as { stdout?: string }).stdout)
    }
    expect(out.trim()).toBe('201')
    const store = sqliteStore(file)
    expect(store.list('projects').some((p) => p.name === 'crash-survivor')).toBe(true)
    store.close()
  }, 60_000) // starts a TypeScript child process
})
