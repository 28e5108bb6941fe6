// The root route's loader: before the first page, learn which API the rack speaks
// (app/api/rack-api.ts). A rack the console cannot serve, or no answer, is the root's error:
// a full page saying so (app/components/UnsupportedRack.tsx), never a broken page.
import { rackApi } from '~/api/rack-api'
import { UnsupportedRackError } from '~/components/UnsupportedRack'

export async function rackApiLoader() {
  let answer
  try {
    answer = await rackApi()
  } catch (e) {
    throw new UnsupportedRackError({ failure: e instanceof Error ? e.message : String(e) })
  }
  if (!answer.supported) {
    throw new UnsupportedRackError({ rackApi: answer.rackApi, reason: answer.reason })
  }
  return null
}

/** Asked once per page load: navigating does not ask again */
export const rackApiShouldRevalidate = () => false
