// Records of who may sign in how, beyond sessions and device tokens: SCIM client tokens,
// a silo's auth settings, and the audit log (sim/access/audit-log.ts).
import type * as Newest from '../../app/api/__generated_versions__/2026081901.0.0/Api'
import type { Json } from '../../app/api/__generated__/msw-handlers'

/**
 * A SCIM client's bearer token for one silo; `bearer_token` is the secret without
 * Nexus's `oxide-scim-` prefix, shown once, at create. Neither it nor `silo_id` is in
 * the `ScimClientBearerToken` view.
 */
export type ScimTokenRecord = {
  id: string
  silo_id: string
  bearer_token: string
  time_created: string
  time_expires: string | null
}

/** A silo's auth settings; `id` is the silo's. A silo without one has the defaults (no max). */
export type SiloAuthSettingsRecord = {
  id: string
  device_token_max_ttl_seconds: number | null
}

/** One completed entry of the audit log, in the newest version's view */
export type AuditLogRecord = Json<Newest.AuditLogEntry>
