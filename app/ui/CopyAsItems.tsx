// The "Copy as" entries of a menu: CLI, curl and Terraform for one request. Its own chunk,
// loaded when a menu that offers them first opens. It knows plain texts only (app/ui does
// not speak the API): whoever opens it says how to build them.
import { useEffect, useState } from 'react'

import { copyText } from './clipboard'
import type { MenuParts } from './LazyMenu'
import { addToast } from './toast-store'

/** The texts for one request; `terraform` is a reason where the provider has no resource */
export type CommandTexts = {
  cli: string
  curl: string
  terraform: string | { reason: string }
}

/** Builds the texts, or says why there are none (a form not filled in yet) */
export type LoadCommands = () => Promise<CommandTexts | { reason: string }>

const itemClass =
  'flex min-h-8 cursor-default flex-col justify-center rounded-md px-2 py-1 text-sm outline-none select-none data-[highlighted]:bg-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-60'

type State = { loading: true } | CommandTexts | { reason: string }

const KINDS = [
  ['cli', 'CLI'],
  ['curl', 'curl'],
  ['terraform', 'Terraform'],
] as const

export default function CopyAsItems({
  parts: { DropdownMenu },
  load,
}: {
  parts: MenuParts
  load: LoadCommands
}) {
  const [state, setState] = useState<State>({ loading: true })
  useEffect(() => {
    let live = true
    load().then(
      (texts) => live && setState(texts),
      () => live && setState({ reason: 'Could not build the commands' }),
    )
    return () => {
      live = false
    }
    // built once per opening: the menu remounts this when it opens again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if ('loading' in state) {
    return (
      <DropdownMenu.Item
        className={itemClass}
        aria-disabled="true"
        onSelect={(e) => e.preventDefault()}
      >
        Building the commands…
      </DropdownMenu.Item>
    )
  }
  if ('reason' in state) {
    return (
      <DropdownMenu.Item
        className={itemClass}
        aria-disabled="true"
        onSelect={(e) => e.preventDefault()}
      >
        {state.reason}
      </DropdownMenu.Item>
    )
  }
  return KINDS.map(([key, name]) => {
    const text = state[key]
    if (typeof text !== 'string') {
      // stays focusable, so the reason is read out with it
      return (
        <DropdownMenu.Item
          key={key}
          className={itemClass}
          aria-disabled="true"
          onSelect={(e) => e.preventDefault()}
        >
          <span>{name}</span>
          <span className="text-xs text-secondary">{text.reason}</span>
        </DropdownMenu.Item>
      )
    }
    return (
      <DropdownMenu.Item
        key={key}
        className={itemClass}
        onSelect={() => {
          void copyText(text).then((ok) =>
            addToast(
              ok
                ? { variant: 'success', title: `Copied as ${name}` }
                : { variant: 'error', title: `Could not copy as ${name}` },
            ),
          )
        }}
      >
        {name}
      </DropdownMenu.Item>
    )
  })
}
