import { clsx } from 'clsx'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

import { useReturnFocus } from './dialog-focus'
import { CloseButton } from './Modal'

export type SideModalProps = {
  isOpen: boolean
  /** Called on Escape, overlay click and the close button. A form shell can ask "leave?" here. */
  onDismiss: () => void
  /** Heading of the panel and its accessible name, e.g. "Create floating IP". */
  title: string
  /** Small text under the title, e.g. the resource being edited. */
  subtitle?: ReactNode
  /** Usually `SideModal.Body` followed by `SideModal.Footer`. */
  children: ReactNode
}

/**
 * A panel sliding in from the right, 32rem wide (spec §2), for create and edit forms.
 * It is a modal dialog: focus is trapped, Escape closes, the page behind is inert.
 * Only the body scrolls, so the footer with the submit button is always in view.
 */
function SideModalRoot({ isOpen, onDismiss, title, subtitle, children }: SideModalProps) {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-scrim motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-40 flex w-[32rem] max-w-full animate-slide-in-right flex-col border-l border-default bg-raise shadow-2xl motion-reduce:animate-none"
        >
          <div className="shrink-0 border-b border-default py-4 pr-14 pl-4 sm:pl-6">
            <Dialog.Title className="text-lg font-semibold text-default">{title}</Dialog.Title>
            {subtitle && <div className="mt-0.5 text-sm text-secondary">{subtitle}</div>}
          </div>
          {children}
          {/* Last in DOM order so initial focus goes to the first field, not to Close. */}
          <CloseButton className="absolute top-4 right-4" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function SideModalBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-6 sm:px-6', className)}>
      {children}
    </div>
  )
}

/** A titled group of fields inside the body, separated from the previous group by a rule. */
function SideModalSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-default not-first:border-t not-first:pt-6">
      {title && <h3 className="text-sm font-semibold text-default">{title}</h3>}
      {children}
    </section>
  )
}

/** Buttons are right-aligned; put Cancel first and the submit button last. */
function SideModalFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-2 border-t border-default bg-raise px-4 py-3 sm:px-6">
      {children}
    </div>
  )
}

/**
 * ```tsx
 * <SideModal isOpen title="Create floating IP" onDismiss={back}>
 *   <SideModal.Body><form id="fip-create" onSubmit={…}>…fields…</form></SideModal.Body>
 *   <SideModal.Footer>
 *     <Button variant="secondary" onClick={back}>Cancel</Button>
 *     <Button type="submit" form="fip-create" loading={isPending}>Create floating IP</Button>
 *   </SideModal.Footer>
 * </SideModal>
 * ```
 */
export const SideModal = Object.assign(SideModalRoot, {
  Body: SideModalBody,
  Section: SideModalSection,
  Footer: SideModalFooter,
})
