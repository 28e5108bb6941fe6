import { describe, expect, it } from 'vitest'
import { call, expectError, schema, setup } from '../test-utils'

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
    expectError(reply, 400, 'InvalidRequest')
  })

  it('is forbidden without a role on the project', async () => {
    const reply = await call(setup(), 'GET', '/v1/instances?project=staging', { as: 'viewer' })
    expectError(reply, 403, 'Forbidden')
  })

  it('answers 404 for a project that does not exist', async () => {
    const reply = await call(setup(), 'GET', '/v1/instances?project=nope', { as: 'admin' })
    expectError(reply, 404, 'ObjectNotFound')
  })
})
