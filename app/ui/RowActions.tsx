import { clsx } from 'clsx'
import { useRef, type ReactNode } from 'react'

import { copyText } from './clipboard'
import type { LoadCommands } from './CopyAsItems'
import { preloadConfirmActionDialog } from './ConfirmActionHost'
import { MoreIcon } from './icons'
import { lazyModule, useLazyModule } from './lazy-module'
import { LazyMenu, type MenuParts } from './LazyMenu'

export type RowAction = {
  label: string
  onActivate: () => void
  /**
   * `true` disables the item. A reason (string or node) disables it too, but keeps it
   * focusable and shows the reason in a tooltip, so keyboard users can learn why.
   */
  disabled?: ReactNode
  /** Destructive styling, for Delete and the like. */
  danger?: boolean
  /**
   * The action's request as the oxide CLI, curl and Terraform, for the menu's "Copy as"
   * entries (built by `~/api/copy-as` when the submenu opens)
   */
  commands?: LoadCommands
}

// the "Copy as" entries' code loads with the menu that offers them (not on the submenu's
// opening: its contents suspending as it opens closed it again)
const copyAsItems = lazyModule(() => import('./CopyAsItems'))

export type RowActionsProps = {
  actions: RowAction[]
  /** Adds a "Copy ID" item first, copying this value. */
  copyId?: string
}

const itemClass =
  'flex h-8 cursor-default items-center rounded-md px-2 text-sm outline-none select-none data-[highlighted]:bg-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

/**
 * The "Row actions" (⋯) menu at the end of a table row. A `LazyMenu`: a table has one per
 * row, and none needs the Radix code until it is hovered, focused or opened.
 */
export function RowActions({ actions, copyId }: RowActionsProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  // The chosen action runs only after the menu has closed and focus is back on the trigger.
  // Run straight from the item, a dialog it opens (Delete → confirm) would take focus
  // first, the menu would then pull focus back to its trigger, and the dialog would close
  // on that "focus outside". Run afterwards, the dialog also knows to return focus to ⋯.
  const pendingAction = useRef<(() => void) | null>(null)

  return (
    <LazyMenu
      // Non-modal: a modal menu that opens a dialog leaves `pointer-events: none` on <body>.
      modal={false}
      triggerRef={triggerRef}
      trigger={{
        'aria-label': 'Row actions',
        className:
          'inline-flex size-7 items-center justify-center rounded-md text-secondary hover:bg-secondary hover:text-default data-[state=open]:bg-secondary data-[state=open]:text-default',
        children: <MoreIcon />,
      }}
      // Delete asks for confirmation: have that dialog's code ready by the time it's chosen
      onOpenChange={(open) => {
        if (!open) return
        preloadConfirmActionDialog()
        if (actions.some((a) => a.commands)) copyAsItems.preload()
      }}
    >
      {(parts) => (
        <parts.DropdownMenu.Portal>
          <parts.DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            onCloseAutoFocus={(event) => {
              const action = pendingAction.current
              pendingAction.current = null
              if (!action) return // closed with Escape or a click outside: Radix handles focus
              event.preventDefault()
              triggerRef.current?.focus()
              action()
            }}
            className="z-[70] min-w-40 animate-fade-in rounded-lg border border-secondary bg-raise p-1 shadow-xl motion-reduce:animate-none"
          >
            {copyId !== undefined && (
              // copies right away: the clipboard wants to be called inside the user's gesture
              <parts.DropdownMenu.Item className={itemClass} onSelect={() => void copyText(copyId)}>
                Copy ID
              </parts.DropdownMenu.Item>
            )}
            {actions.map((action) => (
              <RowActionItem
                key={action.label}
                parts={parts}
                action={action}
                onSelect={() => {
                  pendingAction.current = action.onActivate
                }}
              />
            ))}
            {actions.some((a) => a.commands && !a.disabled) && (
              <CopyAsSubmenu parts={parts} actions={actions} />
            )}
          </parts.DropdownMenu.Content>
        </parts.DropdownMenu.Portal>
      )}
    </LazyMenu>
  )
}

function RowActionItem({
  parts: { DropdownMenu, Tooltip },
  action,
  onSelect,
}: {
  parts: MenuParts
  action: RowAction
  onSelect: () => void
}) {
  const { label, disabled, danger = false } = action
  const className = clsx(
    itemClass,
    danger && 'text-destructive data-[highlighted]:bg-destructive/15',
  )

  if (!disabled) {
    return (
      <DropdownMenu.Item className={className} onSelect={onSelect}>
        {label}
      </DropdownMenu.Item>
    )
  }
  if (disabled === true) {
    return (
      <DropdownMenu.Item className={className} disabled>
        {label}
      </DropdownMenu.Item>
    )
  }
  // Radix's `disabled` would skip the item in arrow-key navigation, and the reason with it;
  // instead it stays focusable, says aria-disabled, and selecting it does nothing.
  return (
    <Tooltip content={disabled} side="left">
      <DropdownMenu.Item
        className={className}
        aria-disabled="true"
        onSelect={(e) => e.preventDefault()}
      >
        {label}
      </DropdownMenu.Item>
    </Tooltip>
  )
}

/** "Copy as…": for each action that has them, its CLI, curl and Terraform */
function CopyAsSubmenu({ parts, actions }: { parts: MenuParts; actions: RowAction[] }) {
  const { DropdownMenu } = parts
  const items = useLazyModule(copyAsItems, true)
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-secondary" />
      <DropdownMenu.Sub>
        <DropdownMenu.SubTrigger className={itemClass}>Copy as…</DropdownMenu.SubTrigger>
        <DropdownMenu.Portal>
          <DropdownMenu.SubContent
            sideOffset={4}
            collisionPadding={8}
            className="z-[70] max-w-72 min-w-40 rounded-lg border border-secondary bg-raise p-1 shadow-xl"
          >
            {actions.map(
              // an action the row cannot take now has no command worth copying
              ({ label, commands, disabled }) =>
                commands &&
                !disabled && (
                  <DropdownMenu.Group key={label} aria-label={label}>
                    <DropdownMenu.Label className="px-2 pt-1 text-xs text-secondary">
                      {label}
                    </DropdownMenu.Label>
                    {items && <items.default parts={parts} load={commands} />}
                  </DropdownMenu.Group>
                ),
            )}
          </DropdownMenu.SubContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Sub>
    </>
  )
}
