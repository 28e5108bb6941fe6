import { describe, expect, it } from 'vitest'

import type { AuditLogEntry } from '~/api/__generated_versions__/2026081901.0.0/Api'

import {
  actorChoices,
  actorFilterLabel,
  actorKey,
  durationMs,
  filterEntries,
  filtersFromSearch,
  formatDuration,
  matchesActor,
  operationChoices,
  withFilters,
} from './audit-log-filter'

const base: AuditLogEntry = {
  actor: { kind: 'silo_user', siloId: 'silo-1', siloUserId: 'alice' },
  id: 'e1',
  operationId: 'instance_stop',
  requestId: 'r1',
  requestUri: '/v1/instances/db1/stop',
  result: { kind: 'success', httpStatusCode: 202 },
  sourceIp: '10.0.0.1',
  timeStarted: new Date('2026-01-01T10:00:00.000Z'),
  timeCompleted: new Date('2026-01-01T10:00:00.250Z'),
}

const entries: AuditLogEntry[] = [
  base,
  { ...base, id: 'e2', operationId: 'project_create' },
  {
    ...base,
    id: 'e3',
    operationId: 'login_local',
    actor: { kind: 'unauthenticated' },
  },
  {
    ...base,
    id: 'e4',
    operationId: 'instance_start',
    actor: { kind: 'silo_user', siloId: 'silo-1', siloUserId: 'bob' },
  },
  {
    ...base,
    id: 'e5',
    operationId: 'scim_v2_create_user',
    actor: { kind: 'scim', siloId: 'silo-2' },
  },
]

const ids = (list: AuditLogEntry[]) => list.map((e) => e.id)

describe('audit log filters in the URL', () => {
  it('reads them, empty when absent', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ actor: '', operation: '' })
    expect(
      filtersFromSearch(new URLSearchParams('actor=silo_user%3Aalice&operation=+disk+')),
    ).toEqual({ actor: 'silo_user:alice', operation: 'disk' })
  })

  it('writes them beside the range and drops empty ones', () => {
    const search = new URLSearchParams('range=1d&actor=scim')
    const next = withFilters(search, { actor: '', operation: 'instance_' })
    expect(next.toString()).toBe('range=1d&operation=instance_')
    expect(
      filtersFromSearch(withFilters(next, { actor: 'unauthenticated', operation: '' })),
    ).toEqual({ actor: 'unauthenticated', operation: '' })
  })
})

describe('filtering entries', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterEntries(entries, { actor: '', operation: '' }))).toEqual(ids(entries))
  })

  it('by one actor or by a kind of actor', () => {
    expect(ids(filterEntries(entries, { actor: 'silo_user:alice', operation: '' }))).toEqual([
      'e1',
      'e2',
    ])
    expect(ids(filterEntries(entries, { actor: 'silo_user', operation: '' }))).toEqual([
      'e1',
      'e2',
      'e4',
    ])
    expect(ids(filterEntries(entries, { actor: 'unauthenticated', operation: '' }))).toEqual(['e3'])
    expect(ids(filterEntries(entries, { actor: 'scim:silo-2', operation: '' }))).toEqual(['e5'])
  })

  it('by part of the operation id, in any case', () => {
    expect(ids(filterEntries(entries, { actor: '', operation: 'INSTANCE_' }))).toEqual(['e1', 'e4'])
    expect(ids(filterEntries(entries, { actor: 'silo_user:bob', operation: 'instance' }))).toEqual([
      'e4',
    ])
    expect(filterEntries(entries, { actor: '', operation: 'nothing' })).toEqual([])
  })

  it('never takes an actor of another kind with the same id', () => {
    expect(matchesActor({ kind: 'user_builtin', userBuiltinId: 'alice' }, 'silo_user:alice')).toBe(
      false,
    )
  })
})

describe('choices', () => {
  it('lists each actor once, newest first, and keeps the one the URL names', () => {
    expect(actorChoices(entries, '')).toEqual(['silo_user:alice', 'silo_user:bob', 'scim:silo-2'])
    expect(actorChoices(entries, 'silo_user:carol')).toContain('silo_user:carol')
    expect(actorKey({ kind: 'unauthenticated' })).toBe('unauthenticated')
  })

  it('names a filter value', () => {
    expect(actorFilterLabel('scim')).toBe('Any SCIM client')
    expect(actorFilterLabel('silo_user:alice')).toBe('User alice')
    expect(actorFilterLabel('user_builtin:b1')).toBe('Built-in user b1')
  })

  it('lists each operation once, sorted', () => {
    expect(operationChoices(entries)).toEqual([
      'instance_start',
      'instance_stop',
      'login_local',
      'project_create',
      'scim_v2_create_user',
    ])
  })
})

describe('duration', () => {
  it('is completion minus start, in words', () => {
    expect(durationMs(base)).toBe(250)
    expect(durationMs({ timeStarted: base.timeCompleted, timeCompleted: base.timeStarted })).toBe(
      undefined,
    )
    expect(formatDuration(212)).toBe('212 ms')
    expect(formatDuration(1440)).toBe('1.4 s')
    expect(formatDuration(42_000)).toBe('42 s')
    expect(formatDuration(125_000)).toBe('2 min 5 s')
  })
})
