// The command palette (Ctrl+K / Cmd+K, "/" to find): one text field over one list of
// commands and find results, in the combobox pattern. The field keeps focus; the arrow
// keys, Home and End move the active option (`aria-activedescendant`), Enter runs it,
// Escape closes and focus goes back where it was. Loaded on first use (PaletteTrigger).
import { clsx } from 'clsx'
import { Dialog } from 'radix-ui'
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { useCurrentUser } from '~/hooks/use-current-user'
import { useReturnFocus } from '~/ui/dialog-focus'
import { KIND_LABEL } from '~/util/find-match'

import { filterCommands, resourceInPath, useCommands, type Section } from './commands'
import type { PaletteMode } from './PaletteTrigger'
import { useFind } from './use-find'

type Option = {
  key: string
  section: Section | 'Find'
  label: string
  /** What it is (a result's kind) */
  kind?: string
  hint?: string
  disabled: string | false
  to?: string
  run?: () => void
}

const SECTIONS: (Section | 'Find')[] = ['Actions', 'Go to', 'Create', 'Recent', 'Find']

export default function CommandPalette({
  mode,
  takeTyped,
  onDismiss,
}: {
  mode: PaletteMode
  /** What was typed while the palette's code was loading, once */
  takeTyped: () => string
  onDismiss: () => void
}) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { me, isFleetViewer } = useCurrentUser()
  const returnFocus = useReturnFocus()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query).trim()
  const [active, setActive] = useState(0)
  const listId = useId()
  const listRef = useRef<HTMLDivElement>(null)

  const commands = useCommands()
  // the walk starts with find mode or the first character typed, and then keeps going
  const [findStarted, setFindStarted] = useState(mode === 'find')
  if (!findStarted && query.trim()) setFindStarted(true)
  const find = useFind(findStarted, deferred, {
    userId: me.id,
    currentProject: resourceInPath(pathname).project,
    isOperator: isFleetViewer,
  })

  const options = useMemo((): Option[] => {
    const fromCommands: Option[] =
      mode === 'find' && deferred
        ? []
        : filterCommands(
            mode === 'find' ? commands.filter((c) => c.section === 'Recent') : commands,
            deferred,
          ).map((c) => ({ ...c, key: c.id }))
    const fromFind: Option[] = deferred
      ? find.results.map(({ item }) => ({
          key: `find:${item.kind}:${item.id}`,
          section: 'Find',
          label: item.name,
          kind: KIND_LABEL[item.kind],
          hint: item.where,
          disabled: false,
          to: item.to,
        }))
      : []
    const all = [...fromCommands, ...fromFind]
    return SECTIONS.flatMap((s) => all.filter((o) => o.section === s))
  }, [commands, deferred, find.results, mode])

  // a new query starts from the best option
  useEffect(() => setActive(0), [deferred])
  const current = Math.min(active, options.length - 1)
  const optionId = (i: number) => `${listId}-option-${i}`

  useEffect(() => {
    if (current < 0) return
    listRef.current
      ?.querySelector(`[id="${optionId(current)}"]`)
      ?.scrollIntoView({ block: 'nearest' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current])

  function choose(option: Option | undefined) {
    if (!option || option.disabled) return
    onDismiss()
    if (option.to) navigate(option.to)
    // after the dialog has closed and given focus back, so a confirm it opens keeps focus
    else if (option.run) window.setTimeout(option.run, 0)
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
      PageDown: Math.min(last, current + 8),
      PageUp: Math.max(0, current - 8),
    }
    if (e.key in moves) {
      e.preventDefault()
      setActive(moves[e.key])
    } else if (e.key === 'Enter') {
      e.preventDefault()
      choose(options[current])
    }
  }

  const shownFind = options.filter((o) => o.section === 'Find').length
  const more = find.total - shownFind
  const searching = findStarted && !!deferred
  const status = !searching
    ? `${options.length} ${options.length === 1 ? 'command' : 'commands'}`
    : [
        `${find.total} ${find.total === 1 ? 'match' : 'matches'}`,
        more > 0 ? `${more} more, refine the search` : '',
        find.status,
      ]
        .filter(Boolean)
        .join(' · ')

  let index = -1
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed top-[12vh] left-1/2 z-50 flex max-h-[70vh] w-[40rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col overflow-hidden rounded-lg border border-default bg-raise shadow-2xl"
        >
          <Dialog.Title className="sr-only">
            {mode === 'find' ? 'Find' : 'Command palette'}
          </Dialog.Title>
          <input
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            aria-label={
              mode === 'find'
                ? 'Find by name, ID, IP address or CIDR'
                : 'Go to, create, act or find by name, ID, IP address or CIDR'
            }
            placeholder={
              mode === 'find'
                ? 'Find by name, ID, IP address or CIDR…'
                : 'Type a command, a page, or something to find…'
            }
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            // keys typed before the field had focus were kept by the trigger
            onFocus={() => {
              const typed = takeTyped()
              if (typed) setQuery((q) => q + typed)
            }}
            onKeyDown={onKeyDown}
            className="w-full shrink-0 border-b border-default bg-transparent px-4 py-3 text-base text-default outline-none placeholder:text-tertiary"
          />
          <div
            id={listId}
            ref={listRef}
            role="listbox"
            aria-label={mode === 'find' ? 'Results' : 'Commands and results'}
            className="min-h-0 flex-1 overflow-y-auto p-1"
          >
            {SECTIONS.map((section) => {
              const inSection = options.filter((o) => o.section === section)
              if (inSection.length === 0) return null
              const headingId = `${listId}-${section.replace(' ', '-')}`
              return (
                <div key={section} role="group" aria-labelledby={headingId}>
                  <div
                    id={headingId}
                    role="presentation"
                    className="px-3 pt-2 pb-1 text-xs font-medium tracking-wide text-secondary uppercase"
                  >
                    {section}
                  </div>
                  {inSection.map((o) => {
                    const i = ++index
                    return (
                      // the field keeps focus and its keys move between options
                      // (aria-activedescendant): an option is clicked, never focused
                      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                      <div
                        key={o.key}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === current}
                        aria-disabled={o.disabled ? true : undefined}
                        onPointerMove={() => i !== current && setActive(i)}
                        // keep focus in the field
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => choose(o)}
                        className={clsx(
                          'flex cursor-pointer flex-col gap-0.5 rounded px-3 py-1.5 text-sm',
                          i === current && 'bg-secondary',
                          o.disabled && 'cursor-not-allowed',
                        )}
                      >
                        <span className="flex items-baseline gap-2">
                          {o.kind && (
                            <span className="shrink-0 rounded border border-secondary px-1 text-xs text-secondary">
                              {o.kind}
                            </span>
                          )}
                          <span
                            className={clsx(
                              'min-w-0 truncate',
                              o.disabled ? 'text-secondary' : 'text-default',
                            )}
                          >
                            {o.label}
                          </span>
                          {o.hint && (
                            <span className="min-w-0 truncate text-xs text-secondary">
                              {o.hint}
                            </span>
                          )}
                        </span>
                        {o.disabled && <span className="text-xs text-secondary">{o.disabled}</span>}
                      </div>
                    )
                  })}
                </div>
              )
            })}
            {options.length === 0 && (
              // a listbox holds options only: the note is one that cannot be chosen
              <div
                role="option"
                aria-disabled
                aria-selected={false}
                className="px-3 py-4 text-sm text-secondary"
              >
                {!deferred
                  ? 'Type a name, an ID, an IP address or a CIDR'
                  : searching && !find.finished
                    ? 'Searching…'
                    : `Nothing matches “${deferred}”`}
              </div>
            )}
          </div>
          <div
            role="status"
            aria-live="polite"
            className="shrink-0 border-t border-default px-4 py-2 text-xs text-secondary"
          >
            {status}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
