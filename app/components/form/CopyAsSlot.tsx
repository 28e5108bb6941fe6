// Where a form shell's footer puts its "Copy as" menu: the menu's code loads when a form
// that offers it shows, not with the shell (which is in the first visit).
import { lazy, Suspense, type ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'

import type { CopyAsProps } from '../CopyAsMenu'

const CopyAsMenu = lazy(() => import('../CopyAsMenu')) as unknown as ComponentType<
  CopyAsProps<FieldValues>
>

export function CopyAsSlot<T extends FieldValues>(props: CopyAsProps<T>) {
  return (
    <Suspense fallback={null}>
      <CopyAsMenu {...(props as unknown as CopyAsProps<FieldValues>)} />
    </Suspense>
  )
}
