import { Outlet } from 'react-router'

import { MockBanner } from '~/mock/MockBanner'
import { ConfirmActionHost } from '~/ui/ConfirmActionHost'
import { ToastHost } from '~/ui/ToastHost'

/** Above every page: the mock-mode banner, the toast list and the single confirm slot. */
export function RootLayout() {
  return (
    <div className="flex h-dvh flex-col">
      {__MOCK__ && <MockBanner />}
      <div className="min-h-0 flex-1">
        <Outlet />
      </div>
      <ToastHost />
      <ConfirmActionHost />
    </div>
  )
}
