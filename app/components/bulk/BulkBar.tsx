// The selection bar's buttons: one per action of the kind, each with how many of the
// selected rows it can act on ("Stop 3"). Pressing one opens the confirm dialog.
import { useState } from 'react'

import { useCurrentUser } from '~/hooks/use-current-user'
import { useProjectAccess } from '~/hooks/use-project-access'
import { Button } from '~/ui/Button'

import { BulkConfirmDialog } from './BulkConfirmDialog'
import type { BulkSelection } from './bulk-entry'
import { BULK_ACTIONS, BULK_CHANGE, partition, type BulkKind, type BulkRow } from './bulk-rules'

type Props<K extends BulkKind> = { kind: K; project: string } & BulkSelection<BulkRow[K]>

export function BulkBar<K extends BulkKind>({ kind, project, rows, clear }: Props<K>) {
  const { me } = useCurrentUser()
  const roleReason = useProjectAccess(project).changeReason(BULK_CHANGE[kind])
  const [chosen, setChosen] = useState<number | null>(null)
  const actions = BULK_ACTIONS[kind]
  const split = actions.map((action) => partition(rows, action.stateReason, roleReason))
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.map((action, i) => (
        <Button
          key={action.operation}
          size="sm"
          variant={action.danger ? 'danger' : 'secondary'}
          onClick={() => setChosen(i)}
        >
          {action.label} {split[i].eligible.length}
        </Button>
      ))}
      {chosen !== null && (
        <BulkConfirmDialog
          kind={kind}
          project={project}
          userId={me.id}
          action={actions[chosen]}
          eligible={split[chosen].eligible}
          refused={split[chosen].refused}
          onDone={clear}
          onDismiss={() => setChosen(null)}
        />
      )}
    </div>
  )
}
