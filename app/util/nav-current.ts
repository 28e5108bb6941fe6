/**
 * Whether a sidebar link stands for the page at `pathname`: its own path, anything
 * below it (`/instances/db1/storage`), and its sibling forms, which the routes of
 * spec section 2 name with a dash (`/instances-new`, `/ssh-keys-new`).
 */
export const isNavCurrent = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || pathname.startsWith(`${to}-`)
