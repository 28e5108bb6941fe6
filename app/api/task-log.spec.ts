import { describe, expect, it } from 'vitest'

import {
  addEntries,
  entryLink,
  entryWords,
  keptParams,
  makeEntry,
  parseLog,
  TASK_LOG_CAP,
  type CallRecord,
  type TaskEntry,
} from './task-log'

const call = (over: Partial<CallRecord>): CallRecord => ({
  operation: 'instanceStop',
  method: 'POST',
  params: { path: { instance: 'db-2' }, query: { project: 'web' } },
  startedAt: 1000,
  endedAt: 1250,
  ...over,
})

describe('makeEntry', () => {
  it('keeps a write with its names, time, duration and result', () => {
    expect(makeEntry(call({}))).toMatchObject({
      operation: 'instanceStop',
      method: 'POST',
      params: { instance: 'db-2', project: 'web' },
      at: 1000,
      ms: 250,
      ok: true,
    })
  })

  it('keeps the error message of a refused call', () => {
    const entry = makeEntry(call({ error: 'Instance is not running' }))
    expect(entry).toMatchObject({ ok: false, error: 'Instance is not running' })
  })

  it('skips reads and signing in', () => {
    expect(makeEntry(call({ method: 'GET', operation: 'instanceList' }))).toBeNull()
    expect(makeEntry(call({ operation: 'loginLocal' }))).toBeNull()
  })

  it('never keeps a body: only the new name', () => {
    const entry = makeEntry(
      call({
        operation: 'currentUserSshKeyCreate',
        params: { body: { name: 'laptop', publicKey: 'ssh-ed25519 AAAA secret' } },
        result: { id: 'k1', name: 'laptop', publicKey: 'ssh-ed25519 AAAA secret' },
      }),
    )
    expect(JSON.stringify(entry)).not.toContain('AAAA')
    expect(entry?.name).toBe('laptop')
  })

  it('takes a create name from the body when the answer has none', () => {
    const entry = makeEntry(
      call({ operation: 'diskCreate', params: { query: { project: 'p' }, body: { name: 'd1' } } }),
    )
    expect(entry?.name).toBe('d1')
  })
})

describe('keptParams', () => {
  it('drops paging, secrets and anything not a plain value', () => {
    expect(
      keptParams({
        path: { project: 'p' },
        query: { limit: 25, pageToken: 'x', password: 'hunter2', token: 't', nested: { a: 1 } },
        body: { password: 'hunter2' },
      }),
    ).toEqual({ project: 'p' })
  })
})

describe('addEntries and parseLog', () => {
  const entry = (at: number): TaskEntry => ({
    id: String(at),
    operation: 'diskDelete',
    method: 'DELETE',
    params: {},
    at,
    ms: 1,
    ok: true,
  })

  it('puts the newest first and keeps at most the cap', () => {
    const old = Array.from({ length: TASK_LOG_CAP }, (_, i) => entry(i))
    const log = addEntries(old.reverse(), [entry(10_000), entry(20_000)])
    expect(log).toHaveLength(TASK_LOG_CAP)
    expect(log[0].at).toBe(20_000)
    expect(log[1].at).toBe(10_000)
    expect(log.at(-1)?.at).toBe(2)
  })

  it('reads back what it wrote and nothing broken', () => {
    expect(parseLog(JSON.stringify([entry(5)]))).toEqual([entry(5)])
    expect(parseLog('not json')).toEqual([])
    expect(parseLog('{"a":1}')).toEqual([])
    expect(parseLog(JSON.stringify([{ nope: 1 }, entry(6)]))).toEqual([entry(6)])
    expect(parseLog(null)).toEqual([])
  })
})

describe('words', () => {
  const words = (operation: string, params: Record<string, string>, name?: string) =>
    entryWords({ operation, params, name })

  it('reads the operation as a verb and a noun with the resource name', () => {
    expect(words('instanceStop', { project: 'web', instance: 'db-2' })).toBe('Stop instance db-2')
    expect(words('diskCreate', { project: 'web' }, 'data-1')).toBe('Create disk data-1')
    expect(words('floatingIpDetach', { floatingIp: 'ip1', project: 'p' })).toBe(
      'Detach floating IP ip1',
    )
    expect(words('currentUserSshKeyDelete', { sshKey: 'laptop' })).toBe('Delete SSH key laptop')
    expect(words('vpcFirewallRulesUpdate', { project: 'p', vpc: 'default' })).toBe(
      'Update VPC firewall rules default',
    )
  })
})

describe('links', () => {
  const link = (
    operation: string,
    params: Record<string, string>,
    extra: Partial<TaskEntry> = {},
  ) => entryLink({ operation, method: 'POST', params, ok: true, ...extra })

  it('opens the resource acted on', () => {
    expect(link('instanceStart', { project: 'web', instance: 'db-2' })).toBe(
      '/projects/web/instances/db-2',
    )
    expect(link('floatingIpDetach', { project: 'web', floatingIp: 'ip' })).toBe(
      '/projects/web/floating-ips',
    )
  })

  it('opens what a create made, by the name in its answer', () => {
    expect(link('diskCreate', { project: 'web' }, { name: 'data-1' })).toBe(
      '/projects/web/disks/data-1',
    )
    expect(link('projectCreate', {}, { name: 'new-one' })).toBe('/projects/new-one')
  })

  it('has none for a delete, a failure or an instance known only by id', () => {
    expect(link('diskDelete', { project: 'web', disk: 'd' }, { method: 'DELETE' })).toBeUndefined()
    expect(link('instanceStop', { project: 'web', instance: 'db' }, { ok: false })).toBeUndefined()
    expect(link('instanceStop', { instance: 'f3c1…' })).toBeUndefined()
  })
})
