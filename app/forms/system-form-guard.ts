// For the loaders of the System pages' form routes (a new silo, IP pool or identity
// provider, an IP pool's edit, a range to add): an operator who may not make the change,
// reaching the form by its URL, is sent back to the page it belongs to with the reason,
// rather than shown a form that can only fail.
import { redirect } from 'react-router-dom'

import { OnlyInBrowser, onServer } from '~/api/request-scope'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import type { SystemChange } from '~/api/fleet-role'
import { loadFleetAccess } from '~/hooks/use-fleet-access'
import { addToast } from '~/ui/toast-store'

/**
 * Throws a redirect to `back`, with the reason in a toast, unless the signed-in user may
 * make `change` (to the silo with id `siloId`, for a change to one silo). When the console
 * cannot tell, the form shows and the API decides.
 */
export async function requireSystemChange(change: SystemChange, back: string, siloId?: string) {
  // `null`: not an operator, whom the System layout's loader answers 404 already
  const access = await loadFleetAccess()
  const reason = access && systemChangeDisabledReason(access, change, siloId)
  if (!reason) return null
  // the toast is the browser's to show: the server leaves this page to it
  if (onServer()) throw new OnlyInBrowser(reason)
  addToast({ variant: 'info', title: reason })
  throw redirect(back)
}
