import { Tooltip as RadixTooltip } from 'radix-ui'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import { TOOLTIP_DELAY_MS, TOOLTIP_OFFSET, type TooltipProps } from './Tooltip'

/** Whether the bare child had the pointer over it, or focus, when this replaced it. */
export type TooltipReplay = { hover: boolean; focus: boolean }

/**
 * The Radix tooltip behind `Tooltip`, in its own chunk. Menus, already in a Radix chunk,
 * use it directly. Text shown on hover and on keyboard focus, and exposed to screen
 * readers through `aria-describedby` while open. Escape closes it.
 */
export function TooltipRadix({
  content,
  children,
  side = 'top',
  align = 'center',
  replay,
}: TooltipProps & { replay?: TooltipReplay }) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  // only what happened before this mounted counts; later it is all Radix's
  const [initialReplay] = useState(replay)

  // `Tooltip` swapped its bare child for this one, so the trigger is a new element. Focus
  // moves over to it at once if the old one had it, and Radix opens the tooltip, as on
  // any focus. (Had a click brought that focus, Radix would keep it closed; but the
  // pointer is over the trigger then, so it would open on hover a moment later anyway.)
  useLayoutEffect(() => {
    if (initialReplay?.focus) triggerRef.current?.focus()
  }, [initialReplay])

  // If the pointer is still over it, the pointer move Radix missed is replayed: the tooltip
  // opens after the usual delay without waiting for the mouse to move again, and Radix
  // handles leaving and clicking as usual. A task later, so that StrictMode's trial
  // unmount (which clears Radix's delay timer) is over.
  useEffect(() => {
    const el = triggerRef.current
    if (!el || !initialReplay?.hover) return
    const timer = setTimeout(() =>
      el.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' })),
    )
    return () => clearTimeout(timer)
  }, [initialReplay])

  return (
    // A provider per tooltip keeps the primitive self-contained: it works anywhere,
    // including error pages rendered outside the app shell.
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger ref={triggerRef} asChild>
          {children}
        </RadixTooltip.Trigger>
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
