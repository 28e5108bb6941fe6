// The error screens' place for the note on a 403 (IdpMisconfiguredNotice): every page's
// error screen can show it, few ever do, so its code and its reads load only when one does.
import { lazyModule, useLazyModule } from '~/ui/lazy-module'

const notice = lazyModule(() => import('./IdpMisconfiguredNotice'))

export function IdpNoticeSlot() {
  const loaded = useLazyModule(notice, true)
  return loaded ? <loaded.IdpMisconfiguredNotice /> : null
}
