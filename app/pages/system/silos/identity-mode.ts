import type { SiloIdentityMode } from '~/api/__generated_versions__/2026081901.0.0/Api'

/** How a silo's users come to be and sign in, in the words the silo pages show */
export const IDENTITY_MODE_LABEL: Record<SiloIdentityMode, string> = {
  local_only: 'Local only',
  saml_jit: 'SAML (just in time)',
  saml_scim: 'SAML (provisioned by SCIM)',
}

/**
 * Why a silo takes no identity provider, or false when it does: Nexus refuses one in a
 * silo whose users are managed locally ("cannot create identity providers in this kind of
 * Silo").
 */
export const idpCreateDisabledReason = (mode: SiloIdentityMode) =>
  mode === 'local_only' &&
  'Identity providers can be added only to a silo whose users sign in through SAML; this silo manages its users locally.'
