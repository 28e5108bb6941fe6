import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

import { fieldClass } from './TextInput'

/**
 * A styled native `<select>`: the platform's own keyboard handling and screen-reader
 * support. Pair it with `FieldLabel htmlFor`, like `TextInput`.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={clsx(fieldClass, 'h-9 pr-8', className)} {...props} />
}
