import { useConfirmAction } from './confirm-store'
import { lazyModule, useLazyModule } from './lazy-module'

// The confirm dialog (Radix Dialog) is not needed to show a page: it is loaded with the
// first confirm request (or earlier through `preloadConfirmActionDialog`, e.g. when a row's
// menu opens) and stays loaded. A request made meanwhile waits in the store and opens the
// dialog when the code arrives; its pending and error-toast handling are unchanged.
const confirmDialog = lazyModule(() => import('./ConfirmActionDialog'))

/** Starts loading the confirm dialog, e.g. when a menu that may ask for one opens. */
export const preloadConfirmActionDialog = () => confirmDialog.preload()

/**
 * Renders the global confirm slot (`confirmAction`, `confirmDelete`). Mount it once, near
 * the root, next to `<ToastHost/>`. A failed action becomes an error toast titled with the
 * action's `errorTitle` (spec §4, §8).
 */
export function ConfirmActionHost() {
  const slot = useConfirmAction()
  // the slot's id as the request: a new confirm retries a load that failed
  const loaded = useLazyModule(confirmDialog, slot?.id ?? null)
  return loaded ? <loaded.ConfirmActionDialog /> : null
}
