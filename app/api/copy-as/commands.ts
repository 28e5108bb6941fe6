// The three texts the "Copy as" menus offer for one request, in the version the rack speaks.
// Loaded with import() when a menu opens: none of this is in the first visit.
import { NEWEST, servedVersion } from '../rack-api'
import { toCli } from './cli'
import { toCurl } from './curl'
import { NotOnThisRack, sentRequest, type CopyRequest } from './request'
import { toTerraform } from './terraform'

export type { CopyRequest }

/** Plain texts (or a reason), so that app/ui can show them without knowing the API */
export type CommandTexts = {
  cli: string
  curl: string
  terraform: string | { reason: string }
}

/** The commands for `request`; `origin` is where the console (and the API) is served */
export async function commandsFor(
  request: CopyRequest,
  origin: string,
): Promise<CommandTexts | { reason: string }> {
  const version = await servedVersion()
  try {
    const sent = await sentRequest(request, version)
    return {
      cli: toCli(sent, version === NEWEST),
      curl: toCurl(sent, origin),
      // the provider speaks the newest API's terms: what the form chose, untranslated
      terraform: toTerraform(request.op, request.params as Record<string, never>),
    }
  } catch (e) {
    if (e instanceof NotOnThisRack) return { reason: "This rack's API has no such request" }
    throw e
  }
}
