import { describe, expect, it } from 'vitest'

import { scimModeReason } from './scim-mode'

describe('scimModeReason', () => {
  it('takes tokens only in a silo SCIM provisions', () => {
    expect(scimModeReason('saml_scim')).toBe(false)
  })

  it('says where the users of the other silos come from', () => {
    expect(scimModeReason('local_only')).toBe(
      'SCIM tokens are for silos whose users an identity provider provisions through SCIM; this silo’s users are kept by the silo itself.',
    )
    expect(scimModeReason('saml_jit')).toBe(
      'SCIM tokens are for silos whose users an identity provider provisions through SCIM; this silo’s users are made when they first sign in through SAML.',
    )
  })
})
