// A link that looks like a button and leads to a form ("New silo", "Add range"), or, when
// the user may not do what the form does, a disabled button whose tooltip says why: a link
// cannot be disabled, and leading to a form that can only fail helps nobody.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { Button, buttonClass, type ButtonSize, type ButtonVariant } from '~/ui/Button'

type Props = {
  to: string
  /** Why the action is off (`systemChangeDisabledReason` and the like), or `false` */
  disabled: string | false
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
}

export function ActionLink({ to, disabled, variant, size, children }: Props) {
  if (disabled) {
    return (
      <Button variant={variant} size={size} disabled disabledReason={disabled}>
        {children}
      </Button>
    )
  }
  return (
    <Link to={to} className={buttonClass({ variant, size })}>
      {children}
    </Link>
  )
}
