// Support bundles, metrics, timeseries, the update status and the audit log in this
// version's terms.
//
// Support bundles need nothing: the first versioned API serves them under
// /experimental/v1/... (its own client builds those paths) with the newest parameters and
// shapes, and its OxQL answers are the newest's.
import type * as Old from '../../__generated_versions__/2025112000.0.0/Api'
import type * as Now from '../../__generated_versions__/2026081901.0.0/Api'
import type { InitialTable } from './table'

const AUTH_METHODS: readonly Now.AuthMethod[] = ['session_cookie', 'access_token', 'scim_token']

/**
 * An audit log entry of this release: its auth method is a free string (Nexus wrote
 * `session_cookie` or `access_token`), and it does not say which credential was used, so
 * the entry has no `credentialId`. A method the newest contract does not name is left
 * out rather than guessed.
 */
export function auditLogEntryUp({ authMethod, ...entry }: Old.AuditLogEntry): Now.AuditLogEntry {
  const known = AUTH_METHODS.find((m) => m === authMethod)
  return { ...entry, authMethod: known ?? null }
}

export const system: InitialTable = {
  // This release's Nexus runs none of the health checks behind `contactSupport`, so it has
  // detected no condition that calls for support: `false` is what it knows. The page says
  // something only when the flag is set, so an old rack reads as it always did.
  systemUpdateStatus: { response: (status) => ({ ...status, contactSupport: false }) },
  auditLogList: {
    response: (page) => ({ ...page, items: page.items.map(auditLogEntryUp) }),
  },
}
