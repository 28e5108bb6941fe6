import { clsx } from 'clsx'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

import { Button } from './Button'
import { useReturnFocus } from './dialog-focus'
import { CloseIcon } from './icons'

// spec §2: dialog widths narrow 24rem, medium 28rem, free 24–48rem
export type ModalWidth = 'narrow' | 'medium' | 'free'

const widthClass: Record<ModalWidth, string> = {
  narrow: 'w-[24rem] max-w-[calc(100vw-2rem)]',
  medium: 'w-[28rem] max-w-[calc(100vw-2rem)]',
  free: 'w-max min-w-[min(24rem,calc(100vw-2rem))] max-w-[min(48rem,calc(100vw-2rem))]',
}

export type ModalProps = {
  isOpen: boolean
  /** Called on Escape, overlay click, the close button and Cancel. */
  onDismiss: () => void
  /** Heading of the dialog, and its accessible name. */
  title: string
  width?: ModalWidth
  /** Usually `Modal.Body` followed by `Modal.Footer`. */
  children: ReactNode
}

/**
 * A centred dialog. Radix supplies the focus trap, Escape to close, `aria-modal` and
 * focus return to whatever was focused before it opened.
 */
function ModalRoot({ isOpen, onDismiss, title, width = 'medium', children }: ModalProps) {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-scrim motion-reduce:animate-none" />
        <Dialog.Content
          // we have no separate description element; this silences Radix's warning
          aria-describedby={undefined}
          {...returnFocus}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-4rem)] -translate-1/2 animate-pop-in flex-col rounded-lg border border-default bg-raise shadow-2xl motion-reduce:animate-none',
            widthClass[width],
          )}
        >
          <div className="border-b border-default py-3 pr-12 pl-4">
            <Dialog.Title className="text-base font-semibold text-default">{title}</Dialog.Title>
          </div>
          {children}
          {/* Last in DOM order so initial focus lands on the body or the footer's Cancel,
              not on the close button; it is placed top right visually. */}
          <CloseButton className="absolute top-2.5 right-2.5" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The X in a dialog's corner; only works inside a Radix `Dialog` (Modal, SideModal). */
export function CloseButton({ className }: { className?: string }) {
  return (
    <Dialog.Close
      aria-label="Close"
      className={clsx(
        'inline-flex size-7 items-center justify-center rounded-md text-secondary hover:bg-secondary hover:text-default',
        className,
      )}
    >
      <CloseIcon />
    </Dialog.Close>
  )
}

function ModalBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('min-h-0 overflow-y-auto px-4 py-4 text-sm text-secondary', className)}>
      {children}
    </div>
  )
}

export type ModalFooterProps = {
  actionText: string
  /** Called when the action button is clicked. Not needed when `formId` submits a form. */
  onAction?: () => void
  actionType?: 'primary' | 'danger'
  /** Spinner on the action button; Cancel is disabled meanwhile. */
  actionLoading?: boolean
  disabled?: boolean
  disabledReason?: ReactNode
  cancelText?: string
  /** Makes the action a submit button for the form with this id (the form may live in the body). */
  formId?: string
  /** Extra content on the left, e.g. a hint. */
  children?: ReactNode
}

function ModalFooter({
  actionText,
  onAction,
  actionType = 'primary',
  actionLoading = false,
  disabled = false,
  disabledReason,
  cancelText = 'Cancel',
  formId,
  children,
}: ModalFooterProps) {
  return (
    <div className="flex shrink-0 items-center justify-between gap-3 border-t border-default px-4 py-3">
      <div className="text-xs text-secondary">{children}</div>
      <div className="flex gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary" size="sm" disabled={actionLoading}>
            {cancelText}
          </Button>
        </Dialog.Close>
        <Button
          variant={actionType}
          size="sm"
          type={formId ? 'submit' : 'button'}
          form={formId}
          onClick={onAction}
          loading={actionLoading}
          disabled={disabled}
          disabledReason={disabledReason}
        >
          {actionText}
        </Button>
      </div>
    </div>
  )
}

/**
 * ```tsx
 * <Modal isOpen title="Detach disk" onDismiss={close} width="narrow">
 *   <Modal.Body>…</Modal.Body>
 *   <Modal.Footer actionText="Detach" onAction={detach} actionLoading={isPending} />
 * </Modal>
 * ```
 */
export const Modal = Object.assign(ModalRoot, { Body: ModalBody, Footer: ModalFooter })
