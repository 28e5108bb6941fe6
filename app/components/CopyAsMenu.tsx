// The "Copy as" menu in a form's footer: what the form would send, as the oxide CLI, curl
// or Terraform. Loaded when a form that offers it first shows (CopyAsSlot); the generators
// load when the menu opens.
import { lazy, Suspense } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import type { CopyRequest } from '~/api/copy-as/request'
import { buttonClass } from '~/ui/Button'
import { LazyMenu } from '~/ui/LazyMenu'

const CopyAsItems = lazy(() => import('~/ui/CopyAsItems'))

export const FILL_IN_FIRST = 'Fill in the form to copy it as a command'

export type CopyAsProps<T extends FieldValues> = {
  form: UseFormReturn<T>
  /**
   * The request the form's values make, undefined while they make none, or why no single
   * request can stand for the form (an upload is many)
   */
  copyAs: (values: T) => CopyRequest | { reason: string } | undefined
}

// values not yet checked may not make a request: only a reason counts here
function tryCopyAs<T extends FieldValues>(copyAs: CopyAsProps<T>['copyAs'], values: T) {
  try {
    return copyAs(values)
  } catch {
    return undefined
  }
}

export default function CopyAsMenu<T extends FieldValues>({ form, copyAs }: CopyAsProps<T>) {
  const load = async () => {
    // a form that no one request can stand for says so before asking for its fields
    const unfit = tryCopyAs(copyAs, form.getValues())
    if (unfit && 'reason' in unfit) return unfit
    // the same checks as a submit: a field left wrong says so, as it would then
    if (!(await form.trigger())) return { reason: FILL_IN_FIRST }
    const request = copyAs(form.getValues())
    if (!request) return { reason: FILL_IN_FIRST }
    if ('reason' in request) return request
    const { commandsFor } = await import('~/api/copy-as/commands')
    // read at click time: the API is served where the console is
    return commandsFor(request, window.location.origin)
  }
  return (
    <LazyMenu
      modal={false}
      trigger={{
        'aria-label': 'Copy as a command',
        className: buttonClass({ variant: 'ghost' }),
        children: 'Copy as…',
      }}
    >
      {(parts) => (
        <parts.DropdownMenu.Portal>
          <parts.DropdownMenu.Content
            align="start"
            side="top"
            sideOffset={4}
            collisionPadding={8}
            className="z-[70] max-w-72 min-w-40 animate-fade-in rounded-lg border border-secondary bg-raise p-1 shadow-xl motion-reduce:animate-none"
          >
            <Suspense fallback={null}>
              <CopyAsItems parts={parts} load={load} />
            </Suspense>
          </parts.DropdownMenu.Content>
        </parts.DropdownMenu.Portal>
      )}
    </LazyMenu>
  )
}
