import type { ComponentProps } from 'react'

import { PrefetchLink } from '~/components/PrefetchLink'
import { clsx } from 'clsx'

type Props = Omit<ComponentProps<typeof PrefetchLink>, 'className'> & {
  /** monospace, for serials and ids */
  mono?: boolean
}

/** A row's name as the link to its page, the way every table leads into what it lists. */
export function LinkCell({ mono, ...props }: Props) {
  return (
    <PrefetchLink
      {...props}
      className={clsx('font-medium text-default hover:text-accent', mono && 'font-mono')}
    />
  )
}
