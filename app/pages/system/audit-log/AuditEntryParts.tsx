// How one audit log entry reads: who made the request, what came of it, and the whole
// entry in a side panel.
import { useQuery } from '@tanstack/react-query'

import type {
  AuditLogEntry,
  AuditLogEntryActor,
  AuditLogEntryResult,
  AuthMethod,
} from '~/api/__generated_versions__/2026081901.0.0/Api'
import { siloUserView } from '~/api/queries/users'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { SideModal } from '~/ui/SideModal'

import { durationMs, formatDuration } from './audit-log-filter'

// built on first use: an Intl formatter is costly to make, and the module loads with others
let timeFormat: Intl.DateTimeFormat | undefined

/** `Nov 28, 2026, 9:42:07 AM`, the viewer's time zone: an audit log needs the seconds */
export function formatAuditTime(date: Date) {
  timeFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  })
  // a plain space for ICU's narrow no-break one before AM/PM, as formatDateTime does
  return timeFormat.format(date).replace(/[\u202f\u00a0]/g, ' ')
}

/**
 * A silo user's display name, read by id (an operator may read any silo's users); the id
 * while it loads or if the user is gone (deleted users stay in the log).
 */
function SiloUserName({ siloId, userId }: { siloId: string; userId: string }) {
  const { data } = useQuery({ ...siloUserView({ userId, silo: siloId }), throwOnError: false })
  return <span title={userId}>{data?.displayName ?? userId}</span>
}

export function ActorName({ actor }: { actor: AuditLogEntryActor }) {
  switch (actor.kind) {
    case 'silo_user':
      return <SiloUserName siloId={actor.siloId} userId={actor.siloUserId} />
    case 'user_builtin':
      return <span className="font-mono text-xs">{actor.userBuiltinId}</span>
    case 'scim':
      return <span className="font-mono text-xs">{actor.siloId}</span>
    case 'unauthenticated':
      return <span className="text-secondary">Unauthenticated</span>
  }
}

const ACTOR_KIND_LABEL: Record<AuditLogEntryActor['kind'], string | null> = {
  silo_user: 'Silo user',
  user_builtin: 'Built-in user',
  scim: 'SCIM client of silo',
  unauthenticated: null,
}

/** The actor and, under it, what kind of actor it is */
export function ActorCell({ actor }: { actor: AuditLogEntryActor }) {
  const kind = ACTOR_KIND_LABEL[actor.kind]
  return (
    <div className="flex flex-col">
      <ActorName actor={actor} />
      {kind && <span className="text-xs text-secondary">{kind}</span>}
    </div>
  )
}

function statusColor(result: AuditLogEntryResult): BadgeColor {
  if (result.kind === 'unknown') return 'default'
  if (result.httpStatusCode >= 500) return 'destructive'
  if (result.httpStatusCode >= 400) return 'notice'
  return 'accent'
}

/** The HTTP status in a badge; a failure adds its error code beside it */
export function ResultCell({ result }: { result: AuditLogEntryResult }) {
  if (result.kind === 'unknown') return <Badge>Unknown</Badge>
  return (
    <span className="flex items-center gap-2">
      <Badge color={statusColor(result)}>{result.httpStatusCode}</Badge>
      {result.kind === 'error' && (
        <span className="max-w-48 truncate text-xs text-secondary" title={result.errorMessage}>
          {result.errorCode ?? 'Error'}
        </span>
      )}
    </span>
  )
}

const AUTH_METHOD_LABEL: Record<AuthMethod, string> = {
  session_cookie: 'Console session',
  access_token: 'Device access token',
  scim_token: 'SCIM token',
}

const RESULT_LABEL = {
  success: 'Succeeded',
  error: 'Failed',
  unknown: 'Unknown (completed without a recorded result)',
} as const

const mono = 'font-mono text-xs break-all'

/** The whole entry, in a side panel */
export function AuditEntryDetails({
  entry,
  onDismiss,
}: {
  entry: AuditLogEntry
  onDismiss: () => void
}) {
  const { result } = entry
  const took = durationMs(entry)
  return (
    <SideModal isOpen title="Audit log entry" subtitle={entry.operationId} onDismiss={onDismiss}>
      <SideModal.Body>
        <SideModal.Section title="Request">
          <PropertiesTable columns={1}>
            <PropertiesTable.Row label="Operation">
              <span className={mono}>{entry.operationId}</span>
            </PropertiesTable.Row>
            <PropertiesTable.Row label="Request URI">
              <span className={mono}>{entry.requestUri}</span>
            </PropertiesTable.Row>
            <PropertiesTable.Row label="Started">
              {formatAuditTime(entry.timeStarted)}
            </PropertiesTable.Row>
            <PropertiesTable.Row label="Completed">
              {formatAuditTime(entry.timeCompleted)}
            </PropertiesTable.Row>
            <PropertiesTable.Row label="Duration">
              {took === undefined ? '—' : formatDuration(took)}
            </PropertiesTable.Row>
            <PropertiesTable.Row label="Request ID">
              <span className={mono}>{entry.requestId}</span>
            </PropertiesTable.Row>
          </PropertiesTable>
        </SideModal.Section>
        <SideModal.Section title="Result">
          <PropertiesTable columns={1}>
            <PropertiesTable.Row label="Outcome">{RESULT_LABEL[result.kind]}</PropertiesTable.Row>
            {result.kind !== 'unknown' && (
              <PropertiesTable.Row label="HTTP status">
                <ResultCell result={{ kind: 'success', httpStatusCode: result.httpStatusCode }} />
              </PropertiesTable.Row>
            )}
            {result.kind === 'error' && (
              <>
                <PropertiesTable.Row label="Error code">
                  {result.errorCode ?? '—'}
                </PropertiesTable.Row>
                <PropertiesTable.Row label="Error message">
                  {result.errorMessage}
                </PropertiesTable.Row>
              </>
            )}
          </PropertiesTable>
        </SideModal.Section>
        <SideModal.Section title="Caller">
          <PropertiesTable columns={1}>
            <PropertiesTable.Row label="Actor">
              <ActorCell actor={entry.actor} />
            </PropertiesTable.Row>
            {entry.actor.kind === 'silo_user' && (
              <>
                <PropertiesTable.Row label="User ID">
                  <span className={mono}>{entry.actor.siloUserId}</span>
                </PropertiesTable.Row>
                <PropertiesTable.Row label="Silo ID">
                  <span className={mono}>{entry.actor.siloId}</span>
                </PropertiesTable.Row>
              </>
            )}
            <PropertiesTable.Row label="Auth method">
              {entry.authMethod ? AUTH_METHOD_LABEL[entry.authMethod] : 'None'}
            </PropertiesTable.Row>
            {entry.credentialId && (
              <PropertiesTable.Row label="Credential ID">
                <span className={mono}>{entry.credentialId}</span>
              </PropertiesTable.Row>
            )}
            <PropertiesTable.Row label="Source IP">
              <span className={mono}>{entry.sourceIp}</span>
            </PropertiesTable.Row>
            <PropertiesTable.Row label="User agent">
              <span className={mono}>{entry.userAgent ?? '—'}</span>
            </PropertiesTable.Row>
          </PropertiesTable>
        </SideModal.Section>
        <PropertiesTable columns={1}>
          <PropertiesTable.IdRow id={entry.id} />
        </PropertiesTable>
      </SideModal.Body>
    </SideModal>
  )
}
