import type { ComponentProps } from 'react'

import { PrefetchLink } from '~/components/PrefetchLink'
import { clsx } from 'clsx'

/**
 * The one look of a name that leads somewhere, on every list: the accent colour says "this
 * opens", the underline on hover confirms it. A control that opens a panel in place of a
 * page (a switch port's settings) takes the same class.
 */
export const linkCellClass = 'font-medium text-accent underline-offset-2 hover:underline'

type Props = Omit<ComponentProps<typeof PrefetchLink>, 'className'> & {
  /** monospace, for serials and ids */
  mono?: boolean
}

/** A row's name as the link to its page, the way every table leads into what it lists. */
export function LinkCell({ mono, ...props }: Props) {
  return <PrefetchLink {...props} className={clsx(linkCellClass, mono && 'font-mono')} />
}
