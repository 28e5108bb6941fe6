import type { AuditLogRecord } from '../store/types'
import { accessTokenIds } from './access-tokens'
import { defaultSilo } from './silos'
import { userIds } from './users'

// A few entries of the audit log, as Nexus records them (sim/access/audit-log.ts): logins,
// one failed, and changes made with a console session or a device token, one refused.
// Their times are counted back from when the store is seeded, so a console's default
// window (the last hours) shows them; the ids are fixed.

export const auditLogIds = {
  adminLogin: '0f3a5c7e-9b1d-4f2a-8c4e-6a8b0d2f4e61',
  projectCreate: '1a4b6d8f-0c2e-4a3b-9d5f-7b9c1e3a5f72',
  failedLogin: '2b5c7e9a-1d3f-4b4c-8e6a-8c0d2f4b6a83',
  instanceStop: '3c6d8f0b-2e4a-4c5d-9f7b-9d1e3a5c7b94',
  diskDelete: '4d7e9a1c-3f5b-4d6e-8a8c-0e2f4b6d8ca5',
} as const

const SESSION_ID = '6e9f1b3d-5a7c-4e8f-9b0d-2f4a6c8e0a17'
const UA_CONSOLE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const UA_CLI = 'oxide-cli/0.12.0'

const siloUser = (id: string) =>
  ({ kind: 'silo_user', silo_id: defaultSilo.id, silo_user_id: id }) as const

/** The demo entries, `now` being when the store is seeded (epoch ms) */
export function auditLog(now = Date.now()): AuditLogRecord[] {
  const at = (minutesAgo: number, tookMs: number) => ({
    time_started: new Date(now - minutesAgo * 60_000).toISOString(),
    time_completed: new Date(now - minutesAgo * 60_000 + tookMs).toISOString(),
  })
  return [
    {
      id: auditLogIds.adminLogin,
      request_id: 'c3d9e1f7-4a2b-4c6d-8e0f-1a3b5c7d9e20',
      operation_id: 'login_local',
      request_uri: `/v1/login/${defaultSilo.name}/local`,
      source_ip: '172.20.3.41',
      user_agent: UA_CONSOLE,
      actor: { kind: 'unauthenticated' },
      auth_method: null,
      credential_id: null,
      result: { kind: 'success', http_status_code: 204 },
      ...at(190, 212),
    },
    {
      id: auditLogIds.projectCreate,
      request_id: 'd4e0f2a8-5b3c-4d7e-9f1a-2b4c6d8e0f31',
      operation_id: 'project_create',
      request_uri: '/v1/projects',
      source_ip: '172.20.3.41',
      user_agent: UA_CONSOLE,
      actor: siloUser(userIds.admin),
      auth_method: 'session_cookie',
      credential_id: SESSION_ID,
      result: { kind: 'success', http_status_code: 201 },
      ...at(184, 347),
    },
    {
      id: auditLogIds.failedLogin,
      request_id: 'e5f1a3b9-6c4d-4e8f-8a2b-3c5d7e9f1a42',
      operation_id: 'login_local',
      request_uri: `/v1/login/${defaultSilo.name}/local`,
      source_ip: '10.88.14.7',
      user_agent: UA_CONSOLE,
      actor: { kind: 'unauthenticated' },
      auth_method: null,
      credential_id: null,
      result: {
        kind: 'error',
        http_status_code: 401,
        error_code: 'Unauthorized',
        error_message: 'credentials missing or invalid',
      },
      ...at(95, 188),
    },
    {
      id: auditLogIds.instanceStop,
      request_id: 'f6a2b4c0-7d5e-4f9a-9b3c-4d6e8f0a2b53',
      operation_id: 'instance_stop',
      request_uri: '/v1/instances/db1/stop?project=demo-project',
      source_ip: '10.88.14.12',
      user_agent: UA_CLI,
      actor: siloUser(userIds.collaborator),
      auth_method: 'access_token',
      credential_id: accessTokenIds.collaboratorLaptop,
      result: { kind: 'success', http_status_code: 202 },
      ...at(42, 96),
    },
    {
      id: auditLogIds.diskDelete,
      request_id: 'a7b3c5d1-8e6f-4a0b-8c4d-5e7f9a1b3c64',
      operation_id: 'disk_delete',
      request_uri: '/v1/disks/db1-boot?project=demo-project',
      source_ip: '10.88.14.12',
      user_agent: UA_CLI,
      actor: siloUser(userIds.collaborator),
      auth_method: 'access_token',
      credential_id: accessTokenIds.collaboratorLaptop,
      result: {
        kind: 'error',
        http_status_code: 400,
        error_code: 'InvalidRequest',
        error_message: 'disk cannot be deleted in state "attached"',
      },
      ...at(40, 31),
    },
  ]
}
