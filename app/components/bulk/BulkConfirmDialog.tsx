// One confirm for a bulk action: which of the selected rows it will act on, which not and
// why ("db-2: Only a running instance can be stopped"). Confirming starts the job and
// brings up the tray; nothing is sent before.
import { Modal } from '~/ui/Modal'

import { showTray } from './bulk-entry'
import {
  BULK_INVALIDATES,
  bulkParams,
  type BulkAction,
  type BulkKind,
  type Refused,
} from './bulk-rules'
import { startJob } from './job-runner'

/** How a kind is named in a sentence, one and many */
export const KIND_NOUN: Record<BulkKind, [one: string, many: string]> = {
  instance: ['instance', 'instances'],
  disk: ['disk', 'disks'],
  snapshot: ['snapshot', 'snapshots'],
  floatingIp: ['floating IP', 'floating IPs'],
}

const noun = (kind: BulkKind, n: number) => KIND_NOUN[kind][n === 1 ? 0 : 1]

let nextJob = 0

type Props = {
  kind: BulkKind
  project: string
  userId: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind's action
  action: BulkAction<any>
  eligible: { name: string }[]
  refused: Refused[]
  /** After the job started: the selection is cleared */
  onDone: () => void
  onDismiss: () => void
}

export function BulkConfirmDialog({
  kind,
  project,
  userId,
  action,
  eligible,
  refused,
  onDone,
  onDismiss,
}: Props) {
  const total = eligible.length + refused.length

  function confirm() {
    startJob({
      id: `${Date.now().toString(36)}-${++nextJob}`,
      userId,
      title: action.title,
      operation: action.operation,
      project,
      invalidates: BULK_INVALIDATES[kind],
      createdAt: Date.now(),
      items: eligible.map((row) => ({
        name: row.name,
        params: bulkParams(kind, project, row.name),
        status: 'queued',
      })),
    })
    showTray()
    onDismiss()
    onDone()
  }

  return (
    <Modal isOpen title={action.title} width="medium" onDismiss={onDismiss}>
      <Modal.Body className="space-y-3">
        <p>
          {eligible.length} of {total} selected {noun(kind, total)}{' '}
          {eligible.length === 1 ? 'is' : 'are'} eligible.
        </p>
        {eligible.length > 0 && (
          <section aria-label="Will be acted on">
            <h3 className="mb-1 text-xs font-medium text-default">
              {action.label} ({eligible.length})
            </h3>
            <ul className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
              {eligible.map((row) => (
                <li key={row.name} className="break-all text-default">
                  {row.name}
                </li>
              ))}
            </ul>
          </section>
        )}
        {refused.length > 0 && (
          <section aria-label="Not eligible">
            <h3 className="mb-1 text-xs font-medium text-default">
              Not eligible ({refused.length})
            </h3>
            <ul className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
              {refused.map(({ name, reason }) => (
                <li key={name} className="break-words">
                  <span className="font-medium text-default">{name}</span>: {reason}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Modal.Body>
      <Modal.Footer
        actionText={`${action.label} ${eligible.length}`}
        actionType={action.danger ? 'danger' : 'primary'}
        onAction={confirm}
        disabled={eligible.length === 0}
        disabledReason={
          eligible.length === 0 ? `None of the selected ${noun(kind, 2)} is eligible` : undefined
        }
      />
    </Modal>
  )
}
