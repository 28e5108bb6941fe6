import { lazyModule, useLazyModule } from './lazy-module'
import { useToasts } from './toast-store'

// Radix Toast is not needed to show a page, only to show a toast: the list is loaded with
// the first toast (or earlier through `preloadToastList`) and stays mounted afterwards.
// Toasts added meanwhile wait in the store, so none is lost; each one's timer starts when
// it is on screen.
const toastList = lazyModule(() => import('./ToastList'))

/** Starts loading the toast list, e.g. when a toast is about to follow. */
export const preloadToastList = () => toastList.preload()

/** Renders the toasts from `toast-store`. Mount it once, near the root. */
export function ToastHost() {
  const toasts = useToasts()
  // the list as the request: a new toast retries a load that failed
  const loaded = useLazyModule(toastList, toasts.length > 0 ? toasts : null)
  return loaded ? <loaded.ToastList /> : null
}
