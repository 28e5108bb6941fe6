import { describe, expect, it } from 'vitest'
import { operations, type OperationId } from '../operations'
import { route } from './router'

const routed = (method: string, path: string) => {
  const found = route(method, path)
  return 'op' in found ? found : { status: found.refusal.status, anyPath: found.anyPath }
}

describe('route', () => {
  it('finds every operation at its own path, with its parameters', () => {
    for (const op of Object.keys(operations) as OperationId[]) {
      const [method, template] = operations[op]
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => `value-of-${name}`)
      const found = route(method, path)
      expect('op' in found && found.op, `${method} ${template}`).toBe(op)
      const names = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)
      const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())
      expect('op' in found && found.params).toEqual(
        Object.fromEntries(names.map((name) => [camel(name), `value-of-${name}`])),
      )
    }
  })

  it('prefers a literal segment to a parameter', () => {
    expect(routed('GET', '/v1/system/silos/demo-silo')).toMatchObject({ op: 'siloView' })
    expect(routed('GET', '/v1/me/groups')).toMatchObject({ op: 'currentUserGroups' })
  })

  it('decodes each segment, and drops empty ones', () => {
    expect(routed('GET', '//v1///projects/demo%2Dproject/')).toEqual({
      op: 'projectView',
      params: { project: 'demo-project' },
    })
    expect(routed('GET', '/v1/projects/a%2Fb')).toEqual({
      op: 'projectView',
      params: { project: 'a/b' },
    })
  })

  it('refuses dot segments and bad percent-encoding with a 400', () => {
    expect(routed('GET', '/v1/projects/../me')).toEqual({ status: 400, anyPath: true })
    expect(routed('GET', '/v1/./me')).toEqual({ status: 400, anyPath: true })
    expect(routed('GET', '/v1/projects/%E0%A4%A')).toEqual({ status: 400, anyPath: true })
  })

  it('compares literals exactly, and tells 404 from 405', async () => {
    expect(routed('GET', '/V1/projects')).toEqual({ status: 404, anyPath: false })
    expect(routed('GET', '/v1/nothing')).toEqual({ status: 404, anyPath: false })
    const found = route('PATCH', '/v1/projects')
    expect('refusal' in found && found.refusal.status).toBe(405)
    expect('refusal' in found && found.refusal.headers.get('allow')).toBe('GET, POST')
    expect('refusal' in found && (await found.refusal.json()).message).toBe('Method Not Allowed')
  })
})
