import type { SiloRecord } from '../store/types'

/** Nexus's fixed id of the one fleet; the system policy is stored under it */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

export const defaultSilo = {
  id: '7cda6471-5464-4237-8886-e60a95d148c0',
  name: 'demo-silo',
  description: 'Silo of the simulated rack, with local users',
  discoverable: true,
  identity_mode: 'local_only',
  // no silo role confers a fleet role here: operators get theirs from the system policy
  mapped_fleet_roles: {},
  time_created: '2025-01-06T09:00:00.000Z',
  time_modified: '2025-01-06T09:00:00.000Z',
} satisfies SiloRecord

/**
 * A silo whose users sign in through SAML (the simulated identity provider of
 * `identity-providers.ts`): users and groups appear as they first sign in.
 */
export const samlSilo = {
  id: 'c2a4e3f0-5b1d-4c8e-9f27-3d6a1b8e4f90',
  name: 'corp-sso',
  description: 'Silo whose users sign in through SAML',
  discoverable: true,
  identity_mode: 'saml_jit',
  mapped_fleet_roles: {},
  time_created: '2025-01-06T09:30:00.000Z',
  time_modified: '2025-01-06T09:30:00.000Z',
} satisfies SiloRecord

export const silos: SiloRecord[] = [defaultSilo, samlSilo]
