import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'

import { useCurrentUser } from '~/hooks/use-current-user'
import { LazyMenu } from '~/ui/LazyMenu'
import { pb } from '~/util/path-builder'

import { signOut } from './sign-out'

// the about box's code (and the dialog's) comes when it is first opened
const AboutDialog = lazy(() => import('./AboutDialog'))

const itemClass =
  'block w-full cursor-pointer rounded px-3 py-1.5 text-left text-sm text-default outline-none data-[highlighted]:bg-tertiary'

/**
 * The top bar's user menu. A `LazyMenu`: it is on every page, and the Radix menu code is
 * loaded only when the trigger is hovered, focused or pressed.
 */
export function UserMenu() {
  const { me } = useCurrentUser()
  const [aboutOpen, setAboutOpen] = useState(false)
  return (
    <>
      <LazyMenu
        trigger={{
          'aria-label': `User menu for ${me.displayName}`,
          className:
            'flex items-center gap-2 rounded border border-secondary px-2.5 py-1 text-sm text-default hover:bg-secondary',
          // the button's name must contain its visible text (WCAG 2.5.3, "label in name"): the
          // name ends with the user's name, and the avatar's initial is drawn by CSS from a
          // data attribute so it is no text of the button's
          children: (
            <>
              <span
                aria-hidden
                data-initial={me.displayName.slice(0, 1).toUpperCase()}
                className="flex size-5 items-center justify-center rounded-full bg-accent text-xs font-semibold text-inverse before:content-[attr(data-initial)]"
              />
              {/* a phone's top bar shows the initial only; the name stays in the label */}
              <span className="hidden max-w-32 truncate sm:inline">{me.displayName}</span>
            </>
          ),
        }}
      >
        {({ DropdownMenu, ThemeMenuItems }) => (
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-44 rounded-md border border-secondary bg-raise p-1 shadow-xl"
            >
              <DropdownMenu.Label className="px-3 py-1.5 text-xs text-secondary">
                Signed in to {me.siloName}
              </DropdownMenu.Label>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to={pb.settings()}>Settings</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to={pb.taskLog()}>Task log</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => setAboutOpen(true)}>
                About
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-secondary" />
              <ThemeMenuItems />
              <DropdownMenu.Separator className="my-1 h-px bg-secondary" />
              <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
                Sign out
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        )}
      </LazyMenu>
      {aboutOpen && (
        <Suspense fallback={null}>
          <AboutDialog onDismiss={() => setAboutOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
