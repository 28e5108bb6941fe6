import { Tooltip as RadixTooltip } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'

// spec §9
export const TOOLTIP_DELAY_MS = 250
export const TOOLTIP_OFFSET = 12

export type TooltipProps = {
  content: ReactNode
  /**
   * Exactly one element that takes a ref and DOM props (a `<button>`, `Button`, a link).
   * It becomes the trigger, so it must be focusable for keyboard users to see the tooltip.
   */
  children: ReactElement
  side?: 'top' | 'right' | 'bottom' | 'left'
  align?: 'start' | 'center' | 'end'
}

/**
 * Text shown on hover and on keyboard focus, and exposed to screen readers through
 * `aria-describedby` while open. Escape closes it.
 */
export function Tooltip({ content, children, side = 'top', align = 'center' }: TooltipProps) {
  return (
    // A provider per tooltip keeps the primitive self-contained: it works anywhere,
    // including error pages rendered outside the app shell.
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={TOOLTIP_OFFSET}
            collisionPadding={8}
            className="z-[70] max-w-xs animate-fade-in rounded-md border border-secondary bg-tertiary px-2.5 py-1.5 text-xs leading-snug text-default shadow-lg motion-reduce:animate-none"
          >
            {content}
            <RadixTooltip.Arrow
              width={10}
              height={5}
              className="fill-(--background-color-tertiary)"
            />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
