import { useEffect } from 'react'

import { ConfirmDialog } from './ConfirmDialog'
import { clearConfirmAction, useConfirmAction } from './confirm-store'
import { preloadToastList } from './ToastHost'
import { addToast } from './toast-store'

/** Message of whatever a failed action threw; ApiError messages are already user-facing. */
function errorMessage(err: unknown) {
  if (err instanceof Error) return err.message
  return typeof err === 'string' ? err : 'Unknown error'
}

/**
 * Renders the global confirm slot (`confirmAction`, `confirmDelete`); loaded and mounted by
 * `<ConfirmActionHost/>`. A failed action becomes an error toast titled with the action's
 * `errorTitle` (spec §4, §8).
 */
export function ConfirmActionDialog() {
  const slot = useConfirmAction()
  // whatever the outcome, a toast usually follows (the mutation's success toast, or the
  // error toast below): have its code ready by then
  useEffect(() => preloadToastList(), [])
  if (!slot) return null
  const { id, options } = slot
  return (
    <ConfirmDialog
      // a new confirm gets a fresh dialog (no leftover pending state)
      key={id}
      isOpen
      title={options.title}
      message={options.message}
      actionLabel={options.actionLabel}
      actionType={options.actionType}
      onConfirm={options.doAction}
      onDismiss={() => clearConfirmAction(id)}
      onError={(err) =>
        addToast({ variant: 'error', title: options.errorTitle, content: errorMessage(err) })
      }
    />
  )
}
