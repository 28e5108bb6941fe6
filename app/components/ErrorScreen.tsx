import type { ReactNode } from 'react'

import { signOut } from './sign-out'

/**
 * The two error screens of spec section 2. Plain links (not router links) so they
 * work even when the router itself is what failed. `inPage` puts the screen inside a
 * layout's content pane (which is already the page's `main`) instead of the whole window.
 */
export function ErrorScreen({
  title,
  body,
  children,
  inPage = false,
}: {
  title: string
  body: string
  children?: ReactNode
  inPage?: boolean
}) {
  const Frame = inPage ? 'div' : 'main'
  return (
    <Frame
      className={
        inPage
          ? 'flex items-center justify-center px-6 py-16'
          : 'flex h-full min-h-0 items-center justify-center overflow-y-auto p-6'
      }
    >
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-semibold text-default">{title}</h1>
        <p className="text-secondary">{body}</p>
        {children}
        <div className="mt-4 flex items-center gap-3">
          <a
            href="/"
            className="rounded bg-accent px-3 py-1.5 text-sm font-medium text-inverse hover:bg-accent-hover"
          >
            Back to console
          </a>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded border border-secondary px-3 py-1.5 text-sm text-default hover:bg-secondary"
          >
            Sign out
          </button>
        </div>
      </div>
    </Frame>
  )
}

export const NotFoundScreen = ({ inPage }: { inPage?: boolean }) => (
  <ErrorScreen
    inPage={inPage}
    title="Page not found"
    body="The page you are looking for doesn't exist or you may not have access to it."
  />
)

export const SomethingWrongScreen = ({
  children,
  inPage,
}: {
  children?: ReactNode
  inPage?: boolean
}) => (
  <ErrorScreen
    inPage={inPage}
    title="Something went wrong"
    body="Please try again. If the problem persists, contact your administrator."
  >
    {children}
  </ErrorScreen>
)
