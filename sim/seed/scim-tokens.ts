import type { ScimTokenRecord } from '../store/types'
import { defaultSilo } from './silos'

// A SCIM client's token in the demo silo, as an identity provider would hold it. The
// secret is drawn afresh for each seeded store (Nexus shows it only at create); the id
// is fixed.

export const scimTokenIds = { demoIdp: '8c4f2a6e-1b3d-4e5f-9a7c-6d8e0f2b4a19' } as const

export const scimTokens = (): ScimTokenRecord[] => [
  {
    id: scimTokenIds.demoIdp,
    silo_id: defaultSilo.id,
    bearer_token: Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join(''),
    time_created: '2025-01-08T14:10:00.000Z',
    time_expires: null,
  },
]
