import { clsx } from 'clsx'
import { useEffect, useState } from 'react'

import { copyText } from './clipboard'
import { CheckIcon, CopyIcon } from './icons'

/** spec §9: how long the "Copied" confirmation stays before the button resets */
export const COPY_CONFIRM_MS = 2000

export type CopyToClipboardProps = {
  text: string
  /** Accessible name; defaults to "Copy to clipboard". Say what is copied if it helps: "Copy ID". */
  'aria-label'?: string
  className?: string
}

/**
 * Icon button that copies `text`. On success the icon turns into a check and "Copied"
 * appears (and is announced) for 2 s. The button's name does not change, so it can be
 * found the same way before and after.
 */
export function CopyToClipboard({
  text,
  'aria-label': ariaLabel = 'Copy to clipboard',
  className,
}: CopyToClipboardProps) {
  // a timestamp rather than a boolean so a second click restarts the 2 s
  const [copiedAt, setCopiedAt] = useState<number | null>(null)

  useEffect(() => {
    if (copiedAt === null) return
    const timer = setTimeout(() => setCopiedAt(null), COPY_CONFIRM_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])

  const hasCopied = copiedAt !== null

  return (
    <span className={clsx('relative inline-flex align-middle', className)}>
      <button
        type="button"
        aria-label={ariaLabel}
        onClick={async (e) => {
          const container = e.currentTarget.parentElement ?? undefined
          if (await copyText(text, container)) setCopiedAt(Date.now())
        }}
        className="inline-flex size-6 items-center justify-center rounded-md text-secondary hover:bg-secondary hover:text-default"
      >
        {hasCopied ? (
          <CheckIcon width={14} height={14} className="text-accent" />
        ) : (
          <CopyIcon width={14} height={14} />
        )}
      </button>
      {/* always mounted: a live region has to exist before its text changes to be announced */}
      <span
        role="status"
        className="pointer-events-none absolute bottom-full left-1/2 mb-1 -translate-x-1/2 rounded text-xs whitespace-nowrap text-accent not-empty:border not-empty:border-secondary not-empty:bg-tertiary not-empty:px-1.5 not-empty:py-0.5"
      >
        {hasCopied ? 'Copied' : ''}
      </span>
    </span>
  )
}
