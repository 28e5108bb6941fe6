import { describe, expect, it } from 'vitest'

import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import { system } from './system'

const status: Old.UpdateStatus = {
  componentsByReleaseVersion: { '17.0.0': 40, '18.0.0': 12 },
  suspended: true,
  targetRelease: { version: '18.0.0', timeRequested: new Date('2025-12-01T10:00:00Z') },
  timeLastStepPlanned: new Date('2025-12-01T10:05:00Z'),
}

describe('INITIAL system', () => {
  it('keeps the update status and adds that no check calls for support', () => {
    const up = system.systemUpdateStatus!.response!(status, {})
    expect(up).toEqual({ ...status, contactSupport: false })
  })
})

const entry: Old.AuditLogEntry = {
  actor: { kind: 'silo_user', siloId: 's-1', siloUserId: 'u-1' },
  authMethod: 'access_token',
  id: 'e-1',
  operationId: 'project_create',
  requestId: 'r-1',
  requestUri: '/v1/projects',
  result: { kind: 'success', httpStatusCode: 201 },
  sourceIp: '10.0.0.1',
  timeStarted: new Date('2025-12-01T10:00:00Z'),
  timeCompleted: new Date('2025-12-01T10:00:01Z'),
  userAgent: 'oxide-cli/0.12.0',
}

describe('INITIAL audit log', () => {
  const list = (items: Old.AuditLogEntry[]) =>
    system.auditLogList!.response!({ items, nextPage: 'next' }, {})

  it('keeps an entry and its known auth method, with no credential id', () => {
    const page = list([entry])
    expect(page).toEqual({ items: [entry], nextPage: 'next' })
    expect(page.items[0]).not.toHaveProperty('credentialId')
  })

  it('leaves out an auth method the newest contract does not name', () => {
    const [up] = list([{ ...entry, authMethod: 'spnego' }]).items
    expect(up.authMethod).toBeNull()
  })

  it('keeps a login with no auth method and a refusal with its code', () => {
    const login: Old.AuditLogEntry = {
      ...entry,
      actor: { kind: 'unauthenticated' },
      authMethod: null,
      result: { kind: 'error', httpStatusCode: 401, errorCode: 'Unauthorized', errorMessage: 'no' },
    }
    expect(list([login]).items).toEqual([login])
  })
})
