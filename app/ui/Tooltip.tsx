import {
  cloneElement,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

import { lazyModule, useLazyModule } from './lazy-module'

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

// The Radix tooltip (with floating-ui) is not needed to show a page, only to show a
// tooltip: it is loaded when the pointer enters the child or the keyboard focuses it.
const radixTooltip = lazyModule(() => import('./TooltipRadix'))

type ChildHandlers = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

/**
 * Text shown on hover and on keyboard focus, and exposed to screen readers through
 * `aria-describedby` while open. Escape closes it.
 *
 * Mounted before the Radix code is loaded, it renders the child alone and watches it.
 * When the pointer enters the child or the keyboard focuses it, the code is loaded (if it
 * isn't yet) and the Radix tooltip is rendered around the child, replaying that hover or
 * focus. The child's element is replaced then, once. Mounted after the load, it renders
 * the Radix tooltip straight away. As with Radix, touch and the focus that comes with a
 * click don't show it (they don't start the load).
 */
export function Tooltip(props: TooltipProps) {
  const [hover, setHover] = useState(false)
  const [focus, setFocus] = useState<'keyboard' | 'pointer' | null>(null)
  const isPointerDown = useRef(false)
  const requested = hover || focus === 'keyboard'
  const loaded = useLazyModule(radixTooltip, requested)
  // sticky: once Radix renders the tooltip, it keeps doing so
  const [isRadix, setIsRadix] = useState(() => radixTooltip.get() !== undefined)
  if (!isRadix && loaded && requested) setIsRadix(true)

  if (isRadix && loaded) {
    return <loaded.TooltipRadix {...props} replay={{ hover, focus: focus !== null }} />
  }

  const child = props.children as ReactElement<ChildHandlers>
  const own = child.props
  return cloneElement(child, {
    onPointerEnter(event) {
      own.onPointerEnter?.(event)
      if (event.pointerType !== 'touch') setHover(true)
    },
    onPointerLeave(event) {
      own.onPointerLeave?.(event)
      setHover(false)
    },
    onPointerDown(event) {
      own.onPointerDown?.(event)
      isPointerDown.current = true
      const release = () => (isPointerDown.current = false)
      document.addEventListener('pointerup', release, { once: true })
    },
    onFocus(event) {
      own.onFocus?.(event)
      setFocus(isPointerDown.current ? 'pointer' : 'keyboard')
    },
    onBlur(event) {
      own.onBlur?.(event)
      setFocus(null)
    },
  })
}
