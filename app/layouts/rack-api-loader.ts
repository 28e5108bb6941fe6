// The root route's loader: before the first page, learn which API the rack speaks
// (app/api/rack-api.ts). A rack the console cannot serve, or no answer, is the root's error:
// a full page saying so (app/components/UnsupportedRack.tsx), never a broken page.
import { rackApi } from '~/api/rack-api'
import { type RackProbe, UnsupportedRackError } from '~/components/unsupported-rack-error'

export async function rackApiLoader() {
  let answer
  try {
    answer = await rackApi()
  } catch (e) {
    throw await unsupported({ failure: e instanceof Error ? e.message : String(e) })
  }
  if (!answer.supported) throw await unsupported(answer)
  return null
}

/** The error, once its page's code is here (loaded only for such a rack) */
async function unsupported(probe: RackProbe) {
  await import('~/components/UnsupportedRack').catch(() => {})
  return new UnsupportedRackError(probe)
}

/** Asked once per page load: navigating does not ask again */
export const rackApiShouldRevalidate = () => false
