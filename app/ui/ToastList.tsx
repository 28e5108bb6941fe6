import { clsx } from 'clsx'
import { Toast as RadixToast } from 'radix-ui'
import { useState } from 'react'

import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons'
import {
  DEFAULT_TOAST_TIMEOUT,
  removeToast,
  useToasts,
  type Toast,
  type ToastVariant,
} from './toast-store'

const variantIcon: Record<ToastVariant, typeof SuccessIcon> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
}

const variantClass: Record<ToastVariant, string> = {
  success: 'text-accent',
  error: 'text-destructive',
  info: 'text-blue',
}

/**
 * Renders the toasts from `toast-store`; loaded and mounted by `<ToastHost/>` once there is
 * a toast, and kept mounted from then on. Radix pauses the timers while a toast is hovered
 * or focused, F8 moves focus to the list, and swiping right dismisses.
 */
export function ToastList() {
  const toasts = useToasts()

  // Radix Toast bug workaround: if the last toast closes while the list is hovered or
  // focused (e.g. its dismiss button was clicked), Radix stops listening for the pointer or
  // focus leaving but keeps its "paused" flag, and every later toast then stays up forever.
  // A new provider each time the list empties starts with a clean flag.
  const isEmpty = toasts.length === 0
  const [wasEmpty, setWasEmpty] = useState(isEmpty)
  const [generation, setGeneration] = useState(0)
  if (isEmpty !== wasEmpty) {
    setWasEmpty(isEmpty)
    if (isEmpty) setGeneration((g) => g + 1)
  }

  return (
    <RadixToast.Provider
      key={generation}
      duration={DEFAULT_TOAST_TIMEOUT}
      label="Notification"
      swipeDirection="right"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <RadixToast.Viewport
        // pointer-events-auto: an open modal sets pointer-events:none on <body>, and the
        // dismiss buttons must still work. Above the bulk tray when it shows (BulkTray.tsx)
        className="pointer-events-auto fixed right-4 bottom-[calc(1rem+var(--bulk-tray-space,0px))] z-[60] flex w-[24rem] max-w-[calc(100vw-2rem)] flex-col gap-2"
      />
    </RadixToast.Provider>
  )
}

function ToastItem({ toast: { id, options } }: { toast: Toast }) {
  const variant = options.variant ?? 'success'
  const Icon = variantIcon[variant]
  return (
    <RadixToast.Root
      open
      onOpenChange={(open) => !open && removeToast(id)}
      duration={options.timeout}
      // foreground = announced assertively; an error should interrupt, a success shouldn't
      type={variant === 'error' ? 'foreground' : 'background'}
      className="flex animate-pop-in items-start gap-3 rounded-lg border border-secondary bg-raise p-3 shadow-xl motion-reduce:animate-none data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)"
    >
      <Icon className={clsx('mt-0.5 shrink-0', variantClass[variant])} />
      <div className="min-w-0 flex-1">
        <RadixToast.Title className="text-sm font-medium text-default">
          {options.title}
        </RadixToast.Title>
        {options.content && (
          <RadixToast.Description className="mt-0.5 text-sm break-words text-secondary">
            {options.content}
          </RadixToast.Description>
        )}
      </div>
      <RadixToast.Close
        aria-label="Dismiss notification"
        className="-m-1 inline-flex size-6 shrink-0 items-center justify-center rounded-md text-secondary hover:bg-secondary hover:text-default"
      >
        <CloseIcon width={14} height={14} />
      </RadixToast.Close>
    </RadixToast.Root>
  )
}
