import { Outlet } from 'react-router-dom'

import { BulkTraySlot } from '~/components/bulk/bulk-entry'
import { MockBanner } from '~/mock/MockBanner'
import { ConfirmActionHost } from '~/ui/ConfirmActionHost'
import { ToastHost } from '~/ui/ToastHost'

/** Above every page: the mock-mode banner, the toast list, the single confirm slot and the bulk actions' tray. */
export function RootLayout() {
  return (
    <div className="flex h-dvh flex-col">
      {__MOCK__ && <MockBanner />}
      <div className="min-h-0 flex-1">
        <Outlet />
      </div>
      <ToastHost />
      <ConfirmActionHost />
      <BulkTraySlot />
    </div>
  )
}
