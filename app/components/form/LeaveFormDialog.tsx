import { Modal } from '~/ui/Modal'

type Props = {
  isOpen: boolean
  onLeave: () => void
  onStay: () => void
}

/** Asked before a changed form is closed or left: Cancel, Escape, a link, Back */
export function LeaveFormDialog({ isOpen, onLeave, onStay }: Props) {
  return (
    <Modal isOpen={isOpen} onDismiss={onStay} title="Leave this form?" width="narrow">
      <Modal.Body>Your changes have not been saved and will be lost.</Modal.Body>
      <Modal.Footer
        actionText="Leave"
        actionType="danger"
        cancelText="Keep editing"
        onAction={onLeave}
      />
    </Modal>
  )
}
