import { useRef, useState, type ReactNode } from 'react'

import { Modal } from './Modal'

export type ConfirmDialogProps = {
  isOpen: boolean
  title: string
  message: ReactNode
  /** Defaults to "Confirm". */
  actionLabel?: string
  /** Defaults to 'danger': most confirms guard something destructive. */
  actionType?: 'danger' | 'primary'
  /** The action. The confirm button shows a spinner until the promise settles. */
  onConfirm: () => Promise<unknown>
  /** Closes the dialog: on Cancel/Escape, and after `onConfirm` settles either way. */
  onDismiss: () => void
  /**
   * Gets whatever `onConfirm` rejected with, before the dialog closes. The caller shows the
   * error toast ("Could not <action>", spec §4), so the mutation itself needs no `onError`.
   */
  onError: (err: unknown) => void
}

/** A narrow confirm modal; focus starts on Cancel so Enter never confirms by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  actionLabel = 'Confirm',
  actionType = 'danger',
  onConfirm,
  onDismiss,
  onError,
}: ConfirmDialogProps) {
  const [isPending, setIsPending] = useState(false)
  // the state reaches the button a render later: quick presses before it are turned away here
  const running = useRef(false)

  async function confirm() {
    if (running.current) return
    running.current = true
    setIsPending(true)
    try {
      await onConfirm()
    } catch (err) {
      onError(err)
    } finally {
      running.current = false
      setIsPending(false)
      // spec §4: the dialog closes afterwards either way
      onDismiss()
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      title={title}
      width="narrow"
      // Escape and overlay clicks are ignored while the action runs: closing would hide a
      // request that is still in flight and whose outcome is about to be reported.
      onDismiss={() => !isPending && onDismiss()}
    >
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer
        actionText={actionLabel}
        actionType={actionType}
        actionLoading={isPending}
        onAction={() => void confirm()}
      />
    </Modal>
  )
}
