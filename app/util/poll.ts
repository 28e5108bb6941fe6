// Things that move on by themselves (instance run states, disks, snapshots: spec section 4)
// are polled until they settle. One interval and one shape of `refetchInterval` for all.

/** How often a query refetches while something it shows is changing state */
export const POLL_MS = 2000

/** `refetchInterval` of a page of a list: poll while any item on it is still changing. */
export const pollListWhile =
  <T>(changing: (item: T) => boolean) =>
  (data: { items: T[] } | undefined) =>
    data?.items.some(changing) ? POLL_MS : false

/** `refetchInterval` of one resource's view: poll while it is still changing. */
export const pollWhile =
  <T>(changing: (data: T) => boolean) =>
  (data: T | undefined) =>
    data !== undefined && changing(data) ? POLL_MS : false
