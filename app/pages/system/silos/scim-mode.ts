// Which silos SCIM tokens are for. Nexus makes and lists them for any silo, but signs a
// SCIM client in only for a silo whose users SCIM provisions (`saml_scim`): elsewhere a
// token would be refused at every use ("not a SCIM silo"). The tab says so and offers no
// new token there; tokens already made stay listed so they can be deleted.
import type { SiloIdentityMode } from '~/api/__generated_versions__/2026081901.0.0/Api'

/** How the users of a silo in each other mode come to be, to end the sentence below */
const USERS_COME_FROM: Record<Exclude<SiloIdentityMode, 'saml_scim'>, string> = {
  local_only: 'are kept by the silo itself',
  saml_jit: 'are made when they first sign in through SAML',
}

/**
 * Why the silo takes no SCIM token, or `false` when it does: "SCIM tokens are for silos
 * whose users an identity provider provisions through SCIM; this silo's users are kept
 * by the silo itself."
 */
export function scimModeReason(mode: SiloIdentityMode): string | false {
  if (mode === 'saml_scim') return false
  return `SCIM tokens are for silos whose users an identity provider provisions through SCIM; this silo’s users ${USERS_COME_FROM[mode]}.`
}
