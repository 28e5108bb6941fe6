import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSim, notImplemented, notImplementedOperations } from './index'
import { operations } from './operations'
import { memoryStore } from './store/memory'
import { call, expectError, setup } from './testing/test-utils'

describe('operations table', () => {
  it('matches the API contract', () => {
    const contract = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'api', 'nexus.json'), 'utf8'),
    ) as { paths: Record<string, Record<string, { operationId?: string }>> }
    const fromContract: Record<string, [string, string]> = {}
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.operationId) continue
        const camel = op.operationId.replace(/_(.)/g, (_, c: string) => c.toUpperCase())
        fromContract[camel] = [method.toUpperCase(), path]
      }
    }
    expect(operations).toEqual(fromContract)
  })
})

describe('createSim', () => {
  it('createSession refuses an unknown user', () => {
    expect(() => setup().createSession('mallory')).toThrow(/no user "mallory"/)
  })

  it('treats an empty password option as unset', async () => {
    const sim = createSim({ store: memoryStore(), password: '' })
    const reply = await call(sim, 'POST', '/v1/login/demo-silo/local', {
      body: { username: 'admin', password: 'demo-password' },
    })
    expect(reply.status).toBe(204)
  })

  it('turns an unexpected failure into a 500 in the error shape', async () => {
    const sim = setup()
    const token = sim.createSession('admin')
    // a corrupt policy record makes role checks throw a TypeError
    sim.store.update('policies', {
      ...sim.store.get('policies', '7cda6471-5464-4237-8886-e60a95d148c0')!,
      role_assignments: null as never,
    })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expectError(await call(sim, 'GET', '/v1/projects', { as: { token } }), 500, 'Internal')
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})

describe('operations not implemented', () => {
  it('are none: the simulator answers every operation of the contract', () => {
    expect(notImplementedOperations).toEqual([])
  })

  it('would answer 501 naming the operation, its method and path', async () => {
    let thrown: unknown
    try {
      notImplemented({}, { operationId: 'networkingBgpExported' })
    } catch (err) {
      thrown = err
    }
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(501)
    expect(await response.json()).toMatchObject({
      error_code: 'NotImplemented',
      message:
        'endpoint not implemented in the simulator: networkingBgpExported (GET /v1/system/networking/bgp-exported)',
    })
  })

  it('every operation answers 401 first without a session', async () => {
    expectError(await call(setup(), 'GET', '/v1/system/hardware/switch-port'), 401, 'Unauthorized')
  })
})

describe('architecture', () => {
  it('keeps Node-only imports out of everything the browser loads', () => {
    const root = import.meta.dirname
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
    )
    // the specs' helpers run under Vitest only
    const allowed = new Set(['store/sqlite.ts', 'testing/test-utils.ts', 'testing/bearer.ts'])
    const offenders = files.filter(
      (f) =>
        !allowed.has(f.split('\\').join('/')) &&
        /from '(node:|better-sqlite3|fs|path|vitest)/.test(readFileSync(join(root, f), 'utf8')),
    )
    expect(offenders).toEqual([])
    expect(files.length).toBeGreaterThan(20)
  })
})

describe('failure sentinels', () => {
  it('are off unless asked for, so the simulator answers as a rack', async () => {
    const body = { name: 'project-create-500', description: '' }
    const off = createSim({ store: memoryStore() })
    expect((await call(off, 'POST', '/v1/projects', { as: 'admin', body })).status).toBe(201)
    const on = createSim({ store: memoryStore(), failureSentinels: true })
    expectError(await call(on, 'POST', '/v1/projects', { as: 'admin', body }), 500, 'Internal')
  })
})
